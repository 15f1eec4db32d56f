import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { chinaDayjs } from '@web/lib/dates';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LIFECYCLE_KINDS, LIFECYCLE_TITLES, lifecycleGraph, type LifecycleKind } from '@machines/lifecycle-graph';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { Permission } from '@web/features/permissions';
import { useTermsQuery } from '@web/features/workflow';
import { errorMessage } from '@web/lib/http-error';
import { AnalyticsPanel } from './components/analytics-panel';
import { LifecycleDiagram } from './components/lifecycle-diagram';
import { Legend } from './components/legend';
import { SimulatorPanel } from './components/simulator-panel';
import { StatusRecordsPanel } from './components/status-records-panel';
import { TracePanel } from './components/trace-panel';
import { saveSvg, savePng } from './diagram-export';
import { layoutLifecycle } from './flow.layout';
import { edgeShares, svgOf, traceHighlight, traceOf, type FlowLayout, type FlowOverlay } from './flow.logic';
import { useFlowAnalyticsQuery, useStatusCountsQuery } from './visualizer.api';
import { historyEventLabel, useTracedRecord } from './visualizer.records';

type Mode = 'counts' | 'trace' | 'analytics' | 'simulate';

const MODES: readonly { key: Mode; label: string }[] = [
  { key: 'counts', label: '在办统计' },
  { key: 'trace', label: '轨迹追踪' },
  { key: 'analytics', label: '流程分析' },
  { key: 'simulate', label: '流程模拟' },
];

/** The operation code that gates the export buttons (seeded with the menu). */
const EXPORT_CODE = 'visualizerExport';
const DIAGRAM_ID = 'lifecycle-diagram';

