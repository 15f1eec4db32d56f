import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '@shared/constants';
import { clockParts } from '../clock.logic';

/** The header's date, weekday and time, refreshed every CLOCK_REFRESH_MS. */
export function LiveClock({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const { date, weekday, time } = clockParts(now);
  return (
    // Not a live region: a screen reader announcing every second would drown the page.
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-testid="portal-clock">
      <time dateTime={now.toISOString()}>
        {date} {weekday} {time}
      </time>
    </span>
  );
}
