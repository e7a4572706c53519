// The typing animation's schedule as data: what shows when, from the prerendered first word on.
import { describe, expect, it } from 'vitest';
import { DELETE_MS, nextTyping, PAUSE_MS, TYPE_MS, TYPING_START, TYPING_WORDS, type TypingState } from './enhance-typing-line.ts';

/** Every state with the time (ms after the start) it appears, for `ms` of animation. */
function timeline(ms: number): [number, string][] {
  const out: [number, string][] = [];
  let s: TypingState = TYPING_START;
  let t = 0;
  while (t <= ms) {
    out.push([t, TYPING_WORDS[s.word]!.slice(0, s.chars)]);
    const { next, delay } = nextTyping(s);
    t += delay;
    s = next;
  }
  return out;
}

describe('typing line', () => {
  it('holds the full word for 1 s, deletes at 100 ms and types at 150 ms a letter', () => {
    expect(TYPE_MS).toBe(150);
    expect(DELETE_MS).toBe(100);
    expect(PAUSE_MS).toBe(1000);
    const line = timeline(3200);
    const at = (w: string) => line.find(([, x]) => x === w)![0];
    expect(at('expertise')).toBe(0);
    expect(at('expertis')).toBe(1000);
    expect(at('')).toBe(1800);
    expect(at('s')).toBe(1950);
    expect(at('solutions')).toBe(3150);
  });

  it('cycles expertise, solutions, team, success and loops back to the start', () => {
    let s: TypingState = TYPING_START;
    const full: string[] = [];
    for (let i = 0; i < 200 && full.length < 5; i++) {
      s = nextTyping(s).next;
      const word = TYPING_WORDS[s.word]!;
      if (!s.deleting && s.chars === word.length) full.push(word);
    }
    expect(full).toEqual(['solutions', 'team', 'success', 'expertise', 'solutions']);
  });
});
