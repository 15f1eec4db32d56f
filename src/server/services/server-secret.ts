import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { serverSecret } from '../db/schema';

/**
 * A key generated once into the database under `name`, so every server that shares the database
 * also shares the key. Of several servers starting at once, the first one's key wins.
 * Call outside a transaction: the first call writes the key.
 */
export async function loadServerSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(serverSecret)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: serverSecret.value }).from(serverSecret).where(eq(serverSecret.name, name));
  return row.value;
}
