import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { desc, eq, inArray } from 'drizzle-orm';
import { contactStationSuggest, npcDelegate, smsOutbox, sysUser, verificationCodeFailure } from '@server/db/schema';
import { MemoryLimitStore } from '@server/services/limits';
import { ACCEPTED_MESSAGES_PER_IP } from '@server/routes/api/contact-station-suggest/public.routes';
import { CODE_REQUESTS_PER_IP, WRONG_CODE_CHECKS_PER_IP } from '@server/routes/api/sys-login/station-code.routes';
import { buildApp } from '@server/app';
import { DEFAULT_MESSAGE_PROOF_BITS, MESSAGE_PROOF_LIFE_MS, PROOF_MSG } from '@server/services/portal/message-proof';
import { CODE_RULES } from '@server/services/sms';
import { leadingZeroBits, sha256Ascii } from '@shared/message-proof';
import type { MessageChallenge } from '@shared/portal.schemas';
import { TEST_PROOF_BITS, proofFor, solve } from '../helpers/message-proof';
import { PORTAL_API, STATION_CODE_TYPE } from '@shared/portal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { App } from '@server/app';

/**
 * Abuse of the public message form: its code and message limits raced by parallel requests, its
 * numbering, its proof for messages without a phone, and its code check.
 */

/**
 * The memory store with a network's turn around every count, as the Redis store has: without it
 * the embedded database answers so fast that injected requests never overlap, and a race that
 * real clients win (they did: 18 texts for a limit of 5) would pass unseen.
 */
class RemoteLikeStore extends MemoryLimitStore {
  private readonly turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  override async get(key: string, now: number) {
    await this.turn();
    return super.get(key, now);
  }
  override async increment(key: string, expiresAt: number, now: number) {
    await this.turn();
    return super.increment(key, expiresAt, now);
  }
  override async decrement(key: string, now: number) {
    await this.turn();
    return super.decrement(key, now);
  }
}

let t: TestApp;
let deputyId: number;

beforeAll(async () => {
  t = await createTestApp({ limits: { store: new RemoteLikeStore() } });
  const [deputy] = await t.database.db
    .select({ delegateId: npcDelegate.delegateId })
    .from(sysUser)
    .innerJoin(npcDelegate, eq(npcDelegate.delegateId, sysUser.fkDelegateId))
    .where(eq(sysUser.username, '13900000001'));
  deputyId = deputy.delegateId;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let phoneSerial = 0;
const newPhone = () => `136${String(20_000_000 + (phoneSerial += 1)).slice(-8)}`;
let ipSerial = 0;
const newIp = () => `10.77.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}`;
const PARALLEL = 20;

async function sendCode(phone: string, ip: string) {
  const response = await t.app.inject({ method: 'POST', url: PORTAL_API.sendCode, payload: { username: phone, type: STATION_CODE_TYPE }, remoteAddress: ip });
  return response.statusCode;
}

async function checkCode(phone: string, code: string, ip: string) {
  const response = await t.app.inject({ method: 'GET', url: `${PORTAL_API.checkCode}?${new URLSearchParams({ username: phone, code })}`, remoteAddress: ip });
  return response.statusCode;
}

/** Posts a message; one without a phone carries a solved challenge unless `proof` is given. */
async function submit(ip: string, fields: Record<string, unknown> = {}, app: App = t.app) {
  const proof = !fields.massesPhone && !('proof' in fields) ? { proof: await proofFor(app) } : {};
  const payload = { title: '并发留言', content: '同一地址同时提交的留言。', fkDelegateId: deputyId, ...proof, ...fields };
  const response = await app.inject({ method: 'POST', url: PORTAL_API.submitMessage, payload, remoteAddress: ip });
  return { status: response.statusCode, body: response.json() };
}

async function challengeOf(app: App = t.app): Promise<MessageChallenge> {
  return (await app.inject({ method: 'GET', url: PORTAL_API.messageChallenge, remoteAddress: newIp() })).json();
}

/** A nonce whose hash falls short of the challenge's difficulty. */
function unsolvedNonce({ challenge, bits }: MessageChallenge): string {
  for (let nonce = 0; ; nonce += 1) if (leadingZeroBits(sha256Ascii(challenge + nonce)) < bits) return String(nonce);
}

/** The code the phone received last, read from the outbox as a citizen reads the SMS. */
async function lastCodeOf(phone: string): Promise<string> {
  const [latest] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId)).limit(1);
  return /验证码为(\d{6})，/.exec(latest.text)![1];
}
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('the code and message limits hold against parallel requests', () => {
  it(`${PARALLEL} code requests at once from one address send at most ${CODE_REQUESTS_PER_IP[0].limit} texts`, async () => {
    const ip = newIp();
    const phones = Array.from({ length: PARALLEL }, newPhone);
    const statuses = await Promise.all(phones.map((phone) => sendCode(phone, ip)));
    const texts = await t.database.db.select().from(smsOutbox).where(inArray(smsOutbox.phone, phones));
    expect(texts).toHaveLength(CODE_REQUESTS_PER_IP[0].limit);
    expect(count(statuses, 200)).toBe(CODE_REQUESTS_PER_IP[0].limit);
    expect(count(statuses, 429)).toBe(PARALLEL - CODE_REQUESTS_PER_IP[0].limit);
  });

  it(`${PARALLEL} messages at once from one address store at most ${ACCEPTED_MESSAGES_PER_IP[0].limit}`, async () => {
    const ip = newIp();
    const title = `并发留言 ${ip}`;
    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => submit(ip, { title })));
    const statuses = answers.map((answer) => answer.status);
    const stored = await t.database.db.select().from(contactStationSuggest).where(eq(contactStationSuggest.title, title));
    expect(stored).toHaveLength(ACCEPTED_MESSAGES_PER_IP[0].limit);
    expect(count(statuses, 201)).toBe(ACCEPTED_MESSAGES_PER_IP[0].limit);
    expect(count(statuses, 429)).toBe(PARALLEL - ACCEPTED_MESSAGES_PER_IP[0].limit);
  });

  it('a code request refused for its phone, or a message refused for its code, still gives its count back', async () => {
    const ip = newIp();
    const phone = newPhone();
    expect(await sendCode(phone, ip)).toBe(200);
    // The phone's 60 s rule refuses these (or, while others are in flight, the address's); none
    // of them uses up the address's allowance.
    const tooSoon = await Promise.all(Array.from({ length: PARALLEL }, () => sendCode(phone, ip)));
    expect(count(tooSoon, 429)).toBe(PARALLEL);
    for (let i = 1; i < CODE_REQUESTS_PER_IP[0].limit; i += 1) expect(await sendCode(newPhone(), ip), `text ${i + 1}`).toBe(200);

    // (One after another: while one is being stored, a parallel one waits its turn as a 429.)
    const wrong = wrongCodeFor(await lastCodeOf(phone));
    for (let i = 0; i < 3; i += 1) expect(await submit(ip, { massesPhone: phone, code: wrong })).toMatchObject({ status: 400, body: { msg: '验证码错误或已失效' } });
    expect((await submit(ip)).status).toBe(201);
  });
});

