// The forgiving-input rules (phone digits, e-mail typo suggestions), with worked examples as expected values.
import { describe, expect, it } from 'vitest';
import { emailSuggestion } from './email-typos.ts';
import { phoneDigits } from './input-rules.ts';

describe('phone digits', () => {
  it('keeps the 10 national digits of a pasted or autofilled number with the US country code', () => {
    expect(phoneDigits('+1 (310) 555-1234', '')).toBe('3105551234');
    expect(phoneDigits('1-310-555-1234', '')).toBe('3105551234');
    expect(phoneDigits('+1 310 555 1234', '310')).toBe('3105551234');
  });
  it('otherwise strips non-digits and caps at 10, as the spec says (typing one character at a time)', () => {
    expect(phoneDigits('(310) 555-1234', '')).toBe('3105551234');
    expect(phoneDigits('31055512345', '3105551234')).toBe('3105551234');
    // Typed one by one, an 11th digit after a leading 1 is capped, not reinterpreted.
    expect(phoneDigits('11235550123', '1123555012')).toBe('1123555012');
    // Eleven digits not starting with 1 are capped too.
    expect(phoneDigits('23105551234', '')).toBe('2310555123');
  });
});

describe('e-mail suggestion', () => {
  it('offers the common domain for a likely typo', () => {
    expect(emailSuggestion('jane@gmial.com')).toBe('jane@gmail.com');
    expect(emailSuggestion('jane@yaho.com')).toBe('jane@yahoo.com');
    expect(emailSuggestion('jane@hotmial.com')).toBe('jane@hotmail.com');
  });
  it('stays quiet for a correct address and while the domain is still being typed', () => {
    expect(emailSuggestion('jane@gmail.com')).toBeUndefined();
    expect(emailSuggestion('jane@comcast.net')).toBeUndefined();
    expect(emailSuggestion('jane@gmai')).toBeUndefined();
    expect(emailSuggestion('jane')).toBeUndefined();
  });
});
