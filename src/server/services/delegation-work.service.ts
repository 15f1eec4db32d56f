import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type {
  DelegationExportQuery,
  DelegationListQuery,
  DelegationMember,
  DelegationOptions,
  DelegationRecord,
  DelegationRecordBody,
  DelegationRecordPage,
  DelegationRecordRow,
  MyDelegation,
  MyDelegationListQuery,
} from '@shared/contracts/delegation-work';
import type { Static } from 'typebox';
import { isBlank } from '@shared/blank';
import { DELEGATION_KIND, DELEGATION_LIMITS, DELEGATION_MSG, usesField, type DelegationKind } from '@shared/delegation-work';
import { DELEGATE_GRADE } from '@shared/enums';
import { MSG } from '@shared/messages';
import { Role } from '@shared/roles';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { commDictData, npcDelegate, npcDelegation, npcDelegationRecord, sysNpcState } from '../db/schema';
import { auditDelegationChange } from './audit';
import { plainTextOf, summaryOf } from './portal/text';
import { Refusal } from './refusal';
import { sanitizeRichText } from './rich-text';
import type { SessionUserRow } from './sessions';
import { pathsOf, requireStoredFiles } from './storage/stored-files';
import { chinaTime } from './workflow/export.service';

const r = npcDelegationRecord;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Reader = Pick<Database, 'select'>;
type Requested = Pick<FastifyRequest, 'ip' | 'user'>;

/** The office: every delegation's records (docs/decisions.md, 代表团). */
export const DELEGATION_OFFICE_ROLES: readonly string[] = [Role.superAdmin, Role.congressAdmin, Role.ly, Role.appointmentCommittee];

/** Whose records a user keeps: every delegation's (the office) or their own delegation's (its liaison). */
export type Keeper = { all: true } | { all: false; delegationId: number };

export function keeperOf(user: SessionUserRow): Keeper {
  if (DELEGATION_OFFICE_ROLES.includes(user.loginRoleCode)) return { all: true };
  if (user.loginRoleCode === Role.delegation && user.fkDelegationId !== null) return { all: false, delegationId: user.fkDelegationId };
  throw new Refusal(403, MSG.forbidden);
}

const scopeOf = (keeper: Keeper): SQL | undefined => (keeper.all ? undefined : eq(r.fkDelegationId, keeper.delegationId));

/** The published records only, for the deputies: a kind without publication is always shown. */
const deputyVisible = (kind: DelegationKind): SQL | undefined => (usesField(kind, 'isPublished') ? eq(r.isPublished, true) : undefined);

const speaker = sql<string | null>`(select ${npcDelegate.delegateName} from ${npcDelegate} where ${npcDelegate.delegateId} = ${r.fkSpeakerId})`;
const sessionLabel = sql<string | null>`(select ${sysNpcState.termShow} || ${sysNpcState.timesShow} from ${sysNpcState} where ${sysNpcState.term} = ${r.term} and ${sysNpcState.times} = ${r.times} limit 1)`;

const COLUMNS = {
  record: r,
  delegationName: npcDelegation.delegationName,
  speakerName: speaker,
  sessionLabel,
};

type Joined = { record: typeof r.$inferSelect; delegationName: string; speakerName: string | null; sessionLabel: string | null };

function joined(db: Reader) {
  return db.select(COLUMNS).from(r).innerJoin(npcDelegation, eq(npcDelegation.delegationId, r.fkDelegationId));
}

function base({ record, delegationName, speakerName, sessionLabel: label }: Joined) {
  return {
    recordId: record.recordId,
    kind: record.kind,
    fkDelegationId: record.fkDelegationId,
    delegationName,
    title: record.title,
    category: record.category,
    happenDate: record.happenDate,
    clock: record.clock,
    place: record.place,
    organiser: record.organiser,
    summary: record.summary,
    term: record.term,
    times: record.times,
    sessionLabel: label,
    speakerId: record.fkSpeakerId,
    speakerName,
    attachments: record.attachments,
    isPublished: record.isPublished,
    sortNo: record.sortNo,
    createTime: record.createTime.toISOString(),
    updateTime: record.updateTime.toISOString(),
  };
}

function rowOf(row: Joined): DelegationRecordRow {
  const content = row.record.content ?? '';
  return { ...base(row), excerpt: summaryOf(DELEGATION_KIND[row.record.kind as DelegationKind]?.richContent ? content : content.replace(/</g, '&lt;'), 80), participantCount: row.record.participantIds.length };
}

