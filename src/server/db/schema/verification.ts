import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, instant, stampedNow, ownedBy } from './columns';

/**
 * Codes that prove a citizen's phone on the public message form (design/lifecycles.md,
 * "Verification code"). Only an HMAC of the code is kept; the phone's newest row is its only
 * live code. The rows are also the per-phone request counters (60 s, 10 a Bazhong day), so every
 * server sharing the database applies the same limits.
 */
export const verificationCode = pgTable(
  'verification_code',
  {
    codeId: identity('code_id'),
    phone: text('phone').notNull(),
    /** What the code proves: `message` (the portal's message form) or `password` (忘记密码); each purpose has its own live code and limits. */
    purpose: text('purpose').notNull().default('message'),
    /** HMAC-SHA256 of phone and code under the code key (hex). */
    codeHash: text('code_hash').notNull(),
    createTime: instant('create_time').notNull(),
    expireTime: instant('expire_time').notNull(),
    /** Set once, when a message proved by the code is accepted. */
    usedTime: instant('used_time'),
  },
  (t) => [index('verification_code_phone_idx').on(t.phone, t.createTime), index('verification_code_phone_purpose_idx').on(t.phone, t.purpose, t.createTime)],
);

/**
 * One wrong try against a phone's live code. Counted over the last code life, so asking for a
 * new code does not buy more guesses: per phone and client address (someone else's guesses do
 * not end the owner's code) and, with a higher cap, per phone from every address.
 */
export const verificationCodeFailure = pgTable(
  'verification_code_failure',
  {
    failureId: identity('failure_id'),
    phone: text('phone').notNull(),
    /** The client address the try came from; null for tries counted before addresses were kept. */
    address: text('address'),
    fkCodeId: ownedBy('fk_code_id', () => verificationCode.codeId),
    createTime: instant('create_time').notNull(),
  },
  (t) => [index('verification_code_failure_phone_idx').on(t.phone, t.createTime)],
);

/**
 * The proofs of work already spent on a message left without a phone (services/portal/
 * message-proof.ts), each kept until its challenge expires, so a proof stands for one message
 * on every server sharing the database.
 */
export const messageProofSpent = pgTable(
  'message_proof_spent',
  {
    /** The challenge's random part. */
    challengeId: text('challenge_id').primaryKey(),
    expireTime: instant('expire_time').notNull(),
  },
  (t) => [index('message_proof_spent_expire_time_idx').on(t.expireTime)],
);

/** What the embedded default "sends": each text as an SMS gateway would deliver it. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    outboxId: identity('outbox_id'),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createTime: instant('create_time').notNull(),
  },
  (t) => [index('sms_outbox_create_time_idx').on(t.createTime)],
);

/**
 * Keys generated once and shared by every server on the database, for deployments that set
 * none in the environment (e.g. the verification-code HMAC key).
 */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createTime: stampedNow('create_time'),
});
