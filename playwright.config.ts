import { defineConfig } from '@playwright/test';
import { MAIN } from './tests/e2e/servers.ts';

/** The tag of the tests that must run alone (the second project below). */
const TIMED = /@timed/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two at a time on the 2-core machine the suite is held to. Each worker has a stack of servers of its own
  // (tests/e2e/servers.ts: its own fake network, mail, databases), so what one test resets, counts or reads
  // is never another worker's; the global setup starts one stack per worker. A file's tests stay together in
  // one worker, in order (some build on what an earlier test in the file left).
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  use: {
    // Each worker loads this config itself, with its own TEST_PARALLEL_INDEX set: MAIN is its stack's main site.
    baseURL: MAIN,
    // A trace films every test (a screencast, DOM snapshots) to keep the failed ones: on this 2-core machine
    // that was 30 % of the browser tests' CPU and of their time (three files: 9.0 min with it, 6.4 without).
    // A failing test still leaves its screenshot; E2E_TRACE=1 records traces again to look into one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Chromium's own background traffic is refused on a closed network; turn it off.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Everything but the tests tagged @timed, two workers at a time.
    { name: 'chromium', use: { browserName: 'chromium' }, grepInvert: TIMED },
    // Tests whose assertions are about time (a tap's latency, animation speeds, what comes before the first
    // paint): with another worker's browser and servers busy on the same two cores they would measure the
    // machine, not the site. They run after the rest, one at a time, with nothing beside them. (Should a test
    // of the first project fail, these are reported as not run: a dependency's failure skips its dependents.
    // To run only timed tests, add --no-deps, or Playwright runs the whole first project before them.)
    { name: 'timed', use: { browserName: 'chromium' }, grep: TIMED, dependencies: ['chromium'], workers: 1 },
  ],
});