async function recordOf(db: Reader, row: Joined): Promise<DelegationRecord> {
  const ids = row.record.participantIds;
  const found = ids.length > 0 ? await db.select({ delegateId: npcDelegate.delegateId, delegateName: npcDelegate.delegateName }).from(npcDelegate).where(inArray(npcDelegate.delegateId, ids)) : [];
  const byId = new Map(found.map((d) => [d.delegateId, d]));
  return { ...base(row), content: row.record.content, participants: ids.map((id) => byId.get(id)).filter((d) => d !== undefined) };
}

function orderOf(kind: DelegationKind) {
  return DELEGATION_KIND[kind].ordered ? [asc(r.sortNo), desc(r.recordId)] : [sql`${r.happenDate} desc nulls last`, desc(r.recordId)];
}

function filtersOf(kind: DelegationKind, query: Omit<DelegationListQuery, 'pageNum' | 'pageSize'>): SQL[] {
  const filters: SQL[] = [eq(r.kind, kind)];
  const keyword = query.keyword?.trim();
  if (keyword) filters.push(or(ilike(r.title, containsPattern(keyword)), ilike(speaker, containsPattern(keyword)))!);
  if (query.fkDelegationId !== undefined) filters.push(eq(r.fkDelegationId, query.fkDelegationId));
  if (!isBlank(query.category)) filters.push(eq(r.category, query.category!.trim()));
  if (query.term !== undefined) filters.push(eq(r.term, query.term));
  if (query.times !== undefined) filters.push(eq(r.times, query.times));
  if (query.dateFrom) filters.push(gte(r.happenDate, query.dateFrom));
  if (query.dateTo) filters.push(lte(r.happenDate, query.dateTo));
  return filters;
}

async function page(db: Database, kind: DelegationKind, where: SQL, paging: { pageNum: number; pageSize: number }): Promise<DelegationRecordPage> {
  const [rows, [{ total }]] = await Promise.all([
    joined(db).where(where).orderBy(...orderOf(kind)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ total: count() }).from(r).where(where),
  ]);
  return { list: rows.map(rowOf), total, pageNum: paging.pageNum, pageSize: paging.pageSize };
}

export async function listRecords(db: Database, user: SessionUserRow, kind: DelegationKind, query: DelegationListQuery): Promise<DelegationRecordPage> {
  const keeper = keeperOf(user);
  return page(db, kind, and(scopeOf(keeper), ...filtersOf(kind, query))!, query);
}

/** One record the keeper keeps, or 404 (another delegation's record is not theirs to know of). */
export async function getRecord(db: Reader, user: SessionUserRow, kind: DelegationKind, recordId: number): Promise<DelegationRecord> {
  const [row] = await joined(db)
    .where(and(eq(r.recordId, recordId), eq(r.kind, kind), scopeOf(keeperOf(user))))
    .limit(1);
  if (!row) throw new Refusal(404, DELEGATION_MSG.notFound);
  return recordOf(db, row);
}

const trimmed = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());

