import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt N=2^14, r=8, p=5 (architecture.md). Stored as "scrypt$N$r$p$salt$hash" so the
// parameters can be raised later without breaking existing hashes.
const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const;
const KEY_LENGTH = 32;

/** libuv's thread pool, where async scrypt runs beside file reads, compression and DNS lookups (4 unless UV_THREADPOOL_SIZE says). */
function threadPoolSize(value = process.env.UV_THREADPOOL_SIZE): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : 4;
}

/**
 * Password hashes computed at once: half the thread pool, so however many sign-ins arrive, the
 * other half stays free for the rest of the server (static files, uploads, compression).
 */
export const HASHES_AT_ONCE = Math.max(1, Math.floor(threadPoolSize() / 2));

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `task` once fewer than HASHES_AT_ONCE hashes are running; first come, first served. */
async function withHashSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running < HASHES_AT_ONCE) running += 1;
  else await new Promise<void>((resolve) => waiting.push(resolve)); // the slot is handed over by the task finishing
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/** The last hash each requester has asked for, running or waiting. */
const lanes = new Map<string, Promise<unknown>>();

/**
 * Each requester (a client address) has one hash running or waiting for a slot at a time, its
 * next ones queue behind it: a burst from one address waits behind itself, and someone else's
 * sign-in waits for at most one of the burst's hashes, not all of them.
 */
function inLane<T>(requester: string | undefined, task: () => Promise<T>): Promise<T> {
  if (requester === undefined) return withHashSlot(task);
  const previous = lanes.get(requester) ?? Promise.resolve();
  const result = previous.then(() => withHashSlot(task));
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  lanes.set(requester, settled);
  void settled.then(() => {
    if (lanes.get(requester) === settled) lanes.delete(requester);
  });
  return result;
}

function derive(password: string, salt: Buffer, options: ScryptOptions, requester?: string): Promise<Buffer> {
  return inLane(
    requester,
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

/** `requester`: who asked (the client address), so one requester's hashes queue behind each other. */
export async function hashPassword(password: string, requester?: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, requester);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string, requester?: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) }, requester);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
