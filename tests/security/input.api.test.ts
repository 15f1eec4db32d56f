import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { buildApp, type App } from '@server/app';
import { auditLog, proposal, sysUser } from '@server/db/schema';
import { newObjPath } from '@server/services/storage/object-path';
import { sanitizeRichText } from '@server/services/rich-text';
import { createApiDriver, DEMO } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

// Security headers, error bodies, body limits, input validation, the rich-text sanitizer and
// the audit log. Runs on PGlite and on PostgreSQL.

let t: TestApp;
let web: App;
let faulty: App;
let webRoot: string;
let d: ReturnType<typeof createApiDriver>;

const INDEX_HTML = '<!doctype html><html><head><title>rdlz</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  webRoot = mkdtempSync(join(tmpdir(), 'rdlz-h8b-web-'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  web = await buildApp({ database: t.database, webRoot, limits: { redisUrl: null } });
  await web.ready();
  // The real app with two routes that fail as a bug or a database error would.
  faulty = await buildApp({ database: t.database, limits: { redisUrl: null } });
  faulty.get('/api/test/throws', async () => {
    throw new Error('select password_hash from sys_user where username = $1 — internal detail');
  });
  faulty.get('/api/test/sql', async () => t.database.db.execute(sql`select secret_column from no_such_table where id = 1`));
  await faulty.ready();
});

afterAll(async () => {
  await web?.close();
  await faulty?.close();
  await t?.close();
  if (webRoot) rmSync(webRoot, { recursive: true, force: true });
});

const cspOf = (headers: Record<string, unknown>) => String(headers['content-security-policy'] ?? '');
const directive = (csp: string, name: string) => csp.split(';').find((part) => part.trim().startsWith(`${name} `))?.trim();

async function auditRows(action: string, since = 0) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), gt(auditLog.auditId, since)))
    .orderBy(auditLog.auditId);
}

async function lastAuditId(): Promise<number> {
  const [row] = await t.database.db.select({ id: auditLog.auditId }).from(auditLog).orderBy(desc(auditLog.auditId)).limit(1);
  return row?.id ?? 0;
}

