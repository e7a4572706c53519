// The server's zod schemas of the privacy forms' posts, wrapping the rules the forms check with
// (privacy.ts). An optional field must be text when sent at all: zod's own type check answers otherwise,
// as it did before the rules were split from the schemas.
import { z } from 'zod';
import { OPTIONAL_REQUEST_FIELDS, PRIVACY_REQUEST_RULES, STOP_CONTACT_NEEDS_ONE, STOP_CONTACT_RULES } from './privacy.ts';
import { fromRule, langSchema } from './schemas.ts';
import type { FieldRule } from './field-rules.ts';

const optional = (rule: FieldRule) => z.string().default('').pipe(fromRule(rule));

export const privacyRequestSchema = z.object({
  type: fromRule(PRIVACY_REQUEST_RULES.type),
  name: fromRule(PRIVACY_REQUEST_RULES.name),
  email: fromRule(PRIVACY_REQUEST_RULES.email),
  ...(Object.fromEntries(OPTIONAL_REQUEST_FIELDS.map((f) => [f, optional(PRIVACY_REQUEST_RULES[f])])) as Record<
    (typeof OPTIONAL_REQUEST_FIELDS)[number],
    ReturnType<typeof optional>
  >),
  lang: langSchema,
});

export const stopContactSchema = z
  .object({
    email: optional(STOP_CONTACT_RULES.email),
    phone: optional(STOP_CONTACT_RULES.phone),
    website: optional(STOP_CONTACT_RULES.website),
    lang: langSchema,
  })
  .refine((v) => v.email !== '' || v.phone !== '', { message: STOP_CONTACT_NEEDS_ONE, path: ['phone'] });
