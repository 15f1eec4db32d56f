import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';

/** The portal's no-data placeholder. */
export const NO_DATA_TEXT = '暂无相关信息';

export function NoData({ text = NO_DATA_TEXT, ...rest }: EmptyStateProps) {
  return <EmptyState text={text} {...rest} />;
}

export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  /** Smaller paddings inside a block or a card. */
  compact?: boolean;
  children: (data: T) => ReactNode;
}

/** A read's loading, error (with 重试) and empty states, then its data. */
export function QueryView<T>({ query, isEmpty, emptyText, compact, children }: QueryViewProps<T>) {
  const py = compact ? '6' : undefined;
  if (query.isLoading) return <LoadingState py={py} />;
  if (query.isError) return <ErrorState py={py} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <LoadingState py={py} />;
  if (isEmpty?.(query.data)) return <NoData py={py} text={emptyText} />;
  return <>{children(query.data)}</>;
}

export const hasNoItems = (page: { list: unknown[] }) => page.list.length === 0;
