import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { chinaClockText } from '@machines/china-time';

// The one door to dayjs: every screen that formats a date imports it from here, so the zh-cn
// locale is set before the first date is shown, and pages without dates do not load dayjs.
dayjs.locale('zh-cn');

/**
 * A time as read on Bazhong's clock, for dayjs formats (weekday, 月日): the wall-clock text is
 * parsed as the browser's local time, so formatting it prints Bazhong's hour in any zone.
 * Now by default; an invalid dayjs when `at` names no time.
 */
export const chinaDayjs = (at: string | number | Date = new Date()) => dayjs(chinaClockText(at) ?? Number.NaN);

export { dayjs };
