import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ReportBody, ReportDetail, ReportPage, ReportQuery, ReportSummary } from '@shared/contracts/groups';
import { REPORT_EDITABLE, REPORT_MSG, REPORT_STATUS, REPORT_STATUS_LABEL, type ReportStatus } from '@shared/groups';
import { isBlank } from '@shared/blank';
import { Role } from '@shared/roles';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { npcDelegate, npcGroup, npcGroupAdmin, npcGroupMember, npcReportOnWork } from '../db/schema';
import { auditReportReview } from './audit';
import { Refusal } from './refusal';
import { sanitizeRichText } from './rich-text';

type SignedIn = NonNullable<FastifyRequest['user']>;
type Requested = Pick<FastifyRequest, 'ip' | 'user'>;
type Row = typeof npcReportOnWork.$inferSelect;

const t = npcReportOnWork;

/** Roles that review every submitted report; a group liaison reviews those of its groups' members. */
export const REPORT_REVIEWER_ROLES: readonly string[] = [Role.superAdmin, Role.congressAdmin, Role.ly];

export type ReportAction = 'EDIT' | 'SUBMIT' | 'DELETE' | 'RETURN' | 'ARCHIVE';

/**
 * The transitions, checked here and nowhere else: who (author or reviewer) may take which action
 * from which status, and where it leads. 草稿/已退回 → 已提交 (author), 已提交 → 已退回 or 已归档 (reviewer).
 */
const TRANSITIONS: Readonly<Record<ReportAction, { by: 'author' | 'reviewer'; from: readonly ReportStatus[]; to: ReportStatus | null; refusal: string }>> = {
  EDIT: { by: 'author', from: REPORT_EDITABLE, to: null, refusal: REPORT_MSG.notEditable },
  SUBMIT: { by: 'author', from: REPORT_EDITABLE, to: REPORT_STATUS.submitted, refusal: REPORT_MSG.notEditable },
  DELETE: { by: 'author', from: [REPORT_STATUS.draft], to: null, refusal: REPORT_MSG.onlyDraftDeleted },
  RETURN: { by: 'reviewer', from: [REPORT_STATUS.submitted], to: REPORT_STATUS.returned, refusal: REPORT_MSG.notSubmitted },
  ARCHIVE: { by: 'reviewer', from: [REPORT_STATUS.submitted], to: REPORT_STATUS.archived, refusal: REPORT_MSG.notSubmitted },
};

const isReviewer = (user: SignedIn) => REPORT_REVIEWER_ROLES.includes(user.loginRoleCode) || user.loginRoleCode === Role.group;
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

function actionsFor(row: Row, user: SignedIn): ReportAction[] {
  const role = isAuthorRole(user) && row.fkDelegateId === user.fkDelegateId ? 'author' : isReviewer(user) ? 'reviewer' : null;
  return (Object.keys(TRANSITIONS) as ReportAction[]).filter((action) => TRANSITIONS[action].by === role && TRANSITIONS[action].from.includes(row.status as ReportStatus));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function summaries(db: Pick<Database, 'select'>, rows: Row[], user: { userId: number; fkDelegateId: number | null; loginRoleCode: string }): Promise<ReportSummary[]> {
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
    statusLabel: REPORT_STATUS_LABEL[row.status as ReportStatus] ?? String(row.status),
    reviewOpinion: row.reviewOpinion,
    reviewerName: row.reviewerName,
    submitTime: iso(row.submitTime),
    reviewTime: iso(row.reviewTime),
    version: row.version,
    createTime: row.createTime.toISOString(),
    allowedActions: actionsFor(row, user as SignedIn),
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
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(t).where(where),
    db.select().from(t).where(where).orderBy(...order).limit(query.pageSize).offset(offsetOf(query)),
  ]);
  return { list: await summaries(db, rows, user), total, pageNum: query.pageNum, pageSize: query.pageSize };
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
export async function reportsOfAuthors(db: Database, delegateIds: number[], viewer: { userId: number; delegateId: number }): Promise<ReportSummary[]> {
  if (delegateIds.length === 0) return [];
  const rows = await db
    .select()
    .from(t)
    .where(and(inArray(t.fkDelegateId, delegateIds), inArray(t.status, [REPORT_STATUS.submitted, REPORT_STATUS.archived])))
    .orderBy(desc(t.reportYear), desc(t.submitTime))
    .limit(50);
  return summaries(db, rows, { userId: viewer.userId, fkDelegateId: viewer.delegateId, loginRoleCode: Role.represent });
}

async function visibleRow(db: Pick<Database, 'select'>, user: SignedIn, reportId: number, forUpdate = false): Promise<Row> {
  const query = db.select().from(t).where(and(eq(t.reportId, reportId), visibility(user))).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new Refusal(404, REPORT_MSG.notFound);
  return row;
}

export async function reportDetail(db: Database, user: SignedIn, reportId: number): Promise<ReportDetail> {
  const row = await visibleRow(db, user, reportId);
  const [summary] = await summaries(db, [row], user);
  return { ...summary, content: row.content, attachments: row.attachments };
}

