import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests run the real server (built web app, embedded database with demo data in a
// fresh temporary directory) and drive Debian's Chromium; Playwright never downloads a browser.
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'rdlz-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config; keep one directory

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
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}/rdlz/`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node --import tsx src/server/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // Warnings only: request logs would drown the test report. Every test comes from one address,
    // so the per-address limits, general and sign-in (tested in tests/security), are lifted here.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_TRIES_PER_ADDRESS_PER_MINUTE: '100000',
      WEB_ROOT: process.env.WEB_ROOT ?? '',
      LOG_LEVEL: 'warn',
    },
  },
});
