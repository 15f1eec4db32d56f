import type { Actor } from '@machines/actor';
import { HANDLING_UNIT_ROLES, Role } from '@machines/roles';
import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import { stationMessageWorkflow } from '@machines/station-message';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { QUEUE_PAGES, type PageQueue } from '@shared/record-queues';
import { sysNpcMenu, sysRoleMenu } from '../../db/schema';
import { StatementValues, inline, isAnyOf, prepared, value, type Bind } from '../../db/statements';
import type { AnyRecordKind, Executor } from './engine';
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

  const waitingOf: Record<PageQueue['type'], WaitingItem[]> = {
    proposal: proposals,
    suggest: suggestions,
    message: messages.map((item) => ({ id: item.massesSuggestId, overdue: false })),
  };
  return {
    proposals,
    suggestions,
    messages,
    total: proposals.length + suggestions.length + messages.length,
    overdue: suggestions.filter((item) => item.overdue).length,
    queues: await queuesOf(db, actor, waitingOf, now),
  };
}

interface WaitingItem {
  id: number | string;
  overdue: boolean;
}

const KIND_OF: Readonly<Record<PageQueue['type'], AnyRecordKind>> = { proposal: proposalKind, suggest: suggestKind, message: stationMessageKind };

/**
 * The queue pages of the user's menus (src/shared/record-queues.ts), each with how many of the
 * records waiting for the user it lists and how many of those are overdue, in menu order. A
 * queue's own filters (status, mine, main unit…) are the kind's SQL, asked of the waiting rows
 * only: one statement per kind, a column per queue.
 */
async function queuesOf(db: Executor, actor: Actor, waitingOf: Record<PageQueue['type'], WaitingItem[]>, now: Date) {
  const menus = await prepared(db, 'todo:queue-menus', () =>
    db
      .select({ path: sysNpcMenu.menuUrl, title: sysNpcMenu.menuName })
      .from(sysNpcMenu)
      .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.fkMenuId, sysNpcMenu.menuId), eq(sysRoleMenu.roleCode, value('role'))))
      .where(and(eq(sysNpcMenu.isEnable, true), eq(sysNpcMenu.isShow, true)))
      .orderBy(sysNpcMenu.parentMenuId, sysNpcMenu.sortNum, sysNpcMenu.menuId),
  ).execute({ role: actor.role });
  const seen = new Set<string>();
  const pages = menus.filter((menu): menu is { path: string; title: string } => {
    if (menu.path === null || !(menu.path in QUEUE_PAGES) || seen.has(menu.path)) return false;
    seen.add(menu.path);
    return true;
  });

  // The queue pages' parts by kind: which page each is, with its filter as one column.
  const matched = new Map<string, Set<string>>();
  for (const type of Object.keys(KIND_OF) as PageQueue['type'][]) {
    const waiting = waitingOf[type];
    const parts = pages.flatMap((page) => QUEUE_PAGES[page.path].filter((queue) => queue.type === type).map((queue) => ({ path: page.path, params: queue.params })));
    if (waiting.length === 0 || parts.length === 0) continue;
    const kind = KIND_OF[type];
    const values = new StatementValues();
    const columns: Record<string, SQL<boolean>> = {};
    parts.forEach((part, i) => {
      const bind: Bind = (name, given) => values.bind(`q${i}_${name}`, given);
      columns[`q${i}`] = sql<boolean>`coalesce(${queueFilter(kind, actor, part.params, bind, now)}, false)`;
    });
    const ids = values.bind('ids', waiting.map((item) => item.id));
    const rows = (await prepared(db, `todo:queues:${type}:${actor.role}:${parts.map((part) => part.path).join(',')}:${values.shape}`, () =>
      db
        .select({ id: kind.idColumn, ...columns })
        .from(kind.table)
        .where(isAnyOf(kind.idColumn, ids)),
    ).execute(values.values)) as Record<string, unknown>[];
    parts.forEach((part, i) => {
      const ids = matched.get(part.path) ?? new Set<string>();
      for (const row of rows) if (row[`q${i}`] === true) ids.add(`${type}:${row.id as string}`);
      matched.set(part.path, ids);
    });
  }

  const overdue = new Set(Object.entries(waitingOf).flatMap(([type, items]) => items.filter((item) => item.overdue).map((item) => `${type}:${item.id}`)));
  return pages.map((page) => {
    const ids = [...(matched.get(page.path) ?? [])];
    return { path: page.path, title: page.title, waiting: ids.length, overdue: ids.filter((id) => overdue.has(id)).length };
  });
}

/** A queue's filters as one condition; a queue the actor has none of (a unit's main-unit list for a deputy) matches nothing. */
function queueFilter(kind: AnyRecordKind, actor: Actor, params: object, bind: Bind, now: Date): SQL {
  try {
    const { filters, own } = kind.listFilters(actor, params, bind, now);
    return and(sql`true`, ...filters, own ? or(...own) : undefined)!;
  } catch (error) {
    if (error instanceof Refusal) return sql`false`;
    throw error;
  }
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
