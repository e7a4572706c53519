// Validation shared by the wizard (step by step) and the server (the whole lead). The messages are the
// product's own; the browser and the server must say the same thing about the same input.
import { z } from 'zod';
import { findServiceById, type Question, type Service } from './catalogue.ts';
import { CONTACT_FIELDS, type ContactFieldName } from './contact-fields.ts';
import { choice, LIMITS, MESSAGES, multiLine, personName, requiredText, singleLine, tooLong, zipDigits } from './field-rules.ts';

// The messages and limits are read from here by the browser and the server alike.
export { LIMITS, MESSAGES } from './field-rules.ts';

/** Calendar date as YYYY-MM-DD, compared as text so no time zone moves it. */
export function isoDate(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const futureDate = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.dateInvalid)
  .refine((v) => !Number.isNaN(Date.parse(v)), MESSAGES.dateInvalid)
  // NOTE: a day of grace, because the visitor's "today" may still be yesterday where the server runs.
  .refine((v) => v >= isoDate(new Date(Date.now() - 86_400_000)), MESSAGES.datePast);

/** The schema of one service question's answer. */
export function questionSchema(q: Question) {
  switch (q.kind) {
    case 'choice':
      return choice(q.options ?? [], MESSAGES.required);
    case 'zip':
      return zipDigits(MESSAGES.required);
    case 'date':
      return futureDate;
    case 'text':
    case 'provider':
      return requiredText(MESSAGES.required, LIMITS.answer);
  }
}

/** The contact and project fields shared by every service, keyed by form field name. */
export const contactFieldSchemas = Object.fromEntries(
  Object.entries(CONTACT_FIELDS).map(([name, field]) => [name, field.schema]),
) as { [K in ContactFieldName]: (typeof CONTACT_FIELDS)[K]['schema'] };

export function answersSchema(service: Service) {
  return z.object(Object.fromEntries(service.questions.map((q) => [q.id, questionSchema(q)])));
}

/** The schema for one wizard step's field, by its form path. */
export function stepSchema(service: Service, name: string): z.ZodType | undefined {
  if (name.startsWith('answers.')) {
    const q = service.questions.find((x) => `answers.${x.id}` === name);
    return q && questionSchema(q);
  }
  return contactFieldSchemas[name as ContactFieldName];
}

/** Which third-party consent tokens the operator has switched on; each is required only then. */
export interface TokenRequirements {
  certificate: boolean;
  leadId: boolean;
}

const optionalText = (max: number) => z.string().overwrite(singleLine).trim().max(max, tooLong(max)).default('');

const requiredToken = (required: boolean, message: string) =>
  required ? requiredText(message, LIMITS.token) : optionalText(LIMITS.token);

export function trackingSchema(tokens: TokenRequirements) {
  const epoch = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
  return z.object({
    url: optionalText(LIMITS.url),
    start: epoch,
    min: epoch,
    userAgent: requiredText(MESSAGES.browser, LIMITS.userAgent),
    xxTrustedFormCertUrl: requiredToken(tokens.certificate, MESSAGES.certificate),
    universalLeadid: requiredToken(tokens.leadId, MESSAGES.leadId),
    ElectricalEnergyProviderId: optionalText(LIMITS.campaign),
    aff_id: optionalText(LIMITS.campaign),
    transaction_id: optionalText(LIMITS.campaign),
    sub_aff_id: optionalText(LIMITS.campaign),
    // The visit's ad campaign (issue 11): stored with the lead for the console, never sent to the network.
    utm_source: optionalText(LIMITS.campaign),
    utm_medium: optionalText(LIMITS.campaign),
    utm_campaign: optionalText(LIMITS.campaign),
    utm_term: optionalText(LIMITS.campaign),
    utm_content: optionalText(LIMITS.campaign),
    // Click ids are opaque and can be long (a gclid is ~100 characters).
    gclid: optionalText(LIMITS.token),
    fbclid: optionalText(LIMITS.token),
  });
}

export type Tracking = z.infer<ReturnType<typeof trackingSchema>>;

/** What the wizard posts to `POST /api/leads`, for one service. Unknown keys are dropped. */
export function leadRequestSchema(service: Service, tokens: TokenRequirements) {
  return z.object({
    submissionId: z.uuid('Invalid submission id'),
    serviceId: z.literal(service.id),
    answers: answersSchema(service),
    ...contactFieldSchemas,
    tracking: trackingSchema(tokens),
    tcpaText: requiredText(MESSAGES.agreement, LIMITS.consentText, multiLine),
    // A trap for bots: the wizard hides this field from people, so a value means a program filled it.
    website: optionalText(LIMITS.url),
  });
}

export type LeadRequest = z.infer<ReturnType<typeof leadRequestSchema>>;

/** The service a body claims, before the rest of it is read. */
export const serviceIdSchema = z.object({
  serviceId: z
    .number({ error: 'Unknown service' })
    .int()
    .refine((id) => findServiceById(id) !== undefined, 'Unknown service'),
});

export const contactMessageSchema = z.object({
  name: personName('Please enter your name', LIMITS.name * 2),
  email: requiredText('Email is required', LIMITS.email).pipe(z.email(MESSAGES.email)),
  subject: requiredText('Please enter a subject', 150),
  message: requiredText('Please enter a message', 5000, multiLine),
});

export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** `{ field path: first message }` from a failed parse, the shape the API and the wizard share. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.join('.') || '_';
    out[path] ??= issue.message;
  }
  return out;
}
