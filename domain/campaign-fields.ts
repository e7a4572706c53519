// The visit's campaign fields, in one list: the browser captures them from the landing URL
// (web/lib/campaign.ts), intake stores them with the lead, the console shows and exports them. Of these,
// only aff_id, transaction_id and sub_aff_id are forwarded to the network (domain/coding.ts).
export const CAMPAIGN_FIELDS = [
  'aff_id',
  'transaction_id',
  'sub_aff_id',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

export type CampaignField = (typeof CAMPAIGN_FIELDS)[number];
