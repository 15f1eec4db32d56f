import { chinaDate, chinaDayStart } from '@machines/china-time';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { MESSAGE_FORM_MESSAGES } from '@machines/message-form/message-form.rules';
import { CODE_RESEND_SECONDS } from '@shared/constants';
import type { Database } from '../../db/database';
import { verificationCode, verificationCodeFailure } from '../../db/schema';
import type { Executor } from '../workflow/engine';
import { loadCodeKey } from './code-key';
import type { SmsSender } from './sms-sender';

/** design/lifecycles.md, "Verification code". */
export const CODE_RULES = {
  digits: 6,
  lifeMs: 5 * 60_000,
  /**
   * Wrong tries from one client address against a phone within one code life, across the codes
   * it asks for. Counted per address, so a stranger's guesses never end the owner's code.
   */
  maxWrongTries: 5,
  /**
   * Wrong tries against a phone from every address within one code life: the cap on guessing a
   * code from many addresses (at most 50 of a million values per code), high enough that ending
   * the owner's code takes ten addresses guessing at once (docs/decisions.md).
   */
  maxWrongTriesPerPhone: 50,
  /** The same 60 s the form's button counts down. */
  resendAfterMs: CODE_RESEND_SECONDS * 1000,
  /** Per phone and Bazhong calendar day. */
  maxPerDay: 10,
} as const;

export const CODE_MSG = {
  typeInvalid: '验证码类型不正确',
  tooSoon: (seconds: number) => `验证码发送过于频繁，请${seconds}秒后再试`,
  dailyCapReached: '该手机号今日获取验证码次数已达上限',
  sent: '验证码已发送',
  sendFailed: '验证码发送失败，请稍后再试',
  correct: '验证码正确',
  codeRequired: MESSAGE_FORM_MESSAGES.codeRequired,
  wrongOrExpired: '验证码错误或已失效',
} as const;

/**
 * What a code proves, and the text that carries it. Each purpose has its own live code, resend
 * wait and daily cap per phone; wrong tries at a phone count across purposes (a guess is a guess).
 */
export const CODE_PURPOSES = {
  message: (code: string) => `【巴中人大】您的留言验证码为${code}，5分钟内有效。请勿告诉他人。`,
  password: (code: string) => `【巴中人大】您正在找回登录密码，验证码为${code}，5分钟内有效。如非本人操作，请忽略本短信。`,
} as const;
export type CodePurpose = keyof typeof CODE_PURPOSES;

export const codeText = CODE_PURPOSES.message;

/** Codes and failures older than this no longer take part in any rule. */
const KEEP_ROWS_MS = 2 * 24 * 3_600_000;

/** Midnight of `now`'s calendar day in Bazhong (UTC+8, no daylight saving). */
function startOfBazhongDay(now: Date): Date {
  return chinaDayStart(chinaDate(now));
}

export type CodeRequestOutcome = { status: 'sent' } | { status: 'tooSoon'; retryAfterSeconds: number } | { status: 'dailyCapReached' };

export interface VerificationCodes {
  /** Issues and sends a new code unless the phone's 60 s or daily rule says no. */
  request(phone: string, now?: Date): Promise<CodeRequestOutcome>;
  /**
   * Whether `code` is the phone's live code, without spending it; a wrong code counts as a try
   * of `address` (the client's).
   */
  check(phone: string, code: string, address: string, now?: Date): Promise<boolean>;
  /**
   * Inside the caller's transaction: when `code` is the phone's live code, spends it and answers
   * true; otherwise counts the wrong try of `address` (committed with the caller's transaction)
   * and answers false. The code row stays locked until the transaction ends, so a code proves one
   * message.
   */
  spend(tx: Executor, phone: string, code: string, address: string, now: Date): Promise<boolean>;
}

/**
 * Codes are stored as HMAC-SHA256(key, phone:code): a 6-digit code has a million values, so an
 * unkeyed or salted hash (even scrypt) of a copied table is reversed by trying them all; without
 * the key it cannot be, and the check stays cheap. The newest code of a phone is its only live one.
 */
