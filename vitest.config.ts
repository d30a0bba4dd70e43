import { defineConfig } from 'vitest/config'

// The suites that drive the real host and Chromium wait for states (a row drawn, a run finished, a
// request seen). On a loaded 2-core machine such a state can take seconds to arrive, and
// `expect.poll`'s own default (1 s) then fails a test whose state was only late, not wrong. Their
// polls get the same budget as a Playwright wait; a state that never comes still fails.
const poll = { timeout: 30_000 }

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/*.test.ts', 'vendor/ai-orb/test/*.test.{js,ts}'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          expect: { poll },
          include: ['test/e2e/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'browser',
          expect: { poll },
          include: ['test/browser/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'reliability',
          expect: { poll },
          include: ['test/reliability/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 600_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
