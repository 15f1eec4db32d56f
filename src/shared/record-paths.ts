/**
 * Where each workspace shows a lifecycle record: the deputies' client and mobile pages, the
 * staff's manager pages. The screens link to them and the server writes them as the destination
 * of a record's notice, so both read this one table.
 */

export type RecordPathType = 'proposal' | 'suggest' | 'message';
export type WorkspaceArea = 'client' | 'mobile' | 'manager';

export const RECORD_DETAIL_ROUTES: Readonly<Record<WorkspaceArea, Readonly<Record<RecordPathType, string>>>> = {
  client: {
    proposal: '/client/proposalAndSuggest/proposal/proposalExamineInfo',
    suggest: '/client/proposalAndSuggest/suggest/suggestExmineInfo',
    message: '/client/deputyStation/adviceInfo',
  },
  mobile: {
    proposal: '/mobile/detailsProposal',
    suggest: '/mobile/detailsSuggest',
    message: '/mobile/deputyStation/adviceInfo',
  },
  manager: {
    proposal: '/manager/adviseManagement/proposal/proposalDetails',
    suggest: '/manager/adviseManagement/actingWorkingCommittee/adviceInfo',
    message: '/manager/deputyStation/adviceManageInfo',
  },
};

/** The detail page of a record in a workspace: `…?id=12`. */
export function recordDetailPath(area: WorkspaceArea, type: RecordPathType, id: number | string): string {
  return `${RECORD_DETAIL_ROUTES[area][type]}?id=${encodeURIComponent(String(id))}`;
}
