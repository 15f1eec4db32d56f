import { describe, expect, it } from 'vitest';
import { LIFECYCLE_KINDS, lifecycleGraph, type LifecycleKind } from '@machines/lifecycle-graph';
import { proposalMachine, proposalStatuses, proposalWorkflow } from '@machines/proposal/index';
import { stationMessageMachine, stationMessageStatuses, stationMessageWorkflow } from '@machines/station-message/index';
import { deputyRecordMachine, deputyRecordStatuses, deputyRecordWorkflow } from '@machines/deputy-record';
import { reportOnWorkMachine, reportOnWorkStatuses, reportOnWorkWorkflow } from '@machines/report-on-work';
import { suggestionMachine, suggestionStatuses, suggestionWorkflow } from '@machines/suggestion/index';
import { layoutLifecycle } from '@web/features/lifecycle-visualizer/flow.layout';
import {
  flowElementsOf,
  historyBranchId,
  initialViewport,
  midpointOf,
  MIN_READABLE_ZOOM,
  movesFrom,
  selectorLabel,
  statusNodeId,
  STATUS_LABEL_PX,
  svgOf,
  traceHighlight,
  traceOf,
  whoLabel,
  type HistoryStep,
  type StatusNodeData,
} from '@web/features/lifecycle-visualizer/flow.logic';
import { machineTransitionIds } from '../helpers/lifecycle-paths';

// The drawing is checked against the machines themselves, not against lifecycleGraph: a
// transition the graph or the drawing loses fails here.
const MACHINE_TRANSITIONS: Record<LifecycleKind, () => string[]> = {
  proposal: () => machineTransitionIds(proposalMachine, proposalWorkflow, proposalStatuses),
  suggest: () => machineTransitionIds(suggestionMachine, suggestionWorkflow, suggestionStatuses),
  message: () => machineTransitionIds(stationMessageMachine, stationMessageWorkflow, stationMessageStatuses),
  deputy: () => machineTransitionIds(deputyRecordMachine, deputyRecordWorkflow, deputyRecordStatuses),
  report: () => machineTransitionIds(reportOnWorkMachine, reportOnWorkWorkflow, reportOnWorkStatuses),
};

const STATUSES: Record<LifecycleKind, Record<number, { label: string }>> = {
  proposal: proposalStatuses,
  suggest: suggestionStatuses,
  message: stationMessageStatuses,
  deputy: deputyRecordStatuses,
  report: reportOnWorkStatuses,
};

const step = (eventType: string, fromStatus: number | null, toStatus: number | null, extra: Partial<HistoryStep> = {}): HistoryStep => ({
  eventType,
  fromStatus,
  toStatus,
  opinion: null,
  actorName: '陈静',
  actorRole: '人大管理员',
  createTime: '2026-03-01T02:00:00.000Z',
  ...extra,
});

describe.each(LIFECYCLE_KINDS)('the %s diagram', (kind) => {
  const graph = lifecycleGraph(kind);

  it('draws an edge for every transition of the machine, with a route elk laid out', async () => {
    const layout = await layoutLifecycle(graph);
    const { edges } = flowElementsOf(graph, layout);
    const drawn = new Set(edges.map((edge) => edge.id));
    const transitions = MACHINE_TRANSITIONS[kind]();
    expect(transitions.length).toBeGreaterThan(0);
    expect(transitions.filter((id) => !drawn.has(id))).toEqual([]);
    for (const edge of edges) expect(edge.data!.points.length, edge.id).toBeGreaterThanOrEqual(2);
  });

  it('draws every status as a node with its code and Chinese label', async () => {
    const layout = await layoutLifecycle(graph);
    const { nodes } = flowElementsOf(graph, layout);
    const statusNodes = nodes.filter((node) => node.type === 'lifecycleStatus').map((node) => (node.data as StatusNodeData).node);
    const codes = Object.keys(STATUSES[kind]).map(Number);
    expect(statusNodes.map((node) => node.status).sort((a, b) => a - b)).toEqual(codes.sort((a, b) => a - b));
    for (const node of statusNodes) expect(node.label).toBe(STATUSES[kind][node.status].label);
    expect(statusNodes.filter((node) => node.initial)).toHaveLength(1);
    expect(statusNodes.some((node) => node.final)).toBe(true);
    const svg = svgOf(graph, layout);
    expect(svg.startsWith('<svg')).toBe(true);
    for (const code of codes) expect(svg).toContain(`>${code} ${STATUSES[kind][code].label}<`);
  });

  it('offers every outgoing edge in the simulator', () => {
    for (const node of graph.nodes) {
      const offered = new Set(movesFrom(graph, node.status).map((move) => move.edge.id));
      expect([...offered].sort()).toEqual(graph.edges.filter((edge) => edge.from === node.status).map((edge) => edge.id).sort());
    }
  });
});

