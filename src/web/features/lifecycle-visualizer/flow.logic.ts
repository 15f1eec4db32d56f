import type { ElkExtendedEdge, ElkNode, ElkPoint } from 'elkjs/lib/elk-api';
import type { Edge, Node } from '@xyflow/react';
import { edgeOfStep, parseSelector, type LifecycleEdge, type LifecycleGraph, type LifecycleKind, type LifecycleNode } from '@machines/lifecycle-graph';
import { PROPOSAL_EXAMINE_RESULT, SATISFACTION, SUGGEST_EXAMINE_RESULT, labelOf } from '@shared/enums';
import { RELATION_LABEL, type Who } from '@machines/workflow';
import { ROLE_LABEL } from '@shared/roles';

/**
 * The visualizer's pure rules: a lifecycle graph (machines/lifecycle-graph.ts, read from the
 * machines) → elk's input → a laid-out diagram in absolute coordinates → xyflow's nodes and
 * edges, an SVG file, a trace of a record's history and the simulator's choices. Only types
 * come from elkjs and @xyflow/react here, so this module stays cheap to import in tests.
 */

export const NODE_WIDTH = 176;
export const NODE_HEIGHT = 60;
const LABEL_LINE_HEIGHT = 16;
const GROUP_PADDING = 28;
const HISTORY_SIZE = 36;

export const statusNodeId = (status: number) => `status-${status}`;
export const groupNodeId = (key: string) => `group-${key}`;
export const historyNodeId = (key: string) => `history-${key}`;
/** The dashed branch from a history state back to one status it may return to. */
export const historyBranchId = (edgeId: string, target: number) => `${edgeId}@${target}`;

/** The group that owns the history state a history edge returns through. */
function historyGroupOf(graph: LifecycleGraph, edge: LifecycleEdge): string {
  const group = graph.groups.find((candidate) => candidate.hasHistory && edge.historyTargets.every((status) => candidate.statuses.includes(status)));
  return group?.key ?? graph.groups.find((candidate) => candidate.hasHistory)?.key ?? 'history';
}

// ─── Labels ────────────────────────────────────────────────────────────────────────────

const EXAMINE_RESULTS: Record<LifecycleKind, Record<number, string>> = {
  proposal: PROPOSAL_EXAMINE_RESULT,
  suggest: SUGGEST_EXAMINE_RESULT,
  message: {},
  deputy: {},
  report: {},
};

/** 审查结果：退回 / 满意度：满意或基本满意; an unknown selector stays as the machine writes it. */
export function selectorLabel(kind: LifecycleKind, selector: string): string {
  const parsed = parseSelector(selector);
  if (!parsed) return selector;
  const table = parsed.field === 'result' ? EXAMINE_RESULTS[kind] : (SATISFACTION as Record<number, string>);
  const names = parsed.values.map((value) => labelOf<number>(table, value));
  return `${parsed.field === 'result' ? '审查结果' : '满意度'}：${names.join('或')}`;
}

/**
 * Who may take an edge, in Chinese: the relation or body of each role guard with its roles, e.g.
 * 审查小组（工作委员会）. The super administrator, whom every guard admits (docs/lifecycles.md),
 * is left out: the legend says so once.
 */
export function whoLabel(who: readonly Who[]): string {
  const names: string[] = [];
  for (const { relation, body, roles = [] } of who) {
    const relationName = relation ? RELATION_LABEL[relation] : (body ?? '');
    const roleNames = roles.map((code) => ROLE_LABEL[code]);
    const name = relationName && roleNames.length ? `${relationName}（${roleNames.join('、')}）` : relationName || roleNames.join('、');
    if (name && !names.includes(name)) names.push(name);
  }
  return names.join('、') || ROLE_LABEL.NPC_ADMIN;
}

