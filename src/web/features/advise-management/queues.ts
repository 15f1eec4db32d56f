import { MANAGER_QUEUES } from '@shared/record-queues';
import type { QueueDefinition, RecordSummary, RecordType } from '@web/features/workflow';
import { AREA, DETAIL_ROUTES } from './paths';

/** The detail address of a row, remembering the queue it was opened from (the back button's fallback). */
export function detailPathFor(type: RecordType, from: string) {
  return (row: Pick<RecordSummary, 'id'>) => `/manager/${DETAIL_ROUTES[type]}?id=${row.id}&from=${encodeURIComponent(`/manager/${from}`)}`;
}

/** The queue of a route relative to /manager/ (`adviseManagement/proposal/allProposal`), or null. */
export function queueFor(route: string): QueueDefinition | null {
  const key = route.replace(/^\/+|\/+$/g, '').replace(/^manager\//, '');
  const entry = key.startsWith(`${AREA}/`) ? MANAGER_QUEUES[key.slice(AREA.length + 1)] : undefined;
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
