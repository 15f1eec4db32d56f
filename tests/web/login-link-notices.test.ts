import { describe, expect, it } from 'vitest';
import { linkNoticeLine } from '@web/features/account/login-link-notices.labels';

// Times on Bazhong's clock, which the lines show whatever the zone the tests run in.
const pad = (n: number) => String(n).padStart(2, '0');
const at = (hour: number, minute: number) => new Date(`2026-05-01T${pad(hour)}:${pad(minute)}:00+08:00`).toISOString();
const notice = { issuedAt: at(10, 0), issuedBy: '陈静', issuerRole: '人大管理员', expiresAt: at(10, 10), usedAt: null };

describe('登录链接提醒, one line per issued link', () => {
  it('names who issued the link, when, and what became of it', () => {
    expect(linkNoticeLine(notice, new Date(at(10, 5)))).toBe('2026-05-01 10:00 陈静（人大管理员）为您签发了登录链接，尚未使用，2026-05-01 10:10 前有效');
    expect(linkNoticeLine({ ...notice, usedAt: at(10, 2) }, new Date(at(10, 5)))).toBe('2026-05-01 10:00 陈静（人大管理员）为您签发了登录链接，已于 2026-05-01 10:02 被用于登录');
    expect(linkNoticeLine(notice, new Date(at(11, 0)))).toBe('2026-05-01 10:00 陈静（人大管理员）为您签发了登录链接，未被使用，已失效');
  });

  it('shows the super administrator by its label, and an issuer whose account is gone', () => {
    expect(linkNoticeLine({ ...notice, issuedBy: '周文斌', issuerRole: 'NPC_ADMIN' }, new Date(at(10, 5)))).toMatch(/^2026-05-01 10:00 周文斌（超级管理员）为您签发/);
    expect(linkNoticeLine({ ...notice, issuedBy: null, issuerRole: null }, new Date(at(10, 5)))).toMatch(/^2026-05-01 10:00 已删除的账号为您签发/);
  });
});