describe('security headers (@fastify/helmet)', () => {
  function expectHelmet(headers: Record<string, unknown>) {
    const csp = cspOf(headers);
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    // Chakra's emotion inserts <style> elements at run time.
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https: http:");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  }

  it('are on an API answer, an API refusal and a not-found answer', async () => {
    expectHelmet((await t.app.inject({ method: 'GET', url: '/api/health' })).headers);
    const refused = await t.app.inject({ method: 'GET', url: '/api/sysLogin' });
    expect(refused.statusCode).toBe(401);
    expectHelmet(refused.headers);
    expectHelmet((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).headers);
  });

  it("are on the web app's index.html, at its root and at a deep link", async () => {
    for (const url of ['/rdlz/', '/rdlz/manager/livelihoodIssues/thirdPage?redirect=https%3A%2F%2Fwww.cnbz.gov.cn%2F']) {
      const page = await web.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
      expectHelmet(page.headers);
    }
  });

  it('let only our own pages frame a stored file (the PDF preview), still with a strict policy', async () => {
    const objPath = newObjPath('现场照片.png');
    await t.app.storage.put(objPath, Readable.from(Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex')), { maxBytes: 1024 });
    const file = await t.app.inject({ method: 'GET', url: t.app.storage.presignedGetUrl(objPath) });
    expect(file.statusCode).toBe(200);
    const csp = cspOf(file.headers);
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(file.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Every other answer still forbids framing.
    expect(directive(cspOf((await t.app.inject({ method: 'GET', url: '/api/health' })).headers), 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('error bodies', () => {
  it('a server error answers { msg } without its message, stack or SQL', async () => {
    for (const url of ['/api/test/throws', '/api/test/sql']) {
      const answer = await faulty.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(500);
      expect(answer.json(), url).toEqual({ msg: MSG.serverError });
      expect(answer.body).not.toMatch(/select|no_such_table|secret_column|password_hash|stack|at .*\.ts|Error/i);
    }
  });

  it("a parser's English error is not echoed: the body is the Chinese message of its status", async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/api/sysLogin', headers: { 'content-type': 'application/json' }, payload: '{"username": "a", "password": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ msg: MSG.badRequest });
    const unsupported = await t.app.inject({ method: 'POST', url: '/api/sysLogin', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(unsupported.statusCode).toBe(415);
    expect(unsupported.json()).toEqual({ msg: '不支持的请求内容类型' });
  });

  it('a body over 2 MiB is refused with 413 and a Chinese message', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/sysLogin',
      payload: { username: '13800000000', password: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toEqual({ msg: '请求内容过大' });
  });

  it('a validation error keeps its Chinese message and names the field', async () => {
    const answer = await d.create(DEMO.author, 'proposal', { title: { nested: true }, content: '<p>x</p>' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({ msg: `${MSG.badRequest}：title` });
  });
});

describe('input', () => {
  it('unknown fields of a new draft are dropped; an event with an unknown field is refused', async () => {
    const [author] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, DEMO.author));
    const created = await d.create(DEMO.author, 'proposal', {
      title: '关于加强城区停车管理的议案',
      content: '<p>正文</p>',
      // Not fields of a draft: a client may not set them.
      status: 5,
      serialNo: 999,
      authorUserId: 1,
      version: 7,
      isAdmin: true,
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const [row] = await t.database.db.select().from(proposal).where(eq(proposal.proposalId, created.body.id));
    expect(row).toMatchObject({ status: 0, serialNo: null, version: 0, authorUserId: author.userId });
    expect(row).not.toHaveProperty('isAdmin');

    const event = await d.send(DEMO.author, 'proposal', created.body.id, { type: 'SAVE', title: '新标题', status: 5 });
    expect(event.statusCode).toBe(400);
    const [after] = await t.database.db.select().from(proposal).where(eq(proposal.proposalId, created.body.id));
    expect(after).toMatchObject({ status: 0, version: 0, title: '关于加强城区停车管理的议案' });
  });

  const PICTURE = '/api/commMinio/object/2026/11/21/0b7c7f3e-2d7e-4c3c-9a51-3f1e2d4c5b6a/photo.png?expires=2079000000&signature=abc_DEF-123';
  const DIRTY = [
    '<p style="text-align: center">议案正文<script>alert(1)</script></p>',
    '<img src="x" onerror="alert(2)">',
    '<a href="javascript:alert(3)" onclick="alert(4)">链接</a>',
    '<p onmouseover="alert(5)">悬停</p>',
    `<img src="http://minio.internal:9000${PICTURE.replaceAll('&', '&amp;')}" alt="现场">`,
    `<img src="//files.example.gov.cn${PICTURE.replaceAll('&', '&amp;')}">`,
    '<img src="https://www.cnbz.gov.cn/logo.png">',
    '<iframe src="https://evil.example/"></iframe><svg onload="alert(6)"></svg>',
  ].join('');

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script|alert\(|onerror|onclick|onmouseover|onload|javascript:|<iframe|<svg/i);
    expect(html).toContain('<p style="text-align:center">议案正文</p>');
    expect(html).toContain('<a>链接</a>');
    // The storage host prefix is removed; the signed query is kept.
    expect(html).toContain(`<img src="${PICTURE.replaceAll('&', '&amp;')}" alt="现场" />`);
    expect(html.match(/src="\/api\/commMinio\/object\//g)).toHaveLength(2);
    expect(html).not.toContain('minio.internal');
    expect(html).not.toContain('files.example.gov.cn');
    // A picture of another site is not ours: its address stays as written.
    expect(html).toContain('<img src="https://www.cnbz.gov.cn/logo.png" />');
  }

  it('the sanitizer removes scripts, event handlers and javascript: links and the storage host prefix', () => {
    expectClean(sanitizeRichText(DIRTY));
  });

  it('rich text is stored sanitized through the draft routes (create and SAVE)', async () => {
    const created = await d.create(DEMO.author, 'proposal', { title: '关于富文本的议案', content: DIRTY, coSignerIds: [] });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const [row] = await t.database.db.select().from(proposal).where(eq(proposal.proposalId, created.body.id));
    expectClean(row.content!);

    const saved = await d.send(DEMO.author, 'proposal', created.body.id, { type: 'SAVE', content: `<p>修改稿</p>${DIRTY}` });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const [after] = await t.database.db.select().from(proposal).where(eq(proposal.proposalId, created.body.id));
    expect(after.content).toMatch(/^<p>修改稿<\/p>/);
    expectClean(after.content!);
  });
});

describe('audit log', () => {
  it('writes one row per accepted lifecycle event, in its transaction: a refused event writes none', async () => {
    const since = await lastAuditId();
    const [author] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, DEMO.author));
    const created = await d.create(DEMO.author, 'proposal', { title: '关于审计的议案', content: '<p>正文</p>' });
    expect(created.statusCode).toBe(201);
    const id = created.body.id as number;

    const saved = await d.post(DEMO.author, 'proposal', id, { type: 'SAVE', title: '关于审计的议案（修改稿）', version: 0 });
    expect(saved.statusCode).toBe(200);
    // The same version again: stale, refused with 409 after the row was locked.
    const stale = await d.post(DEMO.author, 'proposal', id, { type: 'SAVE', title: '不会保存', version: 0 });
    expect(stale.statusCode).toBe(409);
    // Another deputy may not see the draft at all.
    const foreign = await d.post(DEMO.otherDeputy, 'proposal', id, { type: 'SAVE', title: '不会保存', version: 1 });
    expect(foreign.statusCode).toBe(404);

    const rows = await auditRows('lifecycle_event', since);
    expect(rows.map((r) => ({ target: r.target, detail: r.detail, userId: r.userId, userName: r.userName, role: r.role, clientAddress: r.clientAddress }))).toEqual([
      { target: `proposal:${id}`, detail: { eventType: 'CREATE', fromStatus: null, toStatus: 0, result: null }, userId: author.userId, userName: author.realName, role: 'NPC_REPRESENT', clientAddress: '127.0.0.1' },
      { target: `proposal:${id}`, detail: { eventType: 'SAVE', fromStatus: 0, toStatus: 0, result: null }, userId: author.userId, userName: author.realName, role: 'NPC_REPRESENT', clientAddress: '127.0.0.1' },
    ]);
    // As many audit rows as history rows.
    expect(rows).toHaveLength((await d.history('proposal', id)).length);
  });

  it('writes a row for each menu change: add, update, link, unlink, delete', async () => {
    const since = await lastAuditId();
    const token = await t.tokenFor(DEMO.superAdmin);
    const [admin] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, DEMO.superAdmin));
    const added = await t.app.inject({ method: 'POST', url: '/api/sysNpcMenu', headers: bearer(token), payload: { menuName: '审计菜单', menuUrl: '/manager/audit' } });
    expect(added.statusCode, added.body).toBe(200);
    const menuId = added.json().menuId as number;
    const changed = await t.app.inject({ method: 'PUT', url: '/api/sysNpcMenu', headers: bearer(token), payload: { menuId, menuName: '审计菜单（改）', openType: 2 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const operations = await t.app.inject({ method: 'GET', url: '/api/sysCompetence?pageSize=2', headers: bearer(token) });
    const competenceIds = (operations.json().list as { competenceId: number }[]).map((o) => o.competenceId);
    expect(competenceIds.length).toBeGreaterThan(0);
    const linked = await t.app.inject({ method: 'POST', url: '/api/sysCompetence/menus', headers: bearer(token), payload: { menuId, competenceIds: competenceIds.join(',') } });
    expect(linked.statusCode, linked.body).toBe(200);
    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/api/sysCompetence/menus',
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ menuId: String(menuId), competenceIds: competenceIds.join(',') }).toString(),
    });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/sysNpcMenu?ids=${menuId}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(204);
    // A refused change (a deputy) writes nothing.
    const refused = await t.app.inject({ method: 'POST', url: '/api/sysNpcMenu', headers: bearer(await t.tokenFor(DEMO.author)), payload: { menuName: '不会添加' } });
    expect(refused.statusCode).toBe(403);

    const rows = await auditRows('menu_change', since);
    expect(rows.map((r) => [r.target, (r.detail as { op: string }).op])).toEqual([
      [`menu:${menuId}`, 'add'],
      [`menu:${menuId}`, 'update'],
      [`menu:${menuId}`, 'link'],
      [`menu:${menuId}`, 'unlink'],
      [`menu:${menuId}`, 'delete'],
    ]);
    for (const row of rows) expect(row).toMatchObject({ userId: admin.userId, userName: admin.realName, role: admin.loginRoleCode, clientAddress: '127.0.0.1' });
    expect(rows[0].detail).toMatchObject({ menuName: '审计菜单', menuUrl: '/manager/audit' });
    expect(rows[1].detail).toMatchObject({ changed: { menuName: { from: '审计菜单', to: '审计菜单（改）' }, openType: { from: 1, to: 2 } } });
    expect(rows[2].detail).toMatchObject({ competenceIds });
  });

  it('writes a row for a login, a failed login (the name tried, never the password) and a logout', async () => {
    const since = await lastAuditId();
    const [user] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, DEMO.congressAdmin));
    const wrong = await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: DEMO.congressAdmin, password: 'wrong-password-1' } });
    expect(wrong.statusCode).toBe(401);
    const token = await t.login(DEMO.congressAdmin);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/sysLogin', headers: bearer(token) });
    expect(out.statusCode).toBe(204);

    const rows = (await t.database.db.select().from(auditLog).where(gt(auditLog.auditId, since)).orderBy(auditLog.auditId)).filter((r) => r.action.startsWith('log'));
    expect(rows.map((r) => r.action)).toEqual(['login_failed', 'login', 'logout']);
    expect(rows[0]).toMatchObject({ userId: null, target: `username:${DEMO.congressAdmin}`, detail: { username: DEMO.congressAdmin, reason: 'bad_credentials' }, clientAddress: '127.0.0.1' });
    expect(JSON.stringify(rows[0])).not.toContain('wrong-password-1');
    for (const row of rows.slice(1)) expect(row).toMatchObject({ userId: user.userId, userName: user.realName, role: user.loginRoleCode, target: `user:${user.userId}`, clientAddress: '127.0.0.1' });
  });
});
