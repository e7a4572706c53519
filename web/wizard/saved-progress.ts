// The visitor's progress through one service's wizard, kept in the tab's session storage so a reload,
// a Back past the first step or a visit to another page resumes where they were. It stays in this tab
// (never sent anywhere before Submit), never holds the agreement box or the bot trap, and is cleared
// on a successful submission or when the visitor chooses "Start over".
import type { WizardValues } from './form-values.ts';

export interface SavedProgress {
  /** The answers so far, without the agreement box and the bot trap. */
  values: Omit<WizardValues, 'agreement' | 'website'>;
  /** The step on screen (0-based). */
  step: number;
  /** The furthest step the visitor has reached by passing the checks of every step before it. */
  reached: number;
  submissionId: string;
  /** When the wizard was first opened (epoch ms): the bot trap's clock survives a reload. */
  start: number;
}

const key = (serviceId: number) => `wizard:${serviceId}`;

function isSaved(value: unknown): value is SavedProgress {
  const v = value as Partial<SavedProgress> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.values === 'object' &&
    v.values !== null &&
    Number.isInteger(v.step) &&
    Number.isInteger(v.reached) &&
    typeof v.submissionId === 'string' &&
    typeof v.start === 'number'
  );
}

export function loadProgress(serviceId: number, storage: Storage = sessionStorage): SavedProgress | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key(serviceId)) ?? 'null');
    return isSaved(parsed) ? parsed : undefined;
  } catch {
    // Storage blocked (private mode, a sandboxed frame) or damaged: start fresh.
    return undefined;
  }
}

export function saveProgress(serviceId: number, progress: SavedProgress, storage: Storage = sessionStorage): void {
  const values: Partial<WizardValues> = { ...progress.values };
  delete values.agreement;
  delete values.website;
  try {
    storage.setItem(key(serviceId), JSON.stringify({ ...progress, values }));
  } catch {
    // Full or blocked storage: the wizard still works, it just will not resume after a reload.
  }
}

export function clearProgress(serviceId: number, storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(key(serviceId));
  } catch {
    // Nothing was saved where storage is blocked.
  }
}
