import { Box, Button, chakra, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { LifecycleKind } from '@machines/lifecycle-graph';
import { proposalWorkflow, type ProposalStatus } from '@machines/proposal';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { dateTimeLabel } from '@web/features/workflow';
import type { TraceStep } from '../flow.logic';
import { useLifecycleRecords, type TracedRecord } from '../visualizer.records';

export interface TracePanelProps {
  kind: LifecycleKind;
  traced: TracedRecord | null;
  tracedLoading: boolean;
  tracedError: unknown;
  onRetryTraced: () => void;
  steps: TraceStep[];
  /** How many steps the diagram shows. */
  shown: number;
  onShown: (shown: number) => void;
  onPick: (id: string) => void;
  onFollowSuggestion: (suggestionId: number) => void;
}

function SearchResults({ kind, keyword, onPick }: { kind: LifecycleKind; keyword: string; onPick: (id: string) => void }) {
  const results = useLifecycleRecords(kind, { keyword, pageNum: 1, pageSize: 8 });
  if (results.error) return <ErrorState error={results.error} onRetry={results.refetch} />;
  if (results.isFetching) return <LoadingState text="搜索中…" />;
  if (results.rows.length === 0) return <EmptyState text="未找到匹配的记录" />;
  return (
    <Stack as="ul" gap="1" listStyleType="none" aria-label="搜索结果">
      {results.rows.map((row) => (
        <li key={row.id}>
          <Button size="xs" variant="ghost" w="full" justifyContent="flex-start" onClick={() => onPick(row.id)}>
            <Text truncate>
              {row.number} {row.title}
            </Text>
          </Button>
        </li>
      ))}
    </Stack>
  );
}

/** Trace one record: search, pick, and replay its path step by step. */
export function TracePanel(props: TracePanelProps) {
  const { kind, traced, steps, shown, onShown } = props;
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState<string | null>(null);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(input.trim());
  };
  const roleName = (role: string | null) => (role ? (ROLE_LABEL[role as RoleCode] ?? role) : '');
  return (
    <Box as="section" aria-label="轨迹追踪" bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3">
      <form onSubmit={search} role="search">
        <HStack>
          <Input size="sm" value={input} onChange={(e) => setInput(e.currentTarget.value)} placeholder="编号或标题" aria-label="按编号或标题搜索记录" />
          <Button size="sm" type="submit" colorPalette="brand">
            搜索
          </Button>
        </HStack>
      </form>
      {keyword !== null && (
        <Box mt="2">
          <SearchResults
            kind={kind}
            keyword={keyword}
            onPick={(id) => {
              setKeyword(null);
              props.onPick(id);
            }}
          />
        </Box>
      )}
      {props.tracedError ? (
        <ErrorState error={props.tracedError} onRetry={props.onRetryTraced} />
      ) : props.tracedLoading && !traced ? (
        <LoadingState />
      ) : traced ? (
        <Stack gap="2" mt="3">
          <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
            <RouterLink to={traced.row.href}>
              {traced.row.number} {traced.row.title}
            </RouterLink>
          </Link>
          {traced.linkedSuggestionId !== null && proposalWorkflow.groups.converted.includes(traced.row.status as ProposalStatus) && (
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => props.onFollowSuggestion(traced.linkedSuggestionId!)}>
              继续查看转为的建议
            </Button>
          )}
          {steps.length === 0 ? (
            <EmptyState text="该记录暂无流转记录" />
          ) : (
            <>
              <HStack gap="2">
                <Button size="xs" variant="outline" disabled={shown <= 0} onClick={() => onShown(shown - 1)}>
                  上一步
                </Button>
                <chakra.input
                  type="range"
                  min={0}
                  max={steps.length}
                  value={shown}
                  onChange={(e) => onShown(Number(e.currentTarget.value))}
                  aria-label="回放步骤"
                  aria-valuetext={`第 ${shown} 步，共 ${steps.length} 步`}
                  flex="1"
                  accentColor="#b8232a"
                />
                <Button size="xs" variant="outline" disabled={shown >= steps.length} onClick={() => onShown(shown + 1)}>
                  下一步
                </Button>
              </HStack>
              <Text fontSize="xs" color="fg.muted">
                第 {shown} 步，共 {steps.length} 步
              </Text>
              <Stack as="ol" gap="2" listStyleType="none" aria-label="流转步骤" maxH="360px" overflowY="auto">
                {steps.map((step) => (
                  <Box
                    as="li"
                    key={step.number}
                    data-trace-step={step.number}
                    opacity={step.number <= shown ? 1 : 0.45}
                    borderLeftWidth="3px"
                    borderColor={step.number === shown ? 'brand.solid' : 'border'}
                    pl="2"
                    fontSize="xs"
                  >
                    <Text fontWeight="semibold" fontSize="sm">
                      <chakra.span mr="1">{step.number}.</chakra.span>
                      <chakra.span data-step-event>{step.eventLabel}</chakra.span>
                      {step.selector && <chakra.span color="fg.muted">（{step.selector}）</chakra.span>}
                      {step.fromStatus !== null && step.toStatus !== null && (
                        <chakra.span color="fg.muted" ml="1">
                          {step.fromStatus} → {step.toStatus}
                        </chakra.span>
                      )}
                    </Text>
                    <Text color="fg.muted">
                      {[step.actorName, roleName(step.actorRole)].filter(Boolean).join('，')} · {dateTimeLabel(step.createTime)}
                    </Text>
                    {step.opinion && <Text>意见：{step.opinion}</Text>}
                  </Box>
                ))}
              </Stack>
            </>
          )}
        </Stack>
      ) : (
        keyword === null && <EmptyState text="搜索并选择一条记录，查看它在流程中的轨迹" />
      )}
    </Box>
  );
}
