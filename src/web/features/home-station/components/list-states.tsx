import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import styles from './list-states.module.css';

/** The portal's no-data placeholder. */
export const NO_DATA_TEXT = '暂无相关信息';

export interface NoDataProps {
  text?: ReactNode;
  /** Smaller paddings inside a block or a card. */
  compact?: boolean;
  /** On a white card of its own, where it stands in for one. */
  card?: boolean;
  children?: ReactNode;
}

export function NoData({ text = NO_DATA_TEXT, compact, card, children }: NoDataProps) {
  const empty = (
    <EmptyState text={text} compact={compact}>
      {children}
    </EmptyState>
  );
  return card ? <div className={styles.card}>{empty}</div> : empty;
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
  if (query.isLoading) return <LoadingState compact={compact} />;
  if (query.isError) return <ErrorState compact={compact} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) return <LoadingState compact={compact} />;
  if (isEmpty?.(query.data)) return <NoData compact={compact} text={emptyText} />;
  return <>{children(query.data)}</>;
}

export const hasNoItems = (page: { list: unknown[] }) => page.list.length === 0;
