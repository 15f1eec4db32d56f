import { gzipSync } from 'node:zlib';
import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { FIRST_LOAD_BUDGET_KIB, type PageKind } from './support/first-load';
import { closeSchedulePopups, signIn, tokenOf } from './support/session';

// What a visitor's browser downloads to show a page from a cold cache: every script response,
// counted as gzip would send it, so the figure does not depend on the encoding the browser
// negotiated (Chromium gets brotli). Budgets: e2e/support/first-load.ts, docs/performance.md.

interface Loaded {
  scripts: Response[];
  kib: number;
}

async function firstLoad(page: Page, path: string, ready: () => Promise<void>): Promise<Loaded> {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  let bytes = 0;
  for (const response of scripts) bytes += gzipSync(await response.body()).length;
  return { scripts, kib: bytes / 1024 };
}

function expectWithin(kind: PageKind, loaded: Loaded) {
  test.info().annotations.push({ type: 'first load', description: `${kind}: ${loaded.kib.toFixed(1)} KiB gzip in ${loaded.scripts.length} scripts` });
  expect(loaded.scripts.length).toBeGreaterThan(0);
  expect(loaded.kib, `${kind} first load (KiB of gzipped JavaScript)`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KIB[kind]);
}

test.describe('first load', () => {
  test('the portal home stays within its JavaScript budget, compressed and cached for a year', async ({ page }) => {
    const loaded = await firstLoad(page, 'homeStation/centralStationIndex/', () =>
      expect(page.getByRole('region', { name: '联络站分布' })).toBeVisible(),
    );
    expectWithin('portal', loaded);
    // The portal's own modules arrive as one script, not one per page part (scripts/build/first-load-chunks.ts).
    const own = loaded.scripts.filter((response) => /\/assets\/home-station-[\w-]{8}\.js$/.test(response.url()));
    expect(own).toHaveLength(1);

    for (const response of loaded.scripts) {
      expect(response.url()).toMatch(/\/rdlz\/assets\/.+-[\w-]{8}\.js$/);
      const headers = await response.allHeaders();
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // Chunks under the compression threshold (1 KiB) travel as they are.
      if (Number(headers['content-length'] ?? Infinity) >= 1024) expect(headers['content-encoding']).toMatch(/^(br|gzip)$/);
    }
  });

  test('index.html is never cached, so a new build reaches users on their next visit', async ({ request }) => {
    for (const path of ['', 'homeStation/centralStationIndex/', 'client/pageHome/delegatePageHome/']) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(response.headers()['cache-control']).toBe('no-cache');
    }
  });

  test('the login page stays within the workspace budget', async ({ page }) => {
    const loaded = await firstLoad(page, '', () => expect(page.getByLabel('账号', { exact: true })).toBeVisible());
    expectWithin('workspace', loaded);
  });

  test('the login page names every script it needs in its HTML, so none waits for the entry to run', async ({ page }) => {
    // The server lists the first page's chunks as modulepreload links (server/plugins/page-preloads.ts).
    const html = await (await page.request.get('')).text();
    const named = new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)].map(([, src]) => src));
    const loaded = await firstLoad(page, '', () => expect(page.getByLabel('账号', { exact: true })).toBeVisible());
    const paths = loaded.scripts.map((response) => new URL(response.url()).pathname);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((path) => !named.has(path))).toEqual([]);
  });

  /** A signed-in page from a cold cache: a fresh tab in a fresh context, given the session the way a reload keeps it. */
  async function signedInFirstLoad(page: Page, context: BrowserContext, account: string, path: string, ready: (page: Page) => Promise<void>, viewport?: { width: number; height: number }) {
    await signIn(page, account);
    const token = await tokenOf(page);
    const fresh = await context.browser()!.newContext({ baseURL: test.info().project.use.baseURL, viewport });
    await fresh.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_STORAGE_KEY, token!] as const);
    const home = await fresh.newPage();
    await closeSchedulePopups(home);
    const loaded = await firstLoad(home, path, () => ready(home));
    await fresh.close();
    return loaded;
  }

  test("a deputy's home stays within the workspace budget", async ({ page, context }) => {
    const loaded = await signedInFirstLoad(page, context, '13900000001', 'client/pageHome/delegatePageHome/', (home) =>
      expect(home.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible(),
    );
    expectWithin('workspace', loaded);
  });

  test("a deputy's home on a phone stays within the workspace budget", async ({ page, context }) => {
    const loaded = await signedInFirstLoad(
      page,
      context,
      '13900000001',
      'mobile/pageHome/delegatePageHome/',
      (home) => expect(home.getByRole('heading', { level: 1, name: /张明华/ })).toBeVisible(),
      { width: 390, height: 844 },
    );
    expectWithin('workspace', loaded);
  });

  test("the system layout's home stays within the workspace budget", async ({ page, context }) => {
    const loaded = await signedInFirstLoad(page, context, '13800000000', 'pageHome/', (home) =>
      expect(home.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible(),
    );
    expectWithin('workspace', loaded);
  });
});
