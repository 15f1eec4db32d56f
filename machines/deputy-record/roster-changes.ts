import { chinaDayStart } from '../china-time';
import type { DeputyRecordStatus } from './deputy-record.labels';

/**
 * How the roster changes over a term, read from the record machine's approvals: what an
 * approval did is told by the status it left (and the one it reached).
 */
export const ROSTER_CHANGE_KINDS = ['joined', 'byElected', 'vacated', 'transferred', 'corrected'] as const;
export type RosterChangeKind = (typeof ROSTER_CHANGE_KINDS)[number];

export const ROSTER_CHANGE_LABEL: Readonly<Record<RosterChangeKind, string>> = {
  joined: '新增',
  byElected: '补选',
  vacated: '出缺',
  transferred: '调团',
  corrected: '信息变更',
};

/** The approval that left each status, by what it changed in the roster. */
export const ROSTER_CHANGE_OF_APPROVAL: Readonly<Partial<Record<DeputyRecordStatus, RosterChangeKind>>> = {
  0: 'joined',
  2: 'byElected',
  3: 'vacated',
  4: 'transferred',
  // A basic-information application waits at 已通过 and its approval leaves the record there.
  1: 'corrected',
};

/** The change an APPROVE from `fromStatus` made, or null for any other event. */
export function rosterChangeOf(eventType: string, fromStatus: number | null): RosterChangeKind | null {
  if (eventType !== 'APPROVE' || fromStatus === null) return null;
  return ROSTER_CHANGE_OF_APPROVAL[fromStatus as DeputyRecordStatus] ?? null;
}

/** Every month (yyyy-MM) from the one holding `from` to the one holding `to` (yyyy-MM-dd dates), in order; at most `limit`, the latest kept. */
export function monthsBetween(from: string, to: string, limit = 120): string[] {
  const months: string[] = [];
  let [year, month] = from.slice(0, 7).split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    if (text > last) break;
    months.push(text);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months.slice(-limit);
}

/** The first instant after a month (yyyy-MM) on Bazhong's clock: who serves then served at the month's end. */
export function monthEnd(month: string): Date {
  const [year, number] = month.split('-').map(Number);
  const next = number === 12 ? `${year + 1}-01-01` : `${year}-${String(number + 1).padStart(2, '0')}-01`;
  return chinaDayStart(next);
}
