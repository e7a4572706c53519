// Starts the server: configuration, database and migrations, the delivery worker, then listen.
// SIGTERM/SIGINT stop taking requests, let deliveries under way finish, and close the database.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { connect } from './store/connect.ts';
import { LeadStore } from './store/lead-store.ts';
import { migrate } from './store/migrate.ts';

async function main() {
  const config = loadConfig();
  const conn = connect(config.databaseUrl);
  await migrate(conn);
  const app = await buildApp({ config, store: new LeadStore(conn) });
  if (!config.forwardUrl) app.log.warn('LEAD_FORWARD_URL is not set: leads are stored with status not_configured');
  app.worker.start();
  await app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
