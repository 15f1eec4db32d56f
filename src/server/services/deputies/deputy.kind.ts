import { and, between, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import {
  APPLY_TYPE_AT,
  DEPUTY_INFO_FIELDS,
  DEPUTY_OFFICE_ROLES,
  decideDeputyRecord,
  deputyRecordContextDefaults,
  deputyRecordStatusLabel,
  deputyRecordWorkflow,
  maskIdCard,
  type DeputyRecordEffect,
} from '@machines/deputy-record';
import type { AgeBand, DeputyDetail, DeputyHistoryEntry, DeputyListQuery, DeputySummary } from '@shared/contracts/deputies';
import { DEPUTY_FIELD_LABEL, DEPUTY_MSG } from '@shared/deputies';
import { Role } from '@shared/roles';
import { contactStation, npcDelegate, npcDelegateHistory, npcDelegateRelation, npcDelegation, npcSpecialCommittee, npcSpecialCommitteeMember, sysUser } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { isAnyOf, type Bind } from '../../db/statements';
import { Refusal } from '../refusal';
import { defineRecordKind, eventsOfRecord, historyOf, recordOf, storedIn, timelineEntryOf, type EventHooks, type Executor, type HistoryRow } from '../workflow/engine';
import { disableDeputyAccount, endTenure, renameDeputyAccount, startTenure } from './deputy-tenure';

type Row = Record<string, unknown>;
const t = npcDelegate;

/** Statuses at which an application waits for the office (the machine's APPLY_TYPE_AT). */
const WAITING_STATUSES = Object.keys(APPLY_TYPE_AT).map(Number);

export const isDeputyOffice = (actor: Pick<Actor, 'role'>) => DEPUTY_OFFICE_ROLES.includes(actor.role);

/** The birth dates of an age band on a day: completed years, as the statistics count them. */
export function birthRangeOf(band: AgeBand, today: Date): { after: string | null; until: string | null } {
  const yearsAgo = (years: number) => {
    const day = new Date(today);
    day.setUTCFullYear(day.getUTCFullYear() - years);
    return day.toISOString().slice(0, 10);
  };
  const bounds: Record<AgeBand, [number | null, number | null]> = { '35': [null, 36], '45': [36, 46], '55': [46, 56], '65': [56, 66], '66': [66, null] };
  const [youngest, oldestExclusive] = bounds[band];
  // Age ≥ n ⇔ born on or before today − n years; age < m ⇔ born after today − m years.
  return { until: youngest === null ? null : yearsAgo(youngest), after: oldestExclusive === null ? null : yearsAgo(oldestExclusive) };
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));
const isoOf = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(value as string).toISOString());

async function namesOf(db: Executor, rows: Row[]) {
  const delegationIds = [...new Set(rows.flatMap((row) => [row.fkDelegationId as number, row.pendingDelegationId as number | null]).filter((id): id is number => Boolean(id)))];
  const stationIds = [...new Set(rows.map((row) => row.fkStationId as number | null).filter((id): id is number => id !== null))];
  const [delegations, stations] = await Promise.all([
    delegationIds.length ? db.select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName }).from(npcDelegation).where(inArray(npcDelegation.delegationId, delegationIds)) : [],
    stationIds.length ? db.select({ id: contactStation.stationId, name: contactStation.stationName }).from(contactStation).where(inArray(contactStation.stationId, stationIds)) : [],
  ]);
  return { delegation: new Map(delegations.map((d) => [d.id, d.name])), station: new Map(stations.map((s) => [s.id, s.name])) };
}

function summaryOf(row: Row, names: Awaited<ReturnType<typeof namesOf>>, actor: Actor, now: Date): DeputySummary {
  const record = recordOf<never>(deputyRecordKind, row);
  return {
    delegateId: row.delegateId as number,
    delegateName: row.delegateName as string,
    sex: row.sex as string,
    birth: text(row.birth),
    nationality: text(row.nationality),
    political: text(row.political),
    educationBackground: text(row.educationBackground),
    position: text(row.position),
    presentOccupation: text(row.presentOccupation),
    phone: text(row.phone),
    headPortrait: text(row.headPortrait),
    fkDelegationId: row.fkDelegationId as number,
    delegationName: names.delegation.get(row.fkDelegationId as number) ?? null,
    delegateGrade: row.delegateGrade as number,
    fkStationId: (row.fkStationId as number | null) ?? null,
    stationName: row.fkStationId ? (names.station.get(row.fkStationId as number) ?? null) : null,
    auditStatus: row.auditStatus as number,
    auditStatusLabel: deputyRecordStatusLabel(row.auditStatus as number),
    pendingApplyType: (row.pendingApplyType as number | null) ?? null,
    term: row.term as number,
    times: row.times as number,
    version: row.version as number,
    updateTime: isoOf(row.updateTime),
    ...eventsOfRecord(deputyRecordKind, record, actor, now),
  };
}