/** An edge's lines: the event with its selector, then who may take it. */
export function edgeLabelLines(kind: LifecycleKind, edge: LifecycleEdge): [string, string] {
  const selectors = edge.selectors.map((selector) => selectorLabel(kind, selector));
  return [[edge.eventLabel, ...selectors].join(' · '), whoLabel(edge.who)];
}

export const nodeText = (node: Pick<LifecycleNode, 'status' | 'label'>) => `${node.status} ${node.label}`;

/** A rough width of a label: CJK characters are about a font size wide, the rest half. */
export function textWidth(text: string, fontSize = 12): number {
  let width = 0;
  for (const char of text) width += /[\u2E80-\uFFFF]/.test(char) ? fontSize : fontSize * 0.6;
  return Math.ceil(width);
}

const labelSize = (lines: readonly string[]) => ({
  width: Math.max(...lines.map((line) => textWidth(line, 11))) + 8,
  height: lines.length * LABEL_LINE_HEIGHT,
});

// ─── Graph → elk input ───────────────────────────────────────────────────────────────

export type FlowDirection = 'DOWN' | 'RIGHT';

export interface FlowLayoutOptions {
  direction?: FlowDirection;
  /**
   * Lay every edge's label out with the graph, so that no edge crosses one (the export and
   * 显示全部标注). Without, the drawing is compact and a label shows on hover or focus.
   */
  edgeLabels?: boolean;
}

/**
 * elk's input: statuses as nodes, a group's statuses (and its history state) inside a compound
 * node, every machine transition as an edge (with its label's size when labels are laid out). A
 * history edge ends at the history state, which returns to each of its targets along a dashed
 * branch.
 */
export function elkGraphOf(graph: LifecycleGraph, { direction = 'DOWN', edgeLabels = true }: FlowLayoutOptions = {}): ElkNode {
  const grouped = new Map(graph.groups.map((group) => [group.key, [] as ElkNode[]]));
  const topLevel: ElkNode[] = [];
  for (const node of graph.nodes) {
    const elkNode: ElkNode = { id: statusNodeId(node.status), width: NODE_WIDTH, height: NODE_HEIGHT };
    // Records start at the top: the initial status leads, whatever cycles lead back to it.
    if (node.initial && !node.group) elkNode.layoutOptions = { 'elk.layered.layering.layerConstraint': 'FIRST' };
    (node.group && grouped.get(node.group) ? grouped.get(node.group)! : topLevel).push(elkNode);
  }
  for (const group of graph.groups) {
    const children = grouped.get(group.key)!;
    if (group.hasHistory) children.push({ id: historyNodeId(group.key), width: HISTORY_SIZE, height: HISTORY_SIZE });
    // The group stands in the machine's order where its first status does (elk reads the model order).
    const first = Math.min(...group.statuses);
    const at = topLevel.findIndex((node) => Number(node.id.slice('status-'.length)) > first);
    topLevel.splice(at < 0 ? topLevel.length : at, 0, {
      id: groupNodeId(group.key),
      children,
      layoutOptions: { 'elk.padding': `[top=${GROUP_PADDING},left=16,bottom=16,right=16]` },
    });
  }
  const labelled = (id: string, lines: string[]): ElkExtendedEdge['labels'] =>
    edgeLabels ? [{ id: `${id}-label`, text: lines.join('\n'), ...labelSize(lines) }] : undefined;
  const edges: ElkExtendedEdge[] = [];
  for (const edge of graph.edges) {
    const source = statusNodeId(edge.from);
    if (edge.to === 'history') {
      const history = historyNodeId(historyGroupOf(graph, edge));
      edges.push({ id: edge.id, sources: [source], targets: [history], labels: labelled(edge.id, edgeLabelLines(graph.kind, edge)) });
      for (const target of edge.historyTargets) {
        edges.push({ id: historyBranchId(edge.id, target), sources: [history], targets: [statusNodeId(target)] });
      }
    } else {
      edges.push({ id: edge.id, sources: [source], targets: [statusNodeId(edge.to)], labels: labelled(edge.id, edgeLabelLines(graph.kind, edge)) });
    }
  }
  return {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': edgeLabels ? '56' : '48',
      'elk.spacing.nodeNode': edgeLabels ? '40' : '32',
      'elk.layered.spacing.edgeNodeBetweenLayers': '20',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '12',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.crossingMinimization.strategy': 'LAYER_SWEEP',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      // The machine's own order (statuses by code, transitions as declared) reads top-down.
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    },
    children: topLevel,
    edges,
  };
}

