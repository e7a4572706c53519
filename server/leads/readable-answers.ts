// A lead's answers as the visitor read them: each question's label (from the catalogue) with the option
// the visitor chose (stored at intake as its id, shown as its English label) or what they typed, in the
// wizard's order. The network's codes never appear.
import { findOption, findServiceById, SERVICES, type Option, type Service } from '#domain/catalogue.ts';
import { CONTACT_FIELD_LIST, type StoredAnswerName } from '#domain/contact-fields.ts';

/** The shared project questions stored in a lead's answers besides the service's own (domain/contact-fields.ts). */
const SHARED_ANSWER_FIELDS = CONTACT_FIELD_LIST.filter((f) => f.storedAsAnswer);

export type AnswerSource = Record<StoredAnswerName, string> & { answers: Record<string, string> };

/**
 * What intake stores in the answers column: question id (or shared field name) -> the chosen option's id,
 * or the text typed. Leads stored before options had ids hold the English label instead; both read back.
 */
export function storedAnswers(lead: AnswerSource): Record<string, string> {
  const out: Record<string, string> = { ...lead.answers };
  for (const f of SHARED_ANSWER_FIELDS) out[f.name] = lead[f.name as StoredAnswerName];
  return out;
}

/** [key in the stored answers, question label] for a service, in the wizard's order. */
export function answerQuestions(service: Service): [string, string][] {
  return answerQuestionOptions(service).map(([key, label]) => [key, label]);
}

/** [key, question label, the question's options when it is a choice], in the wizard's order. */
function answerQuestionOptions(service: Service): [string, string, readonly Option[] | undefined][] {
  const own = service.questions.map((q): [string, string, readonly Option[] | undefined] => [q.id, q.label, q.options]);
  const shared = SHARED_ANSWER_FIELDS.map((f): [string, string, readonly Option[] | undefined] => [f.name, f.label, f.options]);
  return [...own, ...shared];
}

/**
 * A stored answer as a person reads it: a choice's English label (from its id, or the label itself in a lead
 * stored before ids), anything else as stored. A value no option knows is shown as it is rather than hidden.
 */
function readable(options: readonly Option[] | undefined, value: string): string {
  return options ? (findOption(options, value)?.label ?? value) : value;
}

export function readableAnswers(serviceId: number, stored: Record<string, string>): Record<string, string> {
  const service = findServiceById(serviceId);
  if (!service) return {};
  const out: Record<string, string> = {};
  for (const [key, label, options] of answerQuestionOptions(service)) {
    const value = stored[key];
    if (value !== undefined) out[label] = readable(options, value);
  }
  return out;
}

/** The question labels an export has columns for: one service's, or every service's once each. */
export function exportQuestionLabels(service: Service | undefined): string[] {
  const labels = (service ? [service] : SERVICES).flatMap((s) => answerQuestions(s).map(([, label]) => label));
  return [...new Set(labels)];
}

export function parseAnswers(json: string): Record<string, string> {
  try {
    const value = JSON.parse(json) as unknown;
    return value && typeof value === 'object' ? (value as Record<string, string>) : {};
  } catch {
    return {};
  }
}
