import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '@server/db/database';
import { contactStationSuggest } from '@server/db/schema';
import { acceptMessage, type CleanMessage } from '@server/routes/api/contact-station-suggest/message-intake.service';
import { createMessageProofs, type MessageProofs } from '@server/services/portal/message-proof';
import { createVerificationCodes, type VerificationCodes } from '@server/services/sms';
import { serialSequenceOf, storeNumbered } from '@server/services/workflow/message-number';
import { TEST_PROOF_BITS, checkedProofOf } from '../helpers/message-proof';
import { openTestDatabase } from '../helpers/test-database';

/**
 * Message numbers from the day's sequence (services/workflow/message-number.ts), through the
 * intake's own acceptMessage. Every test numbers a Bazhong day of its own in 2031. On PostgreSQL
 * a second connection pool on the same database stands for a second server.
 */

let database: DatabaseHandle;
let secondServer: DatabaseHandle | null = null;
let codes: VerificationCodes;
let proofs: MessageProofs;
const texts: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  codes = await createVerificationCodes(database.db, { send: async ({ text }) => void texts.push(text) });
  proofs = await createMessageProofs(database.db, { bits: TEST_PROOF_BITS });
  if (database.kind === 'postgres') {
    const rows = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${rows.rows[0].name}`;
    secondServer = await openDatabase({ kind: 'postgres', url: url.toString() });
  }
});
afterAll(async () => {
  await secondServer?.close();
  await database?.close();
});

/** 10:00 in Bazhong on the given day of March 2031. */
const at = (day: number, minute = 0) => new Date(Date.UTC(2031, 2, day, 2, minute));
const dayPrefix = (day: number) => `LY203103${String(day).padStart(2, '0')}`;
const DEPUTY = { delegateName: '张明华', fkStationId: 1 };

function message(fields: Partial<CleanMessage> = {}): CleanMessage {
  return { title: '滨河路路灯不亮', content: '请协调修复。', massesName: null, massesPhone: null, address: null, code: null, fkDelegateId: 1, ...fields };
}

async function accept(now: Date, db: Database = database.db, fields: Partial<CleanMessage> = {}) {
  const proof = fields.massesPhone ? null : checkedProofOf(proofs, now);
  const outcome = await acceptMessage(db, { codes, proofs }, message(fields), DEPUTY, { address: '127.0.0.1', proof, now });
  if (outcome.status !== 'accepted') return outcome.status;
  return outcome.massesSuggestId;
}

/** Rows put in as a restore or an older server would: numbers the sequence did not give. */
async function storeDirectly(...numbers: string[]) {
  await database.db.insert(contactStationSuggest).values(numbers.map((massesSuggestId) => ({ massesSuggestId, title: '恢复的留言', content: '备份中的留言。' })));
}

async function storedNumbers(day: number): Promise<string[]> {
  const rows = await database.db
    .select({ id: contactStationSuggest.massesSuggestId })
    .from(contactStationSuggest)
    .where(like(contactStationSuggest.massesSuggestId, `${dayPrefix(day)}%`))
    .orderBy(contactStationSuggest.massesSuggestId);
  return rows.map((row) => row.id);
}

async function serialSequences(): Promise<string[]> {
  const result = (await database.db.execute(
    sql`select relname as name from pg_class where relkind = 'S' and relname like ${'message_serial_%'} order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return result.rows.map((row) => row.name);
}

/** The serial after `LY` and the day: four digits or more. */
const serial = (number: string) => Number(number.slice('LY20310301'.length));
const range = (from: number, to: number, day: number) => Array.from({ length: to - from + 1 }, (_, i) => `${dayPrefix(day)}${String(from + i).padStart(4, '0')}`);

