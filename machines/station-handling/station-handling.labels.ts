import type { StatusInfo } from '../workflow';

/** Contact-station suggestion `handleStatus` codes (contract values) → machine state and label. */
export const stationHandlingStatuses = {
  0: { state: 'received', label: '待处理' },
  100: { state: 'toBeAssigned', label: '待交办' },
  200: { state: 'inProgress', label: '办理中' },
  300: { state: 'handled', label: '已办理' },
} as const satisfies Record<number, StatusInfo>;

export type StationHandlingStatus = keyof typeof stationHandlingStatuses;

export const STATION_HANDLING_STATUS_CODES = Object.keys(stationHandlingStatuses).map(Number) as StationHandlingStatus[];

/** The label of a handleStatus; other values are shown raw. */
export function stationHandlingStatusLabel(status: number): string {
  return stationHandlingStatuses[status as StationHandlingStatus]?.label ?? String(status);
}

/** Whether a message has reached the machine's final state (已办理): its answer is there. */
export function isStationHandlingDone(status: number): boolean {
  return stationHandlingStatuses[status as StationHandlingStatus]?.state === 'handled';
}