describe('the code check can neither block a phone’s form nor guess its code', () => {
  it('a stranger’s wrong checks do not end the owner’s code: the owner checks it and leaves the message', async () => {
    const phone = newPhone();
    const owner = newIp();
    expect(await sendCode(phone, owner)).toBe(200);
    const code = await lastCodeOf(phone);
    const stranger = newIp();
    for (let i = 0; i < CODE_RULES.maxWrongTries + 2; i += 1) expect(await checkCode(phone, wrongCodeFor(code), stranger)).toBe(400);
    // The stranger's own tries are used up, even with the right code …
    expect(await checkCode(phone, code, stranger)).toBe(400);
    // … the owner's are not.
    expect(await checkCode(phone, code, owner)).toBe(200);
    expect((await submit(owner, { massesPhone: phone, code })).status).toBe(201);
  });

  it(`one address gets at most ${WRONG_CODE_CHECKS_PER_IP[0].limit} wrong checks, whatever the phones, even in parallel`, async () => {
    const ip = newIp();
    const phones = Array.from({ length: PARALLEL }, newPhone);
    const statuses = await Promise.all(phones.map((phone) => checkCode(phone, '123456', ip)));
    expect(count(statuses, 400)).toBe(WRONG_CODE_CHECKS_PER_IP[0].limit);
    expect(count(statuses, 429)).toBe(PARALLEL - WRONG_CODE_CHECKS_PER_IP[0].limit);

    // A right check is never counted, so an address checking its own code is not limited by it.
    const phone = newPhone();
    const owner = newIp();
    expect(await sendCode(phone, owner)).toBe(200);
    const code = await lastCodeOf(phone);
    for (let i = 0; i < 2 * WRONG_CODE_CHECKS_PER_IP[0].limit; i += 1) expect(await checkCode(phone, code, owner)).toBe(200);
    expect(await checkCode(phone, code, ip)).toBe(429);
  });

  it(`guesses at a phone’s code from many addresses stop at ${CODE_RULES.maxWrongTriesPerPhone} a code life`, async () => {
    const phone = newPhone();
    expect(await sendCode(phone, newIp())).toBe(200);
    const code = await lastCodeOf(phone);
    const wrong = wrongCodeFor(code);
    for (let a = 0; a < CODE_RULES.maxWrongTriesPerPhone / CODE_RULES.maxWrongTries; a += 1) {
      const guesser = newIp();
      for (let i = 0; i < CODE_RULES.maxWrongTries; i += 1) expect(await checkCode(phone, wrong, guesser)).toBe(400);
    }
    // Past the cap no guess is compared (the right one neither) and none is recorded.
    expect(await checkCode(phone, code, newIp())).toBe(400);
    const tries = await t.database.db.select().from(verificationCodeFailure).where(eq(verificationCodeFailure.phone, phone));
    expect(tries).toHaveLength(CODE_RULES.maxWrongTriesPerPhone);
  });
});

