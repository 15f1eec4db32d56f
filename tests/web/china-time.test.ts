import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDate, chinaDayStart } from '@machines/china-time';
import { fromChinaInput, toChinaInput, dateTimeLabel } from '@web/lib/china-time';
import { scheduleTimeLabel, noticeTimeLabel } from '@web/features/notices/notices.labels';
import { linkNoticeLine } from '@web/features/account/login-link-notices.labels';

// A browser far from Bazhong: the screens must still show and take Bazhong's time.
const zoneBefore = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zoneBefore;
});

// 09:00 on Tuesday 1 December 2026 in Bazhong is 01:00 UTC, 20:00 of 30 November in New York.
const MEETING = '2026-12-01T01:00:00.000Z';

describe('times on Bazhong’s clock in a browser of another zone', () => {
  it('the schedule and the notices show the Bazhong day, weekday and hour', () => {
    expect(new Date(MEETING).getHours()).toBe(20);
    expect(scheduleTimeLabel(MEETING)).toBe('12月1日 周二 09:00');
    expect(noticeTimeLabel(MEETING)).toBe('2026-12-01 09:00');
    expect(dateTimeLabel(MEETING)).toBe('2026-12-01 09:00:00');
  });

  it('a login link notice names the Bazhong time it was issued', () => {
    const line = linkNoticeLine({ issuedAt: MEETING, issuedBy: '周文斌', issuerRole: 'NPC_ADMIN', expiresAt: MEETING, usedAt: MEETING }, new Date('2026-12-02T00:00:00Z'));
    expect(line).toContain('2026-12-01 09:00');
  });

  it('a datetime-local input reads and writes Bazhong’s clock both ways', () => {
    expect(toChinaInput(MEETING)).toBe('2026-12-01T09:00');
    expect(fromChinaInput('2026-12-01T09:00')).toBe(MEETING);
    expect(fromChinaInput('')).toBeNull();
    expect(fromChinaInput('not a time')).toBeNull();
  });

  it('a day of Bazhong starts at 16:00 UTC of the day before, and 23:30 there is still that day', () => {
    expect(chinaDayStart('2026-12-01').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(chinaDate(new Date('2026-12-01T15:30:00Z'))).toBe('2026-12-01');
    expect(chinaDate(new Date('2026-12-01T16:00:00Z'))).toBe('2026-12-02');
  });
});
