import { Type, type Static } from 'typebox';
import { EventsOfRecord, HistoryEntrySchema, Nullable, PageOf, PageQuery, StatusListParam } from './common';

/**
 * Citizens' messages (群众留言) as the addressed deputy and the station's managers handle them:
 * /api/contactStationSuggest. The citizens' own intake and feedback are the portal's (portal.schemas.ts).
 */

export const MessageListQuery = Type.Object({
  ...PageQuery,
  handleStatus: Type.Optional(StatusListParam),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  isRead: Type.Optional(Type.Boolean()),
});
export type MessageListQuery = Static<typeof MessageListQuery>;

/** A message's number, e.g. LY20261121…. */
export const MessageIdParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

export const MessageSummarySchema = Type.Object({
  massesSuggestId: Type.String(),
  title: Type.String(),
  content: Type.String(),
  address: Nullable(Type.String()),
  annex: Nullable(Type.String()),
  massesName: Nullable(Type.String()),
  massesPhone: Nullable(Type.String()),
  fkDelegateId: Nullable(Type.Integer()),
  delegateName: Nullable(Type.String()),
  fkStationId: Nullable(Type.Integer()),
  handleStatus: Type.Integer(),
  handleStatusLabel: Type.String(),
  isRead: Type.Boolean(),
  delegateSuggestion: Nullable(Type.String()),
  stationSuggestion: Nullable(Type.String()),
  handleResult: Nullable(Type.String()),
  handleTime: Nullable(Type.String()),
  version: Type.Integer(),
  createTime: Type.String(),
  ...EventsOfRecord,
});
export type MessageSummary = Static<typeof MessageSummarySchema>;
export const MessagePageSchema = PageOf(MessageSummarySchema);
export type MessagePage = Static<typeof MessagePageSchema>;

export const MessageDetailSchema = Type.Object({
  ...MessageSummarySchema.properties,
  stationName: Nullable(Type.String()),
  history: Type.Array(HistoryEntrySchema),
});
export type MessageDetail = Static<typeof MessageDetailSchema>;
