import type { Actor } from '@machines/actor';
import { HANDLING_UNIT_ROLES, Role } from '@machines/roles';
import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import { stationMessageWorkflow } from '@machines/station-message';
import { inline } from '../../db/statements';
import { type AnyRecordKind, type Executor } from './engine';
import { proposalKind, suggestKind } from './kinds';
import { stationMessageKind } from './station-message.kind';
import { listRecords } from './records.service';
import { Refusal } from '../refusal';

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

  const visible = (kind: AnyRecordKind) => {
    try {
      kind.visibility(actor, inline);
      return true;
    } catch (error) {
      if (error instanceof Refusal) return false;
      throw error;
    }
  };

  const proposals = visible(proposalKind)
    ? waiting((await listRecords(db, proposalKind, actor, { ...page, status: openStatuses('proposal') }, now)).list)
    : [];
  // An overdue suggestion is on the to-do list of the committee and of its
  // units whether or not they can move it now.
  const watchesOverdue = actor.role === Role.work || HANDLING_UNIT_ROLES.includes(actor.role);
  const suggestions = visible(suggestKind)
    ? (await listRecords(db, suggestKind, actor, { ...page, status: openStatuses('suggest') }, now)).list.filter(
        (item) => item.waitingForYou || (item.overdue && watchesOverdue),
      )
    : [];
  const messages = visible(stationMessageKind)
    ? waiting((await listRecords(db, stationMessageKind, actor, { ...page, handleStatus: openStatuses('message') }, now)).list)
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
  message: openOf(stationMessageWorkflow),
};

/** The open statuses as a list query writes them: `100,101`. */
function openStatuses(kind: keyof typeof OPEN): string {
  return OPEN[kind].join(',');
}
