// Which rule checks a wizard step's field: a service question's by its kind, a contact field's from the
// contact-field table. Plain functions (field-rules.ts): the browser checks each step with these, and the
// server's schemas (schemas.ts) wrap the same rules in zod.
import type { Question, Service } from './catalogue.ts';
import { CONTACT_FIELDS, type ContactFieldName } from './contact-fields.ts';
import { choice, futureDate, LIMITS, MESSAGES, requiredText, zipDigits, type FieldRule } from './field-rules.ts';

/** The rule of one service question's answer. */
export function questionRule(q: Question): FieldRule {
  switch (q.kind) {
    case 'choice':
      return choice(q.options ?? [], MESSAGES.required);
    case 'zip':
      return zipDigits(MESSAGES.required);
    case 'date':
      return futureDate(MESSAGES.required);
    case 'text':
    case 'provider':
      return requiredText(MESSAGES.required, LIMITS.answer);
  }
}

/** The rule for one wizard step's field, by its form path. */
export function stepRule(service: Service, name: string): FieldRule<unknown> | undefined {
  if (name.startsWith('answers.')) {
    const q = service.questions.find((x) => `answers.${x.id}` === name);
    return q && questionRule(q);
  }
  return (CONTACT_FIELDS as Record<string, { rule: FieldRule<unknown> } | undefined>)[name as ContactFieldName]?.rule;
}
