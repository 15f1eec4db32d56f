import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import { PAGE_PRELOADS_FILE } from '@shared/constants';
import type { DatabaseHandle } from '@server/db/database';
import { openTestDatabase } from '../helpers/test-database';

// The web app's files (plugins/web.ts): the build's .br and .gz sent as they are, anything else
// compressed on the way, hashed assets cached for a year and index.html never.

const SCRIPT = `export const greeting = ${JSON.stringify('张明华代表，您好 '.repeat(200))};\n`;
const PAGE = `<!doctype html><html lang="zh-CN"><head><title>巴中市人大代表履职服务平台</title></head>${'<!-- padding -->'.repeat(100)}</html>`;
// What the build wrote: deliberately different bytes from what the server would make itself.
const BUILT_BR = brotliCompressSync(SCRIPT);
const BUILT_GZ = gzipSync(SCRIPT, { level: 9 });

const PUBLIC_DIR = join(import.meta.dirname, '../../src/web/public');

let database: DatabaseHandle;
let app: App;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'rdlz-web-assets-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), PAGE);
  writeFileSync(join(webRoot, 'index.html.br'), brotliCompressSync(PAGE));
  writeFileSync(join(webRoot, 'assets', 'home-AbCd1234.js'), SCRIPT);
  writeFileSync(join(webRoot, 'assets', 'home-AbCd1234.js.br'), BUILT_BR);
  writeFileSync(join(webRoot, 'assets', 'home-AbCd1234.js.gz'), BUILT_GZ);
  // The home-screen files, as the build copies them from src/web/public.
  mkdirSync(join(webRoot, 'icons'));
  copyFileSync(join(PUBLIC_DIR, 'manifest.webmanifest'), join(webRoot, 'manifest.webmanifest'));
  for (const size of [192, 512]) copyFileSync(join(PUBLIC_DIR, 'icons', `app-${size}.png`), join(webRoot, 'icons', `app-${size}.png`));
  // A file the build left alone (under its threshold or of another type).
  writeFileSync(join(webRoot, 'assets', 'other-EfGh5678.js'), SCRIPT);
  database = await openTestDatabase();
  app = await buildApp({ database, webRoot, limits: { redisUrl: null, perMinute: 100_000 } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': acceptEncoding } });

describe('the web app’s files', () => {
  it('sends the build’s brotli file to a browser that takes brotli', async () => {
    const response = await get('/rdlz/assets/home-AbCd1234.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.equals(BUILT_BR)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the build’s gzip file to a browser without brotli, and the file itself to one without either', async () => {
    const gzip = await get('/rdlz/assets/home-AbCd1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(BUILT_GZ)).toBe(true);

    const plain = await get('/rdlz/assets/home-AbCd1234.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses a file the build did not', async () => {
    const response = await get('/rdlz/assets/other-EfGh5678.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends index.html, compressed and never cached, for the root and for a deep link', async () => {
    for (const url of ['/rdlz/', '/rdlz/client/pageHome/delegatePageHome']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
    }
  });

  it('lists the first chunks of the login page and of a signed-in area in their index.html, and none elsewhere', async () => {
    const preloads = join(webRoot, PAGE_PRELOADS_FILE);
    writeFileSync(preloads, JSON.stringify({ login: ['assets/login.screen-Aa11Bb22.js'], client: ['assets/area-client-Cc33Dd44.js', '../secret.js'] }));
    try {
      const link = (file: string) => `<link rel="modulepreload" crossorigin href="/rdlz/assets/${file}">`;
      const pageWith = (...files: string[]) => PAGE.replace('</head>', `${files.map(link).join('')}</head>`);
      const expected: [string, string][] = [
        ['/rdlz/', pageWith('login.screen-Aa11Bb22.js')],
        // A file outside the assets is never listed, whatever the list says.
        ['/rdlz/client/pageHome/delegatePageHome/', pageWith('area-client-Cc33Dd44.js')],
        ['/rdlz/homeStation/centralStationIndex/', PAGE],
        ['/rdlz/manager/pageHome', PAGE],
      ];
      for (const [url, page] of expected) {
        const response = await get(url, 'br');
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(page);
      }
    } finally {
      rmSync(preloads);
    }
  });
});

describe('the platform on a phone’s home screen', () => {
  it('serves the web app manifest as one, never cached, with icons of the sizes it names', async () => {
    const response = await get('/rdlz/manifest.webmanifest', 'identity');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(response.body) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: '巴中市人大代表履职服务平台', start_url: '/rdlz/mobile/pageHome/delegatePageHome', display: 'standalone', theme_color: '#8a0f16' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const icon of manifest.icons) {
      const png = await get(icon.src, 'identity');
      expect(png.statusCode, icon.src).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      // The PNG header's width and height are the size the manifest names.
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([png.rawPayload.readUInt32BE(16), png.rawPayload.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
  });

  it('is linked from the app’s page, with the icon iOS puts on the home screen', () => {
    const page = readFileSync(join(import.meta.dirname, '../../src/web/index.html'), 'utf8');
    expect(page).toContain('<link rel="manifest" href="/rdlz/manifest.webmanifest" />');
    expect(page).toMatch(/<link rel="apple-touch-icon" href="\/rdlz\/icons\/app-192\.png" \/>/);
  });
});
