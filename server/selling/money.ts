// Dollars as the API takes and gives them, cents as everything stores and sums them. A float never holds
// money here: "19.99" and 19.99 both become 1999 cents exactly, and sums of cents are exact.

const DOLLARS = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Cents from a dollar amount given as a number or a decimal string with at most two decimals; undefined if not one. */
export function toCents(dollars: unknown): number | undefined {
  let text: string;
  if (typeof dollars === 'number') {
    if (!Number.isFinite(dollars) || dollars < 0) return undefined;
    // A number that is not exactly representable with two decimals (19.999) is refused, not rounded.
    text = String(dollars);
    if (/e/i.test(text)) return undefined;
  } else if (typeof dollars === 'string') {
    text = dollars.trim();
  } else {
    return undefined;
  }
  const m = DOLLARS.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Dollars as a JSON number from cents (12345 -> 123.45): exact for every cent value we store. */
export function toDollars(cents: number): number {
  return Number((cents / 100).toFixed(2));
}
