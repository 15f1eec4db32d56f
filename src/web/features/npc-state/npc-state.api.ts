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
  /** The current session's 议案 submission window (ISO; null: open at that end) and submission settings. */
  proposalOpenAt?: string | null;
  proposalCloseAt?: string | null;
  proposalMinSigners?: number;
  suggestInRecess?: boolean;
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
