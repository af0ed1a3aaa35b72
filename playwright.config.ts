import { defineConfig, devices } from '@playwright/test';

// MK_E2E_PORT / MK_DIST let parallel local runs use their own preview server and build folder
// (build with `npx vite build --outDir $MK_DIST`); CI uses the defaults.
const PORT = Number(process.env.MK_E2E_PORT ?? 4173);
const DIST = process.env.MK_DIST ?? 'dist';
// JSON report for scripts/test-all.mjs (CI, or when MK_REPORTS is set).
const jsonReport = Boolean(process.env.CI || process.env.MK_REPORTS);

export default defineConfig({
  testDir: './e2e',
  // The CI machine ran the suite about 1.6× slower than a local run (stop 21: a 22 s scene hit the
  // 30 s limit there): CI gets twice the time per test; locally 30 s keeps slow specs visible.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  // 2 cores: one browser + the preview server. MK_E2E_WORKERS tries more.
  workers: Number(process.env.MK_E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: jsonReport ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  outputDir: 'test-results', // Playwright empties this at start: reports go to reports/
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's Chromium; never `npx playwright install` (no internet).
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-dev-shm-usage',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
            '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