/** A history row as the timeline and 变更记录 show it: the fields it changed, before and after. */
export function historyEntryOf(entry: HistoryRow, delegationName: (id: number) => string | null): DeputyHistoryEntry {
  const changes = (entry.payload?.changes ?? {}) as Record<string, { before: unknown; after: unknown }>;
  const shown = (field: string, value: unknown) => (field === 'fkDelegationId' && typeof value === 'number' ? (delegationName(value) ?? String(value)) : text(value));
  return {
    ...timelineEntryOf(entry),
    changes: Object.entries(changes).map(([field, change]) => ({
      field,
      label: DEPUTY_FIELD_LABEL[field] ?? field,
      before: shown(field, change.before),
      after: shown(field, change.after),
    })),
  };
}

/** The before and after of the fields that differ between two rows. */
export function changedFields(before: Row, after: Row, fields: readonly string[]): Record<string, { before: unknown; after: unknown }> {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.fromEntries(fields.filter((field) => !same(before[field], after[field])).map((field) => [field, { before: before[field] ?? null, after: after[field] ?? null }]));
}

async function assertDelegationExists(tx: Executor, delegationId: number): Promise<void> {
  const [found] = await tx.select({ id: npcDelegation.delegationId }).from(npcDelegation).where(eq(npcDelegation.delegationId, delegationId)).limit(1);
  if (!found) throw new Refusal(400, '调入的代表团不存在');
}

/** A phone belongs to one deputy and one account. */
export async function assertPhoneFree(tx: Executor, phone: string, delegateId: number | null): Promise<void> {
  const [deputy] = await tx
    .select({ id: t.delegateId })
    .from(t)
    .where(and(eq(t.phone, phone), delegateId === null ? undefined : sql`${t.delegateId} <> ${delegateId}`))
    .limit(1);
  const [account] = await tx
    .select({ id: sysUser.userId })
    .from(sysUser)
    .where(and(eq(sysUser.username, phone), delegateId === null ? undefined : or(sql`${sysUser.fkDelegateId} is null`, sql`${sysUser.fkDelegateId} <> ${delegateId}`)))
    .limit(1);
  if (deputy || account) throw new Refusal(409, DEPUTY_MSG.phoneTaken, 'phone');
}

/** An identity card is one deputy's, as a phone is: a second record of the same person is refused. */
export async function assertIdCardFree(tx: Executor, idCard: string, delegateId: number | null): Promise<void> {
  const [deputy] = await tx
    .select({ id: t.delegateId })
    .from(t)
    .where(and(eq(t.idCard, idCard), delegateId === null ? undefined : sql`${t.delegateId} <> ${delegateId}`))
    .limit(1);
  if (deputy) throw new Refusal(409, DEPUTY_MSG.idCardTaken, 'idCard');
}

function prepareEvent(rawBody: Row, _actor: Actor, now: Date): EventHooks<DeputyRecordEffect> {
  return {
    body: rawBody,
    async validate(tx, body, before) {
      if (body.type === 'APPLY_TRANSFER' && typeof body.targetDelegationId === 'number') await assertDelegationExists(tx, body.targetDelegationId);
      // A proposed phone, and again the approved one: it may have been taken in between.
      const phone = ((body.changes as Row | undefined) ?? (body.type === 'APPROVE' ? (before.pendingChanges as Row | null) : null))?.phone;
      if (typeof phone === 'string') await assertPhoneFree(tx, phone, before.delegateId as number);
    },
    // An approved correction writes the proposed fields; every event stamps updateTime.
    extraChanges: ({ before, effects }) => ({
      updateTime: now,
      ...(effects.includes('applyInfoChange') ? pickInfoFields((before.pendingChanges as Row | null) ?? {}) : {}),
    }),
    historyDetails: ({ before, after, effects }) => {
      if (effects.includes('applyInfoChange')) return { changes: changedFields(before, after, DEPUTY_INFO_FIELDS) };
      if (effects.includes('changeDelegation')) return { changes: changedFields(before, after, ['fkDelegationId']) };
      return {};
    },
    async runEffects(tx, applied) {
      const delegateId = applied.row.delegateId as number;
      if (applied.effects.includes('startTenure')) await startTenure(tx, applied.row, now);
      if (applied.effects.includes('endTenure')) {
        await endTenure(tx, delegateId, now);
        await disableDeputyAccount(tx, delegateId);
      }
      if (applied.effects.includes('changeDelegation')) {
        await endTenure(tx, delegateId, now);
        await startTenure(tx, applied.row, now);
      }
      if (applied.effects.includes('applyInfoChange') && typeof applied.row.phone === 'string') await renameDeputyAccount(tx, delegateId, applied.row.phone);
    },
  };
}

