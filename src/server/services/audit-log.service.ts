import { DAY_MS, chinaDayStart } from '@machines/china-time';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { AuditLogEntry, AuditLogQuery } from '@shared/contracts/staff-accounts';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import { auditActionLabel } from '@shared/staff-accounts';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { auditLog } from '../db/schema';
import { Refusal } from './refusal';
import { chinaTime } from './workflow/export.service';


type Filters = Omit<AuditLogQuery, 'pageNum' | 'pageSize'>;

function filterOf(query: Filters): SQL | undefined {
  const filters: SQL[] = [];
  if (query.userName?.trim()) filters.push(ilike(auditLog.userName, containsPattern(query.userName.trim())));
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.target?.trim()) filters.push(ilike(auditLog.target, containsPattern(query.target.trim())));
  if (query.dateFrom) filters.push(gte(auditLog.createTime, chinaDayStart(query.dateFrom)));
  if (query.dateTo) filters.push(lt(auditLog.createTime, new Date(chinaDayStart(query.dateTo).getTime() + DAY_MS)));
  return filters.length ? and(...filters) : undefined;
}

function checkedRange(query: Filters) {
  if (query.dateFrom && query.dateTo && query.dateFrom > query.dateTo) throw new Refusal(400, '开始日期不能晚于结束日期', 'dateFrom');
}

function toEntry(row: typeof auditLog.$inferSelect): AuditLogEntry {
  return { ...row, createTime: row.createTime.toISOString() };
}

/** The audit log, newest first, filtered by person, kind of action, record and date range. */
export async function listAuditLog(db: Database, query: AuditLogQuery) {
  checkedRange(query);
  const where = filterOf(query);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.createTime), desc(auditLog.auditId)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { list: rows.map(toEntry), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function auditLogEntry(db: Database, auditId: number): Promise<AuditLogEntry> {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.auditId, auditId)).limit(1);
  if (!row) throw new Refusal(404, '日志不存在');
  return toEntry(row);
}

export const AUDIT_EXPORT_LIMIT = 10_000;

/** The filtered log as an .xlsx; the detail as JSON text in its last column. */
export async function exportAuditLog(db: Database, query: Filters, now = new Date()) {
  const { list, total } = await listAuditLog(db, { ...query, pageNum: 1, pageSize: AUDIT_EXPORT_LIMIT });
  const header = ['时间', '操作人', '角色', '操作', '对象', '来源地址', '详情'].map((value) => ({ value, fontWeight: 'bold' as const }));
  const data: SheetData = [
    header,
    ...list.map((row) => [
      chinaTime(row.createTime),
      row.userName ?? '',
      row.role ? (ROLE_LABEL[row.role as RoleCode] ?? row.role) : '',
      auditActionLabel(row),
      row.target ?? '',
      row.clientAddress ?? '',
      row.detail ? JSON.stringify(row.detail) : '',
    ]),
  ];
  if (total > list.length) data.push([`共 ${total} 条，仅导出最新的 ${list.length} 条；请缩小筛选范围后分批导出。`]);
  const buffer = await writeXlsxFile(data, {
    sheet: '审计日志',
    columns: [{ width: 20 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 24 }, { width: 16 }, { width: 60 }],
    stickyRowsCount: 1,
  }).toBuffer();
  const stamp = chinaTime(now.toISOString()).replace(/[-: ]/g, '').slice(0, 12);
  return { fileName: `审计日志_${stamp}.xlsx`, buffer };
}
