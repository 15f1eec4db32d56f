import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@machines/actor';
import {
  REPORT_MSG,
  REPORT_REVIEWER_ROLES,
  REPORT_STATUS,
  decideReportOnWork,
  newReportOnWorkRecord,
  reportOnWorkWorkflow,
  reportStatusLabel,
  type ReportOnWorkContext,
  type ReportOnWorkEventBody,
  type ReportOnWorkRecord,
  type ReportStatus,
} from '@machines/report-on-work';
import type { ReportBody, ReportDetail, ReportPage, ReportQuery, ReportSummary } from '@shared/contracts/groups';
import { Role } from '@shared/roles';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { npcDelegate, npcGroup, npcGroupAdmin, npcGroupMember, npcReportOnWork, npcReportOnWorkHistory } from '../db/schema';
import { auditReportReview } from './audit';
import { Refusal } from './refusal';
import { sanitizeRichText } from './rich-text';
import { actorOf } from './workflow/actor';
import { appendHistory, historyOf, storedIn, timelineEntryOf, type Executor } from './workflow/engine';

type SignedIn = NonNullable<FastifyRequest['user']>;
type Requested = Pick<FastifyRequest, 'ip' | 'user'>;
type Row = typeof npcReportOnWork.$inferSelect;

const t = npcReportOnWork;

/** The reports and their history, as the engine's history functions read them. */
export const REPORT_STORE = storedIn(npcReportOnWork, 'reportId', npcReportOnWorkHistory, 'fkReportId');

/**
 * Every transition is the report-on-work machine's (machines/report-on-work): who may take which
 * event from which status, what it needs and what it writes. This service loads the row, asks
 * the machine, and writes its decision with a history row (and the audit of the event).
 */

const isReviewer = (user: SignedIn) => REPORT_REVIEWER_ROLES.includes(user.loginRoleCode as never) || user.loginRoleCode === Role.group;
const isAuthorRole = (user: SignedIn) => user.loginRoleCode === Role.represent && user.fkDelegateId !== null;

/** Reports of the members of the groups the liaison administers. */
const ofLiaisonGroups = (userId: number): SQL =>
  inArray(
    t.fkDelegateId,
    sql`(select m.fk_delegate_id from ${npcGroupMember} m join ${npcGroupAdmin} a on a.fk_group_id = m.fk_group_id where a.fk_user_id = ${userId})`,
  );

/** The reports a reviewer sees: every submitted one (never drafts), a liaison's only its members'. */
function reviewVisibility(user: SignedIn): SQL {
  const submitted = ne(t.status, REPORT_STATUS.draft);
  return user.loginRoleCode === Role.group ? and(submitted, ofLiaisonGroups(user.userId))! : submitted;
}

/** The rows a user may see: the author its own, a reviewer as above; anyone else none (403). */
function visibility(user: SignedIn): SQL {
  if (isAuthorRole(user)) return eq(t.fkDelegateId, user.fkDelegateId!);
  if (isReviewer(user)) return reviewVisibility(user);
  throw new Refusal(403, REPORT_MSG.notFound);
}

const isoOrNull = (value: Date | null) => (value ? value.toISOString() : null);

/** The machine's record of a stored row. */
function recordOf(row: Row): ReportOnWorkRecord {
  return {
    fkDelegateId: row.fkDelegateId,
    title: row.title,
    reportYear: row.reportYear,
    meetingDate: row.meetingDate,
    meetingPlace: row.meetingPlace,
    content: row.content,
    attachments: row.attachments,
    reviewOpinion: row.reviewOpinion,
    reviewerName: row.reviewerName,
    submitTime: isoOrNull(row.submitTime),
    reviewTime: isoOrNull(row.reviewTime),
    status: row.status as ReportStatus,
    version: row.version,
  };
}

/** The columns of the machine's changes: its times are ISO strings, the columns instants. */
function columnsOf(changes: Partial<ReportOnWorkContext>) {
  const { submitTime, reviewTime, ...rest } = changes;
  return {
    ...rest,
    ...(submitTime === undefined ? {} : { submitTime: submitTime === null ? null : new Date(submitTime) }),
    ...(reviewTime === undefined ? {} : { reviewTime: reviewTime === null ? null : new Date(reviewTime) }),
  };
}

/** What the caller may do with the report now (the contract's allowedActions are the machine's events). */
const actionsFor = (row: Row, actor: Actor, now: Date): string[] => reportOnWorkWorkflow.offeredEvents(recordOf(row), actor, now.toISOString());

