import { detailPath } from '@web/features/proposal-and-suggest';
import { detailPathOf } from '@web/features/station-messages';
import type { Todo as TodoAnswer } from '@web/features/todo';

/** One thing waiting for the deputy, with the mobile page that settles it. */
export interface TodoItem {
  key: string;
  kind: string;
  title: string;
  status: string;
  overdue: boolean;
  createTime: string;
  href: string;
}

/** The answer of GET /api/todo as one list, newest first, each item leading to its mobile detail page. */
export function todoItemsOf(answer: Pick<TodoAnswer, 'proposals' | 'suggestions' | 'messages'>): TodoItem[] {
  const records = (kind: string, type: 'proposal' | 'suggest', list: TodoAnswer['proposals']) =>
    list.map((row) => ({ key: `${type}-${row.id}`, kind, title: row.title, status: row.statusLabel, overdue: row.overdue, createTime: row.submitTime ?? row.createTime, href: detailPath('mobile', type, row.id) }));
  return [
    ...records('议案', 'proposal', answer.proposals),
    ...records('建议', 'suggest', answer.suggestions),
    ...answer.messages.map((row) => ({
      key: `message-${row.massesSuggestId}`,
      kind: '群众留言',
      title: row.title,
      status: row.handleStatusLabel,
      overdue: false,
      createTime: row.createTime,
      href: detailPathOf('mobile', row.massesSuggestId),
    })),
  ].sort((a, b) => b.createTime.localeCompare(a.createTime));
}
