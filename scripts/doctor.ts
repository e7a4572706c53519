// `npm run doctor`: the launch check (server/launch-check.ts) from the command line. Prints each problem
// as one line and exits 1 when there is any, 0 when the site is ready to launch. Reads `.env` and
// DATABASE_URL like the server, and never changes the database (a database not made yet has no operator).
//   npm run doctor                      the project's config/
//   npm run doctor -- --config <dir>    site.json and partner-companies.json from another folder
// With site files in config/sites/ (or SITES_DIR), each of them is checked in place of config/site.json.
import './load-env.ts';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { checkLaunch, CONFIG_DIR, countAdmins, countBuyers, LaunchCheckError, type BuyerCounts } from '../server/launch-check.ts';
import { connect, isPostgresUrl, sqlitePath } from '../server/store/connect.ts';
import { siteFileProblemsIn, siteFiles } from '../server/sites/site-doctor.ts';
import { loadSites } from '../server/sites/site-registry.ts';

/** The project's folder: site files inside it are named from there (config/sites/a-solar.json). */
const PROJECT_DIR = dirname(CONFIG_DIR.replace(/\/$/, ''));

const USAGE = 'Usage: npm run doctor [-- --config <folder with site.json and partner-companies.json>]';

class UsageError extends Error {}

function options(): { configDir: string } {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: { config: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) throw new UsageError(USAGE);
    if (positionals.length > 0) throw new UsageError(`Unexpected "${positionals[0]}". ${USAGE}`);
    return { configDir: values.config ? resolve(values.config) : CONFIG_DIR };
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${(err as Error).message.split('\n')[0]} ${USAGE}`);
  }
}

/** A database the server has not started on (or not since the table came) lacks the table: nothing in it. */
const missingTable = (err: unknown) => /no such table|relation \S+ does not exist/i.test((err as Error).message);

/** Admin accounts and buyers in DATABASE_URL's database, without creating it: a SQLite file not made yet has none. */
async function databaseFacts(databaseUrl: string): Promise<{ adminAccounts: number; buyers?: BuyerCounts }> {
  if (!isPostgresUrl(databaseUrl) && !existsSync(sqlitePath(databaseUrl))) return { adminAccounts: 0 };
  const conn = connect(databaseUrl);
  try {
    let adminAccounts = 0;
    try {
      adminAccounts = await countAdmins(conn.db);
    } catch (err) {
      if (!missingTable(err)) {
        throw new LaunchCheckError(
          `Cannot count the operator accounts in DATABASE_URL's database: ${(err as Error).message.split('\n')[0]}`,
        );
      }
    }
    try {
      return { adminAccounts, buyers: await countBuyers(conn.db) };
    } catch (err) {
      if (missingTable(err)) return { adminAccounts };
      throw new LaunchCheckError(`Cannot count the buyers in DATABASE_URL's database: ${(err as Error).message.split('\n')[0]}`);
    }
  } finally {
    await conn.db.destroy();
  }
}

async function main(): Promise<number> {
  const { configDir } = options();
  const config = loadConfig();
  // With files in config/sites/ (or SITES_DIR), they are the sites and config/site.json is none of them:
  // each file is checked instead, every problem of every file on a line naming it.
  const sitesDir = config.sitesDir ?? join(configDir, 'sites');
  const perSite = siteFiles(sitesDir).length > 0;
  const facts = await databaseFacts(config.databaseUrl);
  const problems: { message: string }[] = checkLaunch({ config, configDir, ...facts, siteJson: !perSite });
  const siteProblems = perSite ? siteFileProblemsIn(sitesDir, PROJECT_DIR) : [];
  problems.push(...siteProblems.map((message) => ({ message })));
  // And the sites read as the server reads them at start, for anything the lines above do not name.
  if (siteProblems.length === 0) {
    try {
      loadSites(configDir, config.sitesDir);
    } catch (err) {
      problems.push({ message: (err as Error).message });
    }
  }
  for (const p of problems) console.log(p.message);
  const proxyNote =
    'Whether requests come through a proxy TRUST_PROXY does not name is seen only by a running server: its log and the console dashboard say.';
  if (problems.length === 0) {
    console.log(`Ready to launch: no problems found. ${proxyNote}`);
    return 0;
  }
  console.log(`${problems.length} problem${problems.length === 1 ? '' : 's'} to fix before launch. ${proxyNote}`);
  return 1;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (
      err instanceof UsageError ||
      err instanceof LaunchCheckError ||
      (err instanceof Error && err.message.startsWith('Invalid configuration'))
    ) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  },
);
