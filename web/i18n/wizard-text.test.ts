import { describe, expect, it } from 'vitest';
import { ENGLISH_TEXT, formatEnglish } from './wizard-text.ts';
import { WIZARD_WORDS } from './wizard-words.ts';

describe('the wizard’s English words, formatted without the general formatter', () => {
  it('fill arguments and pick the plural form', () => {
    const left = '{left, plural, =0 {Last step} one {# step left} other {# steps left}}';
    expect(formatEnglish('Step {step} of {total}', { step: 2, total: 9 })).toBe('Step 2 of 9');
    expect(formatEnglish(left, { left: 0 })).toBe('Last step');
    expect(formatEnglish(left, { left: 1 })).toBe('1 step left');
    expect(formatEnglish(left, { left: 4 })).toBe('4 steps left');
    expect(formatEnglish('Plain text.', {})).toBe('Plain text.');
  });

  it('are what an English wizard shows', () => {
    const { t } = ENGLISH_TEXT;
    expect(t(WIZARD_WORDS['progress.left'], { left: 0 })).toBe('Last step');
    expect(t(WIZARD_WORDS['progress.left'], { left: 2 })).toBe('2 steps left');
    expect(t(WIZARD_WORDS['progress.stepOf'], { step: 3, total: 7 })).toBe('Step 3 of 7');
    expect(t(WIZARD_WORDS['wizard.heading'], { service: 'solar' })).toBe('Get a solar consultation');
    expect(t(WIZARD_WORDS['review.changeLabel'], { label: 'Email' })).toBe('Change Email');
  });
});
