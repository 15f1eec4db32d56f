import { CHINA_OFFSET_MS, chinaClockText, chinaDate } from '@machines/china-time';

// Screens show and take times on Bazhong's clock (UTC+8), whatever the browser's zone.

/** Today's date in Bazhong, yyyy-MM-dd. */
export const chinaToday = (): string => chinaDate();

/** yyyy-MM-dd of an ISO time in China Standard Time, or ''. */
export function dateLabel(iso: string | null | undefined): string {
  return chinaClockText(iso)?.slice(0, 10) ?? '';
}

/** yyyy-MM-dd HH:mm:ss in China Standard Time (the date format of every screen), or ''. */
export function dateTimeLabel(iso: string | null | undefined): string {
  return chinaClockText(iso)?.slice(0, 19).replace('T', ' ') ?? '';
}

/** An ISO time as a datetime-local input's value on Bazhong's clock (2026-03-01T18:00), or ''. */
export function toChinaInput(iso: string | number | Date | null | undefined): string {
  return chinaClockText(iso)?.slice(0, 16) ?? '';
}

/** A datetime-local input's value read on Bazhong's clock, as an ISO time; null when empty or not a time. */
export function fromChinaInput(value: string): string | null {
  const ms = Date.parse(`${value}:00.000Z`);
  return value && !Number.isNaN(ms) ? new Date(ms - CHINA_OFFSET_MS).toISOString() : null;
}
