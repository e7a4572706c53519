import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,server,web,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Store tests share one PostgreSQL database; files run one at a time so they don't trip over it.
    fileParallelism: false,
  },
});
