import { ADVISE_MANAGEMENT, RECORD_DETAIL_ROUTES, recordDetailPath } from '@shared/record-paths';
import type { RecordType } from '@web/features/workflow';

// The addresses the router needs, apart from the queue table (queues.ts), so the route table
// that every page loads does not carry every queue's titles and filters.

/** The manager area's base of these pages (relative paths below are under it). */
export const AREA = ADVISE_MANAGEMENT;

/** The detail page of each kind: 议案详情 and 建议详情 (adviceInfo serves every role). */
export const DETAIL_ROUTES: Readonly<Record<RecordType, string>> = {
  proposal: RECORD_DETAIL_ROUTES.manager.proposal.replace(/^\/manager\//, ''),
  suggest: RECORD_DETAIL_ROUTES.manager.suggest.replace(/^\/manager\//, ''),
};

/** The manager's detail page of a record. */
export function managerDetailPath(type: RecordType, id: number): string {
  return recordDetailPath('manager', type, id);
}
