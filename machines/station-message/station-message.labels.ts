import { statusCodesOf, statusLabelOf, type StatusInfo } from '../workflow/statuses';

/** Contact-station suggestion `handleStatus` codes (contract values) → machine state and label. */
export const stationMessageStatuses = {
  0: { state: 'received', label: '待处理' },
  100: { state: 'toBeAssigned', label: '待交办' },
  200: { state: 'inProgress', label: '办理中' },
  300: { state: 'handled', label: '已办理' },
} as const satisfies Record<number, StatusInfo>;

export type StationMessageStatus = keyof typeof stationMessageStatuses;

export const STATION_MESSAGE_STATUS_CODES = statusCodesOf(stationMessageStatuses);

/** The label of a handleStatus; other values are shown raw. */
export const stationMessageStatusLabel = statusLabelOf(stationMessageStatuses);

/** Whether a message has reached the machine's final state (已办理): its answer is there. */
export function isStationMessageDone(status: number): boolean {
  return stationMessageStatuses[status as StationMessageStatus]?.state === 'handled';
}
