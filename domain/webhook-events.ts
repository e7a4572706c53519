// The events an operator's webhook endpoint can ask for, named as docs/webhooks.md documents them. Shared by
// the server (which emits them) and the console (which offers them as checkboxes), so the two lists agree.
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.sold',
  'lead.rejected',
  'lead.returned',
  'contact.created',
  'privacy_request.created',
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What the console's "Send test event" sends: never emitted by anything else, so no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** How the console names each event, in words an operator uses. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'New lead',
  'lead.sold': 'Lead sold to a buyer',
  'lead.rejected': 'Lead refused by the buyers',
  'lead.returned': 'Sold lead returned by a buyer',
  'contact.created': 'New contact message',
  'privacy_request.created': 'New privacy request',
};

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
