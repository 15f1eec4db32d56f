import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import { contactStationSuggest, npcDelegate, smsOutbox, sysUser, verificationCode, verificationCodeFailure } from '@server/db/schema';
import { MemoryLimitStore, fixedWindowLimiter } from '@server/services/limits';
import { CODE_MSG, codeText, createVerificationCodes } from '@server/services/sms';
import { createOutboxSender } from '@server/services/sms/outbox';
import { MSG } from '@shared/messages';
import { PORTAL_API, STATION_CODE_TYPE } from '@shared/portal';
import { proofFor } from '../helpers/message-proof';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/** 10:00 in Bazhong on 4 March 2030, the start of a five-minute window. */
const BASE = Date.parse('2030-03-04T02:00:00.000Z');
/** Midnight of 5 March 2030 in Bazhong. */
const NEXT_BAZHONG_DAY = Date.parse('2030-03-04T16:00:00.000Z');
const SECOND = 1000;
const MINUTE = 60 * SECOND;

const SUPER_ADMIN = '13800000000';
/** 张明华, approved, addressed through the 东城街道 station. */
const DEPUTY = '13900000001';
const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';

let t: TestApp;
let deputyId: number;
let deputyStationId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [deputy] = await t.database.db
    .select({ delegateId: npcDelegate.delegateId, stationId: npcDelegate.fkStationId })
    .from(sysUser)
    .innerJoin(npcDelegate, eq(npcDelegate.delegateId, sysUser.fkDelegateId))
    .where(eq(sysUser.username, DEPUTY));
  deputyId = deputy.delegateId;
  deputyStationId = deputy.stationId!;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Every later request happens at `ms` (only Date is faked; the database is told times explicitly). */
function clockAt(ms: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ms);
}

// Each test uses its own phones and client addresses, so the limits of one never touch another.
let phoneSerial = 0;
const newPhone = () => `137${String(10_000_000 + (phoneSerial += 1)).slice(-8)}`;
let ipSerial = 0;
const newIp = () => `10.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}.1`;

async function sendCode(username: string, ip: string, { type = STATION_CODE_TYPE, json = false } = {}) {
  const fields = { username, type };
  const response = await t.app.inject({
    method: 'POST',
    url: PORTAL_API.sendCode,
    remoteAddress: ip,
    ...(json
      ? { payload: fields }
      : { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() }),
  });
  return { status: response.statusCode, body: response.json(), raw: response.body, headers: response.headers };
}

async function checkCode(username: string, code: string, ip = newIp()) {
  const query = new URLSearchParams({ code, username });
  const response = await t.app.inject({ method: 'GET', url: `${PORTAL_API.checkCode}?${query}`, remoteAddress: ip });
  return { status: response.statusCode, body: response.json() };
}

async function outboxOf(phone: string) {
  return t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId));
}

