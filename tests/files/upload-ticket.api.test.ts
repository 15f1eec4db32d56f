import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadTicket } from '@server/db/schema';
import { hashToken } from '@server/services/sessions';
import { UPLOAD_TICKET_API, UPLOAD_TICKET_MSG, type UploadTicketIssued, type UploadTicketState } from '@shared/contracts/upload-tickets';
import { DEMO, createApiDriver, type ApiDriver } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;

beforeAll(async () => {
  t = await createTestApp({ workflowDemo: true });
  d = createApiDriver(t);
}, 300_000);

afterAll(async () => {
  await t?.close();
});

async function draft(kind: 'proposal' | 'suggest' = 'suggest'): Promise<number> {
  const created = await d.create(DEMO.author, kind, { title: '关于城区停车难的建议', content: '建议增设公共停车位。' });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

async function issue(username: string, type: 'proposal' | 'suggest', recordId: number) {
  const response = await t.app.inject({ method: 'POST', url: UPLOAD_TICKET_API.issue, headers: bearer(await t.tokenFor(username)), payload: { type, recordId } });
  return { statusCode: response.statusCode, body: response.json<UploadTicketIssued & { msg?: string }>() };
}

/** The phone's upload: multipart `file` parts, no session. */
async function upload(ticket: string, files: { name: string; type: string; body: Buffer | string }[]) {
  const boundary = '----rdlz-phone-upload';
  const payload = Buffer.concat([
    ...files.map((file) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
        Buffer.from(file.body),
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({ method: 'POST', url: UPLOAD_TICKET_API.files(ticket), payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
  return { statusCode: response.statusCode, body: response.json<UploadTicketState & { msg?: string }>() };
}

const PHOTO = { name: '现场照片.png', type: 'image/png', body: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-phone-photo')]) };
const NOTE = { name: '调研记录.pdf', type: 'application/pdf', body: '%PDF-1.4 调研' };

describe('upload from the phone', () => {
  it('opens phone upload (手机上传) for the draft’s author only: another deputy, staff and a submitted record get 404, no session 401', async () => {
    const id = await draft();
    const issued = await issue(DEMO.author, 'suggest', id);
    expect(issued.statusCode, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.path).toBe(`/ddFileUpload?ticket=${issued.body.ticket}`);
    expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    // Only the ticket's hash is kept.
    const [row] = await t.database.db.select().from(uploadTicket).where(eq(uploadTicket.tokenHash, hashToken(issued.body.ticket)));
    expect(row).toMatchObject({ recordType: 'suggest', recordId: id, usedAt: null });

    for (const other of [DEMO.coSigner, DEMO.congressAdmin]) expect((await issue(other, 'suggest', id)).statusCode, other).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: UPLOAD_TICKET_API.issue, payload: { type: 'suggest', recordId: id } })).statusCode).toBe(401);
    const submitted = await d.suggestionAt('100');
    expect((await issue(DEMO.author, 'suggest', submitted)).statusCode).toBe(404);
  });

  it('attaches the phone’s files to the draft through a SAVE (version bumped), once; the ticket then refuses in Chinese', async () => {
    const id = await draft('proposal');
    const before = (await d.row('proposal', id))!;
    const { ticket } = (await issue(DEMO.author, 'proposal', id)).body;
    const open = await t.app.inject({ method: 'GET', url: UPLOAD_TICKET_API.ticket(ticket) });
    expect(open.json<UploadTicketState>()).toMatchObject({ state: 'open', type: 'proposal', title: '关于城区停车难的建议', room: 9, files: [] });

    const uploaded = await upload(ticket, [PHOTO, NOTE]);
    expect(uploaded.statusCode, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.state).toBe('used');
    expect(uploaded.body.files.map((file) => file.name)).toEqual([PHOTO.name, NOTE.name]);

    const after = (await d.row('proposal', id))!;
    expect(after.version).toBe((before.version as number) + 1);
    expect(after.attachments).toEqual(uploaded.body.files);
    const detail = await d.detail(DEMO.author, 'proposal', id);
    expect(detail.body.attachments.map((file: { name: string }) => file.name)).toEqual([PHOTO.name, NOTE.name]);
    expect((await d.history('proposal', id)).at(-1)).toMatchObject({ eventType: 'SAVE', fromStatus: 0, toStatus: 0 });

    const again = await upload(ticket, [PHOTO]);
    expect([again.statusCode, again.body.msg]).toEqual([403, UPLOAD_TICKET_MSG.used]);
    expect((await d.row('proposal', id))!.version).toBe(after.version);
  });

  it('refuses an expired ticket, an unknown one, a file type the storage refuses, and a draft submitted meanwhile', async () => {
    const id = await draft();
    const { ticket } = (await issue(DEMO.author, 'suggest', id)).body;
    await t.database.db.update(uploadTicket).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(uploadTicket.tokenHash, hashToken(ticket)));
    const expired = await upload(ticket, [PHOTO]);
    expect([expired.statusCode, expired.body.msg]).toEqual([403, UPLOAD_TICKET_MSG.expired]);
    const state = await t.app.inject({ method: 'GET', url: UPLOAD_TICKET_API.ticket(ticket) });
    expect(state.json<UploadTicketState>().state).toBe('expired');

    const unknown = await upload('x'.repeat(43), [PHOTO]);
    expect([unknown.statusCode, unknown.body.msg]).toEqual([404, UPLOAD_TICKET_MSG.unknown]);

    const fresh = (await issue(DEMO.author, 'suggest', id)).body.ticket;
    const script = await upload(fresh, [{ name: 'run.exe', type: 'application/octet-stream', body: 'MZ' }]);
    expect(script.statusCode).toBe(415);
    // A refused upload leaves the ticket open.
    expect((await t.app.inject({ method: 'GET', url: UPLOAD_TICKET_API.ticket(fresh) })).json<UploadTicketState>().state).toBe('open');

    await t.database.db.update(uploadTicket).set({ expiresAt: new Date(Date.now() + 60_000) }).where(eq(uploadTicket.tokenHash, hashToken(fresh)));
    const row = (await d.row('suggest', id))!;
    await d.send(DEMO.author, 'suggest', id, { type: 'DELETE', version: row.version });
    const gone = await upload(fresh, [PHOTO]);
    expect([gone.statusCode, gone.body.msg]).toEqual([409, UPLOAD_TICKET_MSG.notDraft]);
  });
});
