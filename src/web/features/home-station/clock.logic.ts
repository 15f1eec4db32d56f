const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'] as const;

const two = (n: number) => String(n).padStart(2, '0');

export interface ClockParts {
  /** 2026年11月21日 */
  date: string;
  /** 星期六 */
  weekday: string;
  /** 14:05:09 */
  time: string;
}

/** The header clock's date, Chinese weekday and time, in the visitor's own time zone. */
export function clockParts(now: Date): ClockParts {
  return {
    date: `${now.getFullYear()}年${two(now.getMonth() + 1)}月${two(now.getDate())}日`,
    weekday: WEEKDAYS[now.getDay()],
    time: `${two(now.getHours())}:${two(now.getMinutes())}:${two(now.getSeconds())}`,
  };
}

export function clockText(now: Date): string {
  const { date, weekday, time } = clockParts(now);
  return `${date} ${weekday} ${time}`;
}
