// Counts in the words a person reads: "1 lead", "2 leads", never "1 lead(s)".

/** A count with its noun, singular or plural as English has it: "1 lead", "1,204 leads", "2 new messages". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
