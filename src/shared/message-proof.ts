/**
 * The proof of work that stands in for a phone's code when a citizen leaves a message without a
 * phone: the server hands out a signed challenge, the browser finds a nonce such that
 * SHA-256(challenge + nonce) begins with `bits` zero bits, and the server checks it with one hash
 * and spends it once (docs/decisions.md, "Citizens' messages"). The search lives here so the
 * browser, the tests and the scripts run the same code; the server verifies with node:crypto.
 *
 * SHA-256 is written out rather than taken from WebCrypto: `crypto.subtle.digest` answers one
 * promise per hash (about eight times slower in Chromium than this loop, so the same wait of the
 * citizen would buy an eighth of the work) and exists only on HTTPS pages.
 */

/** What the browser sends with a message left without a phone. */
export interface MessageProof {
  challenge: string;
  nonce: string;
}

export const MESSAGE_PROOF_LIMITS = {
  /** A signed challenge is about 90 ASCII characters. */
  challengeLength: 200,
  /** The nonce is the decimal count of tries: 16 digits are more than any search makes. */
  nonceLength: 16,
} as const;

/** The zero bits a digest begins with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL_STATE = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** One SHA-256 compression of the 64-byte block at `offset` into `state`; `w` is scratch space. */
function compress(state: Int32Array, block: Uint8Array, offset: number, w: Int32Array) {
  for (let i = 0; i < 16; i += 1) {
    const o = offset + 4 * i;
    w[i] = (block[o] << 24) | (block[o + 1] << 16) | (block[o + 2] << 8) | block[o + 3];
  }
  for (let i = 16; i < 64; i += 1) {
    const a = w[i - 15];
    const b = w[i - 2];
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let [a, b, c, d, e, f, g, h] = state;
  for (let i = 0; i < 64; i += 1) {
    const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + s1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
    const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0] + a) | 0;
  state[1] = (state[1] + b) | 0;
  state[2] = (state[2] + c) | 0;
  state[3] = (state[3] + d) | 0;
  state[4] = (state[4] + e) | 0;
  state[5] = (state[5] + f) | 0;
  state[6] = (state[6] + g) | 0;
  state[7] = (state[7] + h) | 0;
}

/** The bytes of an ASCII string (challenges and nonces are ASCII only). */
function asciiBytes(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i) & 0x7f;
  return bytes;
}

/**
 * SHA-256 of `prefix + suffix` for a fixed prefix and many suffixes: the prefix's whole blocks
 * are compressed once, so each try costs one or two compressions.
 */
function hasherFor(prefix: Uint8Array) {
  const w = new Int32Array(64);
  const midstate = Int32Array.from(INITIAL_STATE);
  const whole = prefix.length - (prefix.length % 64);
  for (let offset = 0; offset < whole; offset += 64) compress(midstate, prefix, offset, w);
  const rest = prefix.subarray(whole);
  const tail = new Uint8Array(128);
  const state = new Int32Array(8);
  const digest = new Uint8Array(32);

  return (suffix: Uint8Array): Uint8Array => {
    const length = rest.length + suffix.length;
    const blocks = length + 9 <= 64 ? 1 : 2;
    tail.fill(0);
    tail.set(rest);
    tail.set(suffix, rest.length);
    tail[length] = 0x80;
    // The message length in bits, big-endian in the last 8 bytes (never above 2^32 here).
    const bits = (whole + length) * 8;
    const end = blocks * 64;
    tail[end - 4] = bits >>> 24;
    tail[end - 3] = bits >>> 16;
    tail[end - 2] = bits >>> 8;
    tail[end - 1] = bits;
    state.set(midstate);
    for (let block = 0; block < blocks; block += 1) compress(state, tail, block * 64, w);
    for (let i = 0; i < 8; i += 1) {
      digest[4 * i] = state[i] >>> 24;
      digest[4 * i + 1] = state[i] >>> 16;
      digest[4 * i + 2] = state[i] >>> 8;
      digest[4 * i + 3] = state[i];
    }
    return digest;
  };
}

/** SHA-256 of an ASCII string (the tests hold it to node:crypto's). */
export function sha256Ascii(text: string): Uint8Array {
  return hasherFor(asciiBytes(text))(new Uint8Array(0)).slice();
}

export interface ProofSearch {
  /** Nonces tried so far. */
  readonly tried: number;
  /** Tries up to `tries` more nonces; answers the proof once one has `bits` leading zero bits. */
  run(tries: number): MessageProof | null;
}

/**
 * The search for a nonce, in steps the caller paces (a worker runs it flat out; the page, when
 * it has no worker, runs a few milliseconds between frames). Nonces are 0, 1, 2, … in decimal.
 */
export function proofSearch(challenge: string, bits: number): ProofSearch {
  const hash = hasherFor(asciiBytes(challenge));
  const nonce = new Uint8Array(MESSAGE_PROOF_LIMITS.nonceLength);
  let tried = 0;
  return {
    get tried() {
      return tried;
    },
    run(tries) {
      for (const end = tried + tries; tried < end; tried += 1) {
        const digits = String(tried);
        for (let i = 0; i < digits.length; i += 1) nonce[i] = digits.charCodeAt(i);
        if (leadingZeroBits(hash(nonce.subarray(0, digits.length))) >= bits) {
          tried += 1;
          return { challenge, nonce: digits };
        }
      }
      return null;
    },
  };
}

/** The whole search at once, for scripts and tests (the browser paces it: proofSearch). */
export function solveProof(challenge: string, bits: number): MessageProof {
  const search = proofSearch(challenge, bits);
  for (;;) {
    const proof = search.run(100_000);
    if (proof) return proof;
  }
}
