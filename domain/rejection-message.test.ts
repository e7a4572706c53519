import { describe, expect, it } from 'vitest';
import { MESSAGES } from './field-rules.ts';
import { REJECTION_SENTENCES, rejectionSentence } from './rejection-message.ts';

// The sentences a visitor must read, written out here rather than read from the module, so a changed
// sentence is a visible change to this test.
const DUPLICATE =
  'We already received a recent request with this phone number or email, so local pros have your details and will contact you. You do not need to send it again.';
const NOT_COVERED =
  'Our pros do not cover this ZIP code yet. Please check that the ZIP code of the project is right, then press Submit again.';
const PHONE = 'The phone number could not be accepted. Please check that it is your own 10-digit US number, then press Submit again.';
const EMAIL = 'The email address could not be accepted. Please check it for typing errors, then press Submit again.';
const ADDRESS = 'The address could not be accepted. Please check the state, ZIP code, city and street address, then press Submit again.';
const NAME = 'Your name could not be accepted. Please check your first and last name, then press Submit again.';
const DEFAULT = 'There was a problem submitting your request. Please press Submit again.';

describe('the sentence a visitor reads when the network rejects a lead', () => {
  it.each([
    ['Duplicate lead: phone seen in last 30 days', DUPLICATE],
    ['Lead rejected: duplicate phone number', DUPLICATE],
    ['Duplicate lead: phone already submitted today', DUPLICATE],
    ['DUPLICATE', DUPLICATE],
    ['Email already exists', DUPLICATE],
    ['Duplicate lead: invalid phone', DUPLICATE],
    ['Zip not covered', NOT_COVERED],
    ['No buyers for this area', NOT_COVERED],
    ['Lead is out of service area', NOT_COVERED],
    ['Invalid phone', PHONE],
    ['phone number is disconnected', PHONE],
    ['Bad e-mail', EMAIL],
    ['Invalid email address format', EMAIL],
    ['Invalid zip', ADDRESS],
    ['State does not match zip', ADDRESS],
    ['Invalid last name', NAME],
  ])('"%s" reads as a plain sentence', (words, sentence) => {
    expect(rejectionSentence(words)).toBe(sentence);
  });

  it('without words, or with words it does not know, the spec default text is read', () => {
    expect(DEFAULT).toBe(MESSAGES.submitDefault);
    for (const words of [undefined, null, '', '   ', 'E1042', 'Rejected', 'status=error']) {
      expect(rejectionSentence(words)).toBe(DEFAULT);
    }
  });

  it('never shows the network its own words back, and each sentence says what to do', () => {
    for (const words of ['Duplicate lead: phone seen in last 30 days', 'Zip not covered', 'Invalid phone']) {
      expect(rejectionSentence(words)).not.toContain(words);
    }
    for (const s of REJECTION_SENTENCES) {
      expect(s).toMatch(/^[A-Z].*\.$/);
      expect(s).toMatch(/Submit again|do not need to send it again/);
    }
  });
});