// ─── elk output → a laid-out diagram (absolute coordinates) ──────────────────────────

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidNode extends Box {
  id: string;
  kind: 'status' | 'group' | 'history';
  /** The status of a status node; the group's key for a group or history node. */
  status: number | null;
  group: string | null;
  /** Where xyflow puts it: relative to its parent group, if any. */
  parentId: string | null;
  relative: { x: number; y: number };
}

export interface LaidEdge {
  id: string;
  source: string;
  target: string;
  /** The machine edge this one draws (a history branch draws its history edge's return). */
  edgeId: string;
  historyBranch: boolean;
  /** The polyline elk routed: start, bends, end. */
  points: ElkPoint[];
  /**
   * Where the event's label goes: laid out by elk (`reserved`, no edge crosses it) or centred
   * on the edge's middle, shown on hover or focus only.
   */
  label: { lines: string[]; x: number; y: number; width: number; height: number; reserved: boolean } | null;
}

export interface FlowLayout {
  kind: LifecycleKind;
  nodes: LaidNode[];
  edges: LaidEdge[];
  width: number;
  height: number;
}

/** Turns elk's answer (positions relative to parents, edges relative to their container) into absolute ones. */
export function layoutOf(graph: LifecycleGraph, laid: ElkNode): FlowLayout {
  const nodes: LaidNode[] = [];
  const origin = new Map<string, { x: number; y: number }>([['root', { x: 0, y: 0 }]]);
  const laidEdges: { edge: ElkExtendedEdge; container: string }[] = [];
  const visit = (node: ElkNode, parent: ElkNode | null, offset: { x: number; y: number }) => {
    for (const edge of node.edges ?? []) laidEdges.push({ edge, container: node.id });
    for (const child of node.children ?? []) {
      const x = offset.x + (child.x ?? 0);
      const y = offset.y + (child.y ?? 0);
      origin.set(child.id, { x, y });
      const kind = child.id.startsWith('group-') ? 'group' : child.id.startsWith('history-') ? 'history' : 'status';
      nodes.push({
        id: child.id,
        kind,
        status: kind === 'status' ? Number(child.id.slice('status-'.length)) : null,
        group: kind === 'status' ? (graph.nodes.find((n) => statusNodeId(n.status) === child.id)?.group ?? null) : child.id.replace(/^(group|history)-/, ''),
        parentId: parent && parent.id !== 'root' ? parent.id : null,
        relative: { x: child.x ?? 0, y: child.y ?? 0 },
        x,
        y,
        width: child.width ?? NODE_WIDTH,
        height: child.height ?? NODE_HEIGHT,
      });
      visit(child, child, { x, y });
    }
  };
  visit(laid, null, { x: 0, y: 0 });

  const edges = laidEdges.map(({ edge, container }): LaidEdge => {
    // elk answers each edge's coordinates relative to the node it names as its container.
    const base = origin.get((edge as ElkExtendedEdge & { container?: string }).container ?? container) ?? { x: 0, y: 0 };
    const shift = (point: ElkPoint) => ({ x: point.x + base.x, y: point.y + base.y });
    const points = (edge.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]).map(shift);
    const elkLabel = edge.labels?.[0];
    const historyBranch = edge.id.includes('@');
    const graphEdge = historyBranch ? undefined : graph.edges.find((candidate) => candidate.id === edge.id);
    return {
      id: edge.id,
      source: edge.sources[0],
      target: edge.targets[0],
      edgeId: historyBranch ? edge.id.slice(0, edge.id.lastIndexOf('@')) : edge.id,
      historyBranch,
      points,
      label: elkLabel
        ? {
            lines: (elkLabel.text ?? '').split('\n'),
            x: (elkLabel.x ?? 0) + base.x,
            y: (elkLabel.y ?? 0) + base.y,
            width: elkLabel.width ?? 0,
            height: elkLabel.height ?? 0,
            reserved: true,
          }
        : graphEdge && points.length > 0
          ? floatingLabel(edgeLabelLines(graph.kind, graphEdge), midpointOf(points))
          : null,
    };
  });
  return { kind: graph.kind, nodes, edges, width: laid.width ?? 0, height: laid.height ?? 0 };
}

