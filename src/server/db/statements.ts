import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * Statements built once. Drizzle turns a query into SQL text on every call, and on the hot reads
 * that cost the server more CPU than PostgreSQL spent answering them (docs/performance.md, "API").
 * A statement whose text depends on its key alone is built once per executor with placeholders
 * for its values; PostgreSQL then parses it once per connection (a named statement), PGlite once
 * per process.
 *
 * The key must name everything that shapes the text: the same key with different text would run
 * the first text. Keep the values in placeholders and the shape in the key.
 */

interface Preparable<Result> {
  prepare(name: string): Statement<Result>;
  execute(values?: Record<string, unknown>): Promise<Result>;
}

export interface Statement<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
}

/** Per executor (the database, or a transaction for the statements run inside it). */
const built = new WeakMap<object, Map<string, Statement<unknown>>>();

/**
 * Statements kept per executor. The list keys come from the options a client sends, so odd
 * combinations must not make every database connection hold a named statement for each: past
 * this many, a new key's query is built for its one run, as before.
 */
export const MAX_STATEMENTS = 1000;

/** PostgreSQL keeps names to 63 bytes; a key may be longer. */
const nameOf = (key: string) => `s_${createHash('sha1').update(key).digest('hex').slice(0, 24)}`;

export function prepared<Result>(executor: object, key: string, build: () => Preparable<Result>): Statement<Result> {
  let statements = built.get(executor);
  if (!statements) built.set(executor, (statements = new Map()));
  let statement = statements.get(key) as Statement<Result> | undefined;
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) return { execute: (values) => build().execute(values) };
    statement = build().prepare(nameOf(key));
    statements.set(key, statement as Statement<unknown>);
  }
  return statement;
}

/** How many statements an executor keeps (for tests). */
export const keptStatements = (executor: object): number => built.get(executor)?.size ?? 0;

/** A value supplied when the statement runs. */
export const value = (name: string): Placeholder => sql.placeholder(name);

/** `column = any($list)`: one text for any number of values (`inArray` writes one parameter per value). */
export const isAnyOf = (column: AnyPgColumn, list: unknown): SQL => sql`${column} = any(${list})`;

/**
 * How a filter takes a value: `inline` puts it in the query (a query built for one call), a
 * `StatementValues`'s `bind` puts a named placeholder there and keeps the value for the run.
 * Filters written against `Bind` serve both, so each rule stays in one place.
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

export const inline: Bind = <T>(_name: string, given: T) => given;

/** The values a statement's filters bound; their names are part of its key (`shape`). */
export class StatementValues {
  readonly values: Record<string, unknown> = {};

  readonly bind: Bind = <T>(name: string, given: T) => {
    if (name in this.values && this.values[name] !== given) throw new Error(`placeholder ${name} bound twice with different values`);
    this.values[name] = given;
    return value(name);
  };

  /** The bound names, in the order the filters bound them. */
  get shape(): string {
    return Object.keys(this.values).join(',');
  }
}
