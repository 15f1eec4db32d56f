import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/database';
import { storedFile } from '../../db/schema';
import { FILE_REFERENCES } from './file-references';
import { FILE_KEY_PATTERN } from './object-path';
import type { ObjectStorage } from './storage.service';

/** An upload no record names is removed once it is this old: a day to attach it to something. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
/** How often each server sweeps (and once when it starts). */
export const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** Files removed per transaction; a sweep goes on until none is left. */
const BATCH = 500;
/** Held by the one server sweeping; the others skip their turn. */
const SWEEP_LOCK = 0x73776570;

/** Every file key any registered column holds, once per mention. */
function referencedKeys(): SQL {
  const selects = FILE_REFERENCES.map(
    ({ column }) =>
      sql`select (regexp_matches(${column}::text, ${FILE_KEY_PATTERN}, 'g'))[1] as file_key from ${column.table} where ${column} is not null`,
  );
  return sql.join(selects, sql` union all `);
}

const unreferenced = sql`not exists (select 1 from referenced r where r.file_key = f.file_key)`;

export interface SweepResult {
  /** Another server held the sweep. */
  skipped: boolean;
  removed: string[];
}

/**
 * Removes uploads (rows of stored_file and their files) older than a day that no record names
 * in any column of FILE_REFERENCES, uploads never completed included. Files without a row
 * (the demo's pictures, files stored before uploads were recorded) are never touched.
 *
 * Safe beside other servers and requests: one server sweeps at a time (advisory lock), the
 * candidates are row-locked (a row a record is being attached to is share-locked by
 * requireStoredFiles, and skipped), and the references are read again after the lock, so a
 * record that committed in between keeps its file.
 */
export async function sweepOrphanFiles(db: Database, storage: ObjectStorage, now = new Date()): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS).toISOString();
  const removed: string[] = [];
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const [{ locked }] = rowsOf<{ locked: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`));
      if (!locked) return null;
      const candidates = rowsOf<{ obj_path: string }>(
        await tx.execute(sql`
          with referenced as (${referencedKeys()})
          select f.obj_path from ${storedFile} f
          where f.create_time < ${cutoff} and ${unreferenced}
          order by f.create_time
          limit ${BATCH}
          for update of f skip locked`),
      ).map((row) => row.obj_path);
      if (candidates.length === 0) return { candidates, gone: [] };
      // A new statement sees every reference committed until the rows were locked.
      const gone = rowsOf<{ obj_path: string }>(
        await tx.execute(sql`
          with referenced as (${referencedKeys()})
          delete from ${storedFile} f
          where f.obj_path in ${candidates} and ${unreferenced}
          returning f.obj_path`),
      ).map((row) => row.obj_path);
      // Inside the transaction: a file that cannot be removed keeps its row for the next sweep.
      for (const objPath of gone) await storage.remove(objPath);
      return { candidates, gone };
    });
    if (batch === null) return { skipped: true, removed };
    removed.push(...batch.gone);
    if (batch.candidates.length < BATCH) return { skipped: false, removed };
  }
}