function floatingLabel(lines: string[], centre: ElkPoint): NonNullable<LaidEdge['label']> {
  const { width, height } = labelSize(lines);
  return { lines, x: centre.x - width / 2, y: centre.y - height / 2, width, height, reserved: false };
}

/** The point halfway along a polyline. */
export function midpointOf(points: readonly ElkPoint[]): ElkPoint {
  const lengths = points.slice(1).map((point, index) => Math.hypot(point.x - points[index].x, point.y - points[index].y));
  let rest = lengths.reduce((sum, length) => sum + length, 0) / 2;
  for (const [index, length] of lengths.entries()) {
    if (rest <= length && length > 0) {
      const [from, to] = [points[index], points[index + 1]];
      return { x: from.x + ((to.x - from.x) * rest) / length, y: from.y + ((to.y - from.y) * rest) / length };
    }
    rest -= length;
  }
  return points[0];
}

// ─── First sight ─────────────────────────────────────────────────────────────────────

/** A status label is 14 px at zoom 1; below this zoom it would be smaller than 12 px. */
export const STATUS_LABEL_PX = 14;
export const MIN_READABLE_ZOOM = 0.9;

/** The middle of the statuses across: where most of a wide drawing's statuses stand. */
export function statusesCentreX(layout: FlowLayout): number {
  const centres = layout.nodes.filter((node) => node.kind === 'status').map((node) => node.x + node.width / 2).sort((a, b) => a - b);
  return centres.length ? centres[Math.floor(centres.length / 2)] : layout.width / 2;
}

/**
 * The viewport the diagram opens with: the whole drawing when it fits at a readable zoom
 * (never above 1), otherwise readable labels from the top, centred on the statuses; the minimap
 * gives the overview.
 */
export function initialViewport(layout: FlowLayout, pane: { width: number; height: number }, focusX = statusesCentreX(layout), margin = 16) {
  const fit = Math.min((pane.width - 2 * margin) / layout.width, (pane.height - 2 * margin) / layout.height);
  const zoom = Math.min(1, Math.max(fit, MIN_READABLE_ZOOM));
  const width = layout.width * zoom;
  const height = layout.height * zoom;
  const x = width <= pane.width - 2 * margin ? (pane.width - width) / 2 : Math.min(margin, Math.max(pane.width - margin - width, pane.width / 2 - focusX * zoom));
  const y = height <= pane.height - 2 * margin ? (pane.height - height) / 2 : margin;
  return { x, y, zoom };
}

