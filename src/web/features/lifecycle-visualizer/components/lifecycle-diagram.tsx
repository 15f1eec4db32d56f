import { Badge, Box, Button, chakra, HStack, Text } from '@chakra-ui/react';
import {
  Background,
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
  MiniMap,
  Panel,
  Position,
  ReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeProps,
  useReactFlow,
  useStore,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { LifecycleGraph } from '@machines/lifecycle-graph';
import {
  flowElementsOf,
  initialViewport,
  nodeText,
  pathOf,
  shareText,
  shareWidth,
  statusNodeId,
  STATUS_LABEL_PX,
  type FlowEdgeData,
  type FlowLayout,
  type FlowOverlay,
  type StatusNodeData,
} from '../flow.logic';

interface StatusActions {
  /** Clicking a status (mouse or keyboard) goes up to the page. */
  select: (status: number) => void;
  /** Hovering or focusing a status shows the labels of the edges leaving it. */
  point: (status: number | null) => void;
}
const StatusActionsContext = createContext<StatusActions>({ select: () => {}, point: () => {} });

type ShownEdgeData = FlowEdgeData & { labelShown: boolean };

const hiddenHandle = { opacity: 0, width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 };

function StatusNode({ data }: NodeProps<Node<StatusNodeData>>) {
  const actions = useContext(StatusActionsContext);
  const { node, count, traced, current, simulated, selected } = data;
  const highlighted = traced || simulated || selected;
  const name = [
    nodeText(node),
    node.initial ? '起始状态' : '',
    node.final ? '终止状态' : '',
    count ? `${count.count} 件` : '',
    count?.overdue ? `逾期 ${count.overdue} 件` : '',
    current ? '当前所在' : '',
    simulated ? '模拟所在' : '',
  ]
    .filter(Boolean)
    .join('，');
  return (
    <>
      <Handle type="target" position={Position.Top} style={hiddenHandle} isConnectable={false} />
      <chakra.button
        type="button"
        className="nodrag"
        data-status={node.status}
        aria-label={name}
        aria-pressed={selected}
        onClick={() => actions.select(node.status)}
        onMouseEnter={() => actions.point(node.status)}
        onMouseLeave={() => actions.point(null)}
        onFocus={() => actions.point(node.status)}
        onBlur={() => actions.point(null)}
        w="full"
        h="full"
        px="2"
        rounded="md"
        bg={simulated ? 'gold.100' : node.initial ? 'brand.50' : 'white'}
        borderWidth={node.final || highlighted ? '3px' : '1.5px'}
        borderStyle={node.final ? 'double' : 'solid'}
        borderColor={traced || selected ? 'brand.solid' : simulated ? 'gold.600' : node.final ? 'gray.800' : 'gray.500'}
        boxShadow={current ? '0 0 0 4px var(--chakra-colors-brand-200)' : undefined}
        cursor="pointer"
        textAlign="center"
        _focusVisible={{ outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
      >
        <Text fontSize={`${STATUS_LABEL_PX}px`} fontWeight="semibold" color="gray.900" lineClamp={1} data-status-label>
          {nodeText(node)}
        </Text>
        <HStack gap="1" justify="center" mt="1" aria-hidden="true">
          {node.initial && <Badge size="xs" colorPalette="brand" variant="subtle">起始</Badge>}
          {node.final && <Badge size="xs" colorPalette="gray" variant="solid">终止</Badge>}
          {count && <Badge size="xs" colorPalette="blue" variant="subtle" data-testid="count-badge">{count.count} 件</Badge>}
          {count && count.overdue > 0 && <Badge size="xs" colorPalette="red" variant="solid">逾期 {count.overdue}</Badge>}
        </HStack>
      </chakra.button>
      <Handle type="source" position={Position.Bottom} style={hiddenHandle} isConnectable={false} />
    </>
  );
}

function GroupNode({ data }: NodeProps<Node<{ label: string }>>) {
  return (
    <Box w="full" h="full" rounded="lg" borderWidth="1.5px" borderStyle="dashed" borderColor="gold.600" bg="rgba(201,167,124,0.08)" px="3" py="1">
      <Text fontSize="xs" color="gold.800" fontWeight="semibold">
        {data.label}
      </Text>
    </Box>
  );
}

function HistoryNode() {
  return (
    <>
      <Handle type="target" position={Position.Top} style={hiddenHandle} isConnectable={false} />
      <Box
        w="full"
        h="full"
        rounded="full"
        borderWidth="1.5px"
        borderColor="gold.700"
        bg="white"
        display="flex"
        alignItems="center"
        justifyContent="center"
        fontWeight="bold"
        color="gold.800"
        title="H 返回原状态：不同意撤回时回到申请撤回前的状态"
      >
        H
      </Box>
      <Handle type="source" position={Position.Bottom} style={hiddenHandle} isConnectable={false} />
    </>
  );
}

function LifecycleEdgeView({ id, data, markerEnd }: EdgeProps<Edge<ShownEdgeData>>) {
  if (!data) return null;
  const traced = data.steps.length > 0;
  const label = data.labelShown ? data.label : null;
  return (
    <>
      <BaseEdge
        id={id}
        path={pathOf(data.points)}
        markerEnd={markerEnd}
        style={{
          stroke: traced ? '#b8232a' : '#5f5650',
          strokeWidth: traced ? 3 : shareWidth(data.share),
          strokeDasharray: data.historyBranch ? '6 4' : undefined,
        }}
      />
      {label && (
        <EdgeLabelRenderer>
          <Box
            position="absolute"
            transform={`translate(${label.x}px, ${label.y}px)`}
            fontSize="11px"
            lineHeight="16px"
            color="gray.800"
            bg={label.reserved ? 'rgba(255,255,255,0.85)' : 'white'}
            borderWidth={label.reserved ? undefined : '1px'}
            borderColor="gray.400"
            rounded="sm"
            boxShadow={label.reserved ? undefined : 'sm'}
            zIndex={label.reserved ? undefined : 1000}
            px="1"
            pointerEvents="none"
            data-edge-label={id}
            whiteSpace="nowrap"
          >
            {label.lines.map((line) => (
              <div key={line}>{line}</div>
            ))}
            {data.share && <Box color="blue.700" fontWeight="semibold">{shareText(data.share)}</Box>}
            {traced && (
              <HStack gap="1" mt="0.5">
                {data.steps.map((step) => (
                  <Box key={step} as="span" bg="brand.solid" color="white" rounded="full" minW="18px" textAlign="center" fontWeight="bold" data-step={step}>
                    {step}
                  </Box>
                ))}
              </HStack>
            )}
          </Box>
        </EdgeLabelRenderer>
      )}
    </>
  );
}

/**
 * Opens the drawing at a readable zoom (initialViewport), again when the layout or the pane's
 * size changes (the side panel opens, the window resizes).
 */
function InitialView({ layout }: { layout: FlowLayout }) {
  const { setViewport } = useReactFlow();
  const paneWidth = useStore((state) => state.width);
  const paneHeight = useStore((state) => state.height);
  useEffect(() => {
    if (paneWidth > 0 && paneHeight > 0) void setViewport(initialViewport(layout, { width: paneWidth, height: paneHeight }));
  }, [setViewport, layout, paneWidth, paneHeight]);
  return null;
}

const keepNodesClickable = () => {};

const nodeTypes = { lifecycleStatus: StatusNode, lifecycleGroup: GroupNode, lifecycleHistory: HistoryNode };
const edgeTypes = { lifecycleEdge: LifecycleEdgeView };

export interface LifecycleDiagramProps {
  graph: LifecycleGraph;
  layout: FlowLayout;
  overlay: FlowOverlay;
  onSelectStatus: (status: number) => void;
  /** Every edge's label laid out and shown, or labels on hover and focus only. */
  allLabels: boolean;
  onAllLabels: (all: boolean) => void;
}

/** The machine drawn with xyflow from elk's layout: zoom, pan and fit by the controls. */
export function LifecycleDiagram({ graph, layout, overlay, onSelectStatus, allLabels, onAllLabels }: LifecycleDiagramProps) {
  const [pointedEdge, setPointedEdge] = useState<string | null>(null);
  const [pointedStatus, setPointedStatus] = useState<number | null>(null);
  const actions = useMemo((): StatusActions => ({ select: onSelectStatus, point: setPointedStatus }), [onSelectStatus]);
  const elements = useMemo(() => flowElementsOf(graph, layout, overlay), [graph, layout, overlay]);
  const edges = useMemo(() => {
    const pointedSource = pointedStatus === null ? null : statusNodeId(pointedStatus);
    return elements.edges.map((edge): Edge<ShownEdgeData> => {
      const data = edge.data!;
      // A label shows when it has its own room, tells a traced step or a share, or is pointed at.
      const labelShown = Boolean(data.label?.reserved || data.steps.length || data.share || edge.id === pointedEdge || edge.source === pointedSource);
      return { ...edge, data: { ...data, labelShown }, markerEnd: { type: 'arrowclosed' as const, color: data.steps.length ? '#b8232a' : '#5f5650' } };
    });
  }, [elements, pointedEdge, pointedStatus]);
  return (
    <StatusActionsContext.Provider value={actions}>
      <ReactFlow
        key={graph.kind}
        nodes={elements.nodes}
        edges={edges}
        onEdgeMouseEnter={(_, edge) => setPointedEdge(edge.id)}
        onEdgeMouseLeave={() => setPointedEdge(null)}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        minZoom={0.2}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        // xyflow turns off pointer events on nodes without a click handler; the node's own button does the work.
        onNodeClick={keepNodesClickable}
        proOptions={{ hideAttribution: true }}
        aria-label={`${graph.title}流程图`}
      >
        <InitialView layout={layout} />
        <Background gap={20} color="#e5ddd6" />
        <Controls showInteractive={false} aria-label="缩放与适应" />
        <MiniMap pannable zoomable ariaLabel="流程图全貌" nodeColor={(node) => (node.type === 'lifecycleGroup' ? 'rgba(201,167,124,0.25)' : '#8c7f76')} />
        <Panel position="top-right">
          <Button size="xs" variant="outline" bg="white" aria-pressed={allLabels} onClick={() => onAllLabels(!allLabels)}>
            {allLabels ? '标注仅悬停显示' : '显示全部标注'}
          </Button>
        </Panel>
      </ReactFlow>
    </StatusActionsContext.Provider>
  );
}
