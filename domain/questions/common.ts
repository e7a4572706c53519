// What every service's questions are made of (domain/questions/<service>.ts): the question's shape, and
// the two questions several services share, with the network's codes for their answers.
import { coded, idAndLabel, positional, type Option, type OptionEntry } from '../options.ts';

/**
 * How a question is asked:
 * - choice: one of `options`, shown as large tappable cards;
 * - text: free text;
 * - zip: a 5-digit US ZIP code (digits only);
 * - date: a calendar date, today or later;
 * - provider: free text that must match an energy provider suggestion.
 */
export type QuestionKind = 'choice' | 'text' | 'zip' | 'date' | 'provider';

export interface Question {
  /** Stable key of the answer in the form values and the API. */
  readonly id: string;
  /** The question as the visitor reads it. */
  readonly label: string;
  readonly kind: QuestionKind;
  readonly options?: readonly Option[];
  /** The payload field this answer fills. */
  readonly field: string;
  /** A short hint under the question. */
  readonly hint?: string;
  /**
   * A ZIP code answer that is also where the project is (a move starts where the mover comes to): the
   * wizard fills the project's state, ZIP code and city from it, so the visitor only confirms them.
   */
  readonly projectPlace?: true;
}

/**
 * `ProjectNature` is coded by position for three options; the network's two-option variant is coded
 * first=1, second=3 (the middle code means "repair", which two-option services do not offer).
 */
export function projectNature(entries: readonly [OptionEntry, OptionEntry] | readonly [OptionEntry, OptionEntry, OptionEntry]): Option[] {
  return entries.length === 2
    ? coded([
        [...idAndLabel(entries[0]), 1],
        [...idAndLabel(entries[1]), 3],
      ])
    : positional(entries);
}

const PROJECT_STATUS = positional(['Ready to hire', 'Planning and budgeting']);

export const natureQuestion = (options: Option[]): Question => ({
  id: 'projectNature',
  label: 'What is the nature of your project?',
  kind: 'choice',
  options,
  field: 'ProjectNature',
});

export const statusQuestion: Question = {
  id: 'projectStatus',
  label: 'Where are you in your project?',
  kind: 'choice',
  options: PROJECT_STATUS,
  field: 'ProjectStatus',
};
