import { Box, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { RepresentativeCard as Representative } from '@shared/portal';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PortalPager } from '../components/portal-pager';
import { RepresentativeCard } from './representative-card';
import { useRepresentativesQuery, type RepresentativeQuery } from './representatives.api';

interface RepresentativeListProps {
  query: RepresentativeQuery;
  onPageChange?: (page: number) => void;
  onLeaveMessage: (representative: Representative) => void;
  compact?: boolean;
  columns?: Record<string, number>;
  emptyText?: string;
  /** The count and the pager; a home page strip shows one page only. */
  showSummary?: boolean;
}

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
    <Box aria-busy={isFetching} opacity={isFetching ? 0.6 : 1} transition="opacity 0.2s">
      <SimpleGrid as="ul" columns={columns} gap="4" listStyleType="none" aria-label="代表列表">
        {data.list.map((representative) => (
          <Box as="li" key={representative.fkDelegateId}>
            <RepresentativeCard representative={representative} onLeaveMessage={onLeaveMessage} compact={compact} />
          </Box>
        ))}
      </SimpleGrid>
      {showSummary && (
        <HStack justify="flex-end" mt="5">
          {/* The pager states the count itself; one page only needs the count. */}
          {data.total > query.pageSize ? (
            <PortalPager total={data.total} pageSize={query.pageSize} page={query.pageNum} onPageChange={onPageChange} />
          ) : (
            <Text fontSize="sm" color="fg.muted">
              共 {data.total} 位代表
            </Text>
          )}
        </HStack>
      )}
    </Box>
  );
}
