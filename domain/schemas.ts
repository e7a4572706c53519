// The server's zod schemas of what the wizard and the contact form post. Each form field's check is a
// plain rule (field-rules.ts, step-rules.ts, the contact-field table) that the browser runs as it is; here
// the same rules are wrapped in zod, so the browser and the server say the same thing about the same input.
import { z } from 'zod';
import { findServiceById, type Question, type Service } from './catalogue.ts';
import { CONTACT_FIELDS, type ContactFieldName } from './contact-fields.ts';
import { CONTACT_MESSAGE_RULES } from './contact-message.ts';
import { DEFAULT_LANG, LANGS } from './language.ts';
import { LIMITS, MESSAGES, multiLine, requiredText, singleLine, tooLong, type FieldRule } from './field-rules.ts';
import { questionRule, stepRule } from './step-rules.ts';

// The messages and limits are read from here by the server.
export { isoDate, LIMITS, MESSAGES } from './field-rules.ts';

/** What a form sends for a rule's value: a box's tick is a boolean, everything else text. */
type FormInput<T> = T extends boolean ? boolean : string;

/** A plain rule as a zod schema: its message is the one issue on failure, its cleaned value the output. */
export function fromRule<T>(rule: FieldRule<T>) {
  return z.custom<FormInput<T>>().transform((input, ctx): T => {
    const r = rule(input);
    if (r.ok) return r.value;
    // Not aborting, like zod's own checks of a string's length or form: an object's refinement still runs.
    ctx.issues.push({ code: 'custom', message: r.message, input, continue: true });
    return z.NEVER;
  });
}

/** The schema of one service question's answer. */
export function questionSchema(q: Question) {
  return fromRule(questionRule(q));
}

type ContactRule<K extends ContactFieldName> = (typeof CONTACT_FIELDS)[K]['rule'];
type RuleValue<R> = R extends FieldRule<infer T> ? T : never;

/** The contact and project fields shared by every service, keyed by form field name. */
export const contactFieldSchemas = Object.fromEntries(
  Object.entries(CONTACT_FIELDS).map(([name, field]) => [name, fromRule<unknown>(field.rule)]),
) as unknown as { [K in ContactFieldName]: ReturnType<typeof fromRule<RuleValue<ContactRule<K>>>> };

export function answersSchema(service: Service) {
  return z.object(Object.fromEntries(service.questions.map((q) => [q.id, questionSchema(q)])));
}

/** The schema for one wizard step's field, by its form path. */
export function stepSchema(service: Service, name: string): z.ZodType | undefined {
  const rule = stepRule(service, name);
  return rule && fromRule(rule);
}

/** What a body whose `lang` is neither 'en' nor 'es' is told, under the field `lang`. */
export const LANG_INVALID = 'The language must be en or es.';

/**
 * The language of the page a public form was sent from: the record keeps it, and the
 * visitor is answered in it. English when absent, as every page was before the Spanish ones.
 */
export const langSchema = z.enum(LANGS, { error: LANG_INVALID }).default(DEFAULT_LANG);

/** Which third-party consent tokens the operator has switched on; each is required only then. */
export interface TokenRequirements {
  certificate: boolean;
  leadId: boolean;
}

const optionalText = (max: number) => z.string().overwrite(singleLine).trim().max(max, tooLong(max)).default('');

const requiredToken = (required: boolean, message: string) =>
  required ? fromRule(requiredText(message, LIMITS.token)) : optionalText(LIMITS.token);

export function trackingSchema(tokens: TokenRequirements) {
  const epoch = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
  return z.object({
    url: optionalText(LIMITS.url),
    start: epoch,
    min: epoch,
    userAgent: fromRule(requiredText(MESSAGES.browser, LIMITS.userAgent)),
    xxTrustedFormCertUrl: requiredToken(tokens.certificate, MESSAGES.certificate),
    universalLeadid: requiredToken(tokens.leadId, MESSAGES.leadId),
    ElectricalEnergyProviderId: optionalText(LIMITS.campaign),
    aff_id: optionalText(LIMITS.campaign),
    transaction_id: optionalText(LIMITS.campaign),
    sub_aff_id: optionalText(LIMITS.campaign),
    // The visit's ad campaign: stored with the lead for the console, never sent to the network.
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
    tcpaText: fromRule(requiredText(MESSAGES.agreement, LIMITS.consentText, multiLine)),
    // A trap for bots: the wizard hides this field from people, so a value means a program filled it.
    website: optionalText(LIMITS.url),
    lang: langSchema,
  });
}

export type LeadRequest = z.infer<ReturnType<typeof leadRequestSchema>>;

/** What a body naming a service the catalogue (or the request's site) does not offer is told. */
export const UNKNOWN_SERVICE = 'Unknown service';

/** The service a body claims, before the rest of it is read. */
export const serviceIdSchema = z.object({
  serviceId: z
    .number({ error: UNKNOWN_SERVICE })
    .int()
    .refine((id) => findServiceById(id) !== undefined, UNKNOWN_SERVICE),
});

export const contactMessageSchema = z.object({
  name: fromRule(CONTACT_MESSAGE_RULES.name),
  email: fromRule(CONTACT_MESSAGE_RULES.email),
  subject: fromRule(CONTACT_MESSAGE_RULES.subject),
  message: fromRule(CONTACT_MESSAGE_RULES.message),
  lang: langSchema,
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
