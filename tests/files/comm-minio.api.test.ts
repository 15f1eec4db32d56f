import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { newObjPath } from '@server/services/storage/object-path';
import { STORAGE_MSG } from '@server/services/storage/storage.service';
import { MAX_ATTACHMENT_BYTES, MAX_EDITOR_IMAGE_BYTES } from '@server/routes/api/comm-minio';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

const DEPUTY = '13900000001';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const OBJ_PATH = /^\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\/[^/]+$/;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-image-body')]);

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor(DEPUTY);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function presignPut(objName: string, headers: Record<string, string> = bearer(token)) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/commMinio/presignedPutUrl',
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams({ objName }).toString(),
  });
  return { status: response.statusCode, body: response.json<{ presignedPutUrl: string; objPath: string; msg?: string }>() };
}

async function presignGet(objPath: string, headers: Record<string, string> = bearer(token)) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/commMinio/presignedGetUrl',
    headers: { ...FORM, ...headers },
    payload: new URLSearchParams({ objPath }).toString(),
  });
  return { status: response.statusCode, body: response.json<{ presignedGetUrl: string; objPath: string; msg?: string }>() };
}

/** The direct upload: no Authorization header, only the signed address. */
function put(url: string, payload: Buffer | Readable, contentType = 'application/octet-stream') {
  return t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload });
}

async function uploaded(objName: string, bytes: Buffer, contentType?: string) {
  const { body } = await presignPut(objName);
  const response = await put(body.presignedPutUrl, bytes, contentType);
  expect(response.statusCode).toBe(200);
  return body.objPath;
}

function multipart(fileName: string, bytes: Buffer, contentType: string, field = 'file') {
  const boundary = '----rdlz-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const withSignature = (url: string, change: (signature: string) => string) => {
  const address = new URL(url, 'http://x');
  address.searchParams.set('signature', change(address.searchParams.get('signature')!));
  return address.pathname + address.search;
};

describe('presigned put and get', () => {
  it('puts a file without a session and reads the same bytes back', async () => {
    const name = '履职报告 2026.pdf';
    const { status, body } = await presignPut(name);
    expect(status).toBe(200);
    expect(body.objPath).toMatch(OBJ_PATH);
    expect(body.objPath.endsWith('/履职报告 2026.pdf')).toBe(true);
    expect(body.presignedPutUrl).toContain('signature=');
    expect(body.presignedPutUrl).toContain('expires=');

    const stored = await put(body.presignedPutUrl, PDF, 'application/pdf');
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toEqual({ objPath: body.objPath, size: PDF.length });

    const get = await presignGet(body.objPath);
    expect(get.status).toBe(200);
    expect(get.body.objPath).toBe(body.objPath);

    const file = await t.app.inject({ method: 'GET', url: get.body.presignedGetUrl });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-length']).toBe(String(PDF.length));
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(file.headers['content-encoding']).toBeUndefined();
  });

  it('serves a large text file uncompressed, with its length, as an attachment when not viewable', async () => {
    const text = Buffer.from('代表建议\n'.repeat(2000));
    const objPath = await uploaded('notes.txt', text, 'text/plain');
    const url = (await presignGet(objPath)).body.presignedGetUrl;
    const file = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.headers['content-length']).toBe(String(text.length));
    expect(file.rawPayload.equals(text)).toBe(true);

    const docx = await uploaded('会议纪要.docx', Buffer.from('PK\x03\x04 docx body'));
    const download = await t.app.inject({ method: 'GET', url: (await presignGet(docx)).body.presignedGetUrl });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('chooses the path itself, whatever path the client sends', async () => {
    const { status, body } = await presignPut('../../etc/cron.d/evil.txt');
    expect(status).toBe(200);
    expect(body.objPath).toMatch(OBJ_PATH);
    expect(body.objPath).not.toContain('..');
    expect(body.objPath.endsWith('/evil.txt')).toBe(true);
    const again = await presignPut('../../etc/cron.d/evil.txt');
    expect(again.body.objPath).not.toBe(body.objPath);
  });

  it('also takes the form fields as JSON', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/commMinio/presignedPutUrl', headers: bearer(token), payload: { objName: 'a.png' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().objPath).toMatch(OBJ_PATH);
  });

  it('refuses a blank name', async () => {
    const { status, body } = await presignPut('   ');
    expect(status).toBe(400);
    expect(body.msg).toBeTruthy();
  });

  it('asks for a session to sign anything', async () => {
    expect((await presignPut('a.pdf', {})).status).toBe(401);
    expect((await presignPut('a.pdf', {})).body.msg).toBe(MSG.unauthorized);
    expect((await presignGet(newObjPath('a.pdf'), {})).status).toBe(401);
    const { payload, headers } = multipart('a.png', PNG, 'image/png');
    expect((await t.app.inject({ method: 'POST', url: '/api/commMinio/upload', headers, payload })).statusCode).toBe(401);
  });
});

