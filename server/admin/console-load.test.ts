// The console under load does not slow the public site: on SQLite (a synchronous driver) the heavy reads
// (the CSV export, the sources and funnel reports, the dashboard) run on other threads, so the server's
// event loop keeps answering visitors while they run. docs/reliability.md lists the threat; heavy-work.test.ts
// has the limit on how many run at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBulkLeads } from '#tests/support/bulk-leads.ts';
import { consoleFixture, sessionCookie } from '#tests/support/console-fixture.ts';
import { sqliteTestDb } from '#tests/support/test-db.ts';

const LEADS = 30_000;
/** The export takes the leads of one of four sites: long enough to overlap the reports, short enough for a test. */
const HOSTS = ['a.example', 'b.example', 'c.example', 'd.example'];
const DAY = 86_400_000;
const ninetyDays = () => new Date(Date.now() - 89 * DAY).toISOString().slice(0, 10);

/** The public site's budget: visitors' requests (their 95th percentile here) answered within this. */
const PUBLIC_BUDGET_MS = 100;
/**
 * The longest the server's event loop may go without turning. Well above the budget because a test
 * machine shared with other work pauses any process now and then, and a durable write (the export's audit
 * entry) waits for the disk on this thread: hundreds of ms on a busy machine, console or not. Reads on
 * the server's own thread stalled it for 6 s here.
 */
const STALL_LIMIT_MS = 1000;

/** The longest time the event loop went without running a timer, while it ran. */
function stallMeter() {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(longest, performance.now() - last);
    },
  };
}

describe('the public site while the console exports and reports (sqlite)', () => {
  const f = consoleFixture({ make: sqliteTestDb, signedIn: true });
  beforeAll(async () => {
    await insertBulkLeads(f.store.db, LEADS, { hosts: HOSTS });
  }, 60_000);

  it('answers visitors within its budget while an export, the sources and funnel reports and the dashboard run', async () => {
    await f.operators.add('second-admin@example.com', 'admin', 'second admin passphrase', { name: 'test', ip: 'test' });
    const second = sessionCookie(await f.signIn('second-admin@example.com', 'second admin passphrase'));
    // A server that has served the console before: its read threads started, its code compiled.
    expect((await f.get(`/api/admin/leads.csv?host=${HOSTS[1]}&from=${new Date().toISOString().slice(0, 10)}`)).statusCode).toBe(200);
    expect((await f.get('/api/admin/dashboard', second)).statusCode).toBe(200);
    const publicMs: number[] = [];
    let working = true;
    // A visitor's request every 20 ms for as long as the console works.
    const visitor = (async () => {
      while (working) {
        const started = performance.now();
        const r = await f.app.inject({ url: '/healthz' });
        expect(r.statusCode).toBe(200);
        publicMs.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const stalls = stallMeter();
    // An admin exports while another operator goes through the reports, one after the other as a person does.
    const exported = f.get(`/api/admin/leads.csv?host=${HOSTS[0]}`);
    const reports = (async () => {
      const answers = [];
      answers.push(await f.get(`/api/admin/sources?from=${ninetyDays()}`, second));
      answers.push(await f.get(`/api/admin/funnel?from=${ninetyDays()}`, second));
      answers.push(await f.get('/api/admin/dashboard', second));
      answers.push(await f.get(`/api/admin/sources?from=${ninetyDays()}`, second));
      return answers;
    })();
    const [csv, answers] = await Promise.all([exported, reports]);
    const stallMs = stalls.stop();
    working = false;
    await visitor;

    // The work was done, in full.
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(LEADS / HOSTS.length + 1);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(answers[0]!.json().sources.reduce((n: number, s: { leads: number }) => n + s.leads, 0)).toBe(LEADS);

    // And visitors did not wait for it.
    const sorted = [...publicMs].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? Infinity;
    console.log(
      `console load on ${LEADS} leads: ${publicMs.length} visitor requests, p95 ${p95.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms; longest event-loop stall ${stallMs.toFixed(0)} ms`,
    );
    expect(stallMs).toBeLessThan(STALL_LIMIT_MS);
    // Visitors kept coming while the console worked: on a quiet machine the work takes about half a second
    // (20 requests at one per 20 ms); a stalled event loop lets one or two through.
    expect(publicMs.length).toBeGreaterThanOrEqual(10);
    expect(p95).toBeLessThan(PUBLIC_BUDGET_MS);
  }, 60_000);
});
