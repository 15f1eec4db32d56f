import { and, between, max, sql } from 'drizzle-orm';
import { contactStationSuggest } from '../../db/schema';
import type { Executor } from './engine';

const BAZHONG_OFFSET_MS = 8 * 3_600_000;
const SERIAL_DIGITS = 4;
/** The last serial a day can take in the four digits. */
export const MAX_MESSAGES_PER_DAY = 10 ** SERIAL_DIGITS - 1;

/** The submission day in Bazhong (UTC+8, no daylight saving) as yyyyMMdd. */
function bazhongDay(at: Date): string {
  return new Date(at.getTime() + BAZHONG_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '');
}

/**
 * The number a citizen keeps to query the feedback: `LY`, the submission day in Bazhong
 * (yyyyMMdd) and a four-digit serial within that day, e.g. LY202611190002.
 */
export function messageNumber(submitted: Date, serialOfDay: number): string {
  return `LY${bazhongDay(submitted)}${String(serialOfDay).padStart(SERIAL_DIGITS, '0')}`;
}

/**
 * The next free number of the day, inside the caller's transaction. Numbering waits for the
 * day's advisory lock, held until that transaction ends, so two messages submitted at once (on
 * one server or several) read the maximum one after the other and never take the same number.
 * Null once the day's four digits are used up.
 */
export async function nextMessageNumber(tx: Executor, submitted: Date): Promise<string | null> {
  const day = bazhongDay(submitted);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`message-number:${day}`}))`);
  // Only numbers of exactly this shape count, so other ids can never disturb the serial. The
  // range lets the primary key find the day's numbers instead of reading every message.
  const id = contactStationSuggest.massesSuggestId;
  const [row] = await tx
    .select({ last: max(id) })
    .from(contactStationSuggest)
    .where(and(between(id, messageNumber(submitted, 0), messageNumber(submitted, MAX_MESSAGES_PER_DAY)), sql`${id} ~ ${`^LY${day}[0-9]{${SERIAL_DIGITS}}$`}`));
  const lastSerial = row?.last ? Number(row.last.slice(-SERIAL_DIGITS)) : 0;
  if (lastSerial >= MAX_MESSAGES_PER_DAY) return null;
  return messageNumber(submitted, lastSerial + 1);
}
