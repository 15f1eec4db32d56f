import { Readable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFile } from '@server/db/schema';
import { MAX_ATTACHMENT_BYTES } from '@server/routes/api/comm-minio';
import { formatLimit, STORAGE_MSG } from '@server/services/storage/storage.service';
import { DEFAULT_UPLOAD_QUOTA_MB, uploadQuotaFromEnv } from '@server/services/storage/stored-files';
import { createApiDriver, type ApiDriver } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Uploads (the presigned PUT and the editor's pictures) are on the books: each user's together
 * may hold at most the quota.
 */

/** The quota of this file's app: small, so a few uploads reach it. */
const QUOTA = 64 * 1024;
const QUOTA_MSG = STORAGE_MSG.quotaReached(formatLimit(QUOTA));
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-fake-image-body')]);
const pdfOf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 9, 0x20)]);

/** Deputies who upload in the quota tests, each with a quota of their own. */
const UPLOADER = '13900000020';
const RACER = '13900000021';
const NEIGHBOUR = '13900000022';

let t: TestApp;
let d: ApiDriver;

beforeAll(async () => {
  t = await createTestApp({ uploads: { quotaBytes: QUOTA } });
  d = createApiDriver(t);
});
afterAll(async () => {
  await t?.close();
});

async function presignPut(username: string, objName: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/commMinio/presignedPutUrl',
    headers: { ...FORM, ...bearer(await t.tokenFor(username)) },
    payload: new URLSearchParams({ objName }).toString(),
  });
  return { status: response.statusCode, body: response.json<{ presignedPutUrl: string; objPath: string; msg?: string }>() };
}

const put = (url: string, payload: Buffer | Readable) => t.app.inject({ method: 'PUT', url, headers: { 'content-type': 'application/octet-stream' }, payload });

/** A file put through a presigned address, as the attachment field does. */
async function uploaded(username: string, objName: string, bytes: Buffer): Promise<string> {
  const { status, body } = await presignPut(username, objName);
  expect(status, JSON.stringify(body)).toBe(200);
  const stored = await put(body.presignedPutUrl, bytes);
  expect(stored.statusCode, stored.body).toBe(200);
  return body.objPath;
}

async function editorUpload(username: string, fileName: string, bytes: Buffer) {
  const boundary = '----rdlz-uploads-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/commMinio/upload',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(await t.tokenFor(username)) },
    payload,
  });
  return { status: response.statusCode, body: response.json<{ url: string; objPath: string; msg?: string }>() };
}

const userIdOf = async (username: string) => (await d.userInfo(username)).userId as number;
const isStored = async (objPath: string) => (await t.app.storage.stat(objPath)) !== null;


describe('the upload quota', () => {
  it('a signed-in user cannot store files beyond the quota: the upload over it is refused with 413 and nothing is stored', async () => {
    const user = await userIdOf(UPLOADER);
    await uploaded(UPLOADER, '第一份材料.pdf', pdfOf(40 * 1024));
    expect(await t.app.uploads.usedBytes(user)).toBe(40 * 1024);

    // Declared by its length: refused before a byte is read.
    const { body } = await presignPut(UPLOADER, '第二份材料.pdf');
    const declared = await put(body.presignedPutUrl, pdfOf(40 * 1024));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().msg).toBe(QUOTA_MSG);
    expect(await isStored(body.objPath)).toBe(false);

    // Streamed without a length: counted as it arrives, and refused at the quota.
    const streamed = await put(body.presignedPutUrl, Readable.from([pdfOf(16 * 1024), pdfOf(16 * 1024)]));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().msg).toBe(QUOTA_MSG);
    expect(await isStored(body.objPath)).toBe(false);
    expect(await t.app.uploads.usedBytes(user)).toBe(40 * 1024);

    // What fits still goes in, up to the quota exactly; then nothing more is even signed.
    expect((await put(body.presignedPutUrl, pdfOf(QUOTA - 40 * 1024))).statusCode).toBe(200);
    expect(await t.app.uploads.usedBytes(user)).toBe(QUOTA);
    const full = await presignPut(UPLOADER, '第三份材料.pdf');
    expect(full.status).toBe(413);
    expect(full.body.msg).toBe(QUOTA_MSG);

    // The editor's pictures count too.
    const picture = await editorUpload(UPLOADER, '现场照片.png', PNG);
    expect(picture.status).toBe(413);
    expect(picture.body.msg).toBe(QUOTA_MSG);
    expect(await t.database.db.select({ n: count() }).from(storedFile).where(eq(storedFile.fkUserId, user))).toEqual([{ n: 2 }]);
  });

  it('parallel uploads cannot overrun the quota together: of four that each fit alone, one is stored', async () => {
    const user = await userIdOf(RACER);
    const addresses = await Promise.all(['并发一.pdf', '并发二.pdf', '并发三.pdf', '并发四.pdf'].map((name) => presignPut(RACER, name)));
    const answers = await Promise.all(addresses.map(({ body }) => put(body.presignedPutUrl, pdfOf(40 * 1024))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 413, 413, 413]);
    expect(await t.app.uploads.usedBytes(user)).toBe(40 * 1024);
    const stored = await Promise.all(addresses.map(({ body }) => isStored(body.objPath)));
    expect(stored.filter(Boolean)).toHaveLength(1);
  });

  it('one user’s full quota does not stop another user', async () => {
    expect((await presignPut(UPLOADER, '还想上传.pdf')).status).toBe(413);
    await uploaded(NEIGHBOUR, '邻居的材料.pdf', pdfOf(1024));
  });

  it('takes the quota from UPLOAD_QUOTA_MB, 2048 MB when unset, and refuses a value that is not a whole number', () => {
    expect(uploadQuotaFromEnv(undefined)).toBe(DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024);
    expect(DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024).toBeGreaterThan(MAX_ATTACHMENT_BYTES);
    expect(uploadQuotaFromEnv('500')).toBe(500 * 1024 * 1024);
    for (const bad of ['0', '-1', '1.5', 'lots']) expect(() => uploadQuotaFromEnv(bad), bad).toThrow(/UPLOAD_QUOTA_MB/);
  });
});
