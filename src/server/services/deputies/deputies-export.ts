import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { Actor } from '@machines/actor';
import type { DeputyListQuery, DeputySummary } from '@shared/contracts/deputies';
import { DELEGATE_GRADE_LABEL } from '@shared/deputies';
import { chinaTime } from '../workflow/export.service';
import type { Executor } from '../workflow/engine';
import { listRecords } from '../workflow/records.service';
import { deputyRecordKind } from './deputy.kind';

/** The most deputies one export holds: more than a city's three levels of deputies together. */
export const ROSTER_EXPORT_LIMIT = 50_000;

const COLUMNS: readonly [label: string, width: number, value: (row: DeputySummary) => string][] = [
  ['姓名', 10, (r) => r.delegateName],
  ['性别', 6, (r) => r.sex],
  ['出生年月', 12, (r) => r.birth ?? ''],
  ['民族', 8, (r) => r.nationality ?? ''],
  ['政治面貌', 12, (r) => r.political ?? ''],
  ['学历', 10, (r) => r.educationBackground ?? ''],
  ['职业类别', 14, (r) => r.position ?? ''],
  ['工作单位及职务', 36, (r) => r.presentOccupation ?? ''],
  ['手机号码', 14, (r) => r.phone ?? ''],
  ['代表层级', 12, (r) => DELEGATE_GRADE_LABEL[r.delegateGrade] ?? ''],
  ['所属代表团', 16, (r) => r.delegationName ?? ''],
  ['所在联络站', 20, (r) => r.stationName ?? ''],
  ['审核状态', 10, (r) => r.auditStatusLabel],
];

/**
 * 代表信息 → 导出: the records the caller sees under the list's filters (the same visibility and
 * filters as GET /api/npcDelegate), as an .xlsx.
 */
export async function exportDeputies(db: Executor, actor: Actor, query: Omit<DeputyListQuery, 'pageNum' | 'pageSize'>, now = new Date()) {
  const { list, total } = await listRecords(db, deputyRecordKind, actor, { ...query, pageNum: 1, pageSize: ROSTER_EXPORT_LIMIT } as never, now);
  const rows = list as DeputySummary[];
  const data: SheetData = [COLUMNS.map(([value]) => ({ value, fontWeight: 'bold' as const })), ...rows.map((row) => COLUMNS.map(([, , value]) => ({ value: value(row) })))];
  if (total > rows.length) data.push([{ value: `共 ${total} 人，仅导出前 ${rows.length} 人；请缩小筛选范围后分批导出。` }]);
  const buffer = await writeXlsxFile(data, { sheet: '代表信息', columns: COLUMNS.map(([, width]) => ({ width })), stickyRowsCount: 1 }).toBuffer();
  const stamp = chinaTime(now.toISOString()).replace(/[-: ]/g, '').slice(0, 12);
  return { fileName: `代表信息_${stamp}.xlsx`, buffer, deputies: rows.length };
}
