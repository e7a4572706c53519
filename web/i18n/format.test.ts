import { describe, expect, it } from 'vitest';
import { formatMessage } from './format.ts';

describe('formatMessage', () => {
  const left = '{left, plural, =0 {Last step} one {# step left} other {# steps left}}';
  it('fills arguments and picks plural forms by the language', () => {
    expect(formatMessage('Step {step} of {total}', { step: 2, total: 9 }, 'en')).toBe('Step 2 of 9');
    expect(formatMessage(left, { left: 0 }, 'en')).toBe('Last step');
    expect(formatMessage(left, { left: 1 }, 'en')).toBe('1 step left');
    expect(formatMessage(left, { left: 4 }, 'en')).toBe('4 steps left');
    const es = '{left, plural, =0 {Último paso} one {Falta # paso} other {Faltan # pasos}}';
    expect(formatMessage(es, { left: 1 }, 'es')).toBe('Falta 1 paso');
    expect(formatMessage(es, { left: 3 }, 'es')).toBe('Faltan 3 pasos');
    expect(formatMessage('Plain text.', {}, 'es')).toBe('Plain text.');
  });
});
