// The checks a step makes with the server before the wizard moves on. Each returns the message to
// show, or undefined when the step may advance.
import type { ZipPlace } from '#domain/api-types.ts';
import { pickProvider } from '#domain/provider-names.ts';
import { MESSAGES } from '#domain/field-rules.ts';
import type { Step } from '#domain/steps.ts';
import { ApiError, checkEmailDomain, lookupZip, searchProviders } from '../lib/api.ts';
import type { WizardValues } from './form-values.ts';

export interface CheckContext {
  values: WizardValues;
  setCity: (city: string) => void;
  setProvider: (name: string, id: string) => void;
  /** The e-mail whose domain check failed for want of an answer last time. */
  lastUnverifiedEmail: { current: string };
  /** A ZIP code that also places the project was found: the project's own fields may be filled from it. */
  placeFound?: (zip: string, place: ZipPlace) => void;
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

async function checkAnyUsZip(zip: string, step: Step, ctx: CheckContext): Promise<string | undefined> {
  try {
    const place = await lookupZip(zip);
    if (step.projectPlace) ctx.placeFound?.(zip, place);
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

/**
 * The typed name must be one of the suggestions; "PG&E", "pacific gas & electric" or "PGE" count as the
 * suggestion they name (domain/provider-names.ts), and the field then holds that suggestion's name.
 */
async function checkProvider(name: string, ctx: CheckContext): Promise<string | undefined> {
  try {
    const match = pickProvider(await searchProviders(name.trim()), name);
    if (!match) return MESSAGES.provider;
    ctx.setProvider(match.name, String(match.id));
    return undefined;
  } catch {
    return MESSAGES.providerLookupFailed;
  }
}

export function checkStep(step: Step, value: string, ctx: CheckContext): Promise<string | undefined> | undefined {
  switch (step.kind) {
    case 'zip':
      // The project's ZIP must lie in the state chosen before it; a service's own ZIP (a move's
      // destination) only has to be a US one.
      return step.name === 'zipCode' ? checkProjectZip(value, ctx) : checkAnyUsZip(value, step, ctx);
    case 'email':
      return checkEmail(value, ctx);
    case 'provider':
      return checkProvider(value, ctx);
    case 'choice':
    case 'text':
    case 'date':
    case 'state':
    case 'phone':
    case 'textarea':
    case 'agreement':
      return undefined;
    default:
      return unknownKind(step.kind);
  }
}

/** A new step kind must be handled above: this fails the type check until it is. */
export function unknownKind(kind: never): never {
  throw new Error(`unknown step kind: ${String(kind)}`);
}
