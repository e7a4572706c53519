// The product's validation messages, as a visitor sees them at each step.
import { describe, expect, it } from 'vitest';
import { validLead } from '#tests/support/lead-fixtures.ts';
import { findServiceByTitle } from './catalogue.ts';
import { fieldErrors, leadRequestSchema, stepSchema } from './schemas.ts';
import { stepRule } from './step-rules.ts';

const solar = findServiceByTitle('Solar')!;
const movers = findServiceByTitle('Movers')!;

function message(name: string, value: unknown, service = solar): string | undefined {
  const r = stepSchema(service, name)!.safeParse(value);
  const server = r.success ? undefined : r.error.issues[0]?.message;
  // The browser checks the step with the plain rule the server's schema wraps: both must say the same.
  const checked = stepRule(service, name)!(value);
  expect(checked.ok ? undefined : checked.message).toBe(server);
  return server;
}

describe('step messages', () => {
  it.each([
    ['firstName', '', 'First name is required'],
    ['firstName', '   ', 'First name is required'],
    ['lastName', '', 'Last name is required'],
    ['email', '', 'Email is required'],
    ['email', 'jane@', 'Invalid email address'],
    ['email', 'jane.@gmail.com', 'Invalid email address'],
    ['email', 'jane@gmail', 'Invalid email address'],
    ['firstName', '123', 'First name is required'],
    ['firstName', '\u200b', 'First name is required'],
    ['firstName', 'x'.repeat(51), 'Please keep this under 50 characters.'],
    ['streetAddress', '', 'Street address is required'],
    ['city', '', 'City is required'],
    ['state', '', 'State is required'],
    ['state', 'XX', 'State is required'],
    ['zipCode', '', 'Zip code is required'],
    ['zipCode', '1234', 'Zip code must be exactly 5 digits'],
    ['phone', '', 'Phone number is required'],
    ['phone', '310555012', 'Phone number must be exactly 10 digits'],
    ['phone', '1235550123', 'Invalid US area code'],
    ['phone', '4165550123', 'Invalid US area code'],
    ['HomeOwner', '', 'Please select an option'],
    ['PropertyType', 'Castle', 'Please select an option'],
    ['PurchaseTimeFrame', '', 'Please select an option'],
    ['BestTimeToCall', '', 'Please select an option'],
    ['requirements', '', 'Please describe your requirements'],
    ['agreement', false, 'You must agree to the terms and conditions'],
    ['answers.monthlyBill', '', 'This field is required.'],
    ['answers.energyProvider', '', 'This field is required.'],
  ])('%s = %j says %s', (name, value, expected) => {
    expect(message(name, value)).toBe(expected);
  });

  it.each([
    ['firstName', 'Jane'],
    ['email', 'jane@gmail.com'],
    ['email', "o'brien+quotes@mail.example.co.uk"],
    ['phone', '3105550123'],
    ['phone', '7875550123'],
    ['zipCode', '02134'],
    ['state', 'PR'],
    ['agreement', true],
    ['answers.monthlyBill', '$100-$200'],
  ])('%s = %j passes', (name, value) => {
    expect(message(name, value)).toBeUndefined();
  });

  it('asks the movers ZIPs as 5 digits and the move date as today or later', () => {
    expect(message('answers.currentZip', '', movers)).toBe('This field is required.');
    expect(message('answers.movingZip', '123', movers)).toBe('Zip code must be exactly 5 digits');
    expect(message('answers.moveDate', '', movers)).toBe('This field is required.');
    expect(message('answers.moveDate', '2020-01-01', movers)).toBe('Please choose today or a later date.');
    expect(message('answers.moveDate', '2999-01-01', movers)).toBeUndefined();
  });
});

describe('the whole lead', () => {
  it('accepts a valid lead and drops unknown fields', () => {
    const parsed = leadRequestSchema(solar, { certificate: false, leadId: false }).parse({
      ...validLead(solar),
      isAdmin: true,
      category: 99,
    });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed).not.toHaveProperty('category');
  });

  it('requires the certificate and lead id only when they are configured', () => {
    const lead = validLead(solar);
    expect(leadRequestSchema(solar, { certificate: false, leadId: false }).safeParse(lead).success).toBe(true);
    const r = leadRequestSchema(solar, { certificate: true, leadId: true }).safeParse(lead);
    expect(r.success).toBe(false);
    expect(fieldErrors(r.error!)).toEqual({
      'tracking.xxTrustedFormCertUrl': 'TrustedForm certificate is required. Please wait for the form to fully load.',
      'tracking.universalLeadid': 'Lead identifier is required. Please wait for the form to fully load.',
    });
  });

  it('requires browser info', () => {
    const lead = validLead(solar);
    const r = leadRequestSchema(solar, { certificate: false, leadId: false }).safeParse({
      ...lead,
      tracking: { ...lead.tracking, userAgent: '' },
    });
    expect(fieldErrors(r.error!)['tracking.userAgent']).toBe('Browser info is required');
  });

  it('bounds string lengths', () => {
    const r = leadRequestSchema(solar, { certificate: false, leadId: false }).safeParse({
      ...validLead(solar),
      requirements: 'x'.repeat(2001),
    });
    expect(fieldErrors(r.error!).requirements).toBe('Please keep this under 2000 characters.');
  });
});
