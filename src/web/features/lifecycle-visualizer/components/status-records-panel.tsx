import { Badge, Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LifecycleKind, LifecycleNode } from '@machines/lifecycle-graph';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { dateLabel } from '@web/features/workflow';
import { nodeText } from '../flow.logic';
import { useLifecycleRecords } from '../visualizer.records';

const PAGE_SIZE = 10;

export interface StatusRecordsPanelProps {
  kind: LifecycleKind;
  node: LifecycleNode;
  term: number | null;
  times: number | null;
  onClose: () => void;
}

/** The records that sit in one status now (of the current term and session). */
export function StatusRecordsPanel({ kind, node, term, times, onClose }: StatusRecordsPanelProps) {
  const [pageNum, setPageNum] = useState(1);
  const records = useLifecycleRecords(kind, { status: node.status, term, times, pageNum, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(records.total / PAGE_SIZE));
  return (
    <Box as="section" aria-label={`${nodeText(node)}的记录`} bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3">
      <HStack justify="space-between" mb="2">
        <Text fontWeight="semibold">{nodeText(node)}</Text>
        <Button size="xs" variant="ghost" onClick={onClose}>
          关闭
        </Button>
      </HStack>
      {records.error ? (
        <ErrorState error={records.error} onRetry={records.refetch} />
      ) : records.isFetching && records.rows.length === 0 ? (
        <LoadingState />
      ) : records.rows.length === 0 ? (
        <EmptyState text="该状态下暂无记录" />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" mb="2" data-testid="records-total">
            共 {records.total} 件
          </Text>
          <Stack as="ul" gap="2" listStyleType="none" aria-label="记录列表">
            {records.rows.map((row) => (
              <Box as="li" key={row.id} borderBottomWidth="1px" borderColor="border" pb="2">
                <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
                  <RouterLink to={row.href}>
                    {row.number} {row.title}
                  </RouterLink>
                </Link>
                <HStack gap="3" fontSize="xs" color="fg.muted" mt="1" wrap="wrap">
                  <span>{row.author}</span>
                  {row.dueDate && <span>办理期限 {dateLabel(row.dueDate)}</span>}
                  {row.overdue && (
                    <Badge size="xs" colorPalette="red">
                      逾期
                    </Badge>
                  )}
                </HStack>
              </Box>
            ))}
          </Stack>
          {pages > 1 && (
            <HStack justify="space-between" mt="2">
              <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
                上一页
              </Button>
              <Text fontSize="xs">
                {pageNum} / {pages}
              </Text>
              <Button size="xs" variant="outline" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
                下一页
              </Button>
            </HStack>
          )}
        </>
      )}
    </Box>
  );
}