/** A body's problems with the field they concern; a submitted report needs every field. */
function checkBody(body: ReportBody, forSubmit: boolean) {
  if (isBlank(body.title)) throw new Refusal(400, REPORT_MSG.titleRequired, 'title');
  const content = sanitizeRichText(body.content);
  if (forSubmit) {
    if (!body.meetingDate) throw new Refusal(400, REPORT_MSG.meetingDateRequired, 'meetingDate');
    if (isBlank(body.meetingPlace)) throw new Refusal(400, REPORT_MSG.meetingPlaceRequired, 'meetingPlace');
    if (isBlank(content.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '))) throw new Refusal(400, REPORT_MSG.contentRequired, 'content');
  }
  return {
    title: body.title.trim(),
    reportYear: body.reportYear,
    meetingDate: body.meetingDate,
    meetingPlace: body.meetingPlace?.trim() || null,
    content,
    attachments: body.attachments,
  };
}

/** A new draft of the signed-in deputy; with `submit` it goes straight to 已提交. */
export async function createReport(db: Database, user: SignedIn, body: ReportBody, submit: boolean): Promise<ReportDetail> {
  if (!isAuthorRole(user)) throw new Refusal(403, REPORT_MSG.onlyAuthor);
  const values = checkBody(body, submit);
  const now = new Date();
  const [row] = await db
    .insert(t)
    .values({ ...values, fkDelegateId: user.fkDelegateId!, status: submit ? REPORT_STATUS.submitted : REPORT_STATUS.draft, submitTime: submit ? now : null })
    .returning({ reportId: t.reportId });
  return reportDetail(db, user, row.reportId);
}

/** Checks the action against the row's status and the caller's part in it (403, 409), and the version read. */
function allow(row: Row, user: SignedIn, action: ReportAction, version: number | undefined) {
  const rule = TRANSITIONS[action];
  const isAuthor = isAuthorRole(user) && row.fkDelegateId === user.fkDelegateId;
  if (rule.by === 'author' && !isAuthor) throw new Refusal(403, REPORT_MSG.onlyAuthor);
  if (rule.by === 'reviewer' && !isReviewer(user)) throw new Refusal(403, REPORT_MSG.onlyReviewer);
  if (!rule.from.includes(row.status as ReportStatus)) throw new Refusal(409, rule.refusal);
  if (version !== undefined && version !== row.version) throw new Refusal(409, REPORT_MSG.stale);
}

/** Saves the author's changes (EDIT), optionally submitting them (SUBMIT) in the same write. */
export async function updateReport(db: Database, user: SignedIn, reportId: number, body: ReportBody, submit: boolean): Promise<ReportDetail> {
  await db.transaction(async (tx) => {
    const row = await visibleRow(tx, user, reportId, true);
    allow(row, user, submit ? 'SUBMIT' : 'EDIT', body.version);
    const values = checkBody(body, submit);
    await tx
      .update(t)
      .set({ ...values, ...(submit ? { status: REPORT_STATUS.submitted, submitTime: new Date() } : {}), version: row.version + 1, updateTime: new Date() })
      .where(eq(t.reportId, reportId));
  });
  return reportDetail(db, user, reportId);
}

/** Submits the stored report as it is. */
export async function submitReport(db: Database, user: SignedIn, reportId: number, version: number): Promise<ReportDetail> {
  const row = await visibleRow(db, user, reportId);
  const { version: _v, reviewOpinion: _o, ...stored } = row;
  return updateReport(db, user, reportId, { title: stored.title, reportYear: stored.reportYear, meetingDate: stored.meetingDate, meetingPlace: stored.meetingPlace, content: stored.content, attachments: stored.attachments, version }, true);
}

export async function deleteReport(db: Database, user: SignedIn, reportId: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await visibleRow(tx, user, reportId, true);
    allow(row, user, 'DELETE', version);
    await tx.delete(t).where(eq(t.reportId, reportId));
  });
}

/** A reviewer returns a submitted report with an opinion (已退回), or archives it (已归档). */
export async function reviewReport(db: Database, request: Requested, reportId: number, action: 'RETURN' | 'ARCHIVE', version: number, opinion?: string): Promise<ReportDetail> {
  const user = request.user!;
  if (action === 'RETURN' && isBlank(opinion)) throw new Refusal(400, REPORT_MSG.opinionRequired, 'opinion');
  await db.transaction(async (tx) => {
    const row = await visibleRow(tx, user, reportId, true);
    allow(row, user, action, version);
    const now = new Date();
    await tx
      .update(t)
      .set({
        status: TRANSITIONS[action].to!,
        reviewOpinion: opinion?.trim() || null,
        reviewerName: user.realName,
        reviewTime: now,
        version: row.version + 1,
        updateTime: now,
      })
      .where(eq(t.reportId, reportId));
    await auditReportReview(tx, request, action === 'RETURN' ? 'return' : 'archive', reportId, { delegateId: row.fkDelegateId, title: row.title, opinion: opinion?.trim() || null });
  });
  return reportDetail(db, user, reportId);
}

