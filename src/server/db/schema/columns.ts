import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A key the database numbers. */
export const identity = (name: string) => integer(name).primaryKey().generatedAlwaysAsIdentity();

/** A point in time; every timestamp of the schema keeps its zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** A point in time the database fills in when the row is written. */
export const stampedNow = (name: string) => instant(name).notNull().defaultNow();

/** A required reference to a row whose dependants go when it goes. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