async function summaries(db: Pick<Database, 'select'>, rows: Row[], actor: Actor, now = new Date()): Promise<ReportSummary[]> {
  const ids = [...new Set(rows.map((r) => r.fkDelegateId))];
  const names = ids.length
    ? await db
        .select({ id: npcDelegate.delegateId, name: npcDelegate.delegateName, groupName: sql<string | null>`(select g.group_name from ${npcGroupMember} m join ${npcGroup} g on g.group_id = m.fk_group_id where m.fk_delegate_id = ${npcDelegate.delegateId} order by g.group_level limit 1)` })
        .from(npcDelegate)
        .where(inArray(npcDelegate.delegateId, ids))
    : [];
  const byId = new Map(names.map((n) => [n.id, n]));
  return rows.map((row) => ({
    reportId: row.reportId,
    fkDelegateId: row.fkDelegateId,
    delegateName: byId.get(row.fkDelegateId)?.name ?? '',
    groupName: byId.get(row.fkDelegateId)?.groupName ?? null,
    title: row.title,
    reportYear: row.reportYear,
    meetingDate: row.meetingDate,
    meetingPlace: row.meetingPlace,
    status: row.status,
    statusLabel: reportStatusLabel(row.status),
    reviewOpinion: row.reviewOpinion,
    reviewerName: row.reviewerName,
    submitTime: isoOrNull(row.submitTime),
    reviewTime: isoOrNull(row.reviewTime),
    version: row.version,
    createTime: row.createTime.toISOString(),
    allowedActions: actionsFor(row, actor, now),
  }));
}

function queryFilters(query: Omit<ReportQuery, 'pageNum' | 'pageSize'>): (SQL | undefined)[] {
  return [
    query.status === undefined ? undefined : eq(t.status, query.status),
    query.reportYear ? eq(t.reportYear, query.reportYear) : undefined,
    query.keyword?.trim()
      ? or(ilike(t.title, containsPattern(query.keyword.trim())), inArray(t.fkDelegateId, sql`(select delegate_id from ${npcDelegate} where delegate_name ilike ${containsPattern(query.keyword.trim())})`))
      : undefined,
  ];
}

async function pageOf(db: Database, where: SQL | undefined, query: ReportQuery, user: SignedIn, order: SQL[]): Promise<ReportPage> {
  const [[{ total }], rows, actor] = await Promise.all([
    db.select({ total: count() }).from(t).where(where),
    db.select().from(t).where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query)),
    actorOf(db, user),
  ]);
  return { list: await summaries(db, rows, actor), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The deputy's own reports, newest first. */
export async function myReports(db: Database, user: SignedIn, query: ReportQuery): Promise<ReportPage> {
  if (!isAuthorRole(user)) throw new Refusal(403, REPORT_MSG.onlyAuthor);
  return pageOf(db, and(eq(t.fkDelegateId, user.fkDelegateId!), ...queryFilters(query)), query, user, [desc(t.createTime), desc(t.reportId)]);
}

/** The reports a reviewer sees, those waiting (已提交) first. */
export async function reviewReports(db: Database, user: SignedIn, query: ReportQuery): Promise<ReportPage> {
  if (!isReviewer(user)) throw new Refusal(403, REPORT_MSG.onlyReviewer);
  const waitingFirst = sql`case when ${t.status} = ${REPORT_STATUS.submitted} then 0 else 1 end`;
  return pageOf(db, and(reviewVisibility(user), ...queryFilters(query)), query, user, [waitingFirst, desc(t.submitTime), desc(t.reportId)]);
}

/** The submitted and archived reports of some deputies (a group's page); the viewer's own included whatever their status but draft. */
export async function reportsOfAuthors(db: Database, delegateIds: number[], viewer: { userId: number; delegateId: number; realName?: string }): Promise<ReportSummary[]> {
  if (delegateIds.length === 0) return [];
  const rows = await db
    .select()
    .from(t)
    .where(and(inArray(t.fkDelegateId, delegateIds), inArray(t.status, [REPORT_STATUS.submitted, REPORT_STATUS.archived])))
    .orderBy(desc(t.reportYear), desc(t.submitTime))
    .limit(50);
  return summaries(db, rows, { userId: viewer.userId, role: Role.represent, realName: viewer.realName ?? '', delegateId: viewer.delegateId });
}

async function visibleRow(db: Pick<Database, 'select'>, user: SignedIn, reportId: number, forUpdate = false): Promise<Row> {
  const query = db.select().from(t).where(and(eq(t.reportId, reportId), visibility(user))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new Refusal(404, REPORT_MSG.notFound);
  return row;
}

export async function reportDetail(db: Database, user: SignedIn, reportId: number): Promise<ReportDetail> {
  const row = await visibleRow(db, user, reportId);
  const [[summary], history] = await Promise.all([actorOf(db, user).then((actor) => summaries(db, [row], actor)), historyOf(db, REPORT_STORE, reportId)]);
  return {
    ...summary,
    content: row.content,
    attachments: row.attachments,
    history: history.map(timelineEntryOf),
  };
}

/** The draft as the machine reads it: the rich text sanitized, texts trimmed (a blank place is none). */
function draftOf(body: ReportBody) {
  return {
    title: body.title.trim(),
    reportYear: body.reportYear,
    meetingDate: body.meetingDate,
    meetingPlace: body.meetingPlace?.trim() || null,
    content: sanitizeRichText(body.content),
    attachments: body.attachments,
  };
}

/** The machine refused: its status, message and the field a 400 is about go out as they are. */
function refusalOf(decision: { httpStatus: number; msg: string; field?: string }): Refusal {
  return new Refusal(decision.httpStatus, decision.msg, decision.field);
}

/**
 * Asks the machine about one event on the stored row and writes its decision in the caller's
 * transaction: the changes, the status and version + 1 (or the row deleted), and the history row
 * with its audit. A refusal writes nothing.
 */
async function decideAndWrite(tx: Executor, row: Row, body: ReportOnWorkEventBody, actor: Actor, now: Date): Promise<void> {
  const decision = decideReportOnWork(recordOf(row), { ...body, actor, at: now.toISOString() });
  if (!decision.ok) throw refusalOf(decision);
  if (decision.effects.includes('deleteRecord')) {
    await tx.delete(t).where(eq(t.reportId, row.reportId));
  } else {
    const updated = await tx
      .update(t)
      .set({ ...columnsOf(decision.changes), status: decision.status, version: row.version + 1, updateTime: now })
      .where(and(eq(t.reportId, row.reportId), eq(t.version, row.version)))
      .returning({ reportId: t.reportId });
    if (updated.length !== 1) throw new Refusal(409, REPORT_MSG.stale);
  }
  // The history keeps what was decided, not the text: the report itself holds that.
  const { content: _content, attachments: _attachments, ...kept } = body as Record<string, unknown>;
  await appendHistory(tx, REPORT_STORE, row.reportId, decision.history, kept, actor, now);
}

/** A new draft of the signed-in deputy (CREATE, then its first save's rules); with `submit` it goes straight to 已提交 (SUBMIT). */
export async function createReport(db: Database, user: SignedIn, body: ReportBody, submit: boolean): Promise<ReportDetail> {
  const actor = await actorOf(db, user);
  const now = new Date();
  const { version: _version, ...sent } = body;
  const draft = draftOf(sent);
  const created = reportOnWorkWorkflow.decideCreate(actor, draft, now.toISOString());
  if (!created.ok) throw refusalOf(created);
  const fresh = newReportOnWorkRecord({ fkDelegateId: actor.delegateId! });
  const saved = decideReportOnWork(fresh, { type: 'EDIT', version: fresh.version, ...draft, actor, at: now.toISOString() });
  if (!saved.ok) throw refusalOf(saved);
  const reportId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(t)
      .values({ ...draft, fkDelegateId: fresh.fkDelegateId, status: created.status, createTime: now, updateTime: now })
      .returning();
    await appendHistory(tx, REPORT_STORE, row.reportId, created.history, { title: draft.title, reportYear: draft.reportYear }, actor, now);
    if (submit) await decideAndWrite(tx, row, { type: 'SUBMIT', version: row.version }, actor, now);
    return row.reportId;
  });
  return reportDetail(db, user, reportId);
}

