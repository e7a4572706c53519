import { monitorEventLoopDelay } from 'node:perf_hooks';
import { beforeAll, describe, it } from 'vitest';
import { insertBulkLeads } from '#tests/support/bulk-leads.ts';
import { consoleFixture } from '#tests/support/console-fixture.ts';
import { sqliteTestDb } from '#tests/support/test-db.ts';

describe('scratch', () => {
  const f = consoleFixture({ make: sqliteTestDb, signedIn: true });
  beforeAll(async () => {
    await insertBulkLeads(f.store.db, 12000);
  }, 60_000);
  const measure = async (label: string, work: () => Promise<unknown>) => {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    loop.enable();
    const t = performance.now();
    await work();
    loop.disable();
    console.log(
      `${label}: ${(performance.now() - t).toFixed(0)} ms, stall max ${(loop.max / 1e6).toFixed(0)} p99 ${(loop.percentile(99) / 1e6).toFixed(0)}`,
    );
  };
  it('parts', async () => {
    const app = await f.another();
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 2; i++) {
      await measure('idle', () => new Promise((r) => setTimeout(r, 2000)));
      await measure('export inject', () => f.get('/api/admin/leads.csv'));
      await measure('export http', async () => {
        const r = await fetch(`${base}/api/admin/leads.csv`, { headers: { cookie: f.admin } });
        await r.arrayBuffer();
      });
      await measure('sources', () => f.get('/api/admin/sources?from=2026-08-01', f.viewer));
      await measure('dashboard', () => f.get('/api/admin/dashboard', f.viewer));
      await measure('funnel', () => f.get('/api/admin/funnel?from=2026-08-01', f.viewer));
      await measure('sources on main', async () => {
        const { sourcesReport } = await import('../insight/sources-report.ts');
        await sourcesReport(f.store.db, { from: Date.now() - 90 * 86400000, to: Date.now(), serviceId: undefined, source: undefined });
      });
    }
  }, 120_000);
});
