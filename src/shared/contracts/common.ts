import { Type, type Static, type TSchema } from 'typebox';
import { INTEGER_MAX, SMALLINT_MAX } from '@machines/bounds';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '../constants';

/** Every refusal carries a user-facing Chinese message; a success with nothing else to say, too. */
export const ErrorSchema = Type.Object({ msg: Type.String() });
export const MessageSchema = ErrorSchema;
/** A 400 about one input field: the form shows `msg` beside `field`. */
export const FieldErrorSchema = Type.Object({ msg: Type.String(), field: Type.Optional(Type.String()) });

/** A value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The fields of a page of `item`s, for an answer that adds its own beside them. */
export const PageFields = <T extends TSchema>(item: T) => ({
  list: Type.Array(item),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});

/** `{ list, total, pageNum, pageSize }`, the shape of every paged list. */
export const PageOf = <T extends TSchema>(item: T) => Type.Object(PageFields(item));

/** Paging of every list: pageNum from 1, pageSize up to 100 (default 10). */
export const PageQuery = {
  pageNum: Type.Integer({ minimum: 1, default: DEFAULT_PAGE_NUM }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE }),
};

/** Largest id PostgreSQL's integer holds; a bigger one in a path or list is refused, not sent to the database. */
export const MAX_ID = INTEGER_MAX;
/** A row's id in a path or query. */
export const IdParam = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** Keeps OFFSET bounded whatever a visitor types into the address bar. */
const MAX_PAGE_NUM = 100_000;

/** pageNum and pageSize of a public list, with that list's default size and upper bound. */
export function BoundedPageQuery(defaultPageSize: number, maxPageSize: number) {
  return {
    pageNum: Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUM, default: DEFAULT_PAGE_NUM }),
    pageSize: Type.Integer({ minimum: 1, maximum: maxPageSize, default: defaultPageSize }),
  };
}

/** `status=100` or `status=100,101`; anything else is refused by the pattern. */
export const StatusListParam = Type.String({ pattern: '^\\d{1,3}(,\\d{1,3})*$' });

/** A calendar date, `2026-11-20`, within the platform's range (the `date` format of plugins/input.ts). */
export const DateParam = Type.String({ format: 'date' });

/** An ISO datetime with its zone, `2026-11-20T08:30:00+08:00`, its date within the platform's range (the `date-time` format of plugins/input.ts). */
export const DateTimeParam = Type.String({ format: 'date-time' });

/** A term (届) or session (次会议) number, stored as smallint. */
export const TermNumberParam = Type.Integer({ minimum: 1, maximum: SMALLINT_MAX });

/**
 * An event body: the machine validates it exactly against the event's own schema (and refuses
 * unknown fields), so the route only checks its envelope.
 */
export const EventEnvelope = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: 40 }), version: Type.Integer({ minimum: 0 }) },
  { additionalProperties: true },
);
export type EventEnvelope = Static<typeof EventEnvelope>;

/** One row of a record's history, as its timeline shows it. */
export const HistoryEntrySchema = Type.Object({
  historyId: Type.Integer(),
  eventType: Type.String(),
  fromStatus: Nullable(Type.Integer()),
  toStatus: Nullable(Type.Integer()),
  opinion: Nullable(Type.String()),
  actorName: Nullable(Type.String()),
  actorRole: Nullable(Type.String()),
  createTime: Type.String(),
});

/** What a record says of itself to the caller: the events offered, and whether it waits for them. */
export const EventsOfRecord = {
  allowedEvents: Type.Array(Type.String()),
  waitingForYou: Type.Boolean(),
};
