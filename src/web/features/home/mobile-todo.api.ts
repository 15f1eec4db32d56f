import type { MessageSummary } from '@shared/contracts/messages';
import type { RecordSummary } from '@shared/contracts/records';
import { api } from '@web/lib/api';

/** GET /api/todo: what waits for the signed-in user now, as the machines decide it. */
export interface TodoAnswer {
  proposals: RecordSummary[];
  suggestions: RecordSummary[];
  messages: MessageSummary[];
  total: number;
  overdue: number;
}

const mobileTodoApi = api.enhanceEndpoints({ addTagTypes: ['WorkflowRecord', 'StationMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    waitingForMe: build.query<TodoAnswer, void>({
      query: () => ({ url: '/todo' }),
      // A decided event refreshes the record lists, and with them what waits.
      providesTags: [
        { type: 'WorkflowRecord', id: 'proposal-LIST' },
        { type: 'WorkflowRecord', id: 'suggest-LIST' },
        { type: 'StationMessage', id: 'LIST' },
      ],
    }),
  }),
});

export const { useWaitingForMeQuery } = mobileTodoApi;
