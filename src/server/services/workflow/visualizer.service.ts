import { DAY_MS, chinaDate, chinaDayStart } from '@machines/china-time';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { edgeOfStep, lifecycleGraph, type LifecycleKind } from '@machines/lifecycle-graph';
import { proposalWorkflow } from '@machines/proposal';
import { reportOnWorkWorkflow } from '@machines/report-on-work';
import { suggestionWorkflow } from '@machines/suggestion';
import type { VisualizerAnalytics, VisualizerCounts, VisualizerStateStay } from '@shared/lifecycle-visualizer';
import {
  contactStationSuggest,
  contactStationSuggestHistory,
  npcDelegate,
  npcDelegateHistory,
  npcReportOnWork,
  npcReportOnWorkHistory,
  proposal,
  proposalHistory,
  suggest,
  suggestHistory,
  sysNpcState,
} from '../../db/schema';
import { Refusal } from '../refusal';
import type { Executor } from './engine';
import { overdueFilter } from './records.service';
import { rowsOf } from '../../db/database';

/*
 * The lifecycle visualizer's numbers, read-only: where the records stand now (counts) and how
 * they moved over a period (analytics). Everything is aggregated in the database, so an answer
 * has one row per status or per edge whatever the number of records.
 */

/** Where each lifecycle keeps its records and their history. */
const STORE = {
  proposal: {
    table: proposal,
    id: proposal.proposalId,
    status: proposal.status,
    createTime: proposal.createTime,
    history: proposalHistory,
    historyOf: proposalHistory.fkProposalId,
  },
  suggest: {
    table: suggest,
    id: suggest.suggestId,
    status: suggest.status,
    createTime: suggest.createTime,
    history: suggestHistory,
    historyOf: suggestHistory.fkSuggestId,
  },
  message: {
    table: contactStationSuggest,
    id: contactStationSuggest.massesSuggestId,
    status: contactStationSuggest.handleStatus,
    createTime: contactStationSuggest.createTime,
    history: contactStationSuggestHistory,
    historyOf: contactStationSuggestHistory.fkMassesSuggestId,
  },
  deputy: {
    table: npcDelegate,
    id: npcDelegate.delegateId,
    status: npcDelegate.auditStatus,
    createTime: npcDelegate.createTime,
    history: npcDelegateHistory,
    historyOf: npcDelegateHistory.fkDelegateId,
  },
  report: {
    table: npcReportOnWork,
    id: npcReportOnWork.reportId,
    status: npcReportOnWork.status,
    createTime: npcReportOnWork.createTime,
    history: npcReportOnWorkHistory,
    historyOf: npcReportOnWorkHistory.fkReportId,
  },
} as const;

/**
 * The draft status of each lifecycle that has drafts: a draft is its author's alone, so no live
 * number counts it, and a period's flows leave out what happened only inside a draft (saving,
 * deleting, the stay of a draft deleted unsubmitted). A message is submitted when it is made.
 */
const DRAFT: Partial<Record<LifecycleKind, number>> = {
  proposal: proposalWorkflow.groups.initial,
  suggest: suggestionWorkflow.groups.initial,
  report: reportOnWorkWorkflow.groups.initial,
};

/** The records of the kind that are not drafts (SQL over its status column). */
function notDraft(kind: LifecycleKind): SQL {
  const draft = DRAFT[kind];
  return draft === undefined ? sql`true` : sql`${STORE[kind].status} <> ${draft}`;
}

/** A move from a draft to a draft (saving, deleting): private to the author; false for kinds without drafts. */
function withinDraft(kind: LifecycleKind, from: SQL, to: SQL): SQL {
  const draft = DRAFT[kind];
  return draft === undefined ? sql`false` : sql`(${from} = ${draft} and ${to} is not distinct from ${draft})`;
}

