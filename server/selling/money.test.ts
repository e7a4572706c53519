// Money in and out of the API: the contract takes dollars as numbers or strings with at most two decimals.
import { describe, expect, it } from 'vitest';
import { toCents, toDollars } from './money.ts';

describe('money', () => {
  it('reads dollars given as numbers or decimal strings into exact cents', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents('19.99')).toBe(1999);
    expect(toCents('7.5')).toBe(750);
    expect(toCents(0)).toBe(0);
    expect(toCents('1200')).toBe(120000);
    expect(toCents(0.1)).toBe(10);
  });

  it('refuses more than two decimals, negatives, and what is not an amount', () => {
    for (const bad of [19.999, '19.999', -1, '-1', '1e3', 1e21, NaN, Infinity, '', 'ten', null, undefined, {}, '1,000']) {
      expect(toCents(bad), String(bad)).toBeUndefined();
    }
  });

  it('gives cents back as dollars, and sums stay exact to the cent', () => {
    expect(toDollars(1999)).toBe(19.99);
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect(toDollars(toCents(0.1)! + toCents(0.2)!)).toBe(0.3);
    const many = Array.from({ length: 1000 }, () => toCents('0.07')!).reduce((a, b) => a + b, 0);
    expect(toDollars(many)).toBe(70);
  });
});
