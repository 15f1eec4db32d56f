import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Readable } from 'node:stream';
import { count, eq, getTableColumns, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { rowsOf } from '@server/db/database';
import * as schema from '@server/db/schema';
import { contactStation, contactStationColumn, contactStationResource, storedFile } from '@server/db/schema';
import { EDITOR_IMAGE_URL_TTL_SECONDS, MAX_ATTACHMENT_BYTES } from '@server/routes/api/comm-minio';
import { FILE_REFERENCES, type FileReference, type FileReferenceForm } from '@server/services/storage/file-references';
import { newObjPath } from '@server/services/storage/object-path';
import { ORPHAN_AGE_MS, sweepOrphanFiles } from '@server/services/storage/orphan-sweep';
import { createLocalStorage, formatLimit, STORAGE_MSG } from '@server/services/storage/storage.service';
import { DEFAULT_UPLOAD_QUOTA_MB, uploadQuotaFromEnv } from '@server/services/storage/stored-files';
import { OBJECT_ROUTE_PREFIX } from '@server/services/storage/storage.plugin';
import { DEMO, createApiDriver, mustSend, type ApiDriver } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Uploads (the presigned PUT and the editor's pictures) are on the books: each user's together
 * may hold at most the quota, and an upload no record names is removed a day later, never one
 * a record names, wherever it names it.
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
/** Where the web app's own files (the demo's pictures among them) come from. */
const WEB_PUBLIC = fileURLToPath(new URL('../../src/web/public/', import.meta.url));

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
const onBooks = async (objPath: string) => (await t.database.db.select().from(storedFile).where(eq(storedFile.objPath, objPath))).length === 1;

/** A moment past the orphan age, as the sweep of a later hour sees it. */
const dayLater = () => new Date(Date.now() + ORPHAN_AGE_MS + 60_000);
const sweep = (now = dayLater()) => sweepOrphanFiles(t.database.db, t.app.storage, now);

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

  it('an orphan swept gives its bytes back to the uploader’s quota', async () => {
    const user = await userIdOf(UPLOADER);
    expect(await t.app.uploads.usedBytes(user)).toBe(QUOTA);
    await sweep();
    expect(await t.app.uploads.usedBytes(user)).toBe(0);
    expect((await presignPut(UPLOADER, '清理之后.pdf')).status).toBe(200);
  });

  it('takes the quota from UPLOAD_QUOTA_MB, 2048 MB when unset, and refuses a value that is not a whole number', () => {
    expect(uploadQuotaFromEnv(undefined)).toBe(DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024);
    expect(DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024).toBeGreaterThan(MAX_ATTACHMENT_BYTES);
    expect(uploadQuotaFromEnv('500')).toBe(500 * 1024 * 1024);
    for (const bad of ['0', '-1', '1.5', 'lots']) expect(() => uploadQuotaFromEnv(bad), bad).toThrow(/UPLOAD_QUOTA_MB/);
  });
});