const HOUR_SECONDS = 3600;
const hours = (seconds: number | null): number | null => (seconds === null ? null : Math.round((Number(seconds) / HOUR_SECONDS) * 100) / 100);

// ─── Counts ─────────────────────────────────────────────────────────────────────────────

/** The term and session asked for; either one left out is the current one. */
async function sessionOf(db: Executor, query: { term?: number; times?: number }): Promise<{ term: number; times: number }> {
  if (query.term !== undefined && query.times !== undefined) return { term: query.term, times: query.times };
  const [current] = await db
    .select({ term: sysNpcState.term, times: sysNpcState.times })
    .from(sysNpcState)
    .where(eq(sysNpcState.isCurrentTermTimes, true))
    .limit(1);
  if (!current) throw new Refusal(404, '当前没有进行中的届次，请指定届次');
  return { term: query.term ?? current.term, times: query.times ?? current.times };
}

/**
 * How many records sit in each status now, and how many of them are overdue (suggestions only:
 * the same rule as the lists' `overdue` filter). Proposals and suggestions of one term and
 * session, drafts left out; messages, deputy records and reports on work (drafts left out) are
 * counted whatever their session.
 */
export async function lifecycleCounts(
  db: Executor,
  kind: LifecycleKind,
  query: { term?: number; times?: number },
  now = new Date(),
): Promise<VisualizerCounts> {
  let session: { term: number | null; times: number | null } = { term: null, times: null };
  let rows: { status: number; count: number; overdue: number }[];
  if (kind === 'message' || kind === 'deputy' || kind === 'report') {
    const t = STORE[kind];
    rows = await db
      .select({ status: t.status, count: sql<number>`count(*)::int`, overdue: sql<number>`0` })
      .from(t.table)
      .where(notDraft(kind))
      .groupBy(t.status);
  } else {
    const { term, times } = await sessionOf(db, query);
    session = { term, times };
    const t = kind === 'proposal' ? proposal : suggest;
    rows = await db
      .select({
        status: t.status,
        count: sql<number>`count(*)::int`,
        overdue: sql<number>`(count(*) filter (where ${overdueFilter(kind, now)}))::int`,
      })
      .from(t)
      .where(and(eq(t.term, term), eq(t.times, times), notDraft(kind)))
      .groupBy(t.status);
  }
  const byStatus = new Map(rows.map((row) => [row.status, row]));
  const counts = lifecycleGraph(kind).nodes.map((node) => ({
    status: node.status,
    count: Number(byStatus.get(node.status)?.count ?? 0),
    overdue: Number(byStatus.get(node.status)?.overdue ?? 0),
  }));
  return { ...session, counts, total: counts.reduce((sum, entry) => sum + entry.count, 0) };
}

// ─── Analytics ──────────────────────────────────────────────────────────────────────────

/** A period of analytics: from inclusive, to exclusive. */
export interface Period {
  from: Date;
  to: Date;
}

/**
 * History rows where a stay ends and the next begins: the record's creation (no from status),
 * a change of status, or the record's removal (a deleted draft leaves its status for good).
 * Events that keep the status (SAVE, OPINION, READ, a delay request…) do not split a stay.
 */
function stayBoundary(kind: LifecycleKind): SQL {
  const h = STORE[kind].history;
  const removing = [...new Set(lifecycleGraph(kind).edges.filter((edge) => edge.effects.includes('deleteRecord')).map((edge) => edge.eventType))];
  const conditions = [sql`${h.fromStatus} is null`, sql`${h.fromStatus} is distinct from ${h.toStatus}`];
  if (removing.length) conditions.push(sql`${h.eventType} in (${sql.join(removing.map((type) => sql`${type}`), sql`, `)})`);
  return sql`(${sql.join(conditions, sql` or `)})`;
}

/**
 * Where records entered a status, oldest first per record: the boundary rows, and for messages
 * (whose submission writes no history row) the submission itself entering status 0. Rows after
 * `before` are left out: a stay they would end ends after the period anyway.
 */
