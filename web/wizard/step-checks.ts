// The checks a step makes with the server before the wizard moves on. Each returns the message to
// show, or undefined when the step may advance.
import type { Step } from '#domain/steps.ts';
import { MESSAGES } from '#domain/schemas.ts';
import { ApiError, checkEmailDomain, lookupZip, searchProviders } from '../lib/api.ts';
import type { WizardValues } from './form-values.ts';

export interface CheckContext {
  values: WizardValues;
  setCity: (city: string) => void;
  setProvider: (name: string, id: string) => void;
  /** The e-mail whose domain check failed for want of an answer last time. */
  lastUnverifiedEmail: { current: string };
}

async function checkProjectZip(zip: string, ctx: CheckContext): Promise<string | undefined> {
  try {
    const place = await lookupZip(zip);
    if (place.state !== ctx.values.state) return MESSAGES.zipWrongState;
    ctx.setCity(place.city);
    return undefined;
  } catch (err) {
    ctx.setCity('');
    return err instanceof ApiError && err.status === 404 ? MESSAGES.zipNotUs : MESSAGES.zipLookupFailed;
  }
}

async function checkAnyUsZip(zip: string): Promise<string | undefined> {
  try {
    await lookupZip(zip);
    return undefined;
  } catch (err) {
    return err instanceof ApiError && err.status === 404 ? MESSAGES.zipNotUs : MESSAGES.zipLookupFailed;
  }
}

async function checkEmail(email: string, ctx: CheckContext): Promise<string | undefined> {
  try {
    const result = await checkEmailDomain(email);
    return result.valid ? undefined : MESSAGES.emailDomain;
  } catch {
    // NOTE: a resolver outage must not stop a real visitor: the second try with the same address
    // passes, and the server checks the domain again when the lead arrives.
    if (ctx.lastUnverifiedEmail.current === email) return undefined;
    ctx.lastUnverifiedEmail.current = email;
    return MESSAGES.emailLookupFailed;
  }
}

async function checkProvider(name: string, ctx: CheckContext): Promise<string | undefined> {
  try {
    const wanted = name.trim().toLowerCase();
    const match = (await searchProviders(name.trim())).find((p) => p.name.toLowerCase() === wanted);
    if (!match) return MESSAGES.provider;
    ctx.setProvider(match.name, String(match.id));
    return undefined;
  } catch {
    return MESSAGES.providerLookupFailed;
  }
}

export function checkStep(step: Step, value: string, ctx: CheckContext): Promise<string | undefined> | undefined {
  if (step.name === 'zipCode') return checkProjectZip(value, ctx);
  if (step.kind === 'zip') return checkAnyUsZip(value);
  if (step.kind === 'email') return checkEmail(value, ctx);
  if (step.kind === 'provider') return checkProvider(value, ctx);
  return undefined;
}
