import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@shared/constants';

/** Paging of every list: pageNum from 1, pageSize up to 100 (default 10). */
export const PageQuery = {
  pageNum: Type.Integer({ minimum: 1, default: DEFAULT_PAGE_NUM }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE }),
};

/** `status=100` or `status=100,101`; anything else is refused by the pattern. */
export const StatusListParam = Type.String({ pattern: '^\\d{1,3}(,\\d{1,3})*$' });

export function parseStatusList(value: string | undefined): number[] | undefined {
  return value ? value.split(',').map(Number) : undefined;
}

/**
 * An event body: the machine validates it exactly against the event's own schema (and refuses
 * unknown fields), so the route only checks its envelope.
 */
export const EventEnvelope = Type.Object(
  { type: Type.String({ minLength: 1, maxLength: 40 }), version: Type.Integer({ minimum: 0 }) },
  { additionalProperties: true },
);
export type EventEnvelope = Static<typeof EventEnvelope>;