function entries(kind: LifecycleKind, before: Date): SQL {
  const { history: h, historyOf } = STORE[kind];
  const fromHistory = sql`
    select ${historyOf} as record_id, ${h.historyId} as seq, ${h.toStatus} as status, ${h.createTime} as at
    from ${h} where ${h.createTime} < ${before.toISOString()} and ${stayBoundary(kind)}`;
  if (kind !== 'message') return fromHistory;
  const m = STORE.message;
  // History ids start at 1, so the submission (seq 0) comes first.
  return sql`${fromHistory} union all
    select ${m.id}, 0, 0, ${m.createTime} from ${m.table} where ${m.createTime} < ${before.toISOString()}`;
}

interface StayRow {
  status: number;
  samples: number;
  median_seconds: number | null;
  p90_seconds: number | null;
}

/** Stays that ended in the period, per status: from the row entering the status to the next boundary row of the record. */
async function staysOf(db: Executor, kind: LifecycleKind, period: Period): Promise<StayRow[]> {
  const result = await db.execute(sql`
    with entered as (${entries(kind, period.to)}),
    stays as (
      select status, at as entered_at,
        lead(at) over (partition by record_id order by seq) as left_at,
        lead(status) over (partition by record_id order by seq) as next_status
      from entered
    )
    select status::int as status, count(*)::int as samples,
      percentile_cont(0.5) within group (order by extract(epoch from left_at - entered_at)::float8) as median_seconds,
      percentile_cont(0.9) within group (order by extract(epoch from left_at - entered_at)::float8) as p90_seconds
    from stays
    where left_at >= ${period.from.toISOString()} and left_at < ${period.to.toISOString()} and not ${withinDraft(kind, sql`status`, sql`next_status`)}
    group by status`);
  return rowsOf<StayRow>(result);
}

interface WaitingRow {
  status: number;
  waiting: number;
  oldest_epoch: number;
}

/** Records in each status now (drafts left out), and when the one waiting longest entered it (its last boundary row, else its creation). */
async function waitingOf(db: Executor, kind: LifecycleKind): Promise<WaitingRow[]> {
  const { table, id, status, createTime, history: h, historyOf } = STORE[kind];
  const result = await db.execute(sql`
    select ${status}::int as status, count(*)::int as waiting,
      extract(epoch from min(coalesce(entered.at, ${createTime})))::float8 as oldest_epoch
    from ${table}
    left join lateral (
      select ${h.createTime} as at from ${h}
      where ${historyOf} = ${id} and ${stayBoundary(kind)}
      order by ${h.historyId} desc limit 1
    ) entered on true
    where ${notDraft(kind)}
    group by ${status}`);
  return rowsOf<WaitingRow>(result);
}

interface StepRow {
  from_status: number;
  to_status: number;
  event_type: string;
  result: number | null;
  satisfaction: number | null;
  count: number;
}

/** Accepted events of the period, grouped by what decides their edge; a draft's own saving and deleting left out. */
async function stepsOf(db: Executor, kind: LifecycleKind, period: Period): Promise<StepRow[]> {
  const h = STORE[kind].history;
  const result = await db.execute(sql`
    select ${h.fromStatus}::int as from_status, ${h.toStatus}::int as to_status, ${h.eventType} as event_type,
      ${h.result}::int as result, ${h.satisfaction}::int as satisfaction, count(*)::int as count
    from ${h}
    where ${h.fromStatus} is not null and ${h.createTime} >= ${period.from.toISOString()} and ${h.createTime} < ${period.to.toISOString()}
      and not ${withinDraft(kind, sql`${h.fromStatus}`, sql`${h.toStatus}`)}
    group by 1, 2, 3, 4, 5`);
  return rowsOf<StepRow>(result);
}

/**
 * The flows of the period over the lifecycle graph: events per edge and per status left, and
 * per status the median and 90th percentile of the stays that ended in the period, with the
 * records waiting in it now.
 */