/** The deputies among `ids` who belong to the delegation. */
async function membersAmong(tx: Reader, delegationId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: npcDelegate.delegateId })
    .from(npcDelegate)
    .where(and(eq(npcDelegate.fkDelegationId, delegationId), inArray(npcDelegate.delegateId, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/**
 * The columns to write for a kind: its fields checked (required ones present, dictionary
 * values offered, deputies of the record's delegation, sessions that exist, files stored),
 * the fields it does not use cleared. Every refusal is a 400 naming its field.
 */
async function valuesOf(tx: Tx, keeper: Keeper, kind: DelegationKind, body: DelegationRecordBody) {
  const spec = DELEGATION_KIND[kind];
  const uses = (field: Parameters<typeof usesField>[1]) => usesField(kind, field);
  const need = (field: Parameters<typeof usesField>[1], present: boolean, name: string) => {
    const f = spec.fields[field];
    if (f?.required && !present) throw new Refusal(400, DELEGATION_MSG.required(f.label, name));
  };
  if (!keeper.all && body.fkDelegationId !== keeper.delegationId) throw new Refusal(403, MSG.forbidden);
  const [delegation] = await tx.select({ id: npcDelegation.delegationId }).from(npcDelegation).where(eq(npcDelegation.delegationId, body.fkDelegationId)).for('share');
  if (!delegation) throw new Refusal(400, DELEGATION_MSG.delegationNotFound);
  if (isBlank(body.title)) throw new Refusal(400, DELEGATION_MSG.titleRequired(spec.titleLabel));

  const category = uses('category') ? trimmed(body.category) : null;
  need('category', category !== null, 'category');
  if (category !== null && spec.dictionary) {
    const [entry] = await tx.select({ id: commDictData.dictId }).from(commDictData).where(and(eq(commDictData.typeCode, spec.dictionary), eq(commDictData.dataValue, category))).limit(1);
    if (!entry) throw new Refusal(400, DELEGATION_MSG.categoryUnknown(spec.fields.category!.label));
  }
  const happenDate = uses('happenDate') ? (body.happenDate ?? null) : null;
  need('happenDate', happenDate !== null, 'happenDate');
  const clock = uses('clock') ? trimmed(body.clock) : null;
  if (clock !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(clock)) throw new Refusal(400, DELEGATION_MSG.clockInvalid);
  const place = uses('place') ? trimmed(body.place) : null;
  need('place', place !== null, 'place');
  const organiser = uses('organiser') ? trimmed(body.organiser) : null;
  need('organiser', organiser !== null, 'organiser');
  const summary = uses('summary') ? trimmed(body.summary) : null;
  need('summary', summary !== null, 'summary');
  if (summary !== null && summary.length > DELEGATION_LIMITS.summary) throw new Refusal(400, `${spec.fields.summary!.label}不能超过 ${DELEGATION_LIMITS.summary} 字：summary`);

  let content = uses('content') ? trimmed(body.content) : null;
  if (content !== null && spec.richContent) {
    content = sanitizeRichText(content);
    if (plainTextOf(content) === '' && !/<img\s/i.test(content)) content = null;
  }
  need('content', content !== null, 'content');
  if (content !== null && !spec.richContent && content.length > DELEGATION_LIMITS.content) throw new Refusal(400, `${spec.fields.content!.label}不能超过 ${DELEGATION_LIMITS.content} 字：content`);

  const term = uses('session') ? (body.term ?? null) : null;
  const times = uses('session') ? (body.times ?? null) : null;
  need('session', term !== null && times !== null, 'term');
  if (term !== null && times !== null) {
    const [session] = await tx.select({ id: sysNpcState.stateId }).from(sysNpcState).where(and(eq(sysNpcState.term, term), eq(sysNpcState.times, times))).limit(1);
    if (!session) throw new Refusal(400, DELEGATION_MSG.sessionUnknown);
  }

  const speakerId = uses('speaker') ? (body.speakerId ?? null) : null;
  need('speaker', speakerId !== null, 'speakerId');
  if (speakerId !== null && !(await membersAmong(tx, body.fkDelegationId, [speakerId])).has(speakerId)) {
    throw new Refusal(400, DELEGATION_MSG.notOwnDeputy(spec.fields.speaker!.label, 'speakerId'));
  }
  const participantIds = uses('participants') ? [...new Set(body.participantIds ?? [])] : [];
  if (participantIds.length > 0 && (await membersAmong(tx, body.fkDelegationId, participantIds)).size !== participantIds.length) {
    throw new Refusal(400, DELEGATION_MSG.notOwnDeputy(spec.fields.participants!.label, 'participantIds'));
  }

  const attachments = uses('attachments') ? (body.attachments ?? []).map((file) => ({ name: file.name.trim() || 'file', objPath: file.objPath })) : [];
  await requireStoredFiles(tx, pathsOf(attachments));

  return {
    fkDelegationId: body.fkDelegationId,
    kind,
    title: body.title.trim(),
    category,
    happenDate,
    clock,
    place,
    organiser,
    summary,
    content,
    term,
    times,
    fkSpeakerId: speakerId,
    participantIds,
    attachments,
    isPublished: uses('isPublished') ? (body.isPublished ?? false) : true,
    sortNo: uses('sortNo') ? (body.sortNo ?? 0) : 0,
  };
}

export async function createRecord(db: Database, request: Requested, kind: DelegationKind, body: DelegationRecordBody): Promise<DelegationRecord> {
  const user = request.user!;
  const keeper = keeperOf(user);
  const recordId = await db.transaction(async (tx) => {
    const values = await valuesOf(tx, keeper, kind, body);
    const [row] = await tx.insert(r).values({ ...values, fkCreateUserId: user.userId }).returning({ recordId: r.recordId });
    await auditDelegationChange(tx, request, 'add', kind, row.recordId, { title: values.title, fkDelegationId: values.fkDelegationId });
    return row.recordId;
  });
  return getRecord(db, user, kind, recordId);
}

/** Locks the keeper's record for a change in this transaction; 404 when it is not theirs. */
async function locked(tx: Tx, keeper: Keeper, kind: DelegationKind, recordId: number) {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.recordId, recordId), eq(r.kind, kind), scopeOf(keeper)))
    .for('update');
  if (!row) throw new Refusal(404, DELEGATION_MSG.notFound);
  return row;
}

