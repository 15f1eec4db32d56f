import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import type { QueueDefinition, RecordSummary } from '@web/features/workflow';
import { detailPath, editPath } from './paths';

const proposalDetail = (row: RecordSummary) => detailPath('client', 'proposal', row.id);
const suggestDetail = (row: RecordSummary) => detailPath('client', 'suggest', row.id);
const proposalDraft = (row: RecordSummary) => editPath('client', 'proposal', row.id);
const suggestDraft = (row: RecordSummary) => editPath('client', 'suggest', row.id);
const P = proposalWorkflow.groups;
const S = suggestionWorkflow.groups;

/**
 * Every list of the deputies' proposal and suggestion pages, in one table: the page is the
 * same RecordQueue, only the definition differs. "Mine" means authored or co-signed.
 */
export const QUEUES = {
  proposalDrafts: {
    type: 'proposal',
    title: '议案草稿',
    params: { mine: true, status: '0' },
    detailPath: proposalDraft,
    emptyText: '暂无议案草稿',
    columns: ['title', 'status'],
  },
  proposalsInProcess: {
    type: 'proposal',
    title: '办理中的议案',
    params: { mine: true, status: P.inProcess.join() },
    statusOptions: P.inProcess,
    detailPath: proposalDetail,
    emptyText: '暂无办理中的议案',
  },
  proposalsFinished: {
    type: 'proposal',
    title: '已办结的议案',
    params: { mine: true, status: P.finished.join() },
    statusOptions: P.finished,
    detailPath: proposalDetail,
    emptyText: '暂无已办结的议案',
  },
  myProposals: {
    type: 'proposal',
    title: '我的议案',
    params: { mine: true, status: P.submitted.join() },
    statusOptions: P.submitted,
    detailPath: proposalDetail,
    emptyText: '暂无已提交的议案',
  },
  otherProposals: {
    type: 'proposal',
    title: '他人议案',
    params: { others: true },
    statusOptions: [100, 200, 300, 400, 500, 600, 700],
    detailPath: proposalDetail,
    emptyText: '暂无其他代表的议案',
  },
  suggestDrafts: {
    type: 'suggest',
    title: '建议草稿箱',
    params: { mine: true, status: '0' },
    detailPath: suggestDraft,
    emptyText: '暂无建议草稿',
    columns: ['title', 'status'],
  },
  suggestsInProcess: {
    type: 'suggest',
    title: '办理中的建议',
    params: { mine: true, status: S.inProcess.join() },
    statusOptions: S.inProcess,
    detailPath: suggestDetail,
    emptyText: '暂无办理中的建议',
  },
  suggestsFinished: {
    type: 'suggest',
    title: '已办结的建议',
    params: { mine: true, status: S.finished.join() },
    detailPath: suggestDetail,
    emptyText: '暂无已办结的建议',
  },
  mySuggests: {
    type: 'suggest',
    title: '我的建议',
    params: { mine: true, status: S.submitted.join() },
    statusOptions: S.submitted,
    detailPath: suggestDetail,
    emptyText: '暂无已提交的建议',
  },
  otherSuggests: {
    type: 'suggest',
    title: '他人建议',
    params: { others: true },
    statusOptions: [100, 200, 300, 301, 400, 500, 600],
    detailPath: suggestDetail,
    emptyText: '暂无其他代表的建议',
  },
} satisfies Record<string, QueueDefinition>;

export type QueueKey = keyof typeof QUEUES;

export function queueOf(key: QueueKey): QueueDefinition {
  return QUEUES[key];
}
