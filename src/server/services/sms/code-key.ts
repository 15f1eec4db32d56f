import type { Database } from '../../db/database';
import { loadServerSecret } from '../server-secret';

const CODE_KEY_NAME = 'verification-code-hmac';

/**
 * The HMAC key of verification-code hashes. SMS_CODE_SECRET when set (production: the key then
 * never sits in the database beside the hashes); otherwise one generated once and kept in the
 * database, so every server that shares the codes also shares the key. Like STORAGE_SECRET and
 * its generated file, the environment wins over the generated default.
 * Call outside a transaction: the first call may write the key.
 */
export async function loadCodeKey(db: Database, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.SMS_CODE_SECRET) return env.SMS_CODE_SECRET;
  return loadServerSecret(db, CODE_KEY_NAME);
}
