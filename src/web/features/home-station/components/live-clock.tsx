import { Text, type TextProps } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { CLOCK_REFRESH_MS } from '@shared/constants';
import { clockParts } from '../clock.logic';

/** The header's date, weekday and time, refreshed every CLOCK_REFRESH_MS (section 9). */
export function LiveClock(props: TextProps) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const { date, weekday, time } = clockParts(now);
  return (
    // Not a live region: a screen reader announcing every second would drown the page.
    <Text as="span" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="portal-clock" {...props}>
      <time dateTime={now.toISOString()}>
        {date} {weekday} {time}
      </time>
    </Text>
  );
}