describe('the day’s message numbers cannot be used up', () => {
  it('messages from addresses rotated through a proxy pool go on past 9999 with a fifth digit, never a full day', async () => {
    // 10:00 in Bazhong on 1 January 2032, a day no other test numbers, already at its 9998th message.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2032-01-01T02:00:00.000Z'));
    await t.database.db.insert(contactStationSuggest).values({ massesSuggestId: 'LY203201019998', title: '当日第9998条', content: '当日第9998条留言。' });
    const answers = await Promise.all(Array.from({ length: 3 }, () => submit(newIp())));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(answers.map((answer) => answer.body.massesSuggestId as string).sort()).toEqual(['LY2032010110000', 'LY2032010110001', 'LY203201019999']);
  });
});

describe('a message without a phone needs a proof of work, spent once', () => {
  it('a script posting a message without a phone and without a proof is refused, and nothing is stored', async () => {
    const title = `无证明留言 ${newIp()}`;
    for (const proof of [undefined, null]) {
      expect(await submit(newIp(), { title, proof })).toEqual({ status: 400, body: { msg: PROOF_MSG.required } });
    }
    expect(await t.database.db.select().from(contactStationSuggest).where(eq(contactStationSuggest.title, title))).toEqual([]);
  });

  it('a challenge made up, altered, unsolved or expired is refused', async () => {
    const title = `伪造证明留言 ${newIp()}`;
    const refused = { status: 400, body: { msg: PROOF_MSG.refused } };
    const issued = await challengeOf();
    expect(issued.bits).toBe(TEST_PROOF_BITS);
    const solved = solve(issued);
    // An easier difficulty written into the challenge breaks its signature.
    const easier = { ...solved, challenge: issued.challenge.replace(`.${issued.bits}.`, '.1.') };
    const madeUp = { challenge: `1.${Date.now()}.1.${'A'.repeat(22)}.${'B'.repeat(43)}`, nonce: '0' };
    for (const proof of [madeUp, easier, { challenge: issued.challenge, nonce: unsolvedNonce(issued) }, { challenge: 'x', nonce: 'y' }]) {
      expect(await submit(newIp(), { title, proof })).toEqual(refused);
    }
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + MESSAGE_PROOF_LIFE_MS + 1000);
    expect(await submit(newIp(), { title, proof: solved })).toEqual(refused);
    expect(await t.database.db.select().from(contactStationSuggest).where(eq(contactStationSuggest.title, title))).toEqual([]);
  });

  it('one solved challenge replayed, at once from many addresses or later, proves one message', async () => {
    const title = `重放证明留言 ${newIp()}`;
    const proof = await proofFor(t.app);
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(newIp(), { title, proof })));
    expect(count(answers.map((answer) => answer.status), 201)).toBe(1);
    expect(answers.filter((answer) => answer.status !== 201)).toEqual(Array(4).fill({ status: 400, body: { msg: PROOF_MSG.refused } }));
    expect(await submit(newIp(), { title, proof })).toEqual({ status: 400, body: { msg: PROOF_MSG.refused } });
    expect(await t.database.db.select().from(contactStationSuggest).where(eq(contactStationSuggest.title, title))).toHaveLength(1);
  });

  it(`the default difficulty is ${DEFAULT_MESSAGE_PROOF_BITS} bits and enforced: an easier proof is refused`, async () => {
    // At least 2^16 hashes a message: about a second of a phone's time, never a test's 2^4.
    expect(DEFAULT_MESSAGE_PROOF_BITS).toBeGreaterThanOrEqual(16);
    const app = await buildApp({ database: t.database, limits: { redisUrl: null } });
    try {
      const issued = await challengeOf(app);
      expect(issued.bits).toBe(DEFAULT_MESSAGE_PROOF_BITS);
      const refused = { status: 400, body: { msg: PROOF_MSG.refused } };
      // A challenge of the easy test difficulty (the same key: the same database), solved.
      expect(await submit(newIp(), { proof: solve(await challengeOf()) }, app)).toEqual(refused);
      // The default challenge with a nonce that has the test difficulty's zero bits but not the default's.
      const search = { ...issued, bits: TEST_PROOF_BITS };
      let weak = solve(search);
      while (leadingZeroBits(sha256Ascii(weak.challenge + weak.nonce)) >= DEFAULT_MESSAGE_PROOF_BITS) weak = solve({ ...search, challenge: (await challengeOf(app)).challenge });
      expect(await submit(newIp(), { proof: weak }, app)).toEqual(refused);
      // Solved in full, as a browser does, it proves the message.
      expect((await submit(newIp(), { proof: solve(issued) }, app)).status).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('MESSAGE_PROOF_BITS sets the difficulty, and a wrong value stops the start', async () => {
    process.env.MESSAGE_PROOF_BITS = '18';
    try {
      const app = await buildApp({ database: t.database, limits: { redisUrl: null } });
      expect((await challengeOf(app)).bits).toBe(18);
      await app.close();
      process.env.MESSAGE_PROOF_BITS = '0';
      await expect(buildApp({ database: t.database, limits: { redisUrl: null } })).rejects.toThrow(/MESSAGE_PROOF_BITS/);
    } finally {
      delete process.env.MESSAGE_PROOF_BITS;
    }
  });
});
