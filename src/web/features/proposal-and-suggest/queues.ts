import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import type { QueueDefinition, RecordListParams, RecordType } from '@web/features/workflow';
import { detailPath, editPath } from './paths';

const P = proposalWorkflow.groups;
const S = suggestionWorkflow.groups;

/** The deputy's drafts: opened in the form, not the detail page. */
const drafts = (type: RecordType, title: string, emptyText: string): QueueDefinition => ({
  type,
  title,
  params: { mine: true, status: '0' },
  detailPath: (row) => editPath('client', type, row.id),
  emptyText,
  columns: ['title', 'status'],
});

/** A queue of submitted records; its status filter is offered when it lists more than one status. */
const submitted = (type: RecordType, title: string, params: RecordListParams, statuses: number[], emptyText: string): QueueDefinition => ({
  type,
  title,
  params,
  statusOptions: statuses.length > 1 ? statuses : undefined,
  detailPath: (row) => detailPath('client', type, row.id),
  emptyText,
});

/** The deputy's own (authored or co-signed) records of these statuses. */
const mine = (type: RecordType, title: string, statuses: number[], emptyText: string) => submitted(type, title, { mine: true, status: statuses.join() }, statuses, emptyText);

/** Other deputies' records. */
const others = (type: RecordType, title: string, statuses: number[], emptyText: string) => submitted(type, title, { others: true }, statuses, emptyText);

/**
 * Every list of the deputies' proposal and suggestion pages, in one table: the page is the
 * same RecordQueue, only the definition differs. "Mine" means authored or co-signed.
 */
export const QUEUES = {
  proposalDrafts: drafts('proposal', '议案草稿', '暂无议案草稿'),
  proposalsInProcess: mine('proposal', '办理中的议案', P.inProcess, '暂无办理中的议案'),
  proposalsFinished: mine('proposal', '已办结的议案', P.finished, '暂无已办结的议案'),
  myProposals: mine('proposal', '我的议案', P.submitted, '暂无已提交的议案'),
  otherProposals: others('proposal', '他人议案', [100, 200, 300, 400, 500, 600, 700], '暂无其他代表的议案'),
  suggestDrafts: drafts('suggest', '建议草稿箱', '暂无建议草稿'),
  suggestsInProcess: mine('suggest', '办理中的建议', S.inProcess, '暂无办理中的建议'),
  suggestsFinished: mine('suggest', '已办结的建议', S.finished, '暂无已办结的建议'),
  mySuggests: mine('suggest', '我的建议', S.submitted, '暂无已提交的建议'),
  otherSuggests: others('suggest', '他人建议', [100, 200, 300, 301, 400, 500, 600], '暂无其他代表的建议'),
} satisfies Record<string, QueueDefinition>;

export type QueueKey = keyof typeof QUEUES;

export function queueOf(key: QueueKey): QueueDefinition {
  return QUEUES[key];
}
