// Form values -> the contractor network's payload: renames, coded answers, tracking. Pure, runs on the
// server only (the browser's codes are never trusted), and table-tested for every service and option.
import type { Option, Service } from './catalogue.ts';
import type { LeadRequest } from './schemas.ts';
import { SHARED_CHOICES, type SharedChoiceName } from './steps.ts';

export type PayloadValue = string | number;
export type Payload = Record<string, PayloadValue>;

/** What the server knows that the browser must not decide. */
export interface PayloadContext {
  /** The client IP as the server sees it. */
  ip: string;
  /** The operator's network ids. */
  affid: string;
  rid: string;
  tid: string;
  /** The consent wording the visitor saw, as stored. */
  tcpaText: string;
}

/** The network's code for a shown label: 1-based, `''` when the label has no code. */
export function codeOf(options: readonly Option[], label: string): PayloadValue {
  return options.find((o) => o.label === label)?.code ?? '';
}

function sharedCode(name: SharedChoiceName, label: string): PayloadValue {
  return codeOf(SHARED_CHOICES[name].options, label);
}

/** The service's own fields: choices coded, free text, ZIPs and dates as typed. */
export function serviceFields(service: Service, answers: Record<string, string>): Payload {
  const out: Payload = {};
  for (const q of service.questions) {
    const answer = answers[q.id] ?? '';
    out[q.field] = q.kind === 'choice' ? codeOf(q.options ?? [], answer) : answer;
  }
  return out;
}

export function toPayload(service: Service, lead: LeadRequest, ctx: PayloadContext): Payload {
  const t = lead.tracking;
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    address: lead.streetAddress,
    city: lead.city,
    state: lead.state,
    zip: lead.zipCode,
    homeOwner: sharedCode('HomeOwner', lead.HomeOwner),
    Propertytype: sharedCode('PropertyType', lead.PropertyType),
    Purchasetimeframe: sharedCode('PurchaseTimeFrame', lead.PurchaseTimeFrame),
    Timetocall: sharedCode('BestTimeToCall', lead.BestTimeToCall),
    BriefRequirement: lead.requirements,
    TcpaText: ctx.tcpaText,
    category: service.category,
    ipaddress: ctx.ip,
    browser: t.userAgent,
    url: t.url,
    start: t.start,
    min: t.min,
    affid: ctx.affid,
    rid: ctx.rid,
    tid: ctx.tid,
    aff_id: t.aff_id,
    transaction_id: t.transaction_id,
    sub_aff_id: t.sub_aff_id,
    xxTrustedFormCertUrl: t.xxTrustedFormCertUrl,
    universalLeadid: t.universalLeadid,
    ...serviceFields(service, lead.answers),
  };
}
