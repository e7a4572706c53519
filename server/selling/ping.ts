// The ping: what a ping-post buyer sees of a lead before it bids. It carries what a buyer prices a lead by
// (service, where, the coded answers) and nothing that identifies or reaches the person: no name, e-mail,
// phone, street address, IP, browser or words they typed. The buyer learns those only from the post, and
// only if it wins. Built from the catalogue's own flags (a contact field marked `personal` never goes in)
// so a question added to the catalogue is priced by its code without a change here.
import type { Service } from '#domain/catalogue.ts';
import { codeOf, type PayloadValue } from '#domain/coding.ts';
import { CONTACT_FIELD_LIST } from '#domain/contact-fields.ts';

export interface PingLead {
  service: Service;
  /** The visitor's answers to the service's questions, by question id (the ids chosen; a lead stored before options had ids holds labels). */
  answers: Readonly<Record<string, string>>;
  /** The shared contact-step values by field name (only the non-personal choices are read). */
  contact: Readonly<Record<string, unknown>>;
  state: string;
  zip: string;
  city: string;
  /** The consent certificate's ping URL, when the consent script gave one (never the certificate itself). */
  trustedFormPingUrl?: string;
}

export interface PingBody {
  pingId: string;
  service: string;
  category: number;
  state: string;
  zip: string;
  city: string;
  answers: Record<string, PayloadValue>;
  [sharedChoice: string]: unknown;
}

export function pingBody(pingId: string, lead: PingLead): PingBody {
  const answers: Record<string, PayloadValue> = {};
  for (const q of lead.service.questions) {
    if (q.kind === 'choice') answers[q.field] = codeOf(q.options ?? [], lead.answers[q.id] ?? '');
  }
  const body: PingBody = {
    pingId,
    service: lead.service.title,
    category: lead.service.category,
    state: lead.state,
    zip: lead.zip,
    city: lead.city,
    answers,
  };
  for (const field of CONTACT_FIELD_LIST) {
    if (field.kind !== 'choice' || field.personal || !field.payloadKey) continue;
    body[field.payloadKey] = codeOf(field.options ?? [], String(lead.contact[field.name] ?? ''));
  }
  if (lead.trustedFormPingUrl) body.xxTrustedFormPingUrl = lead.trustedFormPingUrl;
  return body;
}