export async function createVerificationCodes(db: Database, sender: SmsSender, purpose: CodePurpose = 'message'): Promise<VerificationCodes> {
  const key = await loadCodeKey(db);
  const ofPhone = (phone: string) => and(eq(verificationCode.phone, phone), eq(verificationCode.purpose, purpose));
  const hashOf = (phone: string, code: string) => createHmac('sha256', key).update(`${phone}:${code}`).digest();

  /** The phone's newest code, locked for the transaction, when it is unspent and unexpired. */
  async function liveCode(tx: Executor, phone: string, now: Date) {
    const [newest] = await tx
      .select()
      .from(verificationCode)
      .where(ofPhone(phone))
      .orderBy(desc(verificationCode.createTime), desc(verificationCode.codeId))
      .limit(1)
      .for('update');
    return newest && newest.usedTime === null && newest.expireTime > now ? newest : null;
  }

  async function prove(tx: Executor, phone: string, code: string, address: string, now: Date): Promise<number | null> {
    const live = await liveCode(tx, phone, now);
    if (!live) return null;
    // The live code's row lock (above) queues every try at this phone, so the counts are exact.
    const [tries] = await tx
      .select({
        fromPhone: count(),
        fromAddress: sql<number>`cast(count(*) filter (where ${eq(verificationCodeFailure.address, address)}) as integer)`,
      })
      .from(verificationCodeFailure)
      .where(and(eq(verificationCodeFailure.phone, phone), gt(verificationCodeFailure.createTime, new Date(now.getTime() - CODE_RULES.lifeMs))));
    if (tries.fromAddress >= CODE_RULES.maxWrongTries || tries.fromPhone >= CODE_RULES.maxWrongTriesPerPhone) return null;
    if (timingSafeEqual(hashOf(phone, code.trim()), Buffer.from(live.codeHash, 'hex'))) return live.codeId;
    await tx.insert(verificationCodeFailure).values({ phone, address, fkCodeId: live.codeId, createTime: now });
    return null;
  }

  return {
    async request(phone, now = new Date()) {
      const code = String(randomInt(0, 10 ** CODE_RULES.digits)).padStart(CODE_RULES.digits, '0');
      const issued = await db.transaction(async (tx) => {
        // Requests for one phone queue here on every server, so the rules below see each other's rows.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification-code:${purpose}:${phone}`}))`);
        const [latest] = await tx
          .select({ createTime: verificationCode.createTime })
          .from(verificationCode)
          .where(ofPhone(phone))
          .orderBy(desc(verificationCode.createTime))
          .limit(1);
        const waitMs = latest ? latest.createTime.getTime() + CODE_RULES.resendAfterMs - now.getTime() : 0;
        if (waitMs > 0) {
          const retryAfterSeconds = Math.min(CODE_RESEND_SECONDS, Math.ceil(waitMs / 1000));
          return { status: 'tooSoon', retryAfterSeconds } as const;
        }
        const [{ today }] = await tx
          .select({ today: count() })
          .from(verificationCode)
          .where(and(ofPhone(phone), gte(verificationCode.createTime, startOfBazhongDay(now))));
        if (today >= CODE_RULES.maxPerDay) return { status: 'dailyCapReached' } as const;
        const [row] = await tx
          .insert(verificationCode)
          .values({ phone, purpose, codeHash: hashOf(phone, code).toString('hex'), createTime: now, expireTime: new Date(now.getTime() + CODE_RULES.lifeMs) })
          .returning({ codeId: verificationCode.codeId });
        return { status: 'issued', codeId: row.codeId } as const;
      });
      if (issued.status !== 'issued') return issued;

      try {
        await sender.send({ phone, text: CODE_PURPOSES[purpose](code) });
      } catch (error) {
        // A code that never left counts for no rule.
        await db.delete(verificationCode).where(eq(verificationCode.codeId, issued.codeId));
        throw error;
      }
      await db.delete(verificationCode).where(lt(verificationCode.createTime, new Date(now.getTime() - KEEP_ROWS_MS)));
      return { status: 'sent' };
    },

    async check(phone, code, address, now = new Date()) {
      return (await db.transaction((tx) => prove(tx, phone, code, address, now))) !== null;
    },

    async spend(tx, phone, code, address, now) {
      const codeId = await prove(tx, phone, code, address, now);
      if (codeId === null) return false;
      const spent = await tx
        .update(verificationCode)
        .set({ usedTime: now })
        .where(and(eq(verificationCode.codeId, codeId), isNull(verificationCode.usedTime)))
        .returning({ codeId: verificationCode.codeId });
      return spent.length === 1;
    },
  };
}
