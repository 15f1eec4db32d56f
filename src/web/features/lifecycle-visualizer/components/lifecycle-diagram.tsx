import { Badge, Box, chakra, HStack, Text } from '@chakra-ui/react';
import {
  Background,
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  Handle,
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
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { LifecycleGraph } from '@machines/lifecycle-graph';
import {
  flowElementsOf,
  nodeText,
  pathOf,
  shareText,
  shareWidth,
  type FlowEdgeData,
  type FlowLayout,
  type FlowOverlay,
  type StatusNodeData,
} from '../flow.logic';

/** Clicking a status (mouse or keyboard) goes up to the page. */
const SelectStatusContext = createContext<(status: number) => void>(() => {});

const hiddenHandle = { opacity: 0, width: 1, height: 1, minWidth: 0, minHeight: 0, border: 0 };

function StatusNode({ data }: NodeProps<Node<StatusNodeData>>) {
  const onSelect = useContext(SelectStatusContext);
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
        onClick={() => onSelect(node.status)}
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
        <Text fontSize="sm" fontWeight="semibold" color="gray.900" lineClamp={1}>
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

function LifecycleEdgeView({ id, data, markerEnd }: EdgeProps<Edge<FlowEdgeData>>) {
  if (!data) return null;
  const traced = data.steps.length > 0;
  const label = data.label;
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
            bg="rgba(255,255,255,0.85)"
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
 * Frames the whole drawing, edges routed around the nodes included (fitView frames the nodes
 * only), again whenever the pane changes size (the side panel opens, the window resizes).
 */
function FitToLayout({ layout }: { layout: FlowLayout }) {
  const { fitBounds } = useReactFlow();
  const paneWidth = useStore((state) => state.width);
  const paneHeight = useStore((state) => state.height);
  useEffect(() => {
    if (paneWidth > 0 && paneHeight > 0) void fitBounds({ x: 0, y: 0, width: layout.width, height: layout.height }, { padding: 0.03 });
  }, [fitBounds, layout, paneWidth, paneHeight]);
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
}

/** The machine drawn with xyflow from elk's layout: zoom, pan and fit by the controls. */
export function LifecycleDiagram({ graph, layout, overlay, onSelectStatus }: LifecycleDiagramProps) {
  const { nodes, edges } = useMemo(() => {
    const elements = flowElementsOf(graph, layout, overlay);
    return { nodes: elements.nodes, edges: elements.edges.map((edge) => ({ ...edge, markerEnd: { type: 'arrowclosed' as const, color: edge.data?.steps.length ? '#b8232a' : '#5f5650' } })) };
  }, [graph, layout, overlay]);
  return (
    <SelectStatusContext.Provider value={onSelectStatus}>
      <ReactFlow
        key={graph.kind}
        nodes={nodes}
        edges={edges}
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
        <FitToLayout layout={layout} />
        <Background gap={20} color="#e5ddd6" />
        <Controls showInteractive={false} aria-label="缩放与适应" />
      </ReactFlow>
    </SelectStatusContext.Provider>
  );
}
