// Deadlines are counted on the calendar of Bazhong, China Standard Time (UTC+8, no daylight
// saving), so that an event at 23:30 local time counts for that local day.

import { CHINA_OFFSET_MS, DAY_MS, chinaWallClock as wallClockOf } from '../china-time';

function chinaWallClock(at: string): Date {
  const local = wallClockOf(at);
  if (Number.isNaN(local.getTime())) throw new Error(`not an ISO time: ${at}`);
  return local;
}

/** `at` plus whole calendar months; the 31st becomes the last day of a shorter month. */
export function addCalendarMonths(at: string, months: number): string {
  const local = chinaWallClock(at);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + months;
  const lastDayOfTargetMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = Date.UTC(
    year,
    month,
    Math.min(local.getUTCDate(), lastDayOfTargetMonth),
    local.getUTCHours(),
    local.getUTCMinutes(),
    local.getUTCSeconds(),
    local.getUTCMilliseconds(),
  );
  return new Date(shifted - CHINA_OFFSET_MS).toISOString();
}

/**
 * Working days after the day of `from` up to and including the day of `to`.
 * A working day is Monday to Friday: there is no holiday calendar (public holidays and the
 * weekend days worked in their place are not known to the platform).
 */
export function workingDaysBetween(from: string, to: string): number {
  const firstDay = Math.floor(chinaWallClock(from).getTime() / DAY_MS);
  const lastDay = Math.floor(chinaWallClock(to).getTime() / DAY_MS);
  let count = 0;
  for (let day = firstDay + 1; day <= lastDay; day += 1) {
    const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
    if (weekday >= 1 && weekday <= 5) count += 1;
  }
  return count;
}

/** `at` as read on a Bazhong clock: 2026年3月1日 18:00. */
export function chinaDateTimeLabel(at: string): string {
  const local = chinaWallClock(at);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日 ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}