describe('first sight', () => {
  it('opens at a zoom where a status label is at least 12 px, the whole drawing when it fits', async () => {
    expect(STATUS_LABEL_PX * MIN_READABLE_ZOOM).toBeGreaterThanOrEqual(12);
    for (const kind of LIFECYCLE_KINDS) {
      const layout = await layoutLifecycle(lifecycleGraph(kind), { edgeLabels: false });
      const cramped = initialViewport(layout, { width: 400, height: 300 });
      expect(cramped.zoom, kind).toBe(MIN_READABLE_ZOOM);
      expect(cramped.y, kind).toBe(16);
      const roomy = initialViewport(layout, { width: layout.width * 3, height: layout.height * 3 });
      expect(roomy.zoom, kind).toBe(1);
      expect(roomy.x, kind).toBeCloseTo(layout.width, 5);
    }
  });

  it('lays edge labels out only when asked, and otherwise floats each on its edge', async () => {
    const graph = lifecycleGraph('proposal');
    const compact = await layoutLifecycle(graph, { edgeLabels: false });
    const labelled = await layoutLifecycle(graph, { edgeLabels: true });
    expect(compact.edges.filter((edge) => edge.label?.reserved)).toEqual([]);
    expect(labelled.edges.filter((edge) => !edge.historyBranch).every((edge) => edge.label?.reserved)).toBe(true);
    expect(compact.width * compact.height).toBeLessThan(labelled.width * labelled.height);
    for (const edge of compact.edges.filter((candidate) => candidate.label)) {
      const middle = midpointOf(edge.points);
      expect(edge.label!.x + edge.label!.width / 2, edge.id).toBeCloseTo(middle.x, 5);
      expect(edge.label!.y + edge.label!.height / 2, edge.id).toBeCloseTo(middle.y, 5);
    }
    expect(midpointOf([{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 30 }])).toEqual({ x: 10, y: 10 });
  });
});

describe('the proposal withdrawal history state', () => {
  it('draws REJECT_WITHDRAWAL into the group and dashed branches back to each status it may return to', async () => {
    const graph = lifecycleGraph('proposal');
    const layout = await layoutLifecycle(graph);
    const { nodes, edges } = flowElementsOf(graph, layout);
    const reject = graph.edges.find((edge) => edge.eventType === 'REJECT_WITHDRAWAL')!;
    expect(edges.find((edge) => edge.id === reject.id)!.target).toBe('history-withdrawable');
    for (const target of [100, 200, 300, 400]) {
      const branch = edges.find((edge) => edge.id === historyBranchId(reject.id, target))!;
      expect(branch.data!.historyBranch).toBe(true);
      expect(branch.target).toBe(statusNodeId(target));
      expect(nodes.find((node) => node.id === statusNodeId(target))!.parentId).toBe('group-withdrawable');
    }
    expect(movesFrom(graph, 701).filter((move) => move.edge.id === reject.id).map((move) => move.target)).toEqual([100, 200, 300, 400]);
  });
});

