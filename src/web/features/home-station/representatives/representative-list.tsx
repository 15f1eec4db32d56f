import type { CSSProperties } from 'react';
import type { RepresentativeCard as Representative } from '@shared/portal';
import { PortalPager } from '../components/portal-pager';
import { EmptyState, ErrorState, LoadingState } from '../ui/states';
import { RepresentativeCard } from './representative-card';
import styles from './representative-list.module.css';
import { useRepresentativesQuery, type RepresentativeQuery } from './representatives.api';

type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';

interface RepresentativeListProps {
  query: RepresentativeQuery;
  onPageChange?: (page: number) => void;
  onLeaveMessage: (representative: Representative) => void;
  compact?: boolean;
  /** Columns from a width up (Chakra's breakpoints: sm 480px, md 768px, lg 1024px, xl 1280px). */
  columns?: Partial<Record<Breakpoint, number>>;
  emptyText?: string;
  /** The count and the pager; a home page strip shows one page only. */
  showSummary?: boolean;
}

const columnVariables = (columns: Partial<Record<Breakpoint, number>>) =>
  Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [`--cols-${breakpoint}`, count])) as CSSProperties;

/** A page of representative cards with its pager and its loading, empty and error states. */
export function RepresentativeList({
  query,
  onPageChange = () => undefined,
  onLeaveMessage,
  compact = false,
  columns = { base: 1, sm: 2, lg: 3, xl: 4 },
  emptyText = '暂无代表',
  showSummary = true,
}: RepresentativeListProps) {
  const { data, isLoading, isFetching, isError, error, refetch } = useRepresentativesQuery(query);
  if (isLoading) return <LoadingState text="正在加载代表…" />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data || data.list.length === 0) return <EmptyState text={emptyText} />;
  return (
    <div aria-busy={isFetching} className={isFetching ? `${styles.list} ${styles.fetching}` : styles.list}>
      <ul className={styles.grid} style={columnVariables(columns)} aria-label="代表列表">
        {data.list.map((representative) => (
          <li key={representative.fkDelegateId}>
            <RepresentativeCard representative={representative} onLeaveMessage={onLeaveMessage} compact={compact} />
          </li>
        ))}
      </ul>
      {showSummary && (
        <div className={styles.summary}>
          {/* The pager states the count itself; one page only needs the count. */}
          {data.total > query.pageSize ? (
            <PortalPager total={data.total} pageSize={query.pageSize} page={query.pageNum} onPageChange={onPageChange} />
          ) : (
            <p className={styles.count}>共 {data.total} 位代表</p>
          )}
        </div>
      )}
    </div>
  );
}
