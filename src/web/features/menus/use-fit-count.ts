import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** Every item's width alike, or each item's own. */
export type ItemWidths = number | readonly number[];

/**
 * How many items fit in the element, in order, keeping room for a "more" control when some do
 * not (the top navigation folds into a "more menus" popover when short).
 */
export function fitCount(available: number, itemWidth: ItemWidths, total: number, moreWidth: number): number {
  const widthOf = (index: number) => (typeof itemWidth === 'number' ? itemWidth : (itemWidth[index] ?? 0));
  if (available <= 0 || (typeof itemWidth === 'number' && itemWidth <= 0)) return total;
  let all = 0;
  for (let index = 0; index < total; index++) all += widthOf(index);
  if (all <= available) return total;
  let used = moreWidth;
  let count = 0;
  while (count < total && used + widthOf(count) <= available) used += widthOf(count++);
  return count;
}

/** `itemWidth` as a list is kept by the caller (memoised), or the element is observed again on every render. */
export function useFitCount(ref: RefObject<HTMLElement | null>, itemWidth: ItemWidths, total: number, moreWidth: number): number {
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
