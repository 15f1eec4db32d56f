import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * How many items of a fixed width fit in the element, keeping room for a "more" control when
 * some do not (the top navigation folds into a "more menus" popover when short).
 */
export function fitCount(available: number, itemWidth: number, total: number, moreWidth: number): number {
  if (available <= 0 || itemWidth <= 0) return total;
  if (total * itemWidth <= available) return total;
  return Math.max(0, Math.floor((available - moreWidth) / itemWidth));
}

export function useFitCount(ref: RefObject<HTMLElement | null>, itemWidth: number, total: number, moreWidth: number): number {
  const [count, setCount] = useState(total);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // The observer reports the first size too, after the browser's own layout and before the
    // paint, so the width is read without forcing a layout of the whole page inside React's
    // commit (most of a deputy's home's first commit on a slow phone). flushSync applies the
    // count in that same frame: the items that do not fit are never painted.
    const observer = new ResizeObserver(() => flushSync(() => setCount(fitCount(element.clientWidth, itemWidth, total, moreWidth))));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, itemWidth, total, moreWidth]);
  return Math.min(count, total);
}