function pickInfoFields(changes: Row): Row {
  return Object.fromEntries(Object.entries(changes).filter(([field]) => (DEPUTY_INFO_FIELDS as string[]).includes(field)));
}

/**
 * Deputy records (代表信息), their audit status decided by the deputy-record machine. The office
 * (代表联络工作) sees every record; a delegation its own deputies; a deputy their own record.
 */
export const deputyRecordKind = defineRecordKind({
  name: 'deputy',
  ...storedIn(t, 'delegateId', npcDelegateHistory, 'fkDelegateId'),
  statusField: 'auditStatus',
  contextKeys: Object.keys(deputyRecordContextDefaults),
  timestampKeys: [],
  decide: decideDeputyRecord as never,
  events: (record: never, actor: Actor, at: string) => deputyRecordWorkflow.eventsFor(record, actor, at),
  idOf: (row: Row) => row.delegateId as number,
  visibility(actor: Actor, bind: Bind): SQL | undefined {
    if (isDeputyOffice(actor)) return undefined;
    if (actor.role === Role.delegation && actor.delegationId !== undefined) return eq(t.fkDelegationId, bind('delegationId', actor.delegationId));
    if (actor.role === Role.represent && actor.delegateId !== undefined) return eq(t.delegateId, bind('delegateId', actor.delegateId));
    throw new Refusal(403, '没有权限查看代表信息');
  },
  notFoundMsg: '代表不存在或无权查看',
  orderBy: sql`${t.delegateGrade}, ${t.fkDelegationId}, ${t.delegateId}`,
  listFilters(_actor: Actor, query: Omit<DeputyListQuery, 'pageNum' | 'pageSize'>, bind: Bind, now: Date) {
    const filters: (SQL | undefined)[] = [];
    const equal = (column: Parameters<typeof eq>[0], name: string, value: unknown) => {
      if (value !== undefined && value !== '') filters.push(eq(column, bind(name, value)));
    };
    equal(t.delegateGrade, 'delegateGrade', query.delegateGrade);
    equal(t.fkDelegationId, 'fkDelegationId', query.fkDelegationId);
    equal(t.fkStationId, 'fkStationId', query.fkStationId);
    equal(t.political, 'political', query.political);
    equal(t.sex, 'sex', query.sex);
    equal(t.nationality, 'nationality', query.nationality);
    equal(t.educationBackground, 'educationBackground', query.educationBackground);
    equal(t.position, 'position', query.position);
    equal(t.term, 'term', query.term);
    if (query.auditStatus) filters.push(isAnyOf(t.auditStatus, bind('auditStatus', query.auditStatus.split(',').map(Number))));
    if (query.inAudit === '6') filters.push(eq(t.auditStatus, bind('inAudit', 6)));
    if (query.pending) filters.push(or(inArray(t.auditStatus, WAITING_STATUSES), isNotNull(t.pendingApplyType)));
    if (query.ageBand) {
      const { after, until } = birthRangeOf(query.ageBand, now);
      if (after && until) filters.push(between(t.birth, bind('bornAfter', after), bind('bornUntil', until)));
      else if (after) filters.push(sql`${t.birth} > ${bind('bornAfter', after)}`);
      else if (until) filters.push(sql`${t.birth} <= ${bind('bornUntil', until)}`);
    }
    if (query.keyword?.trim()) {
      const like = bind('like', containsPattern(query.keyword.trim()));
      filters.push(or(ilike(t.delegateName, like), ilike(t.phone, like)));
    }
    return { filters };
  },
  async summaries(db, rows, actor, now) {
    const names = await namesOf(db, rows);
    return rows.map((row) => summaryOf(row, names, actor, now));
  },
  async detail(db, row, actor, now): Promise<DeputyDetail> {
    const delegateId = row.delegateId as number;
    const [names, relations, committees, [account], history] = await Promise.all([
      namesOf(db, [row]),
      db.select().from(npcDelegateRelation).where(eq(npcDelegateRelation.fkDelegateId, delegateId)).orderBy(npcDelegateRelation.relationId),
      db
        .select({ committeeName: npcSpecialCommittee.committeeName, specialCommitteePosition: npcSpecialCommitteeMember.specialCommitteePosition, term: npcSpecialCommitteeMember.term, times: npcSpecialCommitteeMember.times })
        .from(npcSpecialCommitteeMember)
        .innerJoin(npcSpecialCommittee, eq(npcSpecialCommittee.specialCommitteeId, npcSpecialCommitteeMember.fkSpecialCommitteeId))
        .where(eq(npcSpecialCommitteeMember.fkDelegateId, delegateId)),
      db.select({ userId: sysUser.userId, username: sysUser.username, isValid: sysUser.isValid }).from(sysUser).where(eq(sysUser.fkDelegateId, delegateId)).limit(1),
      historyOf(db, deputyRecordKind, delegateId),
    ]);
    const historyDelegations = await historyDelegationNames(db, history);
    const office = isDeputyOffice(actor);
    return {
      ...summaryOf(row, names, actor, now),
      workTime: text(row.workTime),
      idCard: office ? text(row.idCard) : maskIdCard(text(row.idCard)),
      nativePlace: text(row.nativePlace),
      degree: text(row.degree),
      graduateInstitutions: text(row.graduateInstitutions),
      major: text(row.major),
      officePhone: text(row.officePhone),
      homePhone: text(row.homePhone),
      postalAddress: text(row.postalAddress),
      postcode: text(row.postcode),
      resume: text(row.resume),
      isSpecialCommittee: row.isSpecialCommittee as boolean,
      profile: (row.profile as Record<string, string | null>) ?? {},
      relations: padRelations(relations.map((relative) => ({ ...relative, age: ageOn(relative.birthday, now) }))),
      committees,
      annexList: (row.annexList as DeputyDetail['annexList']) ?? [],
      electionReport: (row.electionReport as DeputyDetail['electionReport']) ?? [],
      applyReason: text(row.applyReason),
      applyAnnex: (row.applyAnnex as DeputyDetail['applyAnnex']) ?? [],
      pendingDelegationId: (row.pendingDelegationId as number | null) ?? null,
      pendingDelegationName: row.pendingDelegationId ? (names.delegation.get(row.pendingDelegationId as number) ?? null) : null,
      pendingChanges: (row.pendingChanges as DeputyDetail['pendingChanges']) ?? null,
      account: account ?? null,
      history: history.map((entry) => historyEntryOf(entry, (id) => historyDelegations.get(id) ?? null)),
    };
  },
  prepareEvent,
});

