// The privacy forms' messages: the browser's rules and the server's schemas that wrap them say the same.
import { describe, expect, it } from 'vitest';
import { PRIVACY_REQUEST_RULES, STOP_CONTACT_NEEDS_ONE, STOP_CONTACT_RULES } from './privacy.ts';
import { privacyRequestSchema, stopContactSchema } from './privacy-schemas.ts';
import { fieldErrors } from './schemas.ts';

const request = { type: 'know', name: 'Jane Doe', email: 'jane@gmail.com', phone: '', details: '', agent: '', website: '' };

describe('privacy request fields', () => {
  it.each([
    ['type', '', 'Please choose what you would like us to do'],
    ['type', 'revoke', 'Please choose what you would like us to do'],
    ['name', '  ', 'Please enter your name'],
    ['email', '', 'Email is required'],
    ['email', 'jane@', 'Invalid email address'],
    ['phone', '555-0123', 'Phone number must be exactly 10 digits'],
    ['details', 'x'.repeat(2001), 'Please keep this under 2000 characters.'],
  ] as const)('%s = %j says %s', (name, value, expected) => {
    const r = privacyRequestSchema.safeParse({ ...request, [name]: value });
    expect(r.success ? undefined : fieldErrors(r.error)[name]).toBe(expected);
    const browser = PRIVACY_REQUEST_RULES[name](value);
    expect(browser.ok ? undefined : browser.message).toBe(expected);
  });

  it('keeps a phone as its 10 digits and fills absent optional fields with nothing', () => {
    const r = privacyRequestSchema.parse({ type: 'delete', name: 'Jane', email: 'jane@gmail.com', phone: '+1 (310) 555-1234' });
    expect(r).toEqual({
      type: 'delete',
      name: 'Jane',
      email: 'jane@gmail.com',
      phone: '3105551234',
      details: '',
      agent: '',
      website: '',
      lang: 'en',
    });
    expect(PRIVACY_REQUEST_RULES.phone('+1 (310) 555-1234')).toEqual({ ok: true, value: '3105551234' });
  });
});

describe('stop contact', () => {
  it('needs a phone or an e-mail, said on the phone field', () => {
    const r = stopContactSchema.safeParse({ email: '', phone: '' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ phone: STOP_CONTACT_NEEDS_ONE });
    expect(STOP_CONTACT_NEEDS_ONE).toBe('Enter your phone number, your email address, or both.');
  });

  it('checks an e-mail when one is given', () => {
    const r = stopContactSchema.safeParse({ email: 'jane@', phone: '' });
    expect(r.success ? {} : fieldErrors(r.error)).toEqual({ email: 'Invalid email address' });
    expect(STOP_CONTACT_RULES.email('jane@')).toEqual({ ok: false, message: 'Invalid email address' });
    expect(STOP_CONTACT_RULES.email('')).toEqual({ ok: true, value: '' });
  });
});
