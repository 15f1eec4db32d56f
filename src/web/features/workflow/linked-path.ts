import type { RecordType } from './workflow.api';

/**
 * The detail page of a record in the area of a path: the manager detail pages, the mobile
 * details pages, or the client area's examine-info pages. The lifecycle visualizer links a
 * traced record with it; a detail view takes its links from its caller.
 */
export function defaultLinkedPath(pathname: string, linkedType: RecordType, linkedId: number): string {
  const path = pathname.replace(/^\/rdlz(?=\/)/, '');
  if (path.startsWith('/manager/')) {
    return linkedType === 'proposal'
      ? `/manager/adviseManagement/proposal/proposalDetails?id=${linkedId}`
      : `/manager/adviseManagement/actingWorkingCommittee/adviceInfo?id=${linkedId}`;
  }
  if (path.startsWith('/mobile/')) return linkedType === 'proposal' ? `/mobile/detailsProposal?id=${linkedId}` : `/mobile/detailsSuggest?id=${linkedId}`;
  return linkedType === 'proposal'
    ? `/client/proposalAndSuggest/proposal/proposalExamineInfo?id=${linkedId}`
    : `/client/proposalAndSuggest/suggest/suggestExmineInfo?id=${linkedId}`;
}