export type DeputyRecordKind = typeof deputyRecordKind;

/** The names of the delegations a history mentions (a transfer's before and after). */
export async function historyDelegationNames(db: Executor, history: HistoryRow[]): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const entry of history) {
    const change = (entry.payload?.changes as Record<string, { before: unknown; after: unknown }> | undefined)?.fkDelegationId;
    for (const value of [change?.before, change?.after]) if (typeof value === 'number') ids.add(value);
  }
  if (ids.size === 0) return new Map();
  const rows = await db.select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName }).from(npcDelegation).where(inArray(npcDelegation.delegationId, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Completed years between a birthday and a day. */
export function ageOn(birthday: string | null, today: Date): number | null {
  if (!birthday) return null;
  const [year, month, day] = birthday.split('-').map(Number);
  const age = today.getUTCFullYear() - year - (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day) ? 1 : 0);
  return age >= 0 ? age : null;
}

export const RELATIVE_ROWS_SHOWN = 4;

/** Relatives padded to four rows for display, as the record form shows them. */
export function padRelations<T extends object>(rows: T[]): (T | { appellation: null; name: null; birthday: null; political: null; works: null; age: null })[] {
  const blank = { appellation: null, name: null, birthday: null, political: null, works: null, age: null };
  return [...rows, ...Array.from({ length: Math.max(0, RELATIVE_ROWS_SHOWN - rows.length) }, () => ({ ...blank }))];
}