export async function updateRecord(db: Database, request: Requested, kind: DelegationKind, recordId: number, body: DelegationRecordBody): Promise<DelegationRecord> {
  const user = request.user!;
  const keeper = keeperOf(user);
  await db.transaction(async (tx) => {
    const current = await locked(tx, keeper, kind, recordId);
    const values = await valuesOf(tx, keeper, kind, body);
    await tx.update(r).set({ ...values, updateTime: new Date() }).where(eq(r.recordId, recordId));
    const changed = Object.keys(values).filter((key) => JSON.stringify((current as Record<string, unknown>)[key]) !== JSON.stringify((values as Record<string, unknown>)[key]));
    await auditDelegationChange(tx, request, 'update', kind, recordId, { title: values.title, changed });
  });
  return getRecord(db, user, kind, recordId);
}

export async function deleteRecord(db: Database, request: Requested, kind: DelegationKind, recordId: number): Promise<void> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    const current = await locked(tx, keeper, kind, recordId);
    await tx.delete(r).where(eq(r.recordId, recordId));
    await auditDelegationChange(tx, request, 'delete', kind, recordId, { title: current.title, fkDelegationId: current.fkDelegationId });
  });
}

/** The most rows one export holds; the sheet's last row says when the filters found more. */
export const DELEGATION_EXPORT_LIMIT = 5000;

/** The filtered list as an .xlsx: the columns of the kind, opinions and contents in full. */
export async function exportRecords(db: Database, user: SessionUserRow, kind: DelegationKind, query: Static<typeof DelegationExportQuery>, now = new Date()) {
  const keeper = keeperOf(user);
  const where = and(scopeOf(keeper), ...filtersOf(kind, query))!;
  const [rows, [{ total }]] = await Promise.all([
    joined(db).where(where).orderBy(...orderOf(kind)).limit(DELEGATION_EXPORT_LIMIT),
    db.select({ total: count() }).from(r).where(where),
  ]);
  const records = await Promise.all(rows.map((row) => recordOf(db, row)));
  const spec = DELEGATION_KIND[kind];
  const f = spec.fields;
  const columns: { label: string; width: number; value: (x: DelegationRecord) => string }[] = [
    { label: '代表团', width: 14, value: (x) => x.delegationName },
    { label: spec.titleLabel, width: 36, value: (x) => x.title },
    ...(f.category ? [{ label: f.category.label, width: 10, value: (x: DelegationRecord) => x.category ?? '' }] : []),
    ...(f.session ? [{ label: f.session.label, width: 20, value: (x: DelegationRecord) => x.sessionLabel ?? '' }] : []),
    ...(f.happenDate ? [{ label: f.happenDate.label, width: 12, value: (x: DelegationRecord) => `${x.happenDate ?? ''}${x.clock ? ` ${x.clock}` : ''}` }] : []),
    ...(f.place ? [{ label: f.place.label, width: 24, value: (x: DelegationRecord) => x.place ?? '' }] : []),
    ...(f.organiser ? [{ label: f.organiser.label, width: 18, value: (x: DelegationRecord) => x.organiser ?? '' }] : []),
    ...(f.speaker ? [{ label: f.speaker.label, width: 10, value: (x: DelegationRecord) => x.speakerName ?? '' }] : []),
    ...(f.participants ? [{ label: f.participants.label, width: 30, value: (x: DelegationRecord) => x.participants.map((p) => p.delegateName).join('、') }] : []),
    ...(f.summary ? [{ label: f.summary.label, width: 40, value: (x: DelegationRecord) => x.summary ?? '' }] : []),
    ...(f.content ? [{ label: f.content.label, width: 60, value: (x: DelegationRecord) => (spec.richContent ? plainTextOf(x.content ?? '') : (x.content ?? '')) }] : []),
    ...(f.isPublished ? [{ label: '状态', width: 8, value: (x: DelegationRecord) => (x.isPublished ? '已发布' : '未发布') }] : []),
  ];
  const data: SheetData = [columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const })), ...records.map((x) => columns.map((c) => ({ value: c.value(x), wrap: true })))];
  if (total > records.length) data.push([{ value: `共 ${total} 条，仅导出前 ${records.length} 条；请缩小筛选范围后分批导出。` }]);
  const buffer = await writeXlsxFile(data, { sheet: spec.title, columns: columns.map((c) => ({ width: c.width })), stickyRowsCount: 1 }).toBuffer();
  const stamp = chinaTime(now.toISOString()).replace(/[-: ]/g, '').slice(0, 12);
  return { fileName: `${spec.title}_${stamp}.xlsx`, buffer };
}

