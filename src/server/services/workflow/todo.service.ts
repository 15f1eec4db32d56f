import type { SQL } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import { HANDLING_UNIT_ROLES, Role } from '@machines/roles';
import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import { stationHandlingWorkflow } from '@machines/station-handling';
import { WorkflowRefusal, type Executor } from './engine';
import { listMessages, messageVisibility } from './messages.service';
import { listRecords, visibilityOf } from './records.service';

// Enough for any one person's desk; the queue says when it was cut.
const QUEUE_LIMIT = 200;

/**
 * What is waiting for this user now: every open record the machines would let the user move
 * (role and the record's rules, beyond saving, reading or withdrawing), newest first, with
 * suggestions past their due date marked.
 */
export async function todoOf(db: Executor, actor: Actor, now = new Date()) {
  const waiting = <T extends { waitingForYou: boolean }>(list: T[]) => list.filter((item) => item.waitingForYou);
  const page = { pageNum: 1, pageSize: QUEUE_LIMIT };

  const visible = (fn: () => SQL | undefined) => {
    try {
      fn();
      return true;
    } catch (error) {
      if (error instanceof WorkflowRefusal) return false;
      throw error;
    }
  };

  const proposals = visible(() => visibilityOf('proposal', actor))
    ? waiting((await listRecords(db, 'proposal', actor, { ...page, status: openStatuses('proposal') }, now)).list)
    : [];
  // lifecycles.md: an overdue suggestion is on the to-do list of the committee and of its
  // units whether or not they can move it now.
  const watchesOverdue = actor.role === Role.work || HANDLING_UNIT_ROLES.includes(actor.role);
  const suggestions = visible(() => visibilityOf('suggest', actor))
    ? (await listRecords(db, 'suggest', actor, { ...page, status: openStatuses('suggest') }, now)).list.filter(
        (item) => item.waitingForYou || (item.overdue && watchesOverdue),
      )
    : [];
  const messages = visible(() => messageVisibility(actor))
    ? waiting((await listMessages(db, actor, { ...page, handleStatus: openStatuses('message') })).list)
    : [];

  return {
    proposals,
    suggestions,
    messages,
    total: proposals.length + suggestions.length + messages.length,
    overdue: suggestions.filter((item) => item.overdue).length,
  };
}

/** Statuses a record can still leave; a final status is never waiting for anyone. */
function openOf(workflow: { config: { statuses: Readonly<Record<number, unknown>> }; stateNodeOf(status: never): { type: string } }): number[] {
  return Object.keys(workflow.config.statuses)
    .map(Number)
    .filter((status) => workflow.stateNodeOf(status as never).type !== 'final');
}

const OPEN = {
  proposal: openOf(proposalWorkflow),
  suggest: openOf(suggestionWorkflow),
  message: openOf(stationHandlingWorkflow),
};

function openStatuses(kind: keyof typeof OPEN): number[] {
  return OPEN[kind];
}