describe('orphaned uploads', () => {
  it('an upload no record names is removed a day after it was made, its file with it', async () => {
    const objPath = await uploaded(DEMO.author, '无人引用.pdf', pdfOf(1024));
    const { removed, skipped } = await sweep();
    expect(skipped).toBe(false);
    expect(removed).toContain(objPath);
    expect(await isStored(objPath)).toBe(false);
    expect(await onBooks(objPath)).toBe(false);
  });

  it('keeps an upload no record names yet while it is less than a day old', async () => {
    const objPath = await uploaded(DEMO.author, '刚刚上传.pdf', pdfOf(1024));
    const { removed } = await sweep(new Date(Date.now() + ORPHAN_AGE_MS - 60 * 60 * 1000));
    expect(removed).not.toContain(objPath);
    expect(await isStored(objPath)).toBe(true);
    await sweep();
    expect(await isStored(objPath)).toBe(false);
  });

  it('forgets an address signed a day ago whose file never arrived', async () => {
    const { body } = await presignPut(DEMO.author, '从未上传.pdf');
    expect(await onBooks(body.objPath)).toBe(true);
    expect((await sweep()).removed).toContain(body.objPath);
    expect(await onBooks(body.objPath)).toBe(false);
  });

  it('keeps the files records name through the API: a draft’s attachments, a saved draft’s, a reply’s and a picture in the text', async () => {
    const created = await uploaded(DEMO.author, '议案附件.pdf', pdfOf(1024));
    const proposalId = (await d.create(DEMO.author, 'proposal', { title: '附件保留', content: '正文', attachments: [{ name: '议案附件.pdf', objPath: created }] })).body.id as number;
    expect(proposalId).toBeGreaterThan(0);

    // Saved, then taken off the draft again: the SAVE's history row still names it.
    const saved = await uploaded(DEMO.author, '暂存附件.pdf', pdfOf(1024));
    const picture = await editorUpload(DEMO.author, '现场照片.png', PNG);
    expect(picture.status).toBe(200);
    const draft = await d.suggestionAt('0');
    await mustSend(d, DEMO.author, 'suggest', draft, { type: 'SAVE', attachments: [{ name: '暂存附件.pdf', objPath: saved }], content: `<p><img src="${picture.body.url}"></p>` });
    await mustSend(d, DEMO.author, 'suggest', draft, { type: 'SAVE', attachments: [] });

    const reply = await uploaded(DEMO.transport, '答复函.pdf', pdfOf(1024));
    const answered = await d.suggestionAt('400', { units: (await d.demoUnits()).slice(0, 1) });
    await mustSend(d, DEMO.transport, 'suggest', answered, { type: 'REPLY', content: '<p>已完成改造。</p>', answerCategory: 'A', attachments: [{ name: '答复函.pdf', objPath: reply }] });

    const orphan = await uploaded(DEMO.author, '无人引用.pdf', pdfOf(1024));
    const { removed } = await sweep();
    expect(removed).toContain(orphan);
    for (const objPath of [created, saved, picture.body.objPath, reply]) {
      expect(removed, objPath).not.toContain(objPath);
      expect(await isStored(objPath), objPath).toBe(true);
    }
  });

  describe('keeps a file while any registered column names it', () => {
    /** How each form names a file, as the code that writes it does. */
    const NAMING: Record<FileReferenceForm, (objPath: string) => string> = {
      attachments: (objPath) => JSON.stringify([{ name: '现场照片.png', objPath }]),
      'event payload': (objPath) => JSON.stringify({ attachments: [{ name: '现场照片.png', objPath }] }),
      'rich text': (objPath) => `<p>图片：<img src="${t.app.storage.presignedGetUrl(objPath, EDITOR_IMAGE_URL_TTL_SECONDS)}" alt="现场"></p>`,
      address: (objPath) => t.app.storage.presignedGetUrl(objPath),
      'menu icon': (objPath) => JSON.stringify({ menuIconType: 'img', url: t.app.storage.presignedGetUrl(objPath), objName: '现场照片.png', objPath }),
    };

    const nameOf = ({ column }: FileReference) => `${getTableConfig(column.table as PgTable).name}.${column.name}`;

    beforeAll(async () => {
      // Records of the kinds the demo seed leaves out here, each with its CREATE history row.
      expect((await d.create(DEMO.author, 'proposal', { title: '引用测试议案' })).statusCode).toBe(201);
      expect((await d.create(DEMO.author, 'suggest', { title: '引用测试建议' })).statusCode).toBe(201);
    });

    it.each(FILE_REFERENCES.map((reference) => [nameOf(reference), reference] as const))('%s', async (_name, reference) => {
      const { column } = reference;
      const table = column.table as PgTable;
      const key = getTableConfig(table).columns.find((c) => c.primary)!;
      const [row] = rowsOf<{ id: unknown; before: string | null }>(
        await t.database.db.execute(sql`select ${key} as id, ${column}::text as before from ${table} order by ${key} limit 1`),
      );
      expect(row, `${nameOf(reference)} has a row to write`).toBeDefined();
      const write = (text: string | null) =>
        t.database.db.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${text}::${sql.raw(column.getSQLType())} where ${key} = ${row.id}`);

      const objPath = await uploaded(DEMO.author, '现场照片.png', PNG);
      await write(NAMING[reference.form](objPath));
      try {
        expect((await sweep()).removed).not.toContain(objPath);
        expect(await isStored(objPath)).toBe(true);
      } finally {
        await write(row.before);
      }
      // Named nowhere any more, it goes.
      expect((await sweep()).removed).toContain(objPath);
    });
  });

  it('lists every text and JSON column of the schema either as a place that names files or as one that never does', () => {
    /** Columns no code writes a stored file's path or address into. */
    const NEVER_FILES: Record<string, string[]> = {
      audit_log: ['user_name', 'role', 'action', 'target', 'detail', 'client_address'],
      comm_area: ['area_name'],
      comm_dict_data: ['type_code', 'data_key', 'data_value'],
      contact_station: ['station_name', 'station_code', 'province', 'city', 'county', 'street_name', 'address', 'contact_user', 'convene_user', 'contact_phone', 'introduce', 'coordinate'],
      contact_station_column: ['column_name'],
      contact_station_resource: ['title', 'source'],
      // annex holds file names only (the portal's message form takes no files).
      contact_station_suggest: ['masses_suggest_id', 'title', 'content', 'address', 'annex', 'masses_name', 'masses_phone', 'delegate_name', 'delegate_suggestion', 'station_suggestion', 'handle_result'],
      contact_station_suggest_history: ['fk_masses_suggest_id', 'event_type', 'opinion', 'payload', 'actor_name', 'actor_role'],
      double_contact_person: ['name', 'phone'],
      login_link: ['token_hash', 'session_token_hash'],
      npc_delegate: ['delegate_name', 'sex', 'nationality', 'native_place', 'political', 'degree', 'education_background', 'graduate_institutions', 'major', 'phone', 'office_phone', 'home_phone', 'postal_address', 'postcode', 'position', 'present_occupation', 'resume', 'id_card', 'profile', 'pending_changes', 'apply_reason'],
      // An application's reason or the office's opinion is plain text; its documents are in the payload.
      npc_delegate_history: ['event_type', 'opinion', 'actor_name', 'actor_role'],
      npc_group: ['group_name', 'description'],
      npc_report_on_work: ['title', 'meeting_place', 'review_opinion', 'reviewer_name'],
      // The report's history keeps the decision without the text or its attachments.
      npc_report_on_work_history: ['event_type', 'opinion', 'payload', 'actor_name', 'actor_role'],
      npc_electoral_unit: ['unit_name', 'coverage'],
      npc_delegate_relation: ['appellation', 'name', 'political', 'works'],
      npc_delegation: ['delegation_name'],
      overall_notice: ['notice_title', 'real_title', 'destination', 'create_user_name'],
      proposal: ['title', 'units', 'answer_category', 'readable_no'],
      proposal_history: ['event_type', 'actor_name', 'actor_role'],
      server_secret: ['name', 'value'],
      sms_outbox: ['phone', 'text'],
      stored_file: ['obj_path', 'file_key'],
      // files is the ticket's copy of what it attached to its draft: the draft is the reference.
      upload_ticket: ['token_hash', 'record_type', 'files'],
      suggest: ['title', 'units', 'answer_category', 'adjust_reason', 'readable_no'],
      suggest_history: ['event_type', 'actor_name', 'actor_role'],
      sys_competence: ['code', 'operator', 'remark', 'create_name', 'update_name'],
      sys_npc_menu: ['menu_name', 'menu_url', 'menu_code'],
      sys_npc_state: ['term_show', 'times_show'],
      sys_npc_unit: ['unit_name', 'contact_name', 'contact_phone'],
      sys_role_competence: ['role_code'],
      sys_role_menu: ['role_code'],
      sys_session: ['token_hash'],
      sys_user: ['username', 'real_name', 'post', 'password_hash', 'login_role_code'],
      verification_code: ['phone', 'code_hash', 'purpose'],
      verification_code_failure: ['phone', 'address'],
      message_proof_spent: ['challenge_id'],
      station_reception: ['start_time', 'end_time', 'place', 'remark'],
      sys_code_rule: ['kind', 'pattern'],
      comm_dict_type: ['type_code', 'type_name', 'remark'],
      npc_organization: ['organization_name', 'remark'],
      npc_special_committee: ['committee_name', 'remark'],
      npc_special_committee_member: ['special_committee_position'],
      // An interface address is a third-party page, never a stored file.
      sys_url: ['url_name', 'url', 'remark'],
      npc_appointment_removal: ['person_name', 'sex', 'post', 'unit', 'session', 'document_no', 'remark'],
      sys_role: ['role_code', 'role_name', 'base_role', 'data_scope', 'remark'],
      // The delegation's records name files in attachments and (working rules) in rich text only.
      npc_delegation_record: ['kind', 'title', 'category', 'clock', 'place', 'organiser', 'summary', 'participant_ids'],
    };
    const registered = new Set(FILE_REFERENCES.map(({ column }) => `${getTableConfig(column.table as PgTable).name}.${column.name}`));
    const never = new Set(Object.entries(NEVER_FILES).flatMap(([table, columns]) => columns.map((column) => `${table}.${column}`)));
    const textColumns = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .flatMap((table) =>
        Object.values(getTableColumns(table))
          .filter((column) => /^(text|jsonb?|varchar|character varying)/.test(column.getSQLType()))
          .map((column) => `${getTableConfig(table).name}.${column.name}`),
      );
    expect(textColumns.length).toBeGreaterThan(100);
    const unclassified = textColumns.filter((name) => !registered.has(name) && !never.has(name));
    expect(unclassified, 'add each to FILE_REFERENCES (services/storage/file-references.ts) or to NEVER_FILES here').toEqual([]);
    expect([...registered].filter((name) => never.has(name))).toEqual([]);
    expect([...registered, ...never].filter((name) => !textColumns.includes(name))).toEqual([]);
  });

  it('never sweeps the demo’s pictures: they ship with the web app and are no uploads', async () => {
    const pictures = async () =>
      [
        ...(await t.database.db.select({ src: contactStation.stationPicture }).from(contactStation)),
        ...(await t.database.db.select({ src: contactStationColumn.picture }).from(contactStationColumn)),
        ...(await t.database.db.select({ src: contactStationResource.thumbnail }).from(contactStationResource)),
      ].map((row) => row.src);
    const before = await pictures();
    expect(before.length).toBeGreaterThan(10);
    await sweep(new Date(Date.now() + 30 * ORPHAN_AGE_MS));
    expect(await pictures()).toEqual(before);
    for (const src of new Set(before)) {
      expect(src, 'a picture of the web app, served from dist/web').toMatch(/^\/rdlz\/static\/[\w/-]+\.svg$/);
      expect(existsSync(join(WEB_PUBLIC, src!.slice('/rdlz/'.length))), src!).toBe(true);
    }
  });

  it('two servers sweeping at once remove each orphan once, and neither fails', async () => {
    const objPath = await uploaded(DEMO.author, '同时清理.pdf', pdfOf(1024));
    const results = await Promise.all([sweep(), sweep()]);
    expect(results.flatMap((result) => result.removed).filter((removed) => removed === objPath)).toHaveLength(1);
    expect(await isStored(objPath)).toBe(false);
  });

  it('a server sweeps when it starts', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'rdlz-sweep-'));
    try {
      const storage = createLocalStorage({ root: filesDir, publicPath: OBJECT_ROUTE_PREFIX });
      const objPath = newObjPath('上次留下.pdf');
      await storage.put(objPath, Readable.from([pdfOf(1024)]), { maxBytes: 4096 });
      const twoDaysAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
      await t.database.db.insert(storedFile).values({ objPath, fileKey: objPath.split('/')[3], fkUserId: null, bytes: 1024, createTime: twoDaysAgo, storedTime: twoDaysAgo });

      const server = await buildApp({ database: t.database, filesDir, limits: { redisUrl: null }, uploads: { sweepOrphans: true } });
      await server.ready();
      await server.close(); // waits for the sweep it started
      expect(await storage.stat(objPath)).toBeNull();
      expect(await onBooks(objPath)).toBe(false);
    } finally {
      rmSync(filesDir, { recursive: true, force: true });
    }
  });
});