export async function delegationOptions(db: Database, user: SessionUserRow): Promise<DelegationOptions> {
  const keeper = keeperOf(user);
  const [delegations, sessions] = await Promise.all([
    db
      .select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName })
      .from(npcDelegation)
      .where(keeper.all ? eq(npcDelegation.isValid, true) : eq(npcDelegation.delegationId, keeper.delegationId))
      .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId)),
    db.select().from(sysNpcState).orderBy(desc(sysNpcState.term), desc(sysNpcState.times)),
  ]);
  return {
    delegations,
    all: keeper.all,
    sessions: sessions.map((s) => ({ term: s.term, times: s.times, label: `${s.termShow}${s.timesShow}`, current: s.isCurrentTermTimes })),
  };
}

const MEMBER_FIELDS = {
  delegateId: npcDelegate.delegateId,
  delegateName: npcDelegate.delegateName,
  sex: npcDelegate.sex,
  delegateGrade: npcDelegate.delegateGrade,
  presentOccupation: npcDelegate.presentOccupation,
  headPortrait: npcDelegate.headPortrait,
};

/** The approved deputies of a delegation, by grade and name: what fellow deputies may know (no phone). */
async function membersOf(db: Reader, delegationId: number): Promise<DelegationMember[]> {
  return db
    .select(MEMBER_FIELDS)
    .from(npcDelegate)
    .where(and(eq(npcDelegate.fkDelegationId, delegationId), eq(npcDelegate.auditStatus, 1)))
    .orderBy(asc(npcDelegate.delegateGrade), asc(npcDelegate.delegateName))
    .limit(500);
}

/** The deputies of a delegation the keeper keeps (the speaker's and participants' choice). */
export async function keptDeputies(db: Database, user: SessionUserRow, delegationId: number): Promise<{ list: DelegationMember[] }> {
  const keeper = keeperOf(user);
  if (!keeper.all && keeper.delegationId !== delegationId) throw new Refusal(403, MSG.forbidden);
  return { list: await membersOf(db, delegationId) };
}

// ─── The deputy's own delegation ──────────────────────────────────────────────

/** The delegation of the signed-in deputy (their deputy record's); 404 for a deputy without one. */
async function deputyDelegationOf(db: Reader, user: SessionUserRow) {
  if (user.loginRoleCode !== Role.represent) throw new Refusal(403, MSG.forbidden);
  const [row] = user.fkDelegateId
    ? await db
        .select({ delegation: npcDelegation })
        .from(npcDelegate)
        .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
        .where(eq(npcDelegate.delegateId, user.fkDelegateId))
        .limit(1)
    : [];
  if (!row) throw new Refusal(404, DELEGATION_MSG.noDelegation);
  return row.delegation;
}

const LATEST = 5;

export async function myDelegation(db: Database, user: SessionUserRow): Promise<MyDelegation> {
  const delegation = await deputyDelegationOf(db, user);
  const latest = (kind: DelegationKind) =>
    page(db, kind, and(eq(r.kind, kind), eq(r.fkDelegationId, delegation.delegationId), deputyVisible(kind))!, { pageNum: 1, pageSize: LATEST }).then((p) => p.list);
  const [members, documents, activities, meetings] = await Promise.all([membersOf(db, delegation.delegationId), latest('document'), latest('activity'), latest('meeting')]);
  const level = DELEGATE_GRADE[delegation.delegationLevel as keyof typeof DELEGATE_GRADE];
  return {
    delegationId: delegation.delegationId,
    delegationName: delegation.delegationName,
    delegationLevel: delegation.delegationLevel,
    levelLabel: level ? `${level}级代表团` : '代表团',
    members,
    documents,
    activities,
    meetings,
  };
}

export async function myRecords(db: Database, user: SessionUserRow, kind: DelegationKind, query: MyDelegationListQuery): Promise<DelegationRecordPage> {
  const delegation = await deputyDelegationOf(db, user);
  return page(db, kind, and(eq(r.fkDelegationId, delegation.delegationId), deputyVisible(kind), ...filtersOf(kind, { keyword: query.keyword }))!, query);
}

/** One record of the deputy's delegation (published, where the kind is published); 404 otherwise. */
export async function myRecord(db: Database, user: SessionUserRow, kind: DelegationKind, recordId: number): Promise<DelegationRecord> {
  const delegation = await deputyDelegationOf(db, user);
  const [row] = await joined(db)
    .where(and(eq(r.recordId, recordId), eq(r.kind, kind), eq(r.fkDelegationId, delegation.delegationId), deputyVisible(kind)))
    .limit(1);
  if (!row) throw new Refusal(404, DELEGATION_MSG.notFound);
  return recordOf(db, row);
}
