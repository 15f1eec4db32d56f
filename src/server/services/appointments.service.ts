import { and, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { APPOINTMENT_KIND, APPOINTMENT_MSG, appointmentProblems, normalisedAppointment, type AppointmentField, type AppointmentKind } from '@shared/appointments';
import type { Appointment, AppointmentBody, AppointmentExportQuery, AppointmentQuery } from '@shared/contracts/appointments';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { npcAppointmentRemoval } from '../db/schema';
import { auditAppointmentChange } from './audit';
import { Refusal } from './refusal';
import { pathsOf, requireStoredFiles } from './storage/stored-files';
import { chinaTime } from './workflow/export.service';

type Row = typeof npcAppointmentRemoval.$inferSelect;
type Requested = Pick<FastifyRequest, 'ip' | 'user'>;

const toAppointment = (row: Row): Appointment => ({
  appointmentId: row.appointmentId,
  personName: row.personName,
  sex: row.sex,
  birth: row.birth,
  kind: row.kind,
  kindLabel: APPOINTMENT_KIND[row.kind as AppointmentKind] ?? '',
  post: row.post,
  unit: row.unit,
  decisionDate: row.decisionDate,
  session: row.session,
  documentNo: row.documentNo,
  remark: row.remark,
  attachments: row.attachments,
  updateTime: row.updateTime.toISOString(),
});

function listFilter(query: AppointmentExportQuery): SQL | undefined {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) throw new Refusal(400, APPOINTMENT_MSG.dateRange, 'dateTo');
  const filters: SQL[] = [];
  const keyword = query.keyword?.trim();
  if (keyword) filters.push(or(ilike(npcAppointmentRemoval.personName, containsPattern(keyword)), ilike(npcAppointmentRemoval.post, containsPattern(keyword)))!);
  if (query.kind !== undefined) filters.push(eq(npcAppointmentRemoval.kind, query.kind));
  const session = query.session?.trim();
  if (session) filters.push(ilike(npcAppointmentRemoval.session, containsPattern(session)));
  if (query.dateFrom) filters.push(gte(npcAppointmentRemoval.decisionDate, query.dateFrom));
  if (query.dateTo) filters.push(lte(npcAppointmentRemoval.decisionDate, query.dateTo));
  return filters.length > 0 ? and(...filters) : undefined;
}

/** Newest decisions first. */
export async function listAppointments(db: Database, query: AppointmentQuery) {
  const where = listFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(npcAppointmentRemoval)
      .where(where)
      .orderBy(desc(npcAppointmentRemoval.decisionDate), desc(npcAppointmentRemoval.appointmentId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(npcAppointmentRemoval).where(where),
  ]);
  return { list: rows.map(toAppointment), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export const APPOINTMENT_EXPORT_LIMIT = 5000;

/** The filtered list as an .xlsx, the columns of the page plus the document number and remark. */
export async function exportAppointments(db: Database, query: AppointmentExportQuery, now = new Date()) {
  const { list, total } = await listAppointments(db, { ...query, pageNum: 1, pageSize: APPOINTMENT_EXPORT_LIMIT });
  const header = ['姓名', '性别', '出生年月', '任免类别', '职务', '工作单位', '任免日期', '会议届次', '文号', '备注'].map((value) => ({ value, fontWeight: 'bold' as const }));
  const data: SheetData = [
    header,
    ...list.map((row) => [row.personName, row.sex, row.birth ?? '', row.kindLabel, row.post, row.unit, row.decisionDate, row.session, row.documentNo, row.remark]),
  ];
  if (total > list.length) data.push([`共 ${total} 条，仅导出最新的 ${list.length} 条；请缩小筛选范围后分批导出。`]);
  const buffer = await writeXlsxFile(data, {
    sheet: '任免人员',
    columns: [{ width: 10 }, { width: 6 }, { width: 12 }, { width: 10 }, { width: 36 }, { width: 28 }, { width: 12 }, { width: 30 }, { width: 22 }, { width: 30 }],
    stickyRowsCount: 1,
  }).toBuffer();
  const stamp = chinaTime(now.toISOString()).replace(/[-: ]/g, '').slice(0, 12);
  return { fileName: `任免人员_${stamp}.xlsx`, buffer };
}

/** The body checked field by field (400 naming the field), trimmed, as stored. */
function checked(body: AppointmentBody) {
  const form = normalisedAppointment({ ...body, attachments: body.attachments });
  const first = Object.entries(appointmentProblems(form))[0] as [AppointmentField, string] | undefined;
  if (first) throw new Refusal(400, first[1], first[0]);
  return { ...form, kind: form.kind!, decisionDate: form.decisionDate! };
}

export async function createAppointment(db: Database, request: Requested, body: AppointmentBody) {
  const values = checked(body);
  const row = await db.transaction(async (tx) => {
    await requireStoredFiles(tx, pathsOf(values.attachments));
    const [created] = await tx
      .insert(npcAppointmentRemoval)
      .values({ ...values, fkCreateId: request.user!.userId })
      .returning();
    await auditAppointmentChange(tx, request, 'add', created.appointmentId, { personName: created.personName, kind: created.kind, post: created.post });
    return created;
  });
  return { msg: APPOINTMENT_MSG.created, appointment: toAppointment(row) };
}

export async function updateAppointment(db: Database, request: Requested, appointmentId: number, body: AppointmentBody) {
  const values = checked(body);
  const row = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(npcAppointmentRemoval).where(eq(npcAppointmentRemoval.appointmentId, appointmentId)).for('update');
    if (!before) throw new Refusal(404, APPOINTMENT_MSG.notFound);
    await requireStoredFiles(tx, pathsOf(values.attachments));
    const [updated] = await tx
      .update(npcAppointmentRemoval)
      .set({ ...values, updateTime: sql`now()` })
      .where(eq(npcAppointmentRemoval.appointmentId, appointmentId))
      .returning();
    const changed = Object.fromEntries(
      (Object.keys(values) as (keyof typeof values)[])
        .filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(values[key] ?? null))
        .map((key) => [key, { from: before[key] ?? null, to: values[key] ?? null }]),
    );
    await auditAppointmentChange(tx, request, 'edit', appointmentId, { personName: updated.personName, changed });
    return updated;
  });
  return { msg: APPOINTMENT_MSG.saved, appointment: toAppointment(row) };
}

export async function deleteAppointment(db: Database, request: Requested, appointmentId: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(npcAppointmentRemoval).where(eq(npcAppointmentRemoval.appointmentId, appointmentId)).returning();
    if (!gone) throw new Refusal(404, APPOINTMENT_MSG.notFound);
    await auditAppointmentChange(tx, request, 'delete', appointmentId, { personName: gone.personName, kind: gone.kind, post: gone.post, decisionDate: gone.decisionDate, session: gone.session });
  });
  return { msg: APPOINTMENT_MSG.deleted };
}
