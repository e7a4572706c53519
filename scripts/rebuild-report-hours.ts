// Fills the reports' hourly tables again, each in one transaction: report_hours from the leads, sale_hours
// (the revenue report's) from the leads, sales and returns, funnel_days (the funnel's days) from the hourly
// step counts:
//   DATABASE_URL=... npm run reports:rebuild
// Triggers keep them exact as leads, sales, returns and step counts are written; this is for a table that was changed by
// hand, or restored apart from the rows it counts.
import './load-env.ts';
import { loadConfig } from '../server/config.ts';
import { rebuildFunnelDays } from '../server/insight/funnel-events.ts';
import { rebuildReportHours } from '../server/insight/report-hours.ts';
import { rebuildSaleHours } from '../server/selling/sale-hours.ts';
import { connect } from '../server/store/connect.ts';
import { migrate } from '../server/store/migrate.ts';

async function main(): Promise<void> {
  const conn = connect(loadConfig().databaseUrl);
  try {
    await migrate(conn);
    const started = Date.now();
    const rows = await rebuildReportHours(conn.db, conn.dialect);
    console.log(`report_hours rebuilt: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s (${conn.dialect}).`);
    const salesStarted = Date.now();
    const saleRows = await rebuildSaleHours(conn.db, conn.dialect);
    console.log(`sale_hours rebuilt: ${saleRows} rows in ${((Date.now() - salesStarted) / 1000).toFixed(1)} s (${conn.dialect}).`);
    const funnelStarted = Date.now();
    const funnelRows = await rebuildFunnelDays(conn.db, conn.dialect);
    console.log(`funnel_days rebuilt: ${funnelRows} rows in ${((Date.now() - funnelStarted) / 1000).toFixed(1)} s (${conn.dialect}).`);
  } finally {
    await conn.db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