describe('signatures', () => {
  it('refuses a tampered signature, another file or another method with 403', async () => {
    const { body } = await presignPut('report.pdf');
    const tampered = withSignature(body.presignedPutUrl, (s) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1));
    const refused = await put(tampered, PDF);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe(STORAGE_MSG.badSignature);

    const unsigned = await put(body.presignedPutUrl.split('?')[0], PDF);
    expect(unsigned.statusCode).toBe(403);

    const otherFile = body.presignedPutUrl.replace('report.pdf', 'other.pdf');
    expect((await put(otherFile, PDF)).statusCode).toBe(403);

    expect((await put(body.presignedPutUrl, PDF)).statusCode).toBe(200);
    // The PUT address does not read the file.
    expect((await t.app.inject({ method: 'GET', url: body.presignedPutUrl })).statusCode).toBe(403);
    const get = (await presignGet(body.objPath)).body.presignedGetUrl;
    // The GET address does not write it.
    expect((await put(get, PDF)).statusCode).toBe(403);
    const tamperedGet = withSignature(get, (s) => s.slice(0, -1) + (s.endsWith('A') ? 'B' : 'A'));
    expect((await t.app.inject({ method: 'GET', url: tamperedGet })).statusCode).toBe(403);
  });

  it('refuses an expired address with 403', async () => {
    const { body } = await presignPut('late.pdf');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60 * 1000);
    const late = await put(body.presignedPutUrl, PDF);
    expect(late.statusCode).toBe(403);
    expect(late.json().msg).toBe(STORAGE_MSG.expired);
    vi.useRealTimers();

    const objPath = await uploaded('soon.pdf', PDF);
    const expiredGet = t.app.storage.presignedGetUrl(objPath, -1);
    const response = await t.app.inject({ method: 'GET', url: expiredGet });
    expect(response.statusCode).toBe(403);
    expect(response.json().msg).toBe(STORAGE_MSG.expired);
  });

  it('cannot be pointed outside the storage', async () => {
    const { body } = await presignPut('x.txt');
    const query = body.presignedPutUrl.split('?')[1];
    for (const path of ['..%2F..%2F.secret', '.secret', '2026/01/01/..%2F..%2F..%2F.secret', '%2Fetc%2Fpasswd']) {
      expect((await put(`/api/commMinio/object/${path}?${query}`, Buffer.from('x'))).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/commMinio/object/${path}?${query}` })).statusCode).toBe(403);
    }
    expect((await presignGet('../.secret')).status).toBe(400);
  });
});

describe('what may be stored', () => {
  it('refuses a file over the size limit with 413', async () => {
    const { body } = await presignPut('big.pdf');
    const declared = await put(body.presignedPutUrl, Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().msg).toBe(STORAGE_MSG.tooLarge('50MB'));

    // Streamed without a length: counted as it arrives.
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    chunk.write('%PDF-');
    const chunks = Array.from({ length: 51 }, () => chunk);
    const streamed = await put(body.presignedPutUrl, Readable.from(chunks));
    expect(streamed.statusCode).toBe(413);
    expect((await presignGet(body.objPath)).status).toBe(404);
  });

  it('refuses programs, web pages and pictures of script by name', async () => {
    for (const name of ['setup.exe', 'page.html', 'page.htm', 'logo.svg', 'run.sh', 'script.js', 'noextension']) {
      const { status, body } = await presignPut(name);
      expect(status, name).toBe(415);
      expect(body.msg).toBe(STORAGE_MSG.typeRefused);
    }
  });

  it('refuses content that is not what its name says', async () => {
    const cases: Array<[string, Buffer]> = [
      ['report.pdf', Buffer.from('MZ\x90\x00 this is a program')],
      ['photo.png', Buffer.from('<html><script>alert(1)</script></html>')],
      ['notes.txt', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
      ['image.jpg', PNG],
    ];
    for (const [name, bytes] of cases) {
      const { body } = await presignPut(name);
      const response = await put(body.presignedPutUrl, bytes);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().msg).toBe(STORAGE_MSG.contentMismatch);
      expect((await presignGet(body.objPath)).status).toBe(404);
    }
  });

  it('keeps a stored file as it is: a second put to the same address is refused', async () => {
    const { body } = await presignPut('once.pdf');
    expect((await put(body.presignedPutUrl, PDF)).statusCode).toBe(200);
    const again = await put(body.presignedPutUrl, Buffer.from('%PDF-other'));
    expect(again.statusCode).toBe(409);
    const file = await t.app.inject({ method: 'GET', url: (await presignGet(body.objPath)).body.presignedGetUrl });
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 404 for a file never stored', async () => {
    const objPath = newObjPath('missing.pdf');
    expect((await presignGet(objPath)).status).toBe(404);
    const response = await t.app.inject({ method: 'GET', url: t.app.storage.presignedGetUrl(objPath) });
    expect(response.statusCode).toBe(404);
    expect(response.json().msg).toBe(STORAGE_MSG.notFound);
  });
});

describe('the rich-text editor upload', () => {
  const upload = (fileName: string, bytes: Buffer, type: string, field?: string) => {
    const { payload, headers } = multipart(fileName, bytes, type, field);
    return t.app.inject({ method: 'POST', url: '/api/commMinio/upload', headers: { ...headers, ...bearer(token) }, payload });
  };

  it('stores a picture and answers a lasting address an <img> can use', async () => {
    const response = await upload('现场照片.png', PNG, 'image/png');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ url: string; objPath: string; name: string }>();
    expect(body.name).toBe('现场照片.png');
    expect(body.objPath).toMatch(OBJ_PATH);
    const expires = Number(new URL(body.url, 'http://x').searchParams.get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(365 * 24 * 3600 * 1000);

    const image = await t.app.inject({ method: 'GET', url: body.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('refuses anything but png, jpeg, gif and webp pictures', async () => {
    expect((await upload('report.pdf', PDF, 'application/pdf')).statusCode).toBe(415);
    expect((await upload('notes.txt', Buffer.from('hello'), 'text/plain')).statusCode).toBe(415);
    expect((await upload('fake.png', Buffer.from('<html></html>'), 'image/png')).statusCode).toBe(415);
    expect((await upload('a.png', PNG, 'image/png', 'other')).statusCode).toBe(400);
  });

  it('refuses a picture over the size limit with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_EDITOR_IMAGE_BYTES, 0)]);
    const response = await upload('big.png', big, 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().msg).toBe(STORAGE_MSG.tooLarge('10MB'));
  });
});
