import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import type { QueueDefinition, RecordListParams, RecordType } from '@web/features/workflow';
import { detailPath, editPath, type Area } from './paths';

const P = proposalWorkflow.groups;
const S = suggestionWorkflow.groups;

/** The deputy's drafts: opened in the form, not the detail page. */
const drafts = (area: Area, type: RecordType, title: string, emptyText: string): QueueDefinition => ({
  type,
  title,
  params: { mine: true, status: '0' },
  detailPath: (row) => editPath(area, type, row.id),
  emptyText,
  columns: ['title', 'status'],
});

/** A queue of submitted records; its status filter is offered when it lists more than one status. */
const submitted = (area: Area, type: RecordType, title: string, params: RecordListParams, statuses: number[], emptyText: string): QueueDefinition => ({
  type,
  title,
  params,
  statusOptions: statuses.length > 1 ? statuses : undefined,
  detailPath: (row) => detailPath(area, type, row.id),
  emptyText,
});

/** The deputy's own (authored or co-signed) records of these statuses. */
const mine = (area: Area, type: RecordType, title: string, statuses: number[], emptyText: string) =>
  submitted(area, type, title, { mine: true, status: statuses.join() }, statuses, emptyText);

/** Other deputies' records. */
const others = (area: Area, type: RecordType, title: string, statuses: number[], emptyText: string) => submitted(area, type, title, { others: true }, statuses, emptyText);

/**
 * Every list of the deputies' proposal and suggestion pages, in one table: the page is the
 * same RecordQueue, only the definition differs. "Mine" means authored or co-signed. A row
 * opens its record in the list's own area (client or mobile).
 */
const queuesIn = (area: Area) =>
  ({
    proposalDrafts: drafts(area, 'proposal', '议案草稿', '暂无议案草稿'),
    proposalsInProcess: mine(area, 'proposal', '办理中的议案', P.inProcess, '暂无办理中的议案'),
    proposalsFinished: mine(area, 'proposal', '已办结的议案', P.finished, '暂无已办结的议案'),
    myProposals: mine(area, 'proposal', '我的议案', P.submitted, '暂无已提交的议案'),
    otherProposals: others(area, 'proposal', '他人议案', [100, 200, 300, 400, 500, 600, 700], '暂无其他代表的议案'),
    suggestDrafts: drafts(area, 'suggest', '建议草稿箱', '暂无建议草稿'),
    suggestsInProcess: mine(area, 'suggest', '办理中的建议', S.inProcess, '暂无办理中的建议'),
    suggestsFinished: mine(area, 'suggest', '已办结的建议', S.finished, '暂无已办结的建议'),
    mySuggests: mine(area, 'suggest', '我的建议', S.submitted, '暂无已提交的建议'),
    otherSuggests: others(area, 'suggest', '他人建议', [100, 200, 300, 301, 400, 500, 600], '暂无其他代表的建议'),
  }) satisfies Record<string, QueueDefinition>;

export const QUEUES = queuesIn('client');
const MOBILE_QUEUES = queuesIn('mobile');

export type QueueKey = keyof typeof QUEUES;

export function queueOf(key: QueueKey, area: Area = 'client'): QueueDefinition {
  return (area === 'mobile' ? MOBILE_QUEUES : QUEUES)[key];
}