describe('labels', () => {
  it('names selectors and who in Chinese from the platform tables', () => {
    expect(selectorLabel('proposal', 'result 1')).toBe('审查结果：转为建议');
    expect(selectorLabel('suggest', 'result 3')).toBe('审查结果：仅作参考');
    expect(selectorLabel('proposal', 'satisfaction 1 or 2')).toBe('满意度：满意或基本满意');
    expect(whoLabel([{ roles: ['NPC_WORK'], body: '审查小组' }])).toBe('审查小组（工作委员会）');
    expect(whoLabel([{ roles: ['人大管理员', 'NPC_WORK'] }])).toBe('人大管理员、工作委员会');
    expect(whoLabel([{ relation: 'author' }])).toBe('提出人');
    expect(whoLabel([{ relation: 'addressedDeputy' }, { relation: 'stationManager', roles: ['NPC_STATION'] }])).toBe('收信代表、本站管理员（联络站管理员）');
  });
});

describe('a traced record', () => {
  const graph = lifecycleGraph('proposal');
  const history = [
    step('CREATE', null, 0),
    step('SUBMIT', 0, 100),
    step('REQUEST_WITHDRAWAL', 100, 701),
    step('REJECT_WITHDRAWAL', 701, 100),
    step('EXAMINE', 100, 200, { result: 0 }),
    step('EXAMINE', 200, 300, { result: 0 }),
    step('EXAMINE', 300, 400, { result: 0 }),
    step('ASSIGN', 400, 500),
    step('REPLY', 500, 600),
    step('EVALUATE', 600, 700, { satisfaction: 2 }),
  ];
  const edgeId = (from: number, eventType: string, to: number | 'history', selector?: string) =>
    graph.edges.find((edge) => edge.from === from && edge.eventType === eventType && edge.to === to && (!selector || edge.selectors.includes(selector)))!.id;

  it('picks the edges of its history in order, the history branch it returned by and the selector it took', () => {
    const steps = traceOf(graph, history);
    expect(steps.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(steps.map((s) => s.edgeId)).toEqual([
      null,
      edgeId(0, 'SUBMIT', 100),
      edgeId(100, 'REQUEST_WITHDRAWAL', 701),
      edgeId(701, 'REJECT_WITHDRAWAL', 'history'),
      edgeId(100, 'EXAMINE', 200, 'result 0'),
      edgeId(200, 'EXAMINE', 300, 'result 0'),
      edgeId(300, 'EXAMINE', 400, 'result 0'),
      edgeId(400, 'ASSIGN', 500),
      edgeId(500, 'REPLY', 600),
      edgeId(600, 'EVALUATE', 700, 'satisfaction 1 or 2'),
    ]);
    expect(steps[3].drawnEdgeIds).toEqual([steps[3].edgeId, historyBranchId(steps[3].edgeId!, 100)]);
    expect(steps[9].selector).toBe('满意度：基本满意');
  });

  it('tells satisfaction 3 after a re-handling apart from satisfaction 1 or 2', () => {
    const [evaluated] = traceOf(graph, [step('EVALUATE', 600, 700, { satisfaction: 3 })]);
    expect(evaluated.edgeId).toBe(graph.edges.find((edge) => edge.from === 600 && edge.to === 700 && edge.selectors.includes('satisfaction 3'))!.id);
  });

  it('lights the replayed steps only, numbering each edge by the steps that took it', () => {
    const steps = traceOf(graph, history);
    const partial = traceHighlight(steps, 3);
    expect([...partial.edgeSteps.entries()]).toEqual([
      [steps[1].edgeId, [2]],
      [steps[2].edgeId, [3]],
    ]);
    expect(partial.current).toBe(701);
    expect([...partial.statuses].sort((a, b) => a - b)).toEqual([0, 100, 701]);
    const full = traceHighlight(steps);
    expect(full.current).toBe(700);
    expect(full.edgeSteps.get(steps[3].drawnEdgeIds[1])).toEqual([4]);
  });
});