/** The code the phone received last, read from the outbox as a citizen reads the SMS. */
async function lastCodeOf(phone: string): Promise<string> {
  const [latest] = await outboxOf(phone);
  const code = /验证码为(\d{6})，/.exec(latest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

async function codeFor(phone: string, ip = newIp()): Promise<string> {
  const sent = await sendCode(phone, ip);
  expect(sent.status, sent.raw).toBe(200);
  return lastCodeOf(phone);
}

const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface Submission {
  title?: string;
  content?: string;
  massesName?: string | null;
  massesPhone?: string | null;
  address?: string | null;
  fkDelegateId?: number;
  delegateName?: string | null;
  fkStationId?: number | null;
  code?: string | null;
  proof?: { challenge: string; nonce: string } | null;
}

/** Posts a message; one without a phone carries a solved challenge unless `proof` is given. */
async function submit(fields: Submission, ip: string) {
  const withoutPhone = (fields.massesPhone ?? '').trim() === '';
  const proof = withoutPhone && !('proof' in fields) ? { proof: await proofFor(t.app) } : {};
  const payload = { title: '东城街道滨河路路灯不亮', content: '滨河路中段路灯坏了两个多星期，请协调修复。', fkDelegateId: deputyId, ...proof, ...fields };
  const response = await t.app.inject({ method: 'POST', url: PORTAL_API.submitMessage, payload, remoteAddress: ip });
  return { status: response.statusCode, body: response.json(), raw: response.body, headers: response.headers };
}

async function storedMessage(massesSuggestId: string) {
  const [row] = await t.database.db.select().from(contactStationSuggest).where(eq(contactStationSuggest.massesSuggestId, massesSuggestId));
  return row;
}

async function feedback(query: Record<string, string>, ip = newIp()) {
  const response = await t.app.inject({ method: 'GET', url: `${PORTAL_API.feedback}?${new URLSearchParams(query)}`, remoteAddress: ip });
  return { status: response.statusCode, body: response.json(), raw: response.body };
}

describe('POST /api/sysLogin/sendCode', () => {
  it('refuses a blank or malformed phone with the form’s messages, and sends nothing', async () => {
    const ip = newIp();
    expect(await sendCode('', ip)).toMatchObject({ status: 400, body: { msg: '手机号码不能为空！' } });
    expect(await sendCode('   ', ip)).toMatchObject({ status: 400, body: { msg: '手机号码不能为空！' } });
    expect(await sendCode('1371234567', ip)).toMatchObject({ status: 400, body: { msg: '手机号码格式不对！' } });
    expect(await sendCode('12712345678', ip)).toMatchObject({ status: 400, body: { msg: '手机号码格式不对！' } });
    const phone = newPhone();
    expect(await sendCode(phone, ip, { type: 'LOGIN' })).toMatchObject({ status: 400, body: { msg: CODE_MSG.typeInvalid } });
    expect(await outboxOf(phone)).toEqual([]);
  });

  it('answers 200 without the code, puts the 6-digit code into the outbox and keeps only its hash', async () => {
    const phone = newPhone();
    const sent = await sendCode(phone, newIp());
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ msg: '验证码已发送' });

    const [entry, ...older] = await outboxOf(phone);
    expect(older).toEqual([]);
    const code = await lastCodeOf(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect(entry.text).toBe(`【巴中人大】您的留言验证码为${code}，5分钟内有效。请勿告诉他人。`);
    expect(sent.raw).not.toContain(code);

    const [stored] = await t.database.db.select().from(verificationCode).where(eq(verificationCode.phone, phone));
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain(code);
    expect(stored.expireTime.getTime() - stored.createTime.getTime()).toBe(5 * MINUTE);
  });

  it('accepts the same fields as JSON', async () => {
    const phone = newPhone();
    expect(await sendCode(phone, newIp(), { json: true })).toMatchObject({ status: 200, body: { msg: '验证码已发送' } });
    expect(await outboxOf(phone)).toHaveLength(1);
  });

  it('lets a phone ask once per 60 seconds and says how many seconds are left', async () => {
    const phone = newPhone();
    clockAt(BASE);
    expect((await sendCode(phone, newIp())).status).toBe(200);
    const tooSoon = await sendCode(phone, newIp());
    expect(tooSoon).toMatchObject({ status: 429, body: { msg: '验证码发送过于频繁，请60秒后再试' } });
    expect(tooSoon.headers['retry-after']).toBe('60');

    clockAt(BASE + 20 * SECOND + 200);
    expect(await sendCode(phone, newIp())).toMatchObject({ status: 429, body: { msg: '验证码发送过于频繁，请40秒后再试' } });
    clockAt(BASE + 59 * SECOND);
    expect(await sendCode(phone, newIp())).toMatchObject({ status: 429, body: { msg: '验证码发送过于频繁，请1秒后再试' } });
    clockAt(BASE + 60 * SECOND);
    expect((await sendCode(phone, newIp())).status).toBe(200);
    expect(await outboxOf(phone)).toHaveLength(2);
  });

  it('sends a phone at most 10 codes in a Bazhong day', async () => {
    const phone = newPhone();
    for (let i = 0; i < 10; i += 1) {
      clockAt(BASE + i * 61 * SECOND);
      expect((await sendCode(phone, newIp())).status, `code ${i + 1}`).toBe(200);
    }
    clockAt(BASE + 10 * 61 * SECOND);
    expect(await sendCode(phone, newIp())).toMatchObject({ status: 429, body: { msg: '该手机号今日获取验证码次数已达上限' } });
    clockAt(NEXT_BAZHONG_DAY - SECOND);
    expect(await sendCode(phone, newIp())).toMatchObject({ status: 429, body: { msg: '该手机号今日获取验证码次数已达上限' } });
    clockAt(NEXT_BAZHONG_DAY);
    expect((await sendCode(phone, newIp())).status).toBe(200);
    expect(await outboxOf(phone)).toHaveLength(11);
  });

  it('sends at most 5 codes to one client address in 5 minutes, whatever the phones', async () => {
    const ip = newIp();
    clockAt(BASE + 10 * SECOND);
    for (let i = 0; i < 5; i += 1) expect((await sendCode(newPhone(), ip)).status, `request ${i + 1}`).toBe(200);
    const refusedPhone = newPhone();
    const refused = await sendCode(refusedPhone, ip);
    expect(refused).toMatchObject({ status: 429, body: { msg: TOO_MANY_REQUESTS } });
    expect(Number(refused.headers['retry-after'])).toBe(290);
    expect(await outboxOf(refusedPhone)).toEqual([]);
    // A refused request does not count, and another address is not concerned.
    expect((await sendCode(refusedPhone, newIp())).status).toBe(200);
    clockAt(BASE + 5 * MINUTE);
    expect((await sendCode(newPhone(), ip)).status).toBe(200);
  });

  it('does not count phone refusals against the address', async () => {
    const ip = newIp();
    clockAt(BASE);
    const phone = newPhone();
    expect((await sendCode(phone, ip)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await sendCode(phone, ip)).status).toBe(429);
    for (let i = 0; i < 4; i += 1) expect((await sendCode(newPhone(), ip)).status).toBe(200);
  });
});

describe('a code the sender could not hand over', () => {
  it('counts for no rule: the phone may ask again at once', async () => {
    const phone = newPhone();
    const failing = await createVerificationCodes(t.database.db, { send: () => Promise.reject(new Error('gateway down')) });
    await expect(failing.request(phone)).rejects.toThrow('gateway down');
    expect(await t.database.db.select().from(verificationCode).where(eq(verificationCode.phone, phone))).toEqual([]);
    expect((await sendCode(phone, newIp())).status).toBe(200);
  });
});

describe('GET /api/sysLogin/checkStationCode', () => {
  it('answers 200 for the live code without spending it, 400 for a wrong one', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    expect(await checkCode(phone, code)).toEqual({ status: 200, body: { msg: '验证码正确' } });
    expect(await checkCode(phone, code)).toEqual({ status: 200, body: { msg: '验证码正确' } });
    expect(await checkCode(phone, wrongCodeFor(code))).toEqual({ status: 400, body: { msg: '验证码错误或已失效' } });
    expect(await checkCode(newPhone(), code)).toEqual({ status: 400, body: { msg: '验证码错误或已失效' } });
    expect(await checkCode(phone, '')).toEqual({ status: 400, body: { msg: CODE_MSG.codeRequired } });
    expect(await checkCode('123', code)).toEqual({ status: 400, body: { msg: '手机号码格式不对！' } });
  });

  it('ends the code for an address after 5 wrong tries from it, and a new code does not bring the tries back', async () => {
    const phone = newPhone();
    const ip = newIp();
    clockAt(BASE);
    const code = await codeFor(phone);
    for (let i = 0; i < 5; i += 1) expect((await checkCode(phone, wrongCodeFor(code), ip)).status).toBe(400);
    expect(await checkCode(phone, code, ip)).toEqual({ status: 400, body: { msg: '验证码错误或已失效' } });
    const failures = await t.database.db.select().from(verificationCodeFailure).where(eq(verificationCodeFailure.phone, phone));
    expect(failures).toHaveLength(5);
    expect(failures.map((failure) => failure.address)).toEqual(Array(5).fill(ip));

    clockAt(BASE + 61 * SECOND);
    const second = await codeFor(phone);
    expect((await checkCode(phone, second, ip)).status).toBe(400);
    // Once the wrong tries are older than a code's life, the phone's live code works again.
    clockAt(BASE + 5 * MINUTE + SECOND);
    expect((await checkCode(phone, second, ip)).status).toBe(200);
  });

  it('gives four wrong tries no effect on the right code', async () => {
    const phone = newPhone();
    const ip = newIp();
    const code = await codeFor(phone);
    for (let i = 0; i < 4; i += 1) expect((await checkCode(phone, wrongCodeFor(code), ip)).status).toBe(400);
    expect((await checkCode(phone, code, ip)).status).toBe(200);
  });

  it('lets a code live 5 minutes', async () => {
    const phone = newPhone();
    clockAt(BASE);
    const code = await codeFor(phone);
    clockAt(BASE + 5 * MINUTE - SECOND);
    expect((await checkCode(phone, code)).status).toBe(200);
    clockAt(BASE + 5 * MINUTE);
    expect(await checkCode(phone, code)).toEqual({ status: 400, body: { msg: '验证码错误或已失效' } });
  });

  it('accepts only the newest code of a phone', async () => {
    const phone = newPhone();
    clockAt(BASE);
    const first = await codeFor(phone);
    clockAt(BASE + 61 * SECOND);
    const second = await codeFor(phone);
    if (first !== second) expect((await checkCode(phone, first)).status).toBe(400);
    expect((await checkCode(phone, second)).status).toBe(200);
  });
});

