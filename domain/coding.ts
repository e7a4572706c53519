// Form values -> the contractor network's payload: renames, coded answers, tracking. Pure, runs on the
// server only (the browser's codes are never trusted), and table-tested for every service and option.
import { findOption, type Option } from './options.ts';
import type { Service } from './catalogue.ts';
import { CONTACT_FIELD_LIST } from './contact-fields.ts';
import type { LeadRequest } from './schemas.ts';

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

/**
 * The network's code for a chosen option, named by its id (or, in a lead stored before options had ids,
 * by its English label): 1-based, `''` when the option has no code. The code follows the option, never
 * its wording or the language it was shown in.
 */
export function codeOf(options: readonly Option[], value: string): PayloadValue {
  return findOption(options, value)?.code ?? '';
}

/** The contact and project fields under the network's keys, choices coded (domain/contact-fields.ts). */
function contactFields(lead: LeadRequest): Payload {
  const out: Payload = {};
  for (const field of CONTACT_FIELD_LIST) {
    if (field.payloadKey === undefined) continue;
    const value = String(lead[field.name]);
    out[field.payloadKey] = field.kind === 'choice' ? codeOf(field.options ?? [], value) : value;
  }
  return out;
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
    ...contactFields(lead),
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
