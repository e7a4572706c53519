// The wizard's steps: the service's own questions first, then the same contact and project questions for
// every service, in the order the product specifies (domain/contact-fields.ts). Each step names the form
// field it fills.
import type { Option } from './options.ts';
import type { Service } from './catalogue.ts';
import { CONTACT_FIELD_LIST, type ContactChoiceName } from './contact-fields.ts';
import type { StepKind } from './step-kind.ts';

export type { StepKind };

export interface Step {
  /** Form field path: `answers.<questionId>` for service questions, the field name otherwise. */
  readonly name: string;
  readonly label: string;
  readonly kind: StepKind;
  readonly options?: readonly Option[];
  readonly hint?: string;
  /** HTML autocomplete token, so browsers can fill contact details. */
  readonly autoComplete?: string;
  readonly placeholder?: string;
  /** The answer is a ZIP code the project's state, ZIP code and city are filled from (catalogue.ts). */
  readonly projectPlace?: true;
}

/** The shared choice questions and how the network codes them, from the contact-field table. */
export const SHARED_CHOICES = Object.fromEntries(
  CONTACT_FIELD_LIST.filter((f) => f.kind === 'choice').map((f) => [f.name, { field: f.payloadKey!, options: f.options! }]),
) as Record<SharedChoiceName, { readonly field: string; readonly options: readonly Option[] }>;

export type SharedChoiceName = ContactChoiceName;

/** A contact field as a step: what the wizard shows, without how it is checked or sent. */
function contactStep({ name, label, kind, options, hint, autoComplete, placeholder }: (typeof CONTACT_FIELD_LIST)[number]): Step {
  return {
    name,
    label,
    kind,
    ...(options && { options }),
    ...(hint && { hint }),
    ...(autoComplete && { autoComplete }),
    ...(placeholder && { placeholder }),
  };
}

export const CONTACT_STEPS: readonly Step[] = CONTACT_FIELD_LIST.map(contactStep);

export function answerPath(questionId: string): string {
  return `answers.${questionId}`;
}

export function wizardSteps(service: Service): Step[] {
  const own: Step[] = service.questions.map((q) => ({
    name: answerPath(q.id),
    label: q.label,
    kind: q.kind,
    options: q.options,
    hint: q.hint,
    ...(q.kind === 'zip' ? { placeholder: '5-digit ZIP code' } : {}),
    ...(q.projectPlace ? { projectPlace: q.projectPlace } : {}),
  }));
  return [...own, ...CONTACT_STEPS];
}
