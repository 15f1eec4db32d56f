import { api } from '@web/lib/api';
import type { RecordType } from '@web/features/workflow';

const proposalAndSuggestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The record's current version only, read after a save was refused as stale. */
    draftVersion: build.query<{ version: number }, { type: RecordType; id: number }>({
      query: ({ type, id }) => ({ url: `/${type}/${id}` }),
      transformResponse: (record: { version: number }) => ({ version: record.version }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyDraftVersionQuery } = proposalAndSuggestApi;
