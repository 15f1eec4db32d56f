import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
import { ROLE_CODES } from '@shared/roles';
import type { MessageListQuery } from '@shared/contracts/messages';
import type { RecordExportQuery } from '@shared/contracts/records';
import { listFilters } from '../../src/server/services/workflow/records.service';
import { recordKinds } from '../../src/server/services/workflow/kinds';
import { stationMessageKind } from '../../src/server/services/workflow/station-message.kind';
import { Refusal } from '../../src/server/services/refusal';

/**
 * The list statements are built once per key (db/statements.ts), so two lists with the same
 * key must have the same SQL text, whatever their values: otherwise one would run the other's
 * text. Walks every role, every option alone and in pairs, each with two sets of values.
 */

const dialect = new PgDialect();
const textOf = (where: SQL | undefined) => (where ? dialect.sqlToQuery(where).sql : '');

/** Two actors per role that differ in every id. */
const actors = (role: Actor['role']): [Actor, Actor] => [
  { userId: 1, role, realName: 'A', delegateId: 1, delegationId: 11, unitId: 21, stationId: 31 },
  { userId: 2, role, realName: 'B', delegateId: 2, delegationId: 12, unitId: 22, stationId: 32 },
];

/** Every queue option, twice, with different values (a number and a title as keywords). */
const RECORD_OPTIONS: [Required<RecordExportQuery>, Required<RecordExportQuery>] = [
  { status: '100', keyword: '建议第012号', mine: true, term: 5, times: 1, others: true, overdue: true, delayPending: true, adjustRequested: true, attention: true, coSigned: true, delegationId: 3, mainUnit: true, waitingForYou: true },
  { status: '200,300,400', keyword: '供水 管网', mine: true, term: 6, times: 3, others: true, overdue: true, delayPending: true, adjustRequested: true, attention: true, coSigned: true, delegationId: 4, mainUnit: true, waitingForYou: true },
];

type MessageOptions = Required<Omit<MessageListQuery, 'pageNum' | 'pageSize'>>;
const MESSAGE_OPTIONS: [MessageOptions, MessageOptions] = [
  { handleStatus: '1', keyword: 'LY20261121', isRead: false },
  { handleStatus: '2,3', keyword: '路灯', isRead: true },
];

/** No option, each alone, and every pair. */
function subsets(names: string[]): string[][] {
  const pairs = names.flatMap((first, i) => names.slice(i + 1).map((second) => [first, second]));
  return [[], ...names.map((name) => [name]), ...pairs];
}

const pick = <T extends object>(options: T, names: string[]) => Object.fromEntries(names.map((name) => [name, options[name as keyof T]])) as Partial<T>;

/** Calls `build` for both value sets; a refusal (a role with no business here) is skipped. */
function bothOrNone<R>(build: (variant: 0 | 1) => R): [R, R] | null {
  try {
    return [build(0), build(1)];
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
}

/** Records every key's text and fails when a key meets a second text. */
function keyBook() {
  const texts = new Map<string, string>();
  return (key: string, text: string) => {
    const known = texts.get(key);
    if (known === undefined) texts.set(key, text);
    else expect(text, `key ${key}`).toBe(known);
    return texts.size;
  };
}

describe('list statement keys', () => {
  it('give the records lists one SQL text per key, and the same key whatever the values', () => {
    const book = keyBook();
    const names = Object.keys(RECORD_OPTIONS[0]);
    const now = [new Date('2026-11-21T08:00:00Z'), new Date('2026-12-01T08:00:00Z')];
    let keys = 0;
    for (const kind of Object.values(recordKinds)) {
      for (const role of ROLE_CODES) {
        const actor = actors(role);
        for (const subset of subsets(names)) {
          const built = bothOrNone((variant) => listFilters(kind, actor[variant], pick(RECORD_OPTIONS[variant], subset), now[variant]));
          if (!built) continue;
          expect(built[1].key).toBe(built[0].key);
          for (const filters of built) {
            const text = [filters.where, ...(filters.own ?? [])].map(textOf).join(' | ');
            keys = book(filters.key, text);
          }
        }
      }
    }
    // Far fewer statements than lists: one per role and set of options.
    expect(keys).toBeGreaterThan(100);
  });

  it('give the message lists one SQL text per key, and the same key whatever the values', () => {
    const book = keyBook();
    const names = Object.keys(MESSAGE_OPTIONS[0]);
    let keys = 0;
    for (const role of ROLE_CODES) {
      const actor = actors(role);
      for (const subset of subsets(names)) {
        const built = bothOrNone((variant) => listFilters(stationMessageKind, actor[variant], pick(MESSAGE_OPTIONS[variant], subset), new Date()));
        if (!built) continue;
        expect(built[1].key).toBe(built[0].key);
        for (const filters of built) keys = book(filters.key, textOf(filters.where));
      }
    }
    expect(keys).toBeGreaterThan(10);
  });
});
