import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import { leadingZeroBits, type MessageProof } from '@shared/message-proof';
import type { Database } from '../../db/database';
import { messageProofSpent } from '../../db/schema';
import { loadServerSecret } from '../server-secret';
import type { Executor } from '../workflow/engine';

/**
 * Leading zero bits a proof needs unless MESSAGE_PROOF_BITS says otherwise: 2^17 (131,072)
 * hashes on average, about half a second for a desktop browser and one to two seconds for a
 * phone's, and the same work again for every message a script sends.
 */
export const DEFAULT_MESSAGE_PROOF_BITS = 17;
/** A challenge is solved right after it is fetched; five minutes leave a slow phone room. */
export const MESSAGE_PROOF_LIFE_MS = 5 * 60_000;

export const PROOF_MSG = {
  required: '请完成安全验证后再提交留言',
  refused: '安全验证已失效，请重新提交',
} as const;

const KEY_NAME = 'message-proof-hmac';
const VERSION = '1';
/** `1.<issued ms>.<bits>.<22 characters of randomness>.<43 characters of HMAC>`, all base64url. */
const CHALLENGE = /^1\.(\d{13})\.(\d{1,2})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;
const NONCE = /^\d{1,16}$/;
/** How far the clocks of servers sharing the database may disagree. */
const CLOCK_SKEW_MS = 60_000;

export function proofBitsFromEnv(value = process.env.MESSAGE_PROOF_BITS): number {
  if (!value) return DEFAULT_MESSAGE_PROOF_BITS;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 32) throw new Error(`MESSAGE_PROOF_BITS must be a whole number from 1 to 32, not "${value}"`);
  return parsed;
}

/** A proof whose signature, age and work are right; it still has to be spent. */
export interface CheckedProof {
  challengeId: string;
  expireTime: Date;
}

export interface MessageChallenge {
  challenge: string;
  bits: number;
}

export interface MessageProofs {
  /** The leading zero bits this server asks for. */
  readonly bits: number;
  /** A new signed challenge; nothing is stored. */
  issue(now?: Date): MessageChallenge;
  /** Checks signature, age and work with one HMAC and one hash; null when any is wrong. */
  check(proof: MessageProof, now?: Date): CheckedProof | null;
  /** Inside the caller's transaction: true the first time, false once spent (on any server). */
  spend(tx: Executor, proof: CheckedProof): Promise<boolean>;
  /** Forgets spent proofs whose challenges have expired (they can no longer be checked); once a minute at most. */
  forgetExpired(now?: Date): Promise<void>;
}

/**
 * Challenges are signed with a key generated once into the database (server_secret), so any
 * server checks what another issued; they carry their own time and difficulty, so the server
 * keeps nothing until a proof is spent.
 */
export async function createMessageProofs(db: Database, { bits }: { bits: number }): Promise<MessageProofs> {
  const key = await loadServerSecret(db, KEY_NAME);
  const sign = (unsigned: string) => createHmac('sha256', key).update(unsigned).digest('base64url');
  let nextSweep = 0;

  return {
    bits,
    issue(now = new Date()) {
      const unsigned = `${VERSION}.${now.getTime()}.${bits}.${randomBytes(16).toString('base64url')}`;
      return { challenge: `${unsigned}.${sign(unsigned)}`, bits };
    },

    check(proof, now = new Date()) {
      const parts = CHALLENGE.exec(proof.challenge);
      if (!parts || !NONCE.test(proof.nonce)) return null;
      const [, issued, claimedBits, challengeId, mac] = parts;
      const expected = Buffer.from(sign(proof.challenge.slice(0, proof.challenge.lastIndexOf('.'))));
      if (!timingSafeEqual(Buffer.from(mac), expected)) return null;
      const issuedAt = Number(issued);
      const age = now.getTime() - issuedAt;
      // A challenge of an easier difficulty than asked now (the operator raised it) is refused too.
      if (age > MESSAGE_PROOF_LIFE_MS || age < -CLOCK_SKEW_MS || Number(claimedBits) < bits) return null;
      const digest = createHash('sha256').update(proof.challenge + proof.nonce).digest();
      if (leadingZeroBits(digest) < Number(claimedBits)) return null;
      return { challengeId, expireTime: new Date(issuedAt + MESSAGE_PROOF_LIFE_MS) };
    },

    async spend(tx, proof) {
      const spent = await tx
        .insert(messageProofSpent)
        .values({ challengeId: proof.challengeId, expireTime: proof.expireTime })
        .onConflictDoNothing()
        .returning({ challengeId: messageProofSpent.challengeId });
      return spent.length === 1;
    },

    async forgetExpired(now = new Date()) {
      if (now.getTime() < nextSweep) return;
      nextSweep = now.getTime() + 60_000;
      // Kept a little past expiry, so a server whose clock runs behind cannot take one again.
      await db.delete(messageProofSpent).where(lt(messageProofSpent.expireTime, new Date(now.getTime() - CLOCK_SKEW_MS)));
    },
  };
}