export async function lifecycleAnalytics(db: Executor, kind: LifecycleKind, period: Period, now = new Date()): Promise<VisualizerAnalytics> {
  const graph = lifecycleGraph(kind);
  const [steps, stays, waiting] = await Promise.all([stepsOf(db, kind, period), staysOf(db, kind, period), waitingOf(db, kind)]);

  const edgeCounts = new Map(graph.edges.map((edge) => [edge.id, 0]));
  const leavingCounts = new Map(graph.nodes.map((node) => [node.status, 0]));
  for (const step of steps) {
    const count = Number(step.count);
    leavingCounts.set(step.from_status, (leavingCounts.get(step.from_status) ?? 0) + count);
    const edge = edgeOfStep(graph, {
      fromStatus: step.from_status,
      toStatus: step.to_status,
      eventType: step.event_type,
      result: step.result,
      satisfaction: step.satisfaction,
    });
    if (edge) edgeCounts.set(edge.id, edgeCounts.get(edge.id)! + count);
  }

  const stayByStatus = new Map(stays.map((row) => [Number(row.status), row]));
  const waitingByStatus = new Map(waiting.map((row) => [Number(row.status), row]));
  const states = graph.nodes.map((node): VisualizerStateStay => {
    const stay = stayByStatus.get(node.status);
    const wait = waitingByStatus.get(node.status);
    const waitingNow = Number(wait?.waiting ?? 0);
    return {
      status: node.status,
      medianHours: hours(stay?.median_seconds ?? null),
      p90Hours: hours(stay?.p90_seconds ?? null),
      samples: Number(stay?.samples ?? 0),
      waitingNow,
      // A record in a final status is done, not waiting.
      longestWaitingHours: wait && waitingNow > 0 && !node.final ? hours(now.getTime() / 1000 - Number(wait.oldest_epoch)) : null,
    };
  });

  return {
    from: period.from.toISOString(),
    to: period.to.toISOString(),
    edges: graph.edges.map((edge) => ({ edgeId: edge.id, count: edgeCounts.get(edge.id)! })),
    leaving: graph.nodes.map((node) => ({ status: node.status, count: leavingCounts.get(node.status) ?? 0 })),
    states,
  };
}

// ─── The period asked for ───────────────────────────────────────────────────────────────

export const DEFAULT_PERIOD_DAYS = 365;
const isDateOnly = (value: string) => value.length === 10;

/** The instant a date (its first moment in Bazhong) or a datetime names; undefined when it names none. */
function instantOf(value: string): Date | undefined {
  const instant = isDateOnly(value) ? chinaDayStart(value) : new Date(value);
  if (Number.isNaN(instant.getTime())) return undefined;
  // Date.parse rolls 2026-02-30 over to March; a date must name itself.
  if (isDateOnly(value) && chinaDate(instant) !== value) return undefined;
  return instant;
}

/**
 * The period of `?from&to`: a date `to` includes its whole day; without `to`, up to now;
 * without `from`, the 365 days before the end. A `to` before `from` is refused.
 */
export function periodOf(query: { from?: string; to?: string }, now = new Date()): Period {
  const from = query.from === undefined ? undefined : instantOf(query.from);
  const to = query.to === undefined ? undefined : instantOf(query.to);
  if ((query.from !== undefined && !from) || (query.to !== undefined && !to)) throw new Refusal(400, '日期格式有误');
  if (from && to && to < from) throw new Refusal(400, '结束日期不能早于开始日期');
  const end = to ? (isDateOnly(query.to!) ? new Date(to.getTime() + DAY_MS) : to) : now;
  const start = from ?? new Date(end.getTime() - DEFAULT_PERIOD_DAYS * DAY_MS);
  if (end < start) throw new Refusal(400, '结束日期不能早于开始日期');
  return { from: start, to: end };
}
