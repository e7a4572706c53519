// Drives the quote wizard in a real browser from the domain's own step list, the way a visitor would:
// tapping cards, typing, picking a suggestion, pressing Next or Enter.
import { expect, type Page } from '@playwright/test';
import { findServiceByTitle, type Service } from '../../domain/catalogue.ts';
import { isoDate } from '../../domain/schemas.ts';
import { wizardSteps, type Step } from '../../domain/steps.ts';
import { NETWORK } from './servers.ts';

export interface Visitor {
  answers?: Record<string, string>;
  state?: string;
  zipCode?: string;
  streetAddress?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  HomeOwner?: string;
  PropertyType?: string;
  PurchaseTimeFrame?: string;
  BestTimeToCall?: string;
  requirements?: string;
}

export const JANE: Required<Omit<Visitor, 'answers'>> = {
  state: 'CA',
  zipCode: '90210',
  streetAddress: '9641 Sunset Blvd',
  firstName: 'Jane',
  lastName: 'Homeowner',
  email: 'jane.homeowner@gmail.com',
  phone: '(310) 555-0123',
  HomeOwner: 'Yes',
  PropertyType: 'Residential',
  PurchaseTimeFrame: '3-4 weeks',
  BestTimeToCall: 'Evening',
  requirements: 'Quote for the whole house, please.',
};

export function service(title: string): Service {
  return findServiceByTitle(title)!;
}

export function question(page: Page, step: Step) {
  return page.getByText(step.label, { exact: true });
}

/** The prerendered wizard takes input once React has hydrated it. */
export async function waitForWizard(page: Page) {
  await page.locator('form[data-ready]').waitFor();
}

/** Answers the current step and moves on: a tap on a card moves by itself; other steps press Next. */
export async function answer(page: Page, step: Step, value: string, how: 'next' | 'enter' = 'next') {
  await waitForWizard(page);
  await expect(question(page, step)).toBeVisible();
  switch (step.kind) {
    case 'choice':
      // A tap on the card, as a visitor does; the wizard moves on by itself shortly after. (check()
      // would verify the radio after clicking, and may find the step already gone.)
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: value, exact: true }) })
        .click();
      return;
    case 'state':
      await page.getByLabel(step.label).selectOption(value);
      break;
    case 'provider': {
      const input = page.getByRole('combobox', { name: step.label });
      await input.fill(value.slice(0, 6));
      await page.getByRole('option', { name: value, exact: true }).click();
      await expect(input).toHaveValue(value);
      break;
    }
    case 'agreement':
      await page.getByRole('checkbox').check();
      return;
    default:
      await page.getByLabel(step.label, { exact: true }).fill(value);
  }
  if (how === 'enter') await page.getByLabel(step.label, { exact: true }).press('Enter');
  else await page.getByRole('button', { name: 'Next' }).click();
}

/** Every step of a service's wizard with the values to give, defaults from JANE. */
export function plan(svc: Service, visitor: Visitor = {}): [Step, string][] {
  const v = { ...JANE, ...visitor };
  return wizardSteps(svc).map((step) => {
    if (step.name.startsWith('answers.')) {
      const id = step.name.slice('answers.'.length);
      const given = visitor.answers?.[id];
      const fallback =
        {
          choice: step.options?.[0]?.label ?? '',
          zip: '10001',
          provider: 'Other',
          date: isoDate(new Date(Date.now() + 7 * 86_400_000)),
        }[step.kind as string] ?? 'anything';
      return [step, given ?? fallback];
    }
    if (step.name === 'city' || step.name === 'agreement') return [step, ''];
    return [step, String(v[step.name as keyof typeof v] ?? '')];
  });
}

/** Completes the wizard up to (not including) Submit, or up to (not including) the step named `until`. */
export async function fillWizard(page: Page, svc: Service, visitor: Visitor = {}, until?: string) {
  for (const [step, value] of plan(svc, visitor)) {
    if (step.name === until) return;
    if (step.name === 'city') {
      // Filled from the ZIP code: the visitor only checks it and goes on.
      await expect(page.getByLabel(step.label)).not.toHaveValue('');
      await page.getByRole('button', { name: 'Next' }).click();
      continue;
    }
    await answer(page, step, value);
  }
}

export async function resetNetwork(page: Page) {
  await page.request.post(`${NETWORK}/__control/reset`);
}

export async function setNetwork(page: Page, mode: unknown) {
  await page.request.post(`${NETWORK}/__control/mode`, { data: mode });
}

export async function received(page: Page): Promise<{ body: Record<string, unknown>; idempotencyKey?: string; answered: string }[]> {
  return (await page.request.get(`${NETWORK}/__control/received`)).json();
}
