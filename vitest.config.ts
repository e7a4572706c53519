import { defineConfig } from 'vitest/config';

// Tests that time the server's answers (budgets in milliseconds, p95s, a loop never stalled) run one file at
// a time after the rest, so another file's work on this 2-core machine is not what they measure. Every other
// file runs two at a time: each makes its own SQLite file or PostgreSQL schema, its own servers on free
// ports and its own temporary folders, so files share nothing but the machine.
const TIMED = [
  'server/routes/step-check-speed.test.ts',
  'server/admin/console-load.test.ts',
  'server/admin/heavy-work.test.ts',
  'server/store/console-reads.test.ts',
  'server/store/console-pool.test.ts',
  'server/hardening/process-faults.test.ts',
  'server/hardening/database-down.test.ts',
  // Counts the leads a server process takes in 4 s while its connections are killed: with another file's
  // work beside it, a loaded machine took only 2 and failed the check that most leads still go through.
  'server/hardening/connection-loss.test.ts',
];

const shared = {
  environment: 'node' as const,
  testTimeout: 20_000,
  hookTimeout: 30_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          ...shared,
          name: 'unit',
          include: ['{domain,server,web,scripts}/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', ...TIMED],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          ...shared,
          name: 'timed',
          include: TIMED,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
