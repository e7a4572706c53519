// A lead sold by auction takes its status from all its posts, as the contract defines the statuses:
// delivered = at least one sale; queued = no sale yet and a post pending; rejected = every post refused;
// unsold = nothing posted (no eligible buyer, no bid); failed = posts given up after retries; suppressed =
// held back by the privacy suppression list.
import { describe, expect, it } from 'vitest';
import { leadStatusOf } from './lead-status.ts';

describe("a lead's status from its sales", () => {
  it('is delivered with at least one sale, whatever the other posts did', () => {
    expect(leadStatusOf(['sold'], ['done'])).toBe('delivered');
    expect(leadStatusOf(['refused', 'sold', 'pending'], ['done', 'done', 'pending'])).toBe('delivered');
    expect(leadStatusOf(['failed', 'sold'], ['done', 'done'])).toBe('delivered');
  });

  it('is queued while a post is pending and none sold', () => {
    expect(leadStatusOf(['pending'], ['pending'])).toBe('queued');
    expect(leadStatusOf(['refused', 'pending'], ['done', 'pending'])).toBe('queued');
  });

  it('is rejected only when every post was refused, failed when one was given up', () => {
    expect(leadStatusOf(['refused', 'refused'], ['done', 'done'])).toBe('rejected');
    expect(leadStatusOf(['refused', 'failed'], ['done', 'done'])).toBe('failed');
  });

  it('is unsold when nothing was posted', () => {
    expect(leadStatusOf([], [])).toBe('unsold');
  });

  it('is suppressed when a post was held back and nothing sold', () => {
    expect(leadStatusOf(['pending'], ['suppressed'])).toBe('suppressed');
    expect(leadStatusOf(['sold', 'pending'], ['done', 'suppressed'])).toBe('delivered');
  });

  it('stays delivered once it was (a network delivery from before sales were recorded)', () => {
    expect(leadStatusOf(['refused'], ['done', 'done'], true)).toBe('delivered');
  });
});
