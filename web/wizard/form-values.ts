// The wizard's form values and the body it posts to POST /api/leads.
import type { z } from 'zod';
import type { Service } from '#domain/catalogue.ts';
import type { ConsentSegment } from '#domain/consent-words.ts';
import { consentText } from '#domain/consent-words.ts';
import { DEFAULT_LANG, type Lang } from '#domain/language.ts';
import { CONTACT_FIELD_LIST, type CONTACT_FIELDS, type ContactFieldName } from '#domain/contact-fields.ts';
import type { FieldRule } from '#domain/field-rules.ts';
import type { leadRequestSchema } from '#domain/schemas.ts';
import type { Campaign } from '../lib/campaign.ts';

type Scalar = string | number | boolean;
/** Every key of `T`, nested, with scalar values loosened to what a form holds before it is validated. */
type FormShape<T> = { [K in keyof T]-?: NonNullable<T[K]> extends Scalar ? Scalar : FormShape<NonNullable<T[K]>> };

/**
 * The body with exactly the keys the server's schema reads (z.input): a field renamed or added there
 * fails the type check here. Values stay loose: the server validates them.
 */
export type LeadRequestBody = FormShape<z.input<ReturnType<typeof leadRequestSchema>>>;

/** A contact field's value in the form before it is checked: the agreement box is a boolean, the rest text. */
type ContactValues = {
  [K in ContactFieldName]: (typeof CONTACT_FIELDS)[K]['rule'] extends FieldRule<boolean> ? boolean : string;
};

export interface WizardValues extends ContactValues {
  answers: Record<string, string>;
  /** The id of the energy provider suggestion the visitor picked ('' until one is picked). */
  providerId: string;
  /** The hidden honeypot field: people leave it empty, simple bots fill it. Sent as it is. */
  website: string;
}

/** Every field empty, read from the service's questions and the contact-field table. */
export function emptyValues(service: Service): WizardValues {
  const contact = Object.fromEntries(CONTACT_FIELD_LIST.map((f) => [f.name, f.kind === 'agreement' ? false : ''])) as ContactValues;
  return {
    answers: Object.fromEntries(service.questions.map((q) => [q.id, ''])),
    ...contact,
    providerId: '',
    website: '',
  };
}

export interface VisitTracking {
  /** When the visitor opened the wizard: epoch ms, and epoch minutes. */
  start: number;
  min: number;
  campaign: Campaign;
  certificateUrl: string;
  leadIdToken: string;
}

export function leadRequestBody(
  service: Service,
  submissionId: string,
  values: WizardValues,
  visit: VisitTracking,
  consent: readonly ConsentSegment[],
  /** The page's language: the consent text is in it, and the server answers in it. */
  lang: Lang = DEFAULT_LANG,
): LeadRequestBody {
  const { providerId, ...fields } = values;
  return {
    submissionId,
    serviceId: service.id,
    ...fields,
    tracking: {
      url: window.location.href,
      start: visit.start,
      min: visit.min,
      userAgent: navigator.userAgent,
      xxTrustedFormCertUrl: visit.certificateUrl,
      universalLeadid: visit.leadIdToken,
      ElectricalEnergyProviderId: providerId,
      ...visit.campaign,
    },
    tcpaText: consentText(consent),
    lang,
  };
}
