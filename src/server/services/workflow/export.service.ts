import { chinaClockText } from '@machines/china-time';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { Actor } from '@machines/actor';
import type { FastifyReply } from 'fastify';
import type { RecordExportQuery } from '@shared/contracts/records';
import type { DeputyRecordKind } from './deputy-record.kind';
import type { Executor } from './engine';
import { listRecords } from './records.service';

/**
 * The most rows one export holds. A queue longer than this is cut (newest first) and the
 * sheet's last row says so; narrowing the filters gives the rest. Five thousand rows is more
 * than a whole session's proposals and suggestions and stays a quick download.
 */
export const EXPORT_ROW_LIMIT = 5000;

const HEADERS = ['编号', '标题', '领衔代表', '代表团', '状态', '主办单位', '办理期限', '是否超期', '提交时间'] as const;

/** yyyy-MM-dd HH:mm:ss (or yyyy-MM-dd) in China Standard Time, the platform's clock. */
export function chinaTime(iso: string | null, dateOnly = false): string {
  if (!iso) return '';
  const local = chinaClockText(iso) ?? '';
  return dateOnly ? local.slice(0, 10) : local.slice(0, 19).replace('T', ' ');
}

export interface QueueExport {
  fileName: string;
  buffer: Buffer;
  rows: number;
  truncated: boolean;
}

/**
 * GET /api/{proposal,suggest}/export: the queue the caller sees with the list's filters, as an
 * .xlsx built by write-excel-file. The same filters and visibility as the list (listFilters).
 */
export async function exportQueue(db: Executor, kind: DeputyRecordKind, actor: Actor, query: RecordExportQuery, now = new Date()): Promise<QueueExport> {
  const name = kind.numbering.prefix;
  const { list, total } = await listRecords(db, kind, actor, { ...query, pageNum: 1, pageSize: EXPORT_ROW_LIMIT }, now);
  const header = HEADERS.map((value) => ({ value, fontWeight: 'bold' as const }));
  const data: SheetData = [
    header,
    ...list.map((row) => [
      row.number ?? '',
      row.title,
      row.authorName,
      row.delegationName ?? '',
      row.statusLabel,
      row.mainUnitName ?? '',
      chinaTime(row.dueDate, true),
      row.overdue ? '是' : '否',
      chinaTime(row.submitTime),
    ]),
  ];
  const truncated = total > list.length;
  if (truncated) data.push([`共 ${total} 条，仅导出最新的 ${list.length} 条；请缩小筛选范围后分批导出。`]);
  const buffer = await writeXlsxFile(data, {
    sheet: `${name}列表`,
    columns: [{ width: 14 }, { width: 48 }, { width: 12 }, { width: 16 }, { width: 16 }, { width: 28 }, { width: 12 }, { width: 10 }, { width: 20 }],
    stickyRowsCount: 1,
  }).toBuffer();
  const stamp = chinaTime(now.toISOString()).replace(/[-: ]/g, '').slice(0, 12);
  return { fileName: `${name}列表_${stamp}.xlsx`, buffer, rows: list.length, truncated };
}

/** RFC 6266 / 5987: an ASCII fallback name and the UTF-8 Chinese one. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a workbook as a download under its Chinese name; never cached (it holds what the user may see today). */
export function sendWorkbook(reply: FastifyReply, fileName: string, buffer: Buffer) {
  return reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', contentDisposition(fileName)).header('cache-control', 'no-store').send(buffer);
}
