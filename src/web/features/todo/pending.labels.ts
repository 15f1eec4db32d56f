import type { TodoQueue } from '@shared/contracts/todo';

/** 待办3件，其中超期1件 */
export function pendingLabel({ waiting, overdue }: Pick<TodoQueue, 'waiting' | 'overdue'>): string {
  return overdue > 0 ? `待办${waiting}件，其中超期${overdue}件` : `待办${waiting}件`;
}
