import { chinaDayjs } from '@web/lib/dates';
import { NOTICE_BELL_ROLES } from '@shared/roles';
import type { Notice } from './notices.api';

/** The roles told of their records' moves, and the undertaker (NPC_GROUP), see the notice bell. */
export function shouldShowNoticeBell(role: string | null | undefined): boolean {
  return (NOTICE_BELL_ROLES as readonly (string | null | undefined)[]).includes(role);
}

/** The to-do line of a notice: realTitle, or the title when there is none. */
export function todoTitleOf(notice: Pick<Notice, 'realTitle' | 'noticeTitle'>): string {
  return notice.realTitle?.trim() || notice.noticeTitle;
}

export function isUnread(notice: Pick<Notice, 'isLook'>): boolean {
  return Number(notice.isLook) === 0;
}

/** 99+ beyond two digits, so the badge stays round. */
export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** A destination the app can navigate to: an in-app path, never another site. */
export function inAppDestination(destination: string | null | undefined): string | null {
  if (!destination) return null;
  const path = destination.trim();
  return /^\/(?![/\\])/.test(path) ? path : null;
}

export function noticeTimeLabel(time: string): string {
  const date = chinaDayjs(time);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : time;
}

/** 11月24日 周二 09:00 */
export function scheduleTimeLabel(time: string): string {
  const date = chinaDayjs(time);
  return date.isValid() ? date.format('M月D日 ddd HH:mm') : time;
}
