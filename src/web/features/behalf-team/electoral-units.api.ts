import type { AssignDeputiesBody, DeputyVotesBody, ElectoralDeputyList } from '@shared/contracts/groups';
import { ELECTORAL_UNIT_API } from '@shared/groups';
import { api, apiUrl } from '@web/lib/api';

/** 选区管理: a unit's deputies; a change reads the unit list (a managed table, tagged by its base) again. */
const UNITS = { type: 'ManagedTable' as const, id: ELECTORAL_UNIT_API };
const DEPUTIES = { type: 'ElectoralDeputies' as const, id: 'LIST' };

const electoralUnitsApi = api.enhanceEndpoints({ addTagTypes: ['ManagedTable', 'ElectoralDeputies'] }).injectEndpoints({
  endpoints: (build) => ({
    electoralDeputies: build.query<ElectoralDeputyList, number>({ query: (unitId) => ({ url: apiUrl(`${ELECTORAL_UNIT_API}/${unitId}/delegates`) }), providesTags: [DEPUTIES] }),
    assignElectoralDeputies: build.mutation<ElectoralDeputyList, { unitId: number } & AssignDeputiesBody>({
      query: ({ unitId, delegateIds }) => ({ url: apiUrl(`${ELECTORAL_UNIT_API}/${unitId}/delegates`), method: 'POST', data: { delegateIds } }),
      invalidatesTags: [DEPUTIES, UNITS],
    }),
    setElectoralDeputyVotes: build.mutation<ElectoralDeputyList, { unitId: number; delegateId: number } & DeputyVotesBody>({
      query: ({ unitId, delegateId, votes }) => ({ url: apiUrl(`${ELECTORAL_UNIT_API}/${unitId}/delegates/${delegateId}`), method: 'PUT', data: { votes } }),
      invalidatesTags: [DEPUTIES],
    }),
    unassignElectoralDeputy: build.mutation<ElectoralDeputyList, { unitId: number; delegateId: number }>({
      query: ({ unitId, delegateId }) => ({ url: apiUrl(`${ELECTORAL_UNIT_API}/${unitId}/delegates/${delegateId}`), method: 'DELETE' }),
      invalidatesTags: [DEPUTIES, UNITS],
    }),
  }),
});

export const { useElectoralDeputiesQuery, useAssignElectoralDeputiesMutation, useSetElectoralDeputyVotesMutation, useUnassignElectoralDeputyMutation } = electoralUnitsApi;
