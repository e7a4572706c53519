// Fills the reports' hourly table (report_hours) again from the leads, in one transaction:
//   DATABASE_URL=... npm run reports:rebuild
// Triggers keep it exact as leads are written; this is for a table that was changed by hand, or restored
// apart from the leads.
import './load-env.ts';
import { loadConfig } from '../server/config.ts';
import { rebuildReportHours } from '../server/insight/report-hours.ts';
import { connect } from '../server/store/connect.ts';
import { migrate } from '../server/store/migrate.ts';

async function main(): Promise<void> {
  const conn = connect(loadConfig().databaseUrl);
  try {
    await migrate(conn);
    const started = Date.now();
    const rows = await rebuildReportHours(conn.db, conn.dialect);
    console.log(`report_hours rebuilt: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s (${conn.dialect}).`);
  } finally {
    await conn.db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
