import { api } from '@web/lib/api';

/** GET /api/sysNpcState/current: the current term and session. */
export interface NpcStateCurrent {
  currentTerm: number | string | null;
  currentTimes: number | string | null;
  termShow: string | null;
  timesShow: string | null;
  timesStartTime: string | null;
  /** 1 = 大会期间; anything else = 闭会期间. */
  currentMeetStatus: number | string | null;
}

export const npcStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    currentNpcState: build.query<NpcStateCurrent, void>({
      query: () => '/sysNpcState/current',
      providesTags: ['NpcState'],
    }),
  }),
});

export const { useCurrentNpcStateQuery } = npcStateApi;
