import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_API, STATION_CODE_TYPE } from '@shared/portal';
import { buildApp, type App } from '@server/app';
import { smsOutbox, sysUser } from '@server/db/schema';
import { REDACTED, redactQuery } from '@server/logger';
import { issueLoginLink } from '@server/routes/api/link-login/login-links.service';
import { createOutboxSender } from '@server/services/sms/outbox';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * No credential reaches a log line: session tokens (Authorization, ?accessToken=), login link
 * tokens and codes (?token=, ?code=, the user-token and code headers), signed file addresses'
 * signatures and verification codes.
 * The app logs at info into a stream the test reads, as `npm start` logs to standard output.
 */

let t: TestApp;
let logged: App;
let webRoot: string;
let lines: string[] = [];
let ipSerial = 0;
const newIp = () => `10.77.${Math.floor(ipSerial / 250)}.${(ipSerial++ % 250) + 1}`;

const logText = () => lines.join('');

beforeAll(async () => {
  t = await createTestApp();
  webRoot = mkdtempSync(join(tmpdir(), 'rdlz-log-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>rdlz</title>');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  logged = await buildApp({ database: t.database, webRoot, logger: { level: 'info', stream }, limits: { redisUrl: null, perMinute: 100_000 } });
  await logged.ready();
}, 120_000);

afterAll(async () => {
  await logged?.close();
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function freshLink(): Promise<string> {
  const [admin] = await t.database.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, '13800000000'));
  const [deputy] = await t.database.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, '13900000003'));
  return (await issueLoginLink(t.database.db, { userId: deputy.userId, issuedBy: admin.userId, bindMsgId: null })).token;
}

const get = (url: string, headers: Record<string, string> = {}) => logged.inject({ method: 'GET', url, headers, remoteAddress: newIp() });

describe('the request log', () => {
  it('writes no session token, link token or code that a request carried, in its address or its headers', async () => {
    lines = [];
    const secrets: string[] = [];
    const keep = <T extends string>(secret: T) => {
      secrets.push(secret);
      return secret;
    };

    const headerToken = keep(await t.login('13900000004'));
    expect((await get('/api/sysLogin', { authorization: `Bearer ${headerToken}` })).statusCode).toBe(200);
    const queryToken = keep(await t.login('13900000005'));
    expect((await get(`/api/sysLogin?accessToken=${queryToken}`)).statusCode).toBe(401);
    const logoutToken = keep(await t.login('13900000006'));
    expect((await logged.inject({ method: 'DELETE', url: `/api/sysLogin?accessToken=${logoutToken}`, remoteAddress: newIp() })).statusCode).toBe(204);

    expect((await get(`/api/srdLogin?code=${keep(await freshLink())}`)).statusCode).toBe(200);
    expect((await get(`/api/srdLogin?%63ode=${keep(await freshLink())}`)).statusCode).toBe(200);
    expect((await get('/api/srdLogin', { code: keep(await freshLink()) })).statusCode).toBe(200);
    expect((await get('/api/bind/user?terminal=PC', { 'user-token': keep(await freshLink()) })).statusCode).toBe(200);
    expect((await get(`/api/srdLogin?code=${keep('not-a-link-but-secret-all-the-same')}`)).statusCode).toBe(401);

    // The pages a link opens: /sso?token= and /singleSignOn?code= are page loads of the web app.
    const page = await get(`/rdlz/sso?token=${keep(await freshLink())}&id=7`);
    expect(page.statusCode).toBe(200);
    expect((await get(`/rdlz/singleSignOn?code=${keep(await freshLink())}`)).statusCode).toBe(200);

    // A signed file address opens the file to whoever holds it.
    const signed = logged.storage.presignedGetUrl('2026/05/01/matrix.txt');
    const signature = keep(new URL(signed, 'http://x').searchParams.get('signature')!);
    expect(signature.length).toBeGreaterThan(20);
    await get(signed);

    // The message form's code check carries the code in its address.
    const phone = '13755500001';
    const sent = await logged.inject({
      method: 'POST',
      url: PORTAL_API.sendCode,
      remoteAddress: newIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: phone, type: STATION_CODE_TYPE }).toString(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [text] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId)).limit(1);
    const code = keep(/验证码为(\d{6})/.exec(text.text)![1]);
    expect((await get(`${PORTAL_API.checkCode}?${new URLSearchParams({ code, username: phone })}`)).statusCode).toBe(200);

    const log = logText();
    expect(log).toContain('"url":"/api/srdLogin?code=[redacted]"');
    expect(log).toContain('"url":"/rdlz/sso?token=[redacted]&id=7"');
    expect(log).toContain('"url":"/api/sysLogin?accessToken=[redacted]"');
    expect(log).toContain('"url":"/api/srdLogin?%63ode=[redacted]"');
    for (const secret of secrets) expect(log, `a secret of ${secret.length} characters is in the log`).not.toContain(secret);
  });

  it('writes the outbox line with a masked phone and without the text or its verification code', async () => {
    lines = [];
    const phone = '13755500002';
    const sent = await logged.inject({
      method: 'POST',
      url: PORTAL_API.sendCode,
      remoteAddress: newIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: phone, type: STATION_CODE_TYPE }).toString(),
    });
    expect(sent.statusCode).toBe(200);
    const [text] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId)).limit(1);
    const code = /验证码为(\d{6})/.exec(text.text)![1];

    const outboxLine = lines.find((line) => line.includes('outbox'));
    expect(outboxLine).toContain('137****0002');
    expect(outboxLine).toContain('验证码发件箱');
    expect(logText()).not.toContain(code);
    expect(logText()).not.toContain(phone);
  });

  it('the outbox sender’s own log line never carries the verification code', async () => {
    const seen: unknown[] = [];
    const log = { info: (...args: unknown[]) => seen.push(args) };
    const code = '924613';
    await createOutboxSender(t.database.db, log as never).send({ phone: '13755500003', text: `【巴中人大】您的留言验证码为${code}，5分钟内有效。请勿告诉他人。` });
    expect(seen).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain(code);
  });

  it('censors secret headers and fields wherever a log line carries them, and secret parameters quoted in a message', () => {
    lines = [];
    logged.log.info(
      { headers: { authorization: 'Bearer header-secret-1', 'user-token': 'header-secret-2', code: 'header-secret-3', token: 'header-secret-4', accesstoken: 'header-secret-5' } },
      'headers',
    );
    logged.log.info({ token: 'field-secret-1', accessToken: 'field-secret-2', code: 'field-secret-3' }, 'fields');
    logged.log.info('Route GET:/api/x?token=message-secret-1&accessToken=message-secret-2 not found');
    const log = logText();
    expect(log).not.toMatch(/header-secret|field-secret|message-secret/);
    expect(log.split(REDACTED).length - 1).toBe(10);
  });

  it('reads secret parameters as the query parser does: in any case, percent-encoded, within another parameter', () => {
    expect(redactQuery('/sso?TOKEN=a&%74oken=b&next=/sso?code=c&user-token=d&id=1')).toBe(
      `/sso?TOKEN=${REDACTED}&%74oken=${REDACTED}&next=/sso?code=${REDACTED}&user-token=${REDACTED}&id=1`,
    );
    expect(redactQuery('/api/health?x=1')).toBe('/api/health?x=1');
  });
});
