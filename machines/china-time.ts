// The platform's clock is Bazhong's: China Standard Time, UTC+8 all year (no daylight saving).
// Every day boundary, deadline, readable number and time a screen shows is read on it, whatever
// the zone of the server or of the browser.

export const CHINA_UTC_OFFSET = '+08:00';
export const CHINA_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 24 * 3_600_000;

/** An instant shifted so that its UTC fields read Bazhong's wall clock; an invalid Date when `at` names no time. */
export function chinaWallClock(at: string | number | Date): Date {
  return new Date(new Date(at).getTime() + CHINA_OFFSET_MS);
}

/** Bazhong's wall clock as ISO text without a zone (2026-12-01T09:00:00.000), or null when `at` names no time. */
export function chinaClockText(at: string | number | Date | null | undefined): string | null {
  if (at === null || at === undefined || at === '') return null;
  const local = chinaWallClock(at);
  return Number.isNaN(local.getTime()) ? null : local.toISOString().slice(0, 23);
}

/** Bazhong's calendar date (yyyy-MM-dd) of an instant, today by default. */
export function chinaDate(at: string | number | Date = new Date()): string {
  return chinaWallClock(at).toISOString().slice(0, 10);
}

/** The first instant of a Bazhong calendar date (yyyy-MM-dd). */
export function chinaDayStart(date: string): Date {
  return new Date(`${date}T00:00:00${CHINA_UTC_OFFSET}`);
}
