// Starts the server: `.env`, configuration, database and migrations, the delivery worker, then listen;
// what the launch check finds is logged as warnings.
// SIGTERM/SIGINT stop taking requests, give deliveries under way SHUTDOWN_GRACE_MS to finish (then hand
// them back to the queue), answer the requests still open, and close the database.
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { checkBuild } from './build-check.ts';
import { inputsHash } from './build-stamp-file.mjs';
import { loadConfig, type Config } from './config.ts';
import { loadEnvFile } from './env-file.ts';
import { checkLaunch, CONFIG_DIR, countAdmins, countBuyers, LaunchCheckError } from './launch-check.ts';
import { siteLaunchProblems } from './sites/site-doctor.ts';
import { loadSites, type SiteRegistry } from './sites/site-registry.ts';
import { connect, type Connection } from './store/connect.ts';
import { LeadStore } from './store/lead-store.ts';
import { migrate } from './store/migrate.ts';

/** Time for the requests still open to be answered and the database to close, after the grace period. */
const SHUTDOWN_MARGIN_MS = 10_000;

async function main() {
  loadEnvFile();
  const config = loadConfig();
  const sites = loadSites(CONFIG_DIR, config.sitesDir);
  // The project this server runs from is what the build must have been made from (config/ is in it).
  const build = checkBuild(config.staticDir, sites, inputsHash(join(CONFIG_DIR, '..')));
  if (!build.ok && build.fatal) throw new Error(build.message);
  if (!build.ok) console.warn(build.message);
  const conn = connect(config.databaseUrl);
  await migrate(conn);
  const app = await buildApp({ config, store: new LeadStore(conn), sites });
  await warnLaunchProblems(app.log, config, conn, sites);
  app.worker.start();
  // Removes personal data past LEAD_RETENTION_DAYS and consent records past five years, once a day.
  app.privacy.retention.start();
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    // NOTE: a last resort if closing itself hangs (a database that stopped answering): exit anyway.
    // Nothing is lost by it: a job this server still leased is taken again once its lease runs out.
    setTimeout(() => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, config.shutdownGraceMs + SHUTDOWN_MARGIN_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** The launch check's list, one warning each: the site runs, but an operator reading the log learns what is left. */
async function warnLaunchProblems(log: FastifyBaseLogger, config: Config, conn: Connection, sites: SiteRegistry): Promise<void> {
  try {
    const problems = [
      ...checkLaunch({ config, adminAccounts: await countAdmins(conn.db), buyers: await countBuyers(conn.db), siteJson: !sites.perSite }),
      ...siteLaunchProblems(sites),
    ];
    for (const problem of problems) {
      log.warn({ launchCheck: problem.check }, problem.message);
    }
  } catch (err) {
    if (!(err instanceof LaunchCheckError)) throw err;
    log.warn({ launchCheck: 'config' }, err.message);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
