import type { Todo, TodoQueue } from '@shared/contracts/todo';
import { api } from '@web/lib/api';

export type { Todo, TodoQueue };

// What waits for the user changes whenever a record or a message moves: the lists' tags
// refresh it with them.
const RECORD_LISTS = [
  { type: 'WorkflowRecord' as const, id: 'proposal-LIST' },
  { type: 'WorkflowRecord' as const, id: 'suggest-LIST' },
  { type: 'StationMessage' as const, id: 'LIST' },
];

const todoApi = api.enhanceEndpoints({ addTagTypes: ['WorkflowRecord', 'StationMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/todo: one answer for the homes' 待办 summary and every menu badge. */
    todo: build.query<Todo, void>({
      query: () => ({ url: '/todo' }),
      providesTags: RECORD_LISTS,
    }),
  }),
});

export const { useTodoQuery } = todoApi;

/** The queue pages of the user's menus, from the one to-do answer. */
export function useTodoQueues(): { queues: TodoQueue[] | undefined; isError: boolean; isLoading: boolean } {
  return useTodoQuery(undefined, { selectFromResult: ({ data, isError, isLoading }) => ({ queues: data?.queues, isError, isLoading }) });
}

/** What waits in the queue page a menu opens, or null when the page is not a queue (or nothing is known yet). */
export function usePendingOf(path: string | null | undefined): TodoQueue | null {
  const { queue } = useTodoQuery(undefined, {
    selectFromResult: ({ data }) => ({ queue: (path && data?.queues.find((item) => item.path === path)) || null }),
  });
  return queue;
}