// Printing shows the diagram alone, across the page.
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  #${DIAGRAM_ID}, #${DIAGRAM_ID} * { visibility: visible !important; }
  #${DIAGRAM_ID} { position: fixed; inset: 0; height: 100vh !important; border: 0 !important; }
  #${DIAGRAM_ID} .react-flow__controls { display: none !important; }
}`;

type LayoutState = { key: string; layout: FlowLayout | null; error: unknown };

/** elk lays the machine out asynchronously; a failure can be retried. */
function useLifecycleLayout(kind: LifecycleKind, edgeLabels: boolean) {
  const key = `${kind}:${edgeLabels}`;
  const [state, setState] = useState<LayoutState>({ key, layout: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    layoutLifecycle(lifecycleGraph(kind), { edgeLabels }).then(
      (layout) => live && setState({ key, layout, error: null }),
      (error: unknown) => live && setState({ key, layout: null, error }),
    );
    return () => {
      live = false;
    };
  }, [key, kind, edgeLabels, attempt]);
  const current = state.key === key ? state : { key, layout: null, error: null };
  return { ...current, retry: () => setAttempt((n) => n + 1) };
}

/**
 * 流程可视化: each lifecycle drawn from its machine, with live counts per status, the records
 * of a status, one record's path replayed, flow analytics over a period, a simulator and
 * export. elkjs and @xyflow/react load with this page only.
 */
export function Component() {
  const [kind, setKind] = useState<LifecycleKind>('proposal');
  const [mode, setMode] = useState<Mode>('counts');
  const [selected, setSelected] = useState<number | null>(null);
  const [tracedId, setTracedId] = useState<string | null>(null);
  const [shown, setShown] = useState(0);
  const [period, setPeriod] = useState(() => ({ from: chinaDayjs().subtract(365, 'day').format('YYYY-MM-DD'), to: chinaDayjs().format('YYYY-MM-DD') }));
  const graph = lifecycleGraph(kind);
  const initialStatus = graph.nodes.find((node) => node.initial)?.status ?? graph.nodes[0].status;
  const [simulated, setSimulated] = useState<number>(initialStatus);

  const [allLabels, setAllLabels] = useState(false);
  const { layout, error: layoutError, retry: retryLayout } = useLifecycleLayout(kind, allLabels);
  const counts = useStatusCountsQuery(kind);
  const terms = useTermsQuery();
  const analytics = useFlowAnalyticsQuery({ kind, ...period }, { skip: mode !== 'analytics' });
  const traced = useTracedRecord(kind, tracedId);

  const steps = useMemo(
    () => (traced.traced ? traceOf(graph, traced.traced.history, (type) => historyEventLabel(kind, type)) : []),
    [graph, kind, traced.traced],
  );
  // A newly loaded record shows its whole path; the slider then replays it.
  const [stepsFor, setStepsFor] = useState<typeof steps | null>(null);
  if (stepsFor !== steps) {
    setStepsFor(steps);
    setShown(steps.length);
  }

  const overlay = useMemo((): FlowOverlay => {
    const countMap = counts.data ? new Map(counts.data.counts.map((row) => [row.status, row])) : undefined;
    return {
      counts: countMap,
      shares: mode === 'analytics' && analytics.data ? edgeShares(graph, analytics.data.edges, analytics.data.leaving) : undefined,
      trace: mode === 'trace' && steps.length ? traceHighlight(steps, shown) : null,
      simulated: mode === 'simulate' ? simulated : null,
      selected,
    };
  }, [counts.data, mode, analytics.data, graph, steps, shown, simulated, selected]);

  const chooseKind = (next: LifecycleKind) => {
    setKind(next);
    setSelected(null);
    setTracedId(null);
    setSimulated(lifecycleGraph(next).nodes.find((node) => node.initial)?.status ?? 0);
  };

  const onSelectStatus = useCallback(
    (status: number) => {
      if (mode === 'simulate') setSimulated(status);
      else setSelected(status);
    },
    [mode],
  );

  const followSuggestion = (suggestionId: number) => {
    chooseKind('suggest');
    setMode('trace');
    setTracedId(String(suggestionId));
  };

  // A file shows every label, laid out so that no edge crosses one.
  const exportedSvg = async () => svgOf(graph, allLabels && layout ? layout : await layoutLifecycle(graph, { edgeLabels: true }), overlay);
  const exportAs = async (save: (svg: string) => void | Promise<void>) => {
    try {
      await save(await exportedSvg());
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error) });
    }
  };
  const exportSvg = () => exportAs((svg) => saveSvg(svg, `${graph.title}流程图.svg`));
  const exportPng = () => exportAs((svg) => savePng(svg, `${graph.title}流程图.png`));

  const term = counts.data?.term ?? null;
  const times = counts.data?.times ?? null;
  const termInfo = terms.data?.list.find((option) => option.term === term && option.times === times);
  const termNote =
    kind === 'message' ? '统计范围：全部留言' : term === null ? '' : `统计范围：${termInfo ? `${termInfo.termShow}${termInfo.timesShow}` : `第${term}届第${times}次会议`}`;
  const selectedNode = selected === null ? null : graph.nodes.find((node) => node.status === selected) ?? null;
  // The side column opens only for a panel, so that the diagram has the width otherwise.
  const sidePanel = mode !== 'counts' || selectedNode !== null;

  return (
    <Stack gap="3">
      <style>{PRINT_CSS}</style>
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <HStack gap="2" role="group" aria-label="流程">
          {LIFECYCLE_KINDS.map((option) => (
            <Button key={option} size="sm" variant={option === kind ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={option === kind} onClick={() => chooseKind(option)}>
              {LIFECYCLE_TITLES[option]}
            </Button>
          ))}
        </HStack>
        <HStack gap="2" role="group" aria-label="功能">
          {MODES.map((option) => (
            <Button key={option.key} size="sm" variant={option.key === mode ? 'subtle' : 'ghost'} colorPalette="brand" aria-pressed={option.key === mode} onClick={() => setMode(option.key)}>
              {option.label}
            </Button>
          ))}
        </HStack>
        <Permission code={EXPORT_CODE}>
          <HStack gap="2">
            <Button size="sm" variant="outline" disabled={!layout} onClick={() => void exportSvg()}>
              导出SVG
            </Button>
            <Button size="sm" variant="outline" disabled={!layout} onClick={() => void exportPng()}>
              导出PNG
            </Button>
            <Button size="sm" variant="outline" disabled={!layout} onClick={() => window.print()}>
              打印
            </Button>
          </HStack>
        </Permission>
      </Flex>
      <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
        <Text>{termNote}</Text>
        {counts.data && <Text>在办合计 {counts.data.total} 件</Text>}
        {counts.error && (
          <HStack gap="1" color="red.700">
            <Text>统计数据加载失败：{errorMessage(counts.error)}</Text>
            <Button size="2xs" variant="outline" onClick={() => void counts.refetch()}>
              重试
            </Button>
          </HStack>
        )}
      </HStack>
      <Flex gap="3" align="flex-start" direction={{ base: 'column', xl: 'row' }}>
        <Box
          id={DIAGRAM_ID}
          flex={{ base: 'none', xl: '1' }}
          minW="0"
          w="full"
          h={{ base: '520px', md: '680px' }}
          bg="white"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          position="relative"
        >
          {layoutError ? (
            <ErrorState title="流程图布局失败" error={layoutError} onRetry={retryLayout} />
          ) : !layout ? (
            <LoadingState text="正在布局流程图…" />
          ) : (
            <LifecycleDiagram graph={graph} layout={layout} overlay={overlay} onSelectStatus={onSelectStatus} allLabels={allLabels} onAllLabels={setAllLabels} />
          )}
        </Box>
        <Stack gap="3" w={{ base: 'full', xl: '360px' }} flexShrink={0} hidden={!sidePanel}>
          {mode === 'trace' && (
            <TracePanel
              kind={kind}
              traced={traced.traced}
              tracedLoading={traced.isFetching}
              tracedError={traced.error}
              onRetryTraced={traced.refetch}
              steps={steps}
              shown={shown}
              onShown={setShown}
              onPick={setTracedId}
              onFollowSuggestion={followSuggestion}
            />
          )}
          {mode === 'analytics' && (
            <AnalyticsPanel
              graph={graph}
              from={period.from}
              to={period.to}
              onPeriod={(from, to) => setPeriod({ from, to })}
              analytics={analytics.data}
              loading={analytics.isFetching}
              error={analytics.error}
              onRetry={() => void analytics.refetch()}
            />
          )}
          {mode === 'simulate' && <SimulatorPanel graph={graph} status={simulated} onStatus={setSimulated} onReset={() => setSimulated(initialStatus)} />}
          {selectedNode && mode !== 'simulate' && (
            <StatusRecordsPanel key={`${kind}-${selectedNode.status}`} kind={kind} node={selectedNode} term={kind === 'message' ? null : term} times={kind === 'message' ? null : times} onClose={() => setSelected(null)} />
          )}
        </Stack>
      </Flex>
      <Legend />
    </Stack>
  );
}
