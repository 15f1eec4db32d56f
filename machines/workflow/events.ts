import Type, { type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox';
import type { Actor } from '../actor';
import { INTEGER_MAX } from '../bounds';
import { isBlank } from '../blank';
import { chinaDateTimeLabel } from './calendar';

export { isBlank };

/** Reads a payload field of any event of a union without narrowing it first. */
export function payloadField(event: object, name: string): unknown {
  return (event as Record<string, unknown>)[name];
}

export const VersionSchema = Type.Integer({
  minimum: 0,
  maximum: INTEGER_MAX,
  description: 'the version of the record the client last read; a stale one is refused with 409',
});

/** A text the machine checks for blankness, so a blank one is refused with the guard's message. */
export function optionalText(maxLength: number) {
  return Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
}

/** A record's id (a deputy, a delegation, a unit): PostgreSQL integers from 1. */
export const IdSchema = Type.Integer({ minimum: 1, maximum: INTEGER_MAX });

/** A file attached to a draft: its name and the storage path the server chose for it. */
export const AttachmentSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), objPath: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
export type Attachment = Static<typeof AttachmentSchema>;
/** The draft fields SAVE, SUBMIT and RESUBMIT may carry besides title and content. */
export const AttachmentsSchema = Type.Optional(Type.Array(AttachmentSchema, { maxItems: 20, description: 'attached files' }));


/** One of the codes of a label table (machines/codes.ts). */
export function codeSchema<TCode extends string | number>(table: Readonly<Record<TCode, string>>, options: { description?: string } = {}) {
  const codes = Object.keys(table).map((key) => (/^\d+$/.test(key) ? Number(key) : key)) as TCode[];
  return Type.Union(
    codes.map((code) => Type.Literal(code)),
    options,
  ) as unknown as TUnsafe<TCode>;
}

/** The body of one event: `{ type, version, ...payload }` and nothing else. */
export function eventBodySchema<TType extends string, TPayload extends TProperties>(
  type: TType,
  payload: TPayload,
) {
  return Type.Object(
    { type: Type.Literal(type), version: VersionSchema, ...payload },
    { additionalProperties: false },
  );
}

/** An event that asks for something (a withdrawal, an adjustment, a delay) and says why in `reason`. */
export function reasonEventSchema<TType extends string>(type: TType) {
  return eventBodySchema(type, { reason: optionalText(2000) });
}

/** An event that answers or remarks (an approval, a refusal, a conclusion) in `opinion`. */
export function opinionEventSchema<TType extends string>(type: TType) {
  return eventBodySchema(type, { opinion: optionalText(2000) });
}

/** The route's body schema: any one of the workflow's events. */
export function eventUnionSchema<TSchemas extends Record<string, TSchema>>(schemas: TSchemas) {
  return Type.Union(Object.values(schemas)) as unknown as TUnsafe<Static<TSchemas[keyof TSchemas]>>;
}

/**
 * The submission rules of the record's session, which the server reads and adds to an event as
 * it adds the time: machines never read the database. An event without them is held to none.
 */
export interface SubmissionRules {
  /** The 议案 submission window, ISO times; null leaves that end open. */
  proposalOpenAt: string | null;
  proposalCloseAt: string | null;
  /** Deputies a proposal needs in all (the author and co-signers), unless a delegation makes it. */
  proposalMinSigners: number;
  /** Whether the congress sits in plenary session (meeting status 1) rather than in recess. */
  inSession: boolean;
  /** Whether suggestions are received while the congress is in recess. */
  suggestInRecess: boolean;
}

/** What the server adds to a validated body before the machine sees it. */
export interface EventEnvelope {
  actor: Actor;
  /** ISO 8601 time of the request; machines never read the clock. */
  at: string;
  /** The session's submission rules, on SUBMIT and RESUBMIT of a deputy's record. */
  submission?: SubmissionRules;
}

/** The submission rules an event carries, if any. */
export const submissionOf = (event: object): SubmissionRules | undefined => payloadField(event, 'submission') as SubmissionRules | undefined;

/** The rules' window refuses a submission at `at`: the reason, or null when it is open (or there is none). */
export function windowRefusal(rules: SubmissionRules | undefined, at: string): string | null {
  if (!rules) return null;
  const time = Date.parse(at);
  if (rules.proposalOpenAt !== null && time < Date.parse(rules.proposalOpenAt)) return `议案提交时间尚未开始，将于${chinaDateTimeLabel(rules.proposalOpenAt)}开始接收议案`;
  if (rules.proposalCloseAt !== null && time > Date.parse(rules.proposalCloseAt)) return `议案提交时间已于${chinaDateTimeLabel(rules.proposalCloseAt)}截止，不能再提交议案`;
  return null;
}

export interface WorkflowEventBase extends EventEnvelope {
  type: string;
  version: number;
}
