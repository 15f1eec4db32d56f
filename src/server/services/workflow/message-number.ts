import { DAY_MS, chinaDate } from '@machines/china-time';
import { and, between, max, sql } from 'drizzle-orm';
import { contactStationSuggest } from '../../db/schema';
import type { Executor } from './engine';
import { rowsOf } from '../../db/database';

/**
 * A serial has at least four digits and grows a digit when it needs one (LY2026111910000 follows
 * LY202611199999), so a day's numbers never run out: the day's sequence is a bigint. Numbers of
 * the first 9999 messages of a day keep the four-digit shape they always had.
 */
const MIN_SERIAL_DIGITS = 4;
/** The longest serial read back from stored numbers: any bigint serial fits in it. */
const MAX_SERIAL_DIGITS = 18;

/** The submission day in Bazhong (UTC+8, no daylight saving) as yyyyMMdd. */
function bazhongDay(at: Date): string {
  return chinaDate(at).replaceAll('-', '');
}

/**
 * The number a citizen keeps to query the feedback: `LY`, the submission day in Bazhong
 * (yyyyMMdd) and the serial within that day, four digits or more, e.g. LY202611190002.
 */
export function messageNumber(submitted: Date, serialOfDay: number): string {
  return `LY${bazhongDay(submitted)}${String(serialOfDay).padStart(MIN_SERIAL_DIGITS, '0')}`;
}

/** The sequence that hands out a day's serials, e.g. message_serial_20261121. */
export const serialSequenceOf = (submitted: Date) => `message_serial_${bazhongDay(submitted)}`;
const SEQUENCE_NAME = /^message_serial_[0-9]{8}$/;


/** The same key the numbering used before the sequences, so an older server still takes turns with this one. */
const lockDay = (tx: Executor, submitted: Date) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-number:${bazhongDay(submitted)}`}))`);

/** The highest serial stored for the day, 0 when none. */
async function lastStoredSerial(tx: Executor, submitted: Date): Promise<number> {
  // Only numbers of this shape count, so other ids can never disturb the serial. The range (the
  // day's prefix followed by digits sorts between these two) lets the primary key find the day's
  // numbers instead of reading every message. Serials are compared as numbers: 10000 > 9999.
  const id = contactStationSuggest.massesSuggestId;
  const day = `LY${bazhongDay(submitted)}`;
  const [row] = await tx
    .select({ last: max(sql<string>`cast(substring(${id} from ${sql.raw(String(day.length + 1))}) as bigint)`) })
    .from(contactStationSuggest)
    .where(and(between(id, day, day + '9'.repeat(MAX_SERIAL_DIGITS)), sql`${id} ~ ${`^${day}[0-9]{${MIN_SERIAL_DIGITS},${MAX_SERIAL_DIGITS}}$`}`));
  return row?.last ? Number(row.last) : 0;
}

/** The next value of the day's sequence, or null while it does not exist (nextval is strict). */
async function drawSerial(tx: Executor, submitted: Date): Promise<number | null> {
  const [row] = rowsOf<{ serial: number | string | null }>(await tx.execute(sql`select nextval(to_regclass(${serialSequenceOf(submitted)})) as serial`));
  return row?.serial === null || row?.serial === undefined ? null : Number(row.serial);
}

async function sequenceExists(tx: Executor, submitted: Date): Promise<boolean> {
  const [row] = rowsOf<{ present: boolean }>(await tx.execute(sql`select to_regclass(${serialSequenceOf(submitted)}) is not null as present`));
  return row?.present === true;
}

/**
 * Creates the day's sequence, starting after the day's highest stored serial, so numbers already
 * given (by an older server, or in restored data) are never given again. Under the day's lock,
 * held until the caller commits: of several servers creating it at once, the first creates it
 * and the others find it when they get the lock. Once a day, the sequences of days before
 * yesterday are dropped: they can hand out nothing any more (yesterday's is kept for a message
 * submitted just before midnight), and a day's sequence dropped too early is simply created
 * again from the stored maximum.
 */
async function createDaySequence(tx: Executor, submitted: Date): Promise<void> {
  await lockDay(tx, submitted);
  if (await sequenceExists(tx, submitted)) return;
  const start = (await lastStoredSerial(tx, submitted)) + 1;
  await tx.execute(sql`create sequence if not exists ${sql.identifier(serialSequenceOf(submitted))} start with ${sql.raw(String(start))}`);
  const keepFrom = serialSequenceOf(new Date(submitted.getTime() - DAY_MS));
  const old = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select relname as name from pg_class
      where relkind = 'S' and relnamespace = current_schema()::regnamespace
        and relname ~ ${SEQUENCE_NAME.source} and relname < ${keepFrom}`),
  );
  if (old.length) await tx.execute(sql`drop sequence if exists ${sql.join(old.map(({ name }) => sql.identifier(name)), sql`, `)}`);
}

/**
 * Moves the day's sequence past the day's highest stored serial (after a restore into a live
 * database, say). Values are drawn up to it rather than set with setval, which could move the
 * sequence back under a concurrent nextval and hand a number out twice.
 */
async function catchUp(tx: Executor, submitted: Date): Promise<void> {
  await lockDay(tx, submitted);
  const last = await lastStoredSerial(tx, submitted);
  const name = serialSequenceOf(submitted);
  if (!(await sequenceExists(tx, submitted))) {
    await createDaySequence(tx, submitted);
    return;
  }
  const [state] = rowsOf<{ last: number | string; called: boolean }>(await tx.execute(sql`select last_value as last, is_called as called from ${sql.identifier(name)}`));
  const next = Number(state.last) + (state.called ? 1 : 0);
  if (next <= last) await tx.execute(sql`select count(nextval(to_regclass(${name}))) from generate_series(1, ${last + 1 - next}::bigint)`);
}

/**
 * Stores a message under the next free number of its Bazhong day, inside the caller's
 * transaction; `insert` stores it under the given number and answers false when that number is
 * taken (an insert with ON CONFLICT DO NOTHING). Answers the number.
 *
 * The serial comes from the day's sequence: nextval takes no lock and is not transactional, so
 * messages submitted at once never wait for one another's commit, and a serial drawn by a
 * transaction that then fails is not given again (a gap, harmless: a citizen only keeps the
 * number they were given). Should the number be taken all the same (the sequence behind the
 * stored numbers), the sequence catches up with them and the message is numbered once more.
 */
export async function storeNumbered(tx: Executor, submitted: Date, insert: (massesSuggestId: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    let serial = await drawSerial(tx, submitted);
    if (serial === null) {
      await createDaySequence(tx, submitted);
      serial = await drawSerial(tx, submitted);
      if (serial === null) throw new Error(`${serialSequenceOf(submitted)} was not created`);
    }
    const massesSuggestId = messageNumber(submitted, serial);
    if (await insert(massesSuggestId)) return massesSuggestId;
    if (attempt === 2) throw new Error(`message number ${massesSuggestId} is taken although the day's sequence caught up with the stored numbers`);
    await catchUp(tx, submitted);
  }
}
