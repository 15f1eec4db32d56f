/**
 * Term and session numbers as Chinese numerals (第五届, 第十二次会议) and back, so terms are shown
 * and sorted by their Chinese number. Numbers 1–99 cover every term and session of a congress.
 */
const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

/** The largest number the numerals are written for. */
export const MAX_CHINESE_NUMBER = 99;

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 35 → 三十五. */
export function toChineseNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > MAX_CHINESE_NUMBER) throw new RangeError(`no Chinese numeral for ${value}`);
  const tens = Math.floor(value / 10);
  const ones = value % 10;
  if (tens === 0) return DIGITS[ones];
  return `${tens === 1 ? '' : DIGITS[tens]}十${ones === 0 ? '' : DIGITS[ones]}`;
}

/** 十二 → 12, 五 → 5; null when the text is not such a numeral. */
export function fromChineseNumeral(text: string): number | null {
  const match = /^([一二三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(text.trim());
  if (!match || text.trim() === '') return null;
  const [, first, ten, last] = match;
  const digit = (ch: string | undefined) => (ch ? DIGITS.indexOf(ch as (typeof DIGITS)[number]) : 0);
  if (!ten) return first && !last ? digit(first) : null;
  return (first ? digit(first) : 1) * 10 + digit(last);
}

/** 第五届 */
export const termShowOf = (term: number) => `第${toChineseNumeral(term)}届`;
/** 第三次会议 */
export const timesShowOf = (times: number) => `第${toChineseNumeral(times)}次会议`;

/** The number a shown term stands for (第十二届 → 12), null when it is not one. */
export function termNumberOf(termShow: string): number | null {
  const match = /^第(.+)届$/.exec(termShow.trim());
  return match ? fromChineseNumeral(match[1]) : null;
}

/** Orders shown terms by their Chinese number (第二届 before 第十届), text last, as written. */
export function compareTermShow(a: string, b: string): number {
  const x = termNumberOf(a);
  const y = termNumberOf(b);
  if (x !== null && y !== null) return x - y;
  if (x !== null) return -1;
  if (y !== null) return 1;
  return a.localeCompare(b, 'zh-CN');
}
