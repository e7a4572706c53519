// A lead's answers as the visitor read them: each question's label (from the catalogue) with the label
// the visitor chose or typed (stored at intake), in the wizard's order. The network's codes never appear.
import { findServiceById, SERVICES, type Service } from '#domain/catalogue.ts';
import { CONTACT_FIELD_LIST, type StoredAnswerName } from '#domain/contact-fields.ts';

/** The shared project questions stored in a lead's answers besides the service's own (domain/contact-fields.ts). */
const SHARED_ANSWER_FIELDS = CONTACT_FIELD_LIST.filter((f) => f.storedAsAnswer);

export type AnswerSource = Record<StoredAnswerName, string> & { answers: Record<string, string> };

/** What intake stores in the answers column: question id (or shared field name) -> the visitor's label. */
export function storedAnswers(lead: AnswerSource): Record<string, string> {
  const out: Record<string, string> = { ...lead.answers };
  for (const f of SHARED_ANSWER_FIELDS) out[f.name] = lead[f.name as StoredAnswerName];
  return out;
}

/** [key in the stored answers, question label] for a service, in the wizard's order. */
export function answerQuestions(service: Service): [string, string][] {
  const shared = SHARED_ANSWER_FIELDS.map((f): [string, string] => [f.name, f.label]);
  return [...service.questions.map((q): [string, string] => [q.id, q.label]), ...shared];
}

export function readableAnswers(serviceId: number, stored: Record<string, string>): Record<string, string> {
  const service = findServiceById(serviceId);
  if (!service) return {};
  const out: Record<string, string> = {};
  for (const [key, label] of answerQuestions(service)) if (stored[key] !== undefined) out[label] = stored[key];
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