/** Sends one event to a report the user may see; the row is locked for the transaction. */
async function sendEvent(db: Database, user: SignedIn, reportId: number, event: (row: Row) => ReportOnWorkEventBody, after?: (tx: Executor, row: Row) => Promise<void>): Promise<void> {
  const actor = await actorOf(db, user);
  await db.transaction(async (tx) => {
    const row = await visibleRow(tx, user, reportId, true);
    await decideAndWrite(tx, row, event(row), actor, new Date());
    await after?.(tx, row);
  });
}

/** Saves the author's changes (EDIT), or saves and submits them in the same write (SUBMIT). */
export async function updateReport(db: Database, user: SignedIn, reportId: number, body: ReportBody, submit: boolean): Promise<ReportDetail> {
  const { version, ...sent } = body;
  // Without a version the caller saves over whatever is stored.
  await sendEvent(db, user, reportId, (row) => ({ type: submit ? 'SUBMIT' : 'EDIT', version: version ?? row.version, ...draftOf(sent) }));
  return reportDetail(db, user, reportId);
}

/** Submits the stored report as it is. */
export async function submitReport(db: Database, user: SignedIn, reportId: number, version: number): Promise<ReportDetail> {
  await sendEvent(db, user, reportId, () => ({ type: 'SUBMIT', version }));
  return reportDetail(db, user, reportId);
}

export async function deleteReport(db: Database, user: SignedIn, reportId: number, version: number): Promise<void> {
  await sendEvent(db, user, reportId, () => ({ type: 'DELETE', version }));
}

/** A reviewer returns a submitted report with an opinion (已退回), or archives it (已归档); the review is audited as such too. */
export async function reviewReport(db: Database, request: Requested, reportId: number, action: 'RETURN' | 'ARCHIVE', version: number, opinion?: string): Promise<ReportDetail> {
  const user = request.user!;
  await sendEvent(
    db,
    user,
    reportId,
    () => (action === 'RETURN' ? { type: 'RETURN', version, opinion: opinion ?? null } : { type: 'ARCHIVE', version }),
    (tx, row) => auditReportReview(tx, request, action === 'RETURN' ? 'return' : 'archive', reportId, { delegateId: row.fkDelegateId, title: row.title, opinion: opinion?.trim() || null }),
  );
  return reportDetail(db, user, reportId);
}