describe('the day’s message numbers', () => {
  it('start after the highest number already stored that day, never below it, and follow one another', async () => {
    // 0001 and 0002 are free, but numbers after 0007 may already be in a citizen's hands.
    await storeDirectly(...range(3, 7, 1));
    expect(await accept(at(1))).toBe(`${dayPrefix(1)}0008`);
    expect(await accept(at(1, 5))).toBe(`${dayPrefix(1)}0009`);
    expect(await serialSequences()).toContain(serialSequenceOf(at(1)));
  });

  it('are all different when many messages of a new day arrive at once, on two servers', async () => {
    await storeDirectly(`${dayPrefix(2)}0001`, `${dayPrefix(2)}0002`, `${dayPrefix(2)}0003`);
    const servers = [database.db, secondServer?.db ?? database.db];
    // The first messages of the day race to create its sequence.
    const numbers = await Promise.all(Array.from({ length: 24 }, (_, i) => accept(at(2), servers[i % 2])));
    expect(new Set(numbers).size).toBe(24);
    expect([...numbers].sort()).toEqual(range(4, 27, 2));
    expect(await storedNumbers(2)).toEqual(range(1, 27, 2));
  });

  it('hold no lock while the message is stored, so another message of the day does not wait for its commit', async () => {
    expect(await accept(at(3))).toBe(`${dayPrefix(3)}0001`);
    await database.db.transaction(async (tx) => {
      const number = await storeNumbered(tx, at(3, 1), async (massesSuggestId) => {
        await tx.insert(contactStationSuggest).values({ massesSuggestId, title: '未提交的留言', content: '事务未结束。' });
        return true;
      });
      expect(number).toBe(`${dayPrefix(3)}0002`);
      const held = (await tx.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`)) as unknown as { rows: { n: number }[] };
      expect(held.rows[0].n).toBe(0);
      // Another server stores its message while this transaction is still open.
      if (secondServer) expect(await accept(at(3, 2), secondServer.db)).toBe(`${dayPrefix(3)}0003`);
    });
  });

  it('leave a gap for a message whose transaction failed, and never give its number again', async () => {
    expect(await accept(at(4))).toBe(`${dayPrefix(4)}0001`);
    const failure = new Error('the insert failed after the number was drawn');
    await expect(
      database.db.transaction(async (tx) => {
        await storeNumbered(tx, at(4), async (massesSuggestId) => {
          await tx.insert(contactStationSuggest).values({ massesSuggestId, title: '失败的留言', content: '回滚。' });
          throw failure;
        });
      }),
    ).rejects.toBe(failure);
    expect(await accept(at(4, 1))).toBe(`${dayPrefix(4)}0003`);
    expect(await storedNumbers(4)).toEqual([`${dayPrefix(4)}0001`, `${dayPrefix(4)}0003`]);
  });

  it('are not drawn for a message whose code is wrong: the code is proved first', async () => {
    const phone = '13712340001';
    expect(await codes.request(phone, at(5))).toEqual({ status: 'sent' });
    const code = /验证码为(\d{6})，/.exec(texts.at(-1)!)![1];
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await accept(at(5), database.db, { massesPhone: phone, code: wrong })).toBe('codeRefused');
    expect(await accept(at(5, 1), database.db, { massesPhone: phone, code })).toBe(`${dayPrefix(5)}0001`);
    expect(await accept(at(5, 2))).toBe(`${dayPrefix(5)}0002`);
  });

  it('continue after the highest restored number when data restored into the database is ahead of the sequence', async () => {
    expect(await accept(at(6))).toBe(`${dayPrefix(6)}0001`);
    // A restore brings back this day's messages 2 to 40 (and 45); the sequence still stands at 1.
    await storeDirectly(...range(2, 40, 6), `${dayPrefix(6)}0045`);
    const numbers = await Promise.all([accept(at(6, 1)), accept(at(6, 2), secondServer?.db ?? database.db)]);
    // Both go past the restored 45. Which exact numbers they get depends on the race: one's first
    // draw can fall inside the other's catching up, which then ends one further, leaving a gap.
    expect(new Set(numbers).size).toBe(2);
    const serials = numbers.map((number) => serial(String(number)));
    expect(Math.min(...serials)).toBeGreaterThan(45);
    expect(Math.max(...serials)).toBeLessThanOrEqual(48);
    expect(await accept(at(6, 3))).toBe(`${dayPrefix(6)}${String(Math.max(...serials) + 1).padStart(4, '0')}`);
    expect((await storedNumbers(6)).length).toBe(40 + 1 + 3);
  });

  it('never run out: after 9999 the serial grows a fifth digit, and the day goes on', async () => {
    await storeDirectly(`${dayPrefix(7)}9997`);
    expect(await accept(at(7))).toBe(`${dayPrefix(7)}9998`);
    expect(await accept(at(7, 1))).toBe(`${dayPrefix(7)}9999`);
    expect(await accept(at(7, 2))).toBe(`${dayPrefix(7)}10000`);
    expect(await accept(at(7, 3))).toBe(`${dayPrefix(7)}10001`);
    expect((await storedNumbers(7)).map(serial).sort((a, b) => a - b)).toEqual([9997, 9998, 9999, 10000, 10001]);
  });

  it('continue after the highest serial as a number, when restored data holds four- and five-digit numbers', async () => {
    expect(await accept(at(8))).toBe(`${dayPrefix(8)}0001`);
    // As text 9999 sorts after 12345; as a serial it comes before.
    await storeDirectly(`${dayPrefix(8)}0002`, `${dayPrefix(8)}9999`, `${dayPrefix(8)}12345`);
    expect(await accept(at(8, 1))).toBe(`${dayPrefix(8)}12346`);
    // A day whose sequence does not exist yet starts after the same maximum.
    await storeDirectly(`${dayPrefix(9)}0042`, `${dayPrefix(9)}10041`, `${dayPrefix(9)}9999`);
    expect(await accept(at(9))).toBe(`${dayPrefix(9)}10042`);
  });

  it('drop the sequences of days before yesterday when a day’s sequence is created, and a dropped day starts again after its maximum', async () => {
    expect(await accept(at(20))).toBe(`${dayPrefix(20)}0001`);
    expect(await accept(at(22))).toBe(`${dayPrefix(22)}0001`);
    expect(await accept(at(23))).toBe(`${dayPrefix(23)}0001`);
    const kept = await serialSequences();
    expect(kept).not.toContain(serialSequenceOf(at(20)));
    expect(kept).toEqual(expect.arrayContaining([serialSequenceOf(at(22)), serialSequenceOf(at(23))]));
    expect(await accept(at(20, 1))).toBe(`${dayPrefix(20)}0002`);
  });
});
