import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadingZeroBits, proofSearch, sha256Ascii, solveProof } from '@shared/message-proof';

/** The proof of work's search (src/shared/message-proof.ts), held to node:crypto's SHA-256. */

const nodeSha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());
/** A printable ASCII string of `length` characters, as challenges and nonces are. */
const asciiOf = (length: number) => Array.from(randomBytes(length), (byte) => String.fromCharCode(33 + (byte % 94))).join('');

describe('the proof of work', () => {
  it('hashes as SHA-256 does, across the block boundaries (55, 56, 64 bytes) and beyond', () => {
    for (let length = 0; length <= 200; length += 1) {
      const text = asciiOf(length);
      expect(sha256Ascii(text), `length ${length}`).toEqual(nodeSha256(text));
    }
  });

  it('counts the leading zero bits of a digest', () => {
    expect(leadingZeroBits(Uint8Array.of(0x80, 0))).toBe(0);
    expect(leadingZeroBits(Uint8Array.of(0x01, 0xff))).toBe(7);
    expect(leadingZeroBits(Uint8Array.of(0, 0, 0x10))).toBe(19);
    expect(leadingZeroBits(new Uint8Array(32))).toBe(256);
  });

  it('finds a nonce whose SHA-256 with the challenge has the zero bits asked for, by node:crypto’s count too', () => {
    for (const challenge of [asciiOf(40), asciiOf(90), asciiOf(130)]) {
      const proof = solveProof(challenge, 10);
      expect(proof.challenge).toBe(challenge);
      expect(proof.nonce).toMatch(/^\d{1,16}$/);
      expect(leadingZeroBits(nodeSha256(challenge + proof.nonce))).toBeGreaterThanOrEqual(10);
    }
  });

  it('finds the first such nonce, whether run in one step or many small ones', () => {
    const challenge = asciiOf(90);
    const whole = solveProof(challenge, 8);
    const stepwise = proofSearch(challenge, 8);
    let proof = null;
    while (!proof) proof = stepwise.run(7);
    expect(proof).toEqual(whole);
    expect(stepwise.tried).toBe(Number(whole.nonce) + 1);
    for (let nonce = 0; nonce < Number(whole.nonce); nonce += 1) expect(leadingZeroBits(nodeSha256(challenge + nonce))).toBeLessThan(8);
  });
});
