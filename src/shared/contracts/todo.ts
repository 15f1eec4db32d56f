import { Type, type Static } from 'typebox';
import { MessageSummarySchema } from './messages';
import { RecordSummarySchema } from './records';

/**
 * GET /api/todo: what waits for the signed-in user by the machines' rule (`waitingForYou`),
 * suggestions past their due date for those who watch them, and the same counted per queue page
 * of the user's menus, for the homes' 待办 summary and the menu badges.
 */

/** One queue page of the user's menus: its address and menu name, what waits there and how much of it is overdue. */
export const TodoQueueSchema = Type.Object({
  path: Type.String(),
  title: Type.String(),
  waiting: Type.Integer({ minimum: 0 }),
  overdue: Type.Integer({ minimum: 0 }),
});

export const TodoSchema = Type.Object({
  proposals: Type.Array(RecordSummarySchema),
  suggestions: Type.Array(RecordSummarySchema),
  messages: Type.Array(MessageSummarySchema),
  total: Type.Integer({ minimum: 0 }),
  overdue: Type.Integer({ minimum: 0 }),
  queues: Type.Array(TodoQueueSchema),
});

export type TodoQueue = Static<typeof TodoQueueSchema>;
export type Todo = Static<typeof TodoSchema>;
