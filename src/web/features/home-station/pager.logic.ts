import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, PAGER_COUNT } from '@shared/constants';

export interface PagerInput {
  total: number;
  pageSize?: number;
  page?: number;
  /** How many numbered buttons. */
  count?: number;
}

export interface PagerModel {
  page: number;
  lastPage: number;
  /** The numbered buttons, a window of at most `count` pages around the current one. */
  pages: number[];
  firstDisabled: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  lastDisabled: boolean;
}

/**
 * The portal pager: 首页, 上一页, the numbered buttons, 下一页,
 * 末页. The last page is total ÷ page size rounded up; 首页 is disabled on page 1 and 末页 on
 * the last page.
 */
export function pagerModel({ total, pageSize = DEFAULT_PAGE_SIZE, page = DEFAULT_PAGE_NUM, count = PAGER_COUNT }: PagerInput): PagerModel {
  const lastPage = Math.max(0, Math.ceil(total / Math.max(1, pageSize)));
  const current = Math.min(Math.max(DEFAULT_PAGE_NUM, Math.trunc(page) || DEFAULT_PAGE_NUM), Math.max(DEFAULT_PAGE_NUM, lastPage));
  const start = Math.max(1, Math.min(current - Math.floor(count / 2), lastPage - count + 1));
  const end = Math.min(lastPage, start + count - 1);
  const pages = Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
  const onFirst = current <= DEFAULT_PAGE_NUM;
  const onLast = current >= lastPage;
  return { page: current, lastPage, pages, firstDisabled: onFirst, previousDisabled: onFirst, nextDisabled: onLast, lastDisabled: onLast };
}

/** The page number of an address's `pageNum`, page 1 when absent or not a page. */
export function pageOfQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= DEFAULT_PAGE_NUM ? page : DEFAULT_PAGE_NUM;
}
