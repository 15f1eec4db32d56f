/**
 * Where each workspace shows a lifecycle record: the deputies' client and mobile pages, the
 * staff's manager pages. The screens link to them and the server writes them as the destination
 * of a record's notice, so both read this one table.
 */

// Kept apart from the queue table (record-queues.ts), which loads the machines: the router and
// every screen with a link to a record read this file on their first load.

/** The manager area's base of the proposal and suggestion pages. */
export const ADVISE_MANAGEMENT = 'adviseManagement';

/** The columns a queue may show, in their display order. */
export const QUEUE_COLUMN_KEYS = ['number', 'title', 'author', 'delegation', 'status', 'mainUnit', 'dueDate', 'submitTime'] as const;
export type QueueColumnKey = (typeof QUEUE_COLUMN_KEYS)[number];

export type RecordPathType = 'proposal' | 'suggest' | 'message' | 'deputy';
export type WorkspaceArea = 'client' | 'mobile' | 'manager';

export const RECORD_DETAIL_ROUTES: Readonly<Record<WorkspaceArea, Readonly<Record<RecordPathType, string>>>> = {
  client: {
    proposal: '/client/proposalAndSuggest/proposal/proposalExamineInfo',
    suggest: '/client/proposalAndSuggest/suggest/suggestExmineInfo',
    message: '/client/deputyStation/adviceInfo',
    deputy: '/client/organization/informationNewPage',
  },
  mobile: {
    proposal: '/mobile/detailsProposal',
    suggest: '/mobile/detailsSuggest',
    message: '/mobile/deputyStation/adviceInfo',
    deputy: '/mobile/organization/informationNewPage',
  },
  manager: {
    proposal: '/manager/adviseManagement/proposal/proposalDetails',
    suggest: '/manager/adviseManagement/actingWorkingCommittee/adviceInfo',
    message: '/manager/deputyStation/adviceManageInfo',
    deputy: '/manager/npcMsgManager/npcMsgTableShow',
  },
};

/** The detail page of a record in a workspace: `…?id=12`. */
export function recordDetailPath(area: WorkspaceArea, type: RecordPathType, id: number | string): string {
  return `${RECORD_DETAIL_ROUTES[area][type]}?id=${encodeURIComponent(String(id))}`;
}
