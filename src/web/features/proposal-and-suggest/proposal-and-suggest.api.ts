import { api } from '@web/lib/api';
import type { RecordType } from '@web/features/workflow';

/** A citizen's message addressed to the deputy (GET /api/contactStationSuggest). */
export interface DeputyMessage {
  massesSuggestId: string;
  title: string;
  content: string;
  massesName: string | null;
  handleStatus: number;
  handleStatusLabel: string;
  isRead: boolean;
  delegateSuggestion: string | null;
  handleResult: string | null;
  createTime: string;
}

export interface DeputyMessagePage {
  list: DeputyMessage[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const proposalAndSuggestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The record's current version only, read after a save was refused as stale. */
    draftVersion: build.query<{ version: number }, { type: RecordType; id: number }>({
      query: ({ type, id }) => ({ url: `/${type}/${id}` }),
      transformResponse: (record: { version: number }) => ({ version: record.version }),
      keepUnusedDataFor: 0,
    }),
    /** The citizens' messages addressed to the signed-in deputy (the server limits them so). */
    deputyMessages: build.query<DeputyMessagePage, { pageNum: number; pageSize: number; keyword?: string }>({
      query: (params) => ({ url: '/contactStationSuggest', params }),
    }),
    deputyMessage: build.query<DeputyMessage, string>({
      query: (id) => ({ url: `/contactStationSuggest/${encodeURIComponent(id)}` }),
    }),
  }),
});

export const { useLazyDraftVersionQuery, useDeputyMessagesQuery, useDeputyMessageQuery } = proposalAndSuggestApi;
