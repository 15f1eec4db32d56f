import { managedPaths, type ManagedPage, type ManagedRow } from '@shared/managed-table';
import { api, apiUrl } from '@web/lib/api';

export type ManagedParams = Record<string, string | number | boolean | undefined>;

/** The calls of every managed table, keyed by the table's base path (its tag too). */
const managedTableApi = api.enhanceEndpoints({ addTagTypes: ['ManagedTable'] }).injectEndpoints({
  endpoints: (build) => ({
    managedList: build.query<ManagedPage, { base: string; params: ManagedParams }>({
      query: ({ base, params }) => ({ url: apiUrl(managedPaths(base).list), params }),
      providesTags: (_r, _e, { base }) => [{ type: 'ManagedTable', id: base }],
    }),
    /** A table's reader for everyone (GET base), for the options of a select. */
    managedOptions: build.query<{ list: ManagedRow[] }, { url: string; params?: ManagedParams }>({
      query: ({ url, params }) => ({ url: apiUrl(url), params }),
      providesTags: (_r, _e, { url }) => [{ type: 'ManagedTable', id: url }],
    }),
    managedSave: build.mutation<ManagedRow, { base: string; id: number | null; body: Record<string, unknown> }>({
      query: ({ base, id, body }) => (id === null ? { url: apiUrl(managedPaths(base).add), method: 'POST', data: body } : { url: apiUrl(managedPaths(base).one(id)), method: 'PUT', data: body }),
      invalidatesTags: (_r, _e, { base }) => [{ type: 'ManagedTable', id: base }],
    }),
    managedValid: build.mutation<ManagedRow, { base: string; id: number; isValid: boolean }>({
      query: ({ base, id, isValid }) => ({ url: apiUrl(managedPaths(base).valid(id)), method: 'PUT', data: { isValid } }),
      invalidatesTags: (_r, _e, { base }) => [{ type: 'ManagedTable', id: base }],
    }),
    managedMove: build.mutation<ManagedRow, { base: string; id: number; direction: 'up' | 'down' }>({
      query: ({ base, id, direction }) => ({ url: apiUrl(managedPaths(base).move(id)), method: 'PUT', data: { direction } }),
      invalidatesTags: (_r, _e, { base }) => [{ type: 'ManagedTable', id: base }],
    }),
    managedDelete: build.mutation<{ msg: string }, { base: string; id: number }>({
      query: ({ base, id }) => ({ url: apiUrl(managedPaths(base).one(id)), method: 'DELETE' }),
      invalidatesTags: (_r, _e, { base }) => [{ type: 'ManagedTable', id: base }],
    }),
  }),
});

export const { useManagedListQuery, useManagedOptionsQuery, useManagedSaveMutation, useManagedValidMutation, useManagedMoveMutation, useManagedDeleteMutation } = managedTableApi;