describe('POST /api/contactStationSuggest/suggest', () => {
  it('repeats the form’s checks in its order, then proves the phone and the deputy', async () => {
    const ip = newIp();
    const phone = newPhone();
    expect(await submit({ title: '  ', content: ' ' }, ip)).toMatchObject({ status: 400, body: { msg: MSG.titleRequired } });
    expect(await submit({ title: '路灯', content: '\n  ', massesPhone: 'bad' }, ip)).toMatchObject({ status: 400, body: { msg: MSG.contentRequired } });
    expect(await submit({ massesPhone: '1234567' }, ip)).toMatchObject({ status: 400, body: { msg: '手机号码格式不对！' } });
    expect(await submit({ massesPhone: phone }, ip)).toMatchObject({ status: 400, body: { msg: '请输入短信验证码' } });
    expect(await submit({ massesPhone: phone, code: '  ' }, ip)).toMatchObject({ status: 400, body: { msg: '请输入短信验证码' } });
    expect(await submit({ fkDelegateId: 999_999 }, ip)).toMatchObject({ status: 400, body: { msg: '请选择留言的代表' } });

    const [unapproved] = await t.database.db.select({ id: npcDelegate.delegateId }).from(npcDelegate).where(ne(npcDelegate.auditStatus, 1)).limit(1);
    expect(await submit({ fkDelegateId: unapproved.id }, ip)).toMatchObject({ status: 400, body: { msg: '请选择留言的代表' } });
    const [approved] = await t.database.db
      .select({ id: npcDelegate.delegateId })
      .from(npcDelegate)
      .where(and(eq(npcDelegate.auditStatus, 1), ne(npcDelegate.delegateId, deputyId)))
      .orderBy(desc(npcDelegate.delegateId))
      .limit(1);
    const [withoutStation] = await t.database.db
      .update(npcDelegate)
      .set({ fkStationId: null })
      .where(eq(npcDelegate.delegateId, approved.id))
      .returning({ id: npcDelegate.delegateId });
    expect(await submit({ fkDelegateId: withoutStation.id }, ip)).toMatchObject({ status: 400, body: { msg: '请选择留言的代表' } });

    // None of these was stored, and none used up the address's allowance.
    const accepted = await submit({}, ip);
    expect(accepted.status, accepted.raw).toBe(201);
  });

  it('refuses a wrong code, counting the try, and stores nothing', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const refused = await submit({ massesPhone: phone, code: wrongCodeFor(code) }, newIp());
    expect(refused).toMatchObject({ status: 400, body: { msg: '验证码错误或已失效' } });
    expect(await t.database.db.select().from(verificationCodeFailure).where(eq(verificationCodeFailure.phone, phone))).toHaveLength(1);
    expect(await t.database.db.select().from(contactStationSuggest).where(eq(contactStationSuggest.massesPhone, phone))).toEqual([]);
  });

  it('stores a proved message at 0, unread, numbered LY + Bazhong day + serial, and spends the code', async () => {
    const phone = newPhone();
    clockAt(BASE + 20 * MINUTE);
    const code = await codeFor(phone);
    const answer = await submit(
      {
        title: '  滨河路路灯不亮\r\n第二行 ',
        content: ' 路灯坏了。\r\n请修复。\u0007 ',
        massesName: ' 王大爷 ',
        massesPhone: ` ${phone} `,
        address: '  ',
        code,
        delegateName: '别人的名字',
        fkStationId: deputyStationId + 1000,
      },
      newIp(),
    );
    expect(answer.status, answer.raw).toBe(201);
    expect(Object.keys(answer.body)).toEqual(['massesSuggestId']);
    expect(answer.body.massesSuggestId).toMatch(/^LY20300304\d{4}$/);

    const row = await storedMessage(answer.body.massesSuggestId);
    expect(row).toMatchObject({
      title: '滨河路路灯不亮 第二行',
      content: '路灯坏了。\n请修复。',
      massesName: '王大爷',
      massesPhone: phone,
      address: null,
      fkDelegateId: deputyId,
      delegateName: '张明华',
      fkStationId: deputyStationId,
      handleStatus: 0,
      isRead: false,
      version: 0,
    });
    expect(new Date(row.createTime).getTime()).toBe(BASE + 20 * MINUTE);
    const [stored] = await t.database.db.select().from(verificationCode).where(eq(verificationCode.phone, phone));
    expect(stored.usedTime?.getTime()).toBe(BASE + 20 * MINUTE);

    // The same code again, from another address a minute later: spent.
    clockAt(BASE + 21 * MINUTE);
    expect(await submit({ massesPhone: phone, code }, newIp())).toMatchObject({ status: 400, body: { msg: '验证码错误或已失效' } });
    expect(await checkCode(phone, code)).toMatchObject({ status: 400 });
  });

  it('needs no code for a message without a phone (its proof of work stands in), and numbers the day’s messages in order', async () => {
    clockAt(BASE + 30 * MINUTE);
    const first = await submit({ massesName: '李女士' }, newIp());
    const second = await submit({ massesPhone: '' }, newIp());
    expect(first.status, first.raw).toBe(201);
    expect(second.status, second.raw).toBe(201);
    expect(Number(second.body.massesSuggestId.slice(-4))).toBe(Number(first.body.massesSuggestId.slice(-4)) + 1);
    expect(await storedMessage(second.body.massesSuggestId)).toMatchObject({ massesPhone: null, massesName: null });
  });

  it('gives messages submitted at the same time different numbers', async () => {
    clockAt(BASE + 40 * MINUTE);
    const answers = await Promise.all(Array.from({ length: 6 }, () => submit({}, newIp())));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => a.body.massesSuggestId)).size).toBe(6);
  });

  it('numbers a message past the day’s 9999th with a fifth digit, and spends its code', async () => {
    // 10:00 in Bazhong on 6 March 2030, a day no other test numbers.
    const busyDay = Date.parse('2030-03-06T02:00:00.000Z');
    await t.database.db.insert(contactStationSuggest).values({ massesSuggestId: 'LY203003069999', title: '当日第9999条', content: '当日第9999条留言。' });
    const phone = newPhone();
    clockAt(busyDay);
    const code = await codeFor(phone);
    const answer = await submit({ massesPhone: phone, code }, newIp());
    expect(answer).toMatchObject({ status: 201, body: { massesSuggestId: 'LY2030030610000' } });
    expect(await checkCode(phone, code)).toMatchObject({ status: 400 });
    expect((await feedback({ massesSuggestId: 'LY2030030610000', massesPhone: phone })).status).toBe(200);
  });

  it('accepts from one address one message a minute and five in five minutes; refusals still say why', async () => {
    const ip = newIp();
    const start = BASE + 60 * MINUTE;
    clockAt(start);
    expect((await submit({}, ip)).status).toBe(201);
    clockAt(start + SECOND);
    const limited = await submit({}, ip);
    expect(limited).toMatchObject({ status: 429, body: { msg: '留言过于频繁，请稍后再试' } });
    expect(limited.headers['retry-after']).toBe('59');
    expect(await submit({ title: '' }, ip)).toMatchObject({ status: 400, body: { msg: MSG.titleRequired } });
    expect((await submit({}, newIp())).status).toBe(201);

    for (let minute = 1; minute < 5; minute += 1) {
      clockAt(start + minute * MINUTE);
      expect((await submit({}, ip)).status, `minute ${minute}`).toBe(201);
    }
    clockAt(start + 4 * MINUTE + 30 * SECOND);
    expect((await submit({}, ip)).status).toBe(429);
    clockAt(start + 5 * MINUTE);
    expect((await submit({}, ip)).status).toBe(201);
  });

  it('keys the limit on the connection, so an X-Forwarded-For header of the client’s choosing changes nothing', async () => {
    const ip = newIp();
    clockAt(BASE + 120 * MINUTE);
    expect((await submit({}, ip)).status).toBe(201);
    const payload = { title: '换个地址再留言', content: '内容', fkDelegateId: deputyId, proof: await proofFor(t.app) };
    const spoofed = await t.app.inject({ method: 'POST', url: PORTAL_API.submitMessage, payload, remoteAddress: ip, headers: { 'x-forwarded-for': newIp() } });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('GET /api/contactStationSuggest/feedback', () => {
  const NOT_FOUND = { msg: '未查询到该留言，请核对留言编号和手机号码（或姓名）' };

  it('shows the status and, once the deputy has replied, the answer to the phone given with the message', async () => {
    const phone = newPhone();
    const code = await codeFor(phone);
    const { body } = await submit({ massesPhone: phone, code, title: '小区门口积水' }, newIp());
    const massesSuggestId = body.massesSuggestId as string;

    const received = await feedback({ massesSuggestId, massesPhone: phone });
    expect(received.status, received.raw).toBe(200);
    expect(received.body).toMatchObject({
      massesSuggestId,
      title: '小区门口积水',
      delegateName: '张明华',
      handleStatus: 0,
      handleStatusLabel: '待处理',
      handleResult: null,
      handleTime: null,
    });

    const token = await t.tokenFor(DEPUTY);
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/contactStationSuggest/${massesSuggestId}/events`,
      headers: bearer(token),
      payload: { type: 'REPLY', version: 0, handleResult: '已联系社区疏通排水管道。' },
    });
    expect(replied.statusCode, replied.body).toBe(200);

    const handled = await feedback({ massesSuggestId, massesPhone: ` ${phone} ` });
    expect(handled.body).toMatchObject({ handleStatus: 300, handleStatusLabel: '已办理', handleResult: '已联系社区疏通排水管道。' });
    expect(handled.body.handleTime).toEqual(expect.any(String));
    expect(Object.keys(handled.body).sort()).toEqual(
      ['createTime', 'delegateName', 'handleResult', 'handleStatus', 'handleStatusLabel', 'handleTime', 'massesSuggestId', 'title'].sort(),
    );

    const wrongPhone = await feedback({ massesSuggestId, massesPhone: newPhone() });
    const unknownNumber = await feedback({ massesSuggestId: 'LY203003049999', massesPhone: phone });
    const byName = await feedback({ massesSuggestId, massesName: '王大爷' });
    const nothing = await feedback({ massesSuggestId });
    for (const answer of [wrongPhone, unknownNumber, byName, nothing]) {
      expect(answer.status).toBe(404);
      expect(answer.raw).toBe(unknownNumber.raw);
    }
    expect(unknownNumber.body).toEqual(NOT_FOUND);
  });

  it('finds a message left without a phone by the name given with it', async () => {
    const { body } = await submit({ massesName: ' 赵先生 ' }, newIp());
    const massesSuggestId = body.massesSuggestId as string;
    expect((await feedback({ massesSuggestId, massesName: '赵先生 ' })).body).toMatchObject({ massesSuggestId, handleStatusLabel: '待处理' });
    expect(await feedback({ massesSuggestId, massesName: '赵' })).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await feedback({ massesSuggestId, massesPhone: '13512345678' })).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it('cannot be found when left with neither phone nor name', async () => {
    const { body } = await submit({}, newIp());
    expect(await feedback({ massesSuggestId: body.massesSuggestId, massesName: '' })).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it('wins over the authenticated GET /api/contactStationSuggest/:id, which still needs a login', async () => {
    expect(await feedback({ massesSuggestId: 'LY000000000000', massesPhone: '13512345678' })).toMatchObject({ status: 404, body: NOT_FOUND });
    const detail = await t.app.inject({ method: 'GET', url: '/api/contactStationSuggest/LY000000000000' });
    expect(detail.statusCode).toBe(401);
    const anonymousSuggest = await t.app.inject({ method: 'GET', url: '/api/contactStationSuggest/suggest' });
    expect(anonymousSuggest.statusCode).toBe(401);
  });

  it('answers one address 30 queries in 5 minutes', async () => {
    const ip = newIp();
    clockAt(BASE + 2 * 60 * MINUTE);
    for (let i = 0; i < 30; i += 1) expect((await feedback({ massesSuggestId: `LY20300304${i}` }, ip)).status).toBe(404);
    expect(await feedback({ massesSuggestId: 'LY203003040001' }, ip)).toMatchObject({ status: 429, body: { msg: '查询过于频繁，请稍后再试' } });
    expect((await feedback({ massesSuggestId: 'LY203003040001' }, newIp())).status).toBe(404);
  });
});

describe('GET /api/smsOutbox', () => {
  it('is for the super administrator only', async () => {
    expect((await t.app.inject({ method: 'GET', url: PORTAL_API.smsOutbox })).statusCode).toBe(401);
    const asDeputy = await t.app.inject({ method: 'GET', url: PORTAL_API.smsOutbox, headers: bearer(await t.tokenFor(DEPUTY)) });
    expect(asDeputy.statusCode).toBe(403);
  });

  it('lists the texts newest first, ten a page, by all or part of the phone', async () => {
    const first = '13655500001';
    const second = '13655500002';
    clockAt(BASE + 3 * 60 * MINUTE);
    await codeFor(first);
    clockAt(BASE + 3 * 60 * MINUTE + SECOND);
    await codeFor(second);
    vi.useRealTimers();

    const headers = bearer(await t.tokenFor(SUPER_ADMIN));
    const part = await t.app.inject({ method: 'GET', url: `${PORTAL_API.smsOutbox}?phone=5550000`, headers });
    expect(part.statusCode).toBe(200);
    expect(part.json()).toMatchObject({ total: 2, pageNum: 1, pageSize: 10 });
    expect(part.json().list.map((e: { phone: string }) => e.phone)).toEqual([second, first]);
    expect(part.json().list[0]).toEqual({
      outboxId: expect.any(Number),
      phone: second,
      text: codeText(await lastCodeOf(second)),
      createTime: new Date(BASE + 3 * 60 * MINUTE + SECOND).toISOString(),
    });

    const exact = await t.app.inject({ method: 'GET', url: `${PORTAL_API.smsOutbox}?phone=${first}`, headers });
    expect(exact.json().list.map((e: { phone: string }) => e.phone)).toEqual([first]);

    const many = Array.from({ length: 12 }, (_, i) => ({ phone: `136666000${String(i).padStart(2, '0')}`, text: codeText('000000'), createTime: new Date(BASE + i * SECOND) }));
    await t.database.db.insert(smsOutbox).values(many);
    const firstPage = await t.app.inject({ method: 'GET', url: `${PORTAL_API.smsOutbox}?phone=1366660`, headers });
    expect(firstPage.json()).toMatchObject({ total: 12, pageNum: 1, pageSize: 10 });
    expect(firstPage.json().list.map((e: { phone: string }) => e.phone)).toEqual(many.slice(2).map((e) => e.phone).reverse());
    const secondPage = await t.app.inject({ method: 'GET', url: `${PORTAL_API.smsOutbox}?phone=1366660&pageNum=2`, headers });
    expect(secondPage.json().list.map((e: { phone: string }) => e.phone)).toEqual(['13666600001', '13666600000']);
  });

  it('writes to the server log only that a text was kept, for the masked phone, never the text', async () => {
    const info = vi.fn();
    await createOutboxSender(t.database.db, { info } as never).send({ phone: '13655500009', text: codeText('123456') });
    expect(info).toHaveBeenCalledWith({ phone: '136****0009' }, expect.stringContaining('验证码发件箱'));
    expect(JSON.stringify(info.mock.calls)).not.toContain('123456');
    expect(await outboxOf('13655500009')).toHaveLength(1);
  });
});

describe('fixed-window limiter', () => {
  it('allows each rule’s count per window, records only when told, and says how long to wait', async () => {
    const limiter = fixedWindowLimiter('test', [{ limit: 2, windowMs: 1000 }], new MemoryLimitStore());
    expect(await limiter.retryAfterMs('a', 10_000)).toBe(0);
    expect(await limiter.retryAfterMs('a', 10_000)).toBe(0);
    await limiter.record('a', 10_000);
    expect(await limiter.take('a', 10_100)).toBe(0);
    expect(await limiter.take('a', 10_200)).toBe(800);
    expect(await limiter.retryAfterMs('b', 10_200)).toBe(0);
    expect(await limiter.take('a', 11_000)).toBe(0);
  });
});
