// The California request form's words in both languages (the form sits on /CaliforniaPolicy and
// /es/CaliforniaPolicy as an island).
import type { Lang } from '#domain/language.ts';
import { spanishPage } from '../../i18n/spanish.ts';
import { REQUEST_TYPE_LABELS, type PublicRequestType } from '#domain/privacy.ts';

const en = {
  confirmEmailBefore: 'Please check your e-mail: we sent a link to the address you gave. Open it and press ',
  confirmButton: 'Confirm my request',
  confirmEmailAfter: ' within 30 days. We show, delete or correct nothing before you confirm that the address is yours.',
  timing:
    'We will confirm receipt within 10 business days and answer within 45 days (a request to opt out or to limit is acted on within 15 business days; an opt-out takes effect at once). Keep the reference number for any message about this request.',
  form: 'California privacy request',
  what: 'What would you like us to do?',
  types: REQUEST_TYPE_LABELS as Readonly<Record<PublicRequestType, string>>,
  name: 'Your name',
  email: 'Email address',
  emailHint: 'The address you used on the site; we answer here.',
  phone: 'Phone number (optional)',
  details: 'Details (optional)',
  detailsHint: 'For a correction: what is wrong and what is right.',
  agent: 'I am an authorized agent making this request for someone else',
  agentName: "Agent's name",
  agentHint: "We will ask for the consumer's signed permission.",
  sending: 'Sending...',
  send: 'Send Request',
};

export type CaliforniaRequestTexts = typeof en;

/** English from this module; Spanish from the words Spanish pages load (web/i18n/spanish.ts). */
export const CALIFORNIA_REQUEST_TEXTS: Record<Lang, CaliforniaRequestTexts> = {
  en,
  get es() {
    return spanishPage('californiaRequest');
  },
};
