import { proposalWorkflow } from '@machines/proposal';
import { EXAMINED_STATUSES, suggestionWorkflow } from '@machines/suggestion';
import type { QueueDefinition, RecordSummary, RecordType } from '@web/features/workflow';

import { AREA, DETAIL_ROUTES } from './paths';

/** The detail address of a row, remembering the queue it was opened from (the back button's fallback). */
export function detailPathFor(type: RecordType, from: string) {
  return (row: Pick<RecordSummary, 'id'>) => `/manager/${DETAIL_ROUTES[type]}?id=${row.id}&from=${encodeURIComponent(`/manager/${from}`)}`;
}

const { submitted: P_ALL, inProcess: P_IN_PROCESS, finished: P_COMPLETED } = proposalWorkflow.groups;
const S_ALL = suggestionWorkflow.groups.submitted;
const S_EXAMINED = [...EXAMINED_STATUSES];

const list = (statuses: number[]) => statuses.join(',');

type Entry = Omit<QueueDefinition, 'detailPath'>;

/**
 * Every queue page of /manager/adviseManagement/…, in one table: route (relative to /manager/)
 * → what it lists. One generic screen renders each (queue.screen.tsx). Visibility per role is
 * the server's (records.service); the fixed filters here only narrow it.
 */
const ENTRIES: Readonly<Record<string, Entry>> = {
  // ─── 议案 (proposals) ─────────────────────────────────────────────────────────────
  'proposal/waitExamineByGroup': { type: 'proposal', title: '审查小组登记', params: { status: '100' }, emptyText: '暂无待审查小组登记的议案' },
  'proposal/waitExamineByOrganization': { type: 'proposal', title: '审查机构审查', params: { status: '200' }, emptyText: '暂无待审查机构审查的议案' },
  'proposal/waitExamineByPresidium': { type: 'proposal', title: '主席团审查', params: { status: '300' }, emptyText: '暂无待主席团审查的议案' },
  'proposal/examineProposal': { type: 'proposal', title: '撤回审批', params: { status: '701' }, emptyText: '暂无待审批的撤回申请' },
  'proposal/waitAssignmentByPresidium': { type: 'proposal', title: '待交办议案', params: { status: '400' }, emptyText: '暂无待交办的议案' },
  'proposal/assignmentProposal': { type: 'proposal', title: '已交办议案', params: { status: '500' }, emptyText: '暂无已交办的议案' },
  'proposal/handleProposal': {
    type: 'proposal',
    title: '承办议案',
    params: { status: list([500, 600]) },
    statusOptions: [500, 600],
    emptyText: '暂无承办的议案',
  },
  'proposal/inProcess': { type: 'proposal', title: '办理中议案', params: { status: list(P_IN_PROCESS) }, statusOptions: P_IN_PROCESS, emptyText: '暂无办理中的议案' },
  'proposal/repliedProposal': { type: 'proposal', title: '已答复议案', params: { status: '600' }, emptyText: '暂无已答复的议案' },
  'proposal/completedProposal': {
    type: 'proposal',
    title: '已办结议案',
    params: { status: list(P_COMPLETED) },
    statusOptions: P_COMPLETED,
    exportable: true,
    exportCode: 'export',
    emptyText: '暂无已办结的议案',
  },
  'proposal/allProposal': { type: 'proposal', title: '全部议案', params: { status: list(P_ALL) }, statusOptions: P_ALL, exportable: true, exportCode: 'export' },

  // ─── 建议 (suggestions) ───────────────────────────────────────────────────────────
  'suggest/waitExamineByDelegation': { type: 'suggest', title: '代表团审查', params: { status: '100' }, emptyText: '暂无待代表团审查的建议' },
  'suggest/waitExamine': { type: 'suggest', title: '建议组审查', params: { status: '200' }, emptyText: '暂无待建议组审查的建议' },
  'suggest/examineSuggest': { type: 'suggest', title: '已审查建议', params: { status: list(S_EXAMINED) }, statusOptions: S_EXAMINED, emptyText: '暂无已审查的建议' },
  'suggest/waitAssignment': { type: 'suggest', title: '待交办建议', params: { status: '300' }, emptyText: '暂无待交办的建议' },
  'suggest/assignmentSuggest': { type: 'suggest', title: '已交办建议', params: { status: '301' }, emptyText: '暂无已交办待签收的建议' },
  'suggest/signInSuggest': { type: 'suggest', title: '待签收建议', params: { status: '301' }, emptyText: '暂无待签收的建议' },
  'suggest/inProcess': { type: 'suggest', title: '办理中建议', params: { status: '400' }, emptyText: '暂无办理中的建议' },

  // ─── 工作委员会 (the working committee's suggestion desk) ─────────────────────────
  'actingWorkingCommittee/pendingTrial': { type: 'suggest', title: '待审建议', params: { status: '200' }, emptyText: '暂无待审的建议' },
  'actingWorkingCommittee/pendingTrialByDelegation': { type: 'suggest', title: '代表团待审建议', params: { status: '100' }, emptyText: '暂无代表团待审的建议' },
  'actingWorkingCommittee/applyAdjustAdvice': { type: 'suggest', title: '调整申请', params: { adjustRequested: true }, emptyText: '暂无承办单位申请调整的建议' },
  'actingWorkingCommittee/adviceDelay': { type: 'suggest', title: '延期申请', params: { delayPending: true }, emptyText: '暂无待审批的延期申请' },
  'actingWorkingCommittee/repliedAdvice': { type: 'suggest', title: '已答复建议', params: { status: '500' }, emptyText: '暂无已答复的建议' },
  'actingWorkingCommittee/completedAdvice': { type: 'suggest', title: '已办结建议', params: { status: '600' }, exportable: true, exportCode: 'export', emptyText: '暂无已办结的建议' },
  'actingWorkingCommittee/allAdviceFile': { type: 'suggest', title: '全部建议', params: { status: list(S_ALL) }, statusOptions: S_ALL, exportable: true, exportCode: 'export' },

  // ─── 承办单位 (handling units: the server shows a unit only what it was assigned) ──
  'handlingUnit/handleAdvice': { type: 'suggest', title: '办理中建议', params: { status: '400' }, emptyText: '暂无办理中的建议' },
  'handlingUnit/answerAdvice': { type: 'suggest', title: '答复建议', params: { status: '400', mainUnit: true }, emptyText: '暂无待本单位主办答复的建议' },
  'handlingUnit/completedAdvice': { type: 'suggest', title: '已办结建议', params: { status: list([500, 600]) }, statusOptions: [500, 600], emptyText: '暂无已答复或办结的建议' },
  'handlingUnit/allAdviceFile': { type: 'suggest', title: '全部建议', params: { status: list(S_ALL) }, statusOptions: S_ALL, exportable: true, exportCode: 'export' },
  'handlingUnit/keySuggestions': {
    type: 'suggest',
    title: '重点建议',
    params: { attention: true },
    emptyText: '暂无重点建议（已超期、延期待审批或不满意后重新办理的建议）',
  },

  // ─── 代表团 (a delegation: the server shows it its own deputies' records only) ──────
  'delegation/awaitAdvise': { type: 'suggest', title: '待审查建议', params: { status: '100' }, emptyText: '暂无待本团审查的建议' },
  'delegation/myDelegation': { type: 'suggest', title: '本团建议', params: { status: list(S_ALL) }, statusOptions: S_ALL, exportable: true, exportCode: 'export' },
};

/** The queue of a route relative to /manager/ (`adviseManagement/proposal/allProposal`), or null. */
export function queueFor(route: string): QueueDefinition | null {
  const key = route.replace(/^\/+|\/+$/g, '').replace(/^manager\//, '');
  const entry = key.startsWith(`${AREA}/`) ? ENTRIES[key.slice(AREA.length + 1)] : undefined;
  return entry ? { ...entry, detailPath: detailPathFor(entry.type, key) } : null;
}

/** The kind a detail route shows, or null. */
export function detailTypeFor(route: string): RecordType | null {
  const key = route.replace(/^\/+|\/+$/g, '').replace(/^manager\//, '');
  if (key === DETAIL_ROUTES.proposal) return 'proposal';
  if (key === DETAIL_ROUTES.suggest) return 'suggest';
  return null;
}

/** A back address is followed only inside this area (never to another site). */
export function safeBackPath(from: string | null): string | null {
  if (!from || !from.startsWith(`/manager/${AREA}/`) || from.includes('//')) return null;
  return from;
}
