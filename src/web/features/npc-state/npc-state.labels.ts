import { chinaDayjs } from '@web/lib/dates';
import { MEETING_STATUS } from '@shared/enums';
import type { NpcStateCurrent } from './npc-state.api';

type MeetState = Pick<NpcStateCurrent, 'currentMeetStatus'>;
type TermState = Pick<NpcStateCurrent, 'termShow' | 'timesShow' | 'currentTerm' | 'currentTimes'>;

export function isInSession(state: MeetState | null | undefined): boolean {
  return Number(state?.currentMeetStatus) === 1;
}

/** 大会期间 when currentMeetStatus is 1, otherwise 闭会期间. */
export function meetStatusLabel(state: MeetState | null | undefined): string {
  return isInSession(state) ? MEETING_STATUS[1] : MEETING_STATUS[2];
}

/** The term as shown (第五届), falling back to the raw number. */
export function termLabel(state: TermState | null | undefined): string {
  if (!state) return '';
  if (state.termShow) return state.termShow;
  return state.currentTerm === null || state.currentTerm === undefined ? '' : `第${state.currentTerm}届`;
}

/** The session as shown (第三次会议), falling back to the raw number. */
export function timesLabel(state: TermState | null | undefined): string {
  if (!state) return '';
  if (state.timesShow) return state.timesShow;
  return state.currentTimes === null || state.currentTimes === undefined ? '' : `第${state.currentTimes}次会议`;
}

export function termSessionLabel(state: TermState | null | undefined): string {
  return [termLabel(state), timesLabel(state)].filter(Boolean).join(' ');
}

export function startDateLabel(state: Pick<NpcStateCurrent, 'timesStartTime'> | null | undefined): string {
  if (!state?.timesStartTime) return '';
  const date = chinaDayjs(state.timesStartTime);
  return date.isValid() ? date.format('YYYY年M月D日') : state.timesStartTime;
}