/** An SVG path through a polyline. */
export function pathOf(points: readonly ElkPoint[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`).join(' ');
}

// ─── What is drawn on top: counts, analytics, trace, simulation ──────────────────────

export interface StatusCount {
  status: number;
  count: number;
  overdue: number;
}

export interface EdgeShare {
  count: number;
  /** count / the records that left the edge's source status in the period. */
  share: number;
}

export interface FlowOverlay {
  counts?: ReadonlyMap<number, StatusCount>;
  shares?: ReadonlyMap<string, EdgeShare>;
  trace?: TraceHighlight | null;
  simulated?: number | null;
  selected?: number | null;
}

export interface StatusNodeData extends Record<string, unknown> {
  node: LifecycleNode;
  count: StatusCount | null;
  traced: boolean;
  /** The status the replay stands at. */
  current: boolean;
  simulated: boolean;
  selected: boolean;
}

export interface FlowEdgeData extends Record<string, unknown> {
  points: ElkPoint[];
  label: LaidEdge['label'];
  historyBranch: boolean;
  /** Step numbers of a traced record that took this edge. */
  steps: number[];
  share: EdgeShare | null;
}

/** xyflow's nodes and edges for the layout; the edges keep the graph's edge ids. */
export function flowElementsOf(graph: LifecycleGraph, layout: FlowLayout, overlay: FlowOverlay = {}): { nodes: Node[]; edges: Edge<FlowEdgeData>[] } {
  const byStatus = new Map(graph.nodes.map((node) => [node.status, node]));
  // Parents come before their children, as xyflow wants.
  const ordered = [...layout.nodes].sort((a, b) => Number(a.kind !== 'group') - Number(b.kind !== 'group'));
  const nodes: Node[] = ordered.map((laid) => {
    const base = {
      id: laid.id,
      position: laid.relative,
      width: laid.width,
      height: laid.height,
      ...(laid.parentId ? { parentId: laid.parentId, extent: 'parent' as const } : {}),
      draggable: false,
      selectable: false,
    };
    if (laid.kind === 'group') return { ...base, type: 'lifecycleGroup', data: { label: groupLabel(laid.group) } };
    if (laid.kind === 'history') return { ...base, type: 'lifecycleHistory', data: { label: 'H' } };
    const status = laid.status!;
    const data: StatusNodeData = {
      node: byStatus.get(status)!,
      count: overlay.counts?.get(status) ?? (overlay.counts ? { status, count: 0, overdue: 0 } : null),
      traced: overlay.trace?.statuses.has(status) ?? false,
      current: overlay.trace?.current === status,
      simulated: overlay.simulated === status,
      selected: overlay.selected === status,
    };
    return { ...base, type: 'lifecycleStatus', data };
  });
  const edges = layout.edges.map(
    (laid): Edge<FlowEdgeData> => ({
      id: laid.id,
      source: laid.source,
      target: laid.target,
      type: 'lifecycleEdge',
      selectable: false,
      data: {
        points: laid.points,
        label: laid.label,
        historyBranch: laid.historyBranch,
        steps: overlay.trace?.edgeSteps.get(laid.id) ?? [],
        share: laid.historyBranch ? null : (overlay.shares?.get(laid.id) ?? null),
      },
    }),
  );
  return { nodes, edges };
}

const GROUP_LABELS: Readonly<Record<string, string>> = { withdrawable: '可申请撤回' };
export const groupLabel = (key: string | null) => (key ? (GROUP_LABELS[key] ?? key) : '');

/** An edge's stroke width for its share of the records leaving its source. */
export const shareWidth = (share: EdgeShare | null) => (share ? 1.5 + Math.min(1, share.share) * 8 : 1.5);
export const shareText = (share: EdgeShare) => `${Math.round(share.share * 100)}%（${share.count}）`;

/** Shares of each edge: its count over the records that left its source status. */
export function edgeShares(graph: LifecycleGraph, edges: readonly { edgeId: string; count: number }[], leaving: readonly { status: number; count: number }[]): Map<string, EdgeShare> {
  const leavingOf = new Map(leaving.map((row) => [row.status, row.count]));
  const shares = new Map<string, EdgeShare>();
  for (const row of edges) {
    const edge = graph.edges.find((candidate) => candidate.id === row.edgeId);
    if (!edge) continue;
    const total = leavingOf.get(edge.from) ?? 0;
    shares.set(row.edgeId, { count: row.count, share: total > 0 ? row.count / total : 0 });
  }
  return shares;
}

// ─── Trace: a record's history on the diagram ─────────────────────────────────────────

/** A history row as the three detail APIs answer it. */
export interface HistoryStep {
  eventType: string;
  fromStatus: number | null;
  toStatus: number | null;
  result?: number | null;
  satisfaction?: number | null;
  opinion: string | null;
  actorName: string | null;
  actorRole: string | null;
  createTime: string;
}

export interface TraceStep extends HistoryStep {
  /** 1-based, as shown. */
  number: number;
  /** The machine edge it took, or null (a creation row, or an event the machine no longer has). */
  edgeId: string | null;
  /** The xyflow edges it lights: the edge, and for a history edge the branch it returned by. */
  drawnEdgeIds: string[];
  eventLabel: string;
  selector: string;
}

export function traceOf(graph: LifecycleGraph, history: readonly HistoryStep[], fallbackLabel: (eventType: string) => string = (type) => type): TraceStep[] {
  return history.map((step, index) => {
    const edge = edgeOfStep(graph, step);
    const drawnEdgeIds = !edge ? [] : edge.to === 'history' && step.toStatus !== null ? [edge.id, historyBranchId(edge.id, step.toStatus)] : [edge.id];
    const value = edge?.selectors.length ? edge.selectors.map((selector) => selectorLabel(graph.kind, selector)).join('、') : '';
    return {
      ...step,
      number: index + 1,
      edgeId: edge?.id ?? null,
      drawnEdgeIds,
      eventLabel: edge?.eventLabel ?? fallbackLabel(step.eventType),
      selector: selectorOfStep(graph.kind, step) || value,
    };
  });
}

/** The step's own examine result or satisfaction, in Chinese. */
function selectorOfStep(kind: LifecycleKind, step: HistoryStep): string {
  if (step.result !== null && step.result !== undefined) return `审查结果：${labelOf<number>(EXAMINE_RESULTS[kind], step.result)}`;
  if (step.satisfaction) return `满意度：${labelOf<number>(SATISFACTION, step.satisfaction)}`;
  return '';
}

export interface TraceHighlight {
  /** xyflow edge id → the step numbers that took it, in order. */
  edgeSteps: Map<string, number[]>;
  statuses: Set<number>;
  /** The status after the last replayed step. */
  current: number | null;
}

/** What the diagram lights after replaying the first `upTo` steps. */
export function traceHighlight(steps: readonly TraceStep[], upTo: number = steps.length): TraceHighlight {
  const edgeSteps = new Map<string, number[]>();
  const statuses = new Set<number>();
  let current: number | null = null;
  for (const step of steps.slice(0, upTo)) {
    for (const id of step.drawnEdgeIds) edgeSteps.set(id, [...(edgeSteps.get(id) ?? []), step.number]);
    if (step.fromStatus !== null) statuses.add(step.fromStatus);
    if (step.toStatus !== null) {
      statuses.add(step.toStatus);
      current = step.toStatus;
    }
  }
  return { edgeSteps, statuses, current };
}

// ─── Simulation ─────────────────────────────────────────────────────────────────────

export interface SimulatedMove {
  key: string;
  edge: LifecycleEdge;
  target: number;
  label: string;
  who: string;
}

/** The moves the machine offers from a status; a history edge offers each status it may return to. */
export function movesFrom(graph: LifecycleGraph, status: number): SimulatedMove[] {
  return graph.edges
    .filter((edge) => edge.from === status)
    .flatMap((edge) => {
      const targets = edge.to === 'history' ? edge.historyTargets : [edge.to];
      const [event] = edgeLabelLines(graph.kind, edge);
      return targets.map((target) => ({
        key: edge.to === 'history' ? historyBranchId(edge.id, target) : edge.id,
        edge,
        target,
        label: edge.to === 'history' ? `${event} → 返回 ${target}` : `${event} → ${target}`,
        who: whoLabel(edge.who),
      }));
    });
}

// ─── SVG export ─────────────────────────────────────────────────────────────────────

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The diagram as a standalone SVG file, drawn from the layout (not from the page). */
export function svgOf(graph: LifecycleGraph, layout: FlowLayout, overlay: FlowOverlay = {}): string {
  const margin = 24;
  const width = Math.ceil(layout.width + margin * 2);
  const height = Math.ceil(layout.height + margin * 2);
  const byStatus = new Map(graph.nodes.map((node) => [node.status, node]));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${-margin} ${-margin} ${width} ${height}" font-family="'Microsoft YaHei','PingFang SC','Noto Sans CJK SC',sans-serif">`,
    `<title>${escapeXml(`${graph.title}流程图`)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#5f5650"/></marker></defs>',
    `<rect x="${-margin}" y="${-margin}" width="${width}" height="${height}" fill="#ffffff"/>`,
  ];
  for (const node of layout.nodes.filter((n) => n.kind === 'group')) {
    parts.push(`<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="10" fill="#fbf6f2" stroke="#c9a77c" stroke-dasharray="6 4"/>`);
    parts.push(`<text x="${node.x + 12}" y="${node.y + 18}" font-size="12" fill="#7a5a2e">${escapeXml(groupLabel(node.group))}</text>`);
  }
  for (const edge of layout.edges) {
    const steps = overlay.trace?.edgeSteps.get(edge.id) ?? [];
    const share = edge.historyBranch ? null : (overlay.shares?.get(edge.id) ?? null);
    const colour = steps.length ? '#b8232a' : '#5f5650';
    const dash = edge.historyBranch ? ' stroke-dasharray="6 4"' : '';
    parts.push(`<path d="${pathOf(edge.points)}" fill="none" stroke="${colour}" stroke-width="${steps.length ? 3 : shareWidth(share)}"${dash} marker-end="url(#arrow)"/>`);
    if (edge.label) {
      const lines = share ? [...edge.label.lines, shareText(share)] : edge.label.lines;
      lines.forEach((line, index) => {
        parts.push(`<text x="${edge.label!.x + 4}" y="${edge.label!.y + 12 + index * LABEL_LINE_HEIGHT}" font-size="11" fill="#3d3530">${escapeXml(line)}</text>`);
      });
    }
  }
  for (const node of layout.nodes) {
    if (node.kind === 'history') {
      const cx = node.x + node.width / 2;
      const cy = node.y + node.height / 2;
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${node.width / 2}" fill="#ffffff" stroke="#7a5a2e"/><text x="${cx}" y="${cy + 5}" font-size="14" text-anchor="middle" font-weight="bold" fill="#7a5a2e">H</text>`);
      continue;
    }
    if (node.kind !== 'status') continue;
    const info = byStatus.get(node.status!)!;
    const traced = overlay.trace?.statuses.has(info.status);
    const stroke = traced ? '#b8232a' : info.final ? '#3d3530' : '#8c7f76';
    parts.push(`<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="8" fill="${info.initial ? '#fdf2f2' : '#ffffff'}" stroke="${stroke}" stroke-width="${info.final || traced ? 3 : 1.5}"/>`);
    if (info.final) parts.push(`<rect x="${node.x + 4}" y="${node.y + 4}" width="${node.width - 8}" height="${node.height - 8}" rx="6" fill="none" stroke="${stroke}"/>`);
    parts.push(`<text x="${node.x + node.width / 2}" y="${node.y + 26}" font-size="13" text-anchor="middle" fill="#1f1a17">${escapeXml(nodeText(info))}</text>`);
    const count = overlay.counts?.get(info.status);
    const marks = [info.initial ? '起始' : '', info.final ? '终止' : '', count ? `${count.count} 件${count.overdue ? `，逾期 ${count.overdue}` : ''}` : ''].filter(Boolean).join(' · ');
    if (marks) parts.push(`<text x="${node.x + node.width / 2}" y="${node.y + 46}" font-size="11" text-anchor="middle" fill="#5f5650">${escapeXml(marks)}</text>`);
  }
  parts.push('</svg>');
  return parts.join('\n');
}
