import { Box, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { LifecycleGraph } from '@machines/lifecycle-graph';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { nodeText } from '../flow.logic';
import type { FlowAnalytics } from '../visualizer.api';

export interface AnalyticsPanelProps {
  graph: LifecycleGraph;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  analytics: FlowAnalytics | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}

const hours = (value: number | null) => {
  if (value === null) return '—';
  return value >= 48 ? `${(value / 24).toFixed(1)} 天` : `${value.toFixed(1)} 小时`;
};

/** The period's flow: edge shares are drawn on the diagram; time in each state is listed here. */
export function AnalyticsPanel({ graph, from, to, onPeriod, analytics, loading, error, onRetry }: AnalyticsPanelProps) {
  const labelOf = (status: number) => {
    const node = graph.nodes.find((candidate) => candidate.status === status);
    return node ? nodeText(node) : String(status);
  };
  const timed = [...(analytics?.states ?? [])].filter((state) => state.samples > 0).sort((a, b) => (b.medianHours ?? 0) - (a.medianHours ?? 0));
  const waiting = [...(analytics?.states ?? [])]
    .filter((state) => state.waitingNow > 0)
    .sort((a, b) => (b.longestWaitingHours ?? 0) - (a.longestWaitingHours ?? 0))
    .slice(0, 5);
  return (
    <Box as="section" aria-label="流程分析" bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3">
      <HStack gap="2" wrap="wrap">
        <label>
          <Text as="span" fontSize="xs" mr="1">
            起始日期
          </Text>
          <Input size="sm" type="date" w="150px" value={from} max={to} onChange={(e) => e.currentTarget.value && onPeriod(e.currentTarget.value, to)} />
        </label>
        <label>
          <Text as="span" fontSize="xs" mr="1">
            截止日期
          </Text>
          <Input size="sm" type="date" w="150px" value={to} min={from} onChange={(e) => e.currentTarget.value && onPeriod(from, e.currentTarget.value)} />
        </label>
      </HStack>
      <Text fontSize="xs" color="fg.muted" mt="2">
        连线粗细与百分比：该期间离开起点状态的记录中走这条流转的比例。
      </Text>
      {error ? (
        <ErrorState error={error} onRetry={onRetry} />
      ) : loading && !analytics ? (
        <LoadingState />
      ) : timed.length === 0 ? (
        <EmptyState text="该期间暂无流转" />
      ) : (
        <Stack gap="3" mt="2">
          <Table.Root size="sm">
            <Table.Caption captionSide="top" textAlign="left" fontWeight="semibold" color="fg">
              各状态停留时间（按中位数排序）
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>状态</Table.ColumnHeader>
                <Table.ColumnHeader>中位数</Table.ColumnHeader>
                <Table.ColumnHeader>90%</Table.ColumnHeader>
                <Table.ColumnHeader>样本</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {timed.map((state) => (
                <Table.Row key={state.status}>
                  <Table.Cell>{labelOf(state.status)}</Table.Cell>
                  <Table.Cell>{hours(state.medianHours)}</Table.Cell>
                  <Table.Cell>{hours(state.p90Hours)}</Table.Cell>
                  <Table.Cell>{state.samples}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Box>
            <Text fontWeight="semibold" fontSize="sm">
              等待最久的状态
            </Text>
            {waiting.length === 0 ? (
              <Text fontSize="xs" color="fg.muted">
                暂无正在等待的记录
              </Text>
            ) : (
              <Stack as="ol" gap="1" fontSize="xs" pl="4">
                {waiting.map((state) => (
                  <li key={state.status}>
                    {labelOf(state.status)}：{state.waitingNow} 件在等，最久 {hours(state.longestWaitingHours)}
                  </li>
                ))}
              </Stack>
            )}
          </Box>
        </Stack>
      )}
    </Box>
  );
}
