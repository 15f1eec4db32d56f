import { roleLabel, type LoginLinkNotice } from '@web/features/auth';
import { chinaDayjs } from '@web/lib/dates';

const time = (iso: string) => chinaDayjs(iso).format('YYYY-MM-DD HH:mm');

/** 陈静（人大管理员）: who issued the link. */
export function linkNoticeIssuer(notice: LoginLinkNotice): string {
  const name = notice.issuedBy ?? '已删除的账号';
  return notice.issuerRole ? `${name}（${roleLabel(notice.issuerRole)}）` : name;
}

/** What became of the link: used when, still good until when, or never used. */
export function linkNoticeOutcome(notice: LoginLinkNotice, now: Date = new Date()): string {
  if (notice.usedAt) return `已于 ${time(notice.usedAt)} 被用于登录`;
  return new Date(notice.expiresAt).getTime() > now.getTime() ? `尚未使用，${time(notice.expiresAt)} 前有效` : '未被使用，已失效';
}

/** One line of the notice: when, who, and what became of it. */
export function linkNoticeLine(notice: LoginLinkNotice, now: Date = new Date()): string {
  return `${time(notice.issuedAt)} ${linkNoticeIssuer(notice)}为您签发了登录链接，${linkNoticeOutcome(notice, now)}`;
}
