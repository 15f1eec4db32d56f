/** China Standard Time: UTC+8 all year, so the platform shows Bazhong's time whatever the browser's zone. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

function chinaIso(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms + CHINA_OFFSET_MS).toISOString();
}

/** yyyy-MM-dd of an ISO time in China Standard Time, or ''. */
export function dateLabel(iso: string | null | undefined): string {
  return chinaIso(iso)?.slice(0, 10) ?? '';
}

/** yyyy-MM-dd HH:mm:ss in China Standard Time (the date format of every screen), or ''. */
export function dateTimeLabel(iso: string | null | undefined): string {
  return chinaIso(iso)?.slice(0, 19).replace('T', ' ') ?? '';
}
