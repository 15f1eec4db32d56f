import Type, { type Static } from 'typebox';
import { MESSAGE_LIMITS } from '@machines/message-form/message-form.rules';
import { Nullable, PageFields, PageOf } from './contracts/common';
import { MESSAGE_PROOF_LIMITS } from './message-proof';

/** The answers of the portal's calls (paths and constants: portal.ts). */

export { PageOf };

/** Written out: a mapped array of literals loses its tuple type, and its Static becomes never. */
export const SearchKindSchema = Type.Union([Type.Literal('article'), Type.Literal('column'), Type.Literal('representative')]);

// ─── Answers ──────────────────────────────────────────────────────────────────────────────

export const AreaSchema = Type.Object({
  areaId: Type.Integer(),
  areaName: Type.String(),
  fkParentArea: Nullable(Type.Integer()),
});
export type Area = Static<typeof AreaSchema>;
export const AreaListSchema = Type.Object({ list: Type.Array(AreaSchema) });

export const ColumnSchema = Type.Object({
  columnId: Type.Integer(),
  columnName: Type.String(),
  picture: Nullable(Type.String()),
  fkStationId: Nullable(Type.Integer()),
});
export type Column = Static<typeof ColumnSchema>;

/** What an article says of itself in a list and on its page alike. */
const ArticleFields = {
  resourcesId: Type.Integer(),
  fkColumnId: Type.Integer(),
  columnName: Type.String(),
  title: Type.String(),
  source: Nullable(Type.String()),
  thumbnail: Nullable(Type.String()),
  createTime: Type.String(),
};

/** An article in a list: no body, a plain-text summary instead. */
export const ArticleSummarySchema = Type.Object({
  ...ArticleFields,
  /** The body stripped of markup, at most 120 characters. */
  summary: Type.String(),
});
export type ArticleSummary = Static<typeof ArticleSummarySchema>;

export const ArticleSchema = Type.Object({
  ...ArticleFields,
  fkStationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  /** Sanitized HTML. */
  content: Type.String(),
});
export type Article = Static<typeof ArticleSchema>;

/** A site distribution card (contactName, conveyor, workName, address). */
export const StationCardSchema = Type.Object({
  stationId: Type.Integer(),
  /** The station's name. */
  contactName: Type.String(),
  /** The convener (召集人). */
  conveyor: Nullable(Type.String()),
  /** The staff member (工作人员). */
  workName: Nullable(Type.String()),
  address: Type.String(),
  county: Type.String(),
  stationPicture: Nullable(Type.String()),
});
export type StationCard = Static<typeof StationCardSchema>;

/** A station for its overview page. */
export const StationSchema = Type.Object({
  stationId: Type.Integer(),
  stationName: Type.String(),
  stationCode: Type.String(),
  province: Type.String(),
  city: Type.String(),
  county: Type.String(),
  streetName: Nullable(Type.String()),
  address: Type.String(),
  contactUser: Nullable(Type.String()),
  conveneUser: Nullable(Type.String()),
  contactPhone: Nullable(Type.String()),
  introduce: Nullable(Type.String()),
  stationPicture: Nullable(Type.String()),
  isDemonstration: Type.Boolean(),
  /** "longitude,latitude". */
  coordinate: Nullable(Type.String()),
  /** Deputies who receive messages here. */
  delegateCount: Type.Integer(),
});
export type Station = Static<typeof StationSchema>;

/** The representative's default card, plus where to reach them. */
export const RepresentativeCardSchema = Type.Object({
  fkDelegateId: Type.Integer(),
  delegateName: Type.String(),
  headPortrait: Nullable(Type.String()),
  sex: Type.String(),
  delegationName: Type.String(),
  delegateGrade: Nullable(Type.Integer()),
  nationality: Nullable(Type.String()),
  presentOccupation: Nullable(Type.String()),
  /** The station that forwards messages to the deputy; null: the deputy takes no messages. */
  fkStationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
});
export type RepresentativeCard = Static<typeof RepresentativeCardSchema>;

export const SearchHitSchema = Type.Object({
  kind: SearchKindSchema,
  /** resourcesId, columnId or delegateId. */
  id: Type.Integer(),
  title: Type.String(),
  /** Plain text around the first match, at most 120 characters. */
  summary: Type.String(),
  fkStationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  createTime: Nullable(Type.String()),
});
export type SearchHit = Static<typeof SearchHitSchema>;

export const SearchAnswerSchema = Type.Object({
  ...PageFields(SearchHitSchema),
  /** Hits of each kind over the whole result, for the tabs. */
  counts: Type.Object({ article: Type.Integer(), column: Type.Integer(), representative: Type.Integer() }),
});
export type SearchAnswer = Static<typeof SearchAnswerSchema>;

/** A signed challenge and the leading zero bits its proof of work needs (src/shared/message-proof.ts). */
export const MessageChallengeSchema = Type.Object({ challenge: Type.String(), bits: Type.Integer() });
export type MessageChallenge = Static<typeof MessageChallengeSchema>;

/**
 * The submitted message payload plus what proves it: the code of
 * the phone given, or, without a phone, the proof of work of a challenge.
 */
export const MessageSubmissionSchema = Type.Object(
  {
    massesName: Type.Optional(Nullable(Type.String({ maxLength: MESSAGE_LIMITS.name }))),
    massesPhone: Type.Optional(Nullable(Type.String({ maxLength: MESSAGE_LIMITS.telephone }))),
    title: Type.String({ maxLength: MESSAGE_LIMITS.title }),
    content: Type.String({ maxLength: MESSAGE_LIMITS.content }),
    address: Type.Optional(Nullable(Type.String({ maxLength: MESSAGE_LIMITS.address }))),
    fkDelegateId: Type.Integer({ minimum: 1 }),
    delegateName: Type.Optional(Nullable(Type.String({ maxLength: 50 }))),
    fkStationId: Type.Optional(Nullable(Type.Integer({ minimum: 1 }))),
    code: Type.Optional(Nullable(Type.String({ maxLength: MESSAGE_LIMITS.inputCode }))),
    proof: Type.Optional(
      Nullable(
        Type.Object(
          {
            challenge: Type.String({ maxLength: MESSAGE_PROOF_LIMITS.challengeLength }),
            nonce: Type.String({ maxLength: MESSAGE_PROOF_LIMITS.nonceLength }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
  },
  { additionalProperties: false },
);
export type MessageSubmission = Static<typeof MessageSubmissionSchema>;

export const MessageAcceptedSchema = Type.Object({ massesSuggestId: Type.String() });

/** What the citizen sees of the message with the matching number and phone (or name). */
export const FeedbackSchema = Type.Object({
  massesSuggestId: Type.String(),
  title: Type.String(),
  delegateName: Nullable(Type.String()),
  createTime: Type.String(),
  handleStatus: Type.Integer(),
  handleStatusLabel: Type.String(),
  handleResult: Nullable(Type.String()),
  handleTime: Nullable(Type.String()),
});
export type Feedback = Static<typeof FeedbackSchema>;

export const OutboxEntrySchema = Type.Object({
  outboxId: Type.Integer(),
  phone: Type.String(),
  /** The text as an SMS gateway would deliver it. */
  text: Type.String(),
  createTime: Type.String(),
});
export type OutboxEntry = Static<typeof OutboxEntrySchema>;
