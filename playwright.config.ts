import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run the real server (built web app, embedded database with demo data in a
// fresh temporary directory) and drive Debian's Chromium; Playwright never downloads a browser.
//
// Two servers, each with its own database, run two halves of the specs side by side (one
// worker each, files in order): the suite's time is mostly waiting on pages and limits, so two
// at once nearly halve it on two cores. A spec never depends on another: any half works alone.
const port = Number(process.env.E2E_PORT ?? 18080);
const dataRoot = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rdlz-e2e-'));
process.env.E2E_DATA_DIR = dataRoot; // workers re-read this config; keep one directory

/** The specs the second server runs; every other spec runs on the first. Balanced by duration. */
const SECOND_HALF = [
  'home-station',
  'leave-message',
  'portal-journey',
  'station-messages',
  'advise-management',
  'proposal-and-suggest',
  'deputy-records',
  'deputy-statistics',
  'remaining-pages',
  'account',
  'link-login',
  'notices',
  'record-notices',
  'address-book',
  'files',
  'phone-upload',
].map((name) => `**/${name}.spec.ts`);

const servers = [
  { name: 'desktop', port, specs: { testIgnore: SECOND_HALF } },
  { name: 'desktop-2', port: port + 1, specs: { testMatch: SECOND_HALF } },
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: servers.length,
  // One more try on CI only; a test that needs it is reported as flaky (docs/testing.md).
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Journeys of many pages take 20–60 s on a busy two-core CI machine.
  timeout: process.env.CI ? 120_000 : 60_000,
  // A page's first load of a lazy chunk can take over 5 s there too.
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: 'list',
  use: {
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: servers.map((server) => ({
    name: server.name,
    workers: 1,
    ...server.specs,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${server.port}/rdlz/` },
  })),
  webServer: servers.map((server) => {
    const dataDir = join(dataRoot, server.name);
    mkdirSync(dataDir, { recursive: true });
    return {
      // Ahead of the browsers: run as root, Chromium raises its own processes to nice -8, and on two
      // cores the servers then starve and pages time out. Unprivileged, nice warns and runs it as is.
      command: 'nice -n -10 node --import tsx src/server/main.ts',
      url: `http://127.0.0.1:${server.port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
      // Warnings only: request logs would drown the test report. Every test comes from one address,
      // so the per-address limits, general and sign-in (tested in tests/security), are lifted here.
      env: {
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        RATE_LIMIT_PER_MINUTE: '100000',
        LOGIN_TRIES_PER_ADDRESS_PER_MINUTE: '100000',
        WEB_ROOT: process.env.WEB_ROOT ?? '',
        LOG_LEVEL: 'warn',
      },
    };
  }),
});
