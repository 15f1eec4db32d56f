import type { AnyStateNode } from 'xstate';
import { proposalWorkflow } from './proposal/index';
import { deputyRecordWorkflow } from './deputy-record/index';
import { reportOnWorkWorkflow } from './report-on-work/index';
import { stationMessageWorkflow } from './station-message/index';
import { suggestionWorkflow } from './suggestion/index';
import type { StatusInfo, TransitionRow, Who, Workflow, WorkflowEventBase } from './workflow';

/**
 * A lifecycle as a graph, read from its machine and nothing else: the visualizer draws it, the
 * server counts records and transitions over it, and a test proves every transition of the
 * machine has an edge. Statuses are the nodes; each transition row of the machine is an edge.
 */

/** The drawn lifecycles, by the record type the workflow API names them with. */
export const LIFECYCLE_KINDS = ['proposal', 'suggest', 'message', 'deputy', 'report'] as const;
export type LifecycleKind = (typeof LIFECYCLE_KINDS)[number];

export const LIFECYCLE_TITLES: Record<LifecycleKind, string> = {
  proposal: '议案',
  suggest: '建议',
  message: '联络站群众留言',
  deputy: '代表信息',
  report: '述职报告',
};

export interface LifecycleNode {
  status: number;
  label: string;
  /** The machine state's key. */
  state: string;
  /** Where records start (the draft, or a message as submitted). */
  initial: boolean;
  /** No event leaves it. */
  final: boolean;
  /** The compound state holding it (e.g. `withdrawable`), when it sits inside one. */
  group: string | null;
}

export interface LifecycleEdge {
  /** The machine's transition id (from status, event type, index): the same ids the model tests walk. */
  id: string;
  from: number;
  /** A history target returns to the status the record left: one of `historyTargets`. */
  to: number | 'history';
  historyTargets: number[];
  eventType: string;
  eventLabel: string;
  /** The examine result or satisfaction that picks this edge, e.g. `result 3`. */
  selectors: string[];
  /** Who may take it: any one of these, as the machine's role guards declare them. */
  who: Who[];
  /** Its payload conditions and rules of the record, as text. */
  conditions: string[];
  /** Side effects the server runs (e.g. `createLinkedSuggestion`). */
  effects: string[];
}

export interface LifecycleGraph {
  kind: LifecycleKind;
  title: string;
  /** The record field holding the status: `status` or `handleStatus`. */
  statusField: string;
  nodes: LifecycleNode[];
  edges: LifecycleEdge[];
  /** Compound states and the statuses inside them, e.g. the statuses a withdrawal may leave. */
  groups: { key: string; statuses: number[]; hasHistory: boolean }[];
}

type AnyWorkflow = Workflow<number, object, WorkflowEventBase, string, string>;

const WORKFLOWS: Record<LifecycleKind, AnyWorkflow> = {
  proposal: proposalWorkflow as unknown as AnyWorkflow,
  suggest: suggestionWorkflow as unknown as AnyWorkflow,
  message: stationMessageWorkflow as unknown as AnyWorkflow,
  deputy: deputyRecordWorkflow as unknown as AnyWorkflow,
  report: reportOnWorkWorkflow as unknown as AnyWorkflow,
};

export function workflowOf(kind: LifecycleKind): AnyWorkflow {
  return WORKFLOWS[kind];
}

function edgeOf(row: TransitionRow<number>): LifecycleEdge {
  return {
    id: row.id,
    from: row.from,
    to: row.to,
    historyTargets: row.historyTargets,
    eventType: row.eventType,
    eventLabel: row.eventLabel,
    selectors: row.selectors,
    who: row.who,
    conditions: row.conditions.map((condition) => condition.text),
    effects: row.effects,
  };
}

const graphs = new Map<LifecycleKind, LifecycleGraph>();

/** The lifecycle's graph; built once per kind, since machines do not change while the app runs. */
export function lifecycleGraph(kind: LifecycleKind): LifecycleGraph {
  const cached = graphs.get(kind);
  if (cached) return cached;
  const workflow = workflowOf(kind);
  const statuses = workflow.config.statuses as Record<number, StatusInfo>;
  const root = workflow.config.machine.root as AnyStateNode;
  const initialKey = root.initial?.target[0]?.key;

  const codes = Object.keys(statuses).map(Number);
  const nodes = codes.map((status): LifecycleNode => {
    const node = workflow.stateNodeOf(status);
    const parent = node.parent && node.parent !== root ? node.parent : null;
    return {
      status,
      label: statuses[status].label,
      state: statuses[status].state,
      initial: node.key === initialKey,
      final: node.type === 'final',
      group: parent?.key ?? null,
    };
  });

  const groupKeys = [...new Set(nodes.map((node) => node.group).filter((key): key is string => key !== null))];
  const groups = groupKeys.map((key) => {
    const members = nodes.filter((node) => node.group === key);
    const parent = workflow.stateNodeOf(members[0].status).parent!;
    const hasHistory = Object.values(parent.states as Record<string, AnyStateNode>).some((child) => child.type === 'history');
    return { key, statuses: members.map((node) => node.status), hasHistory };
  });

  const graph: LifecycleGraph = {
    kind,
    title: LIFECYCLE_TITLES[kind],
    statusField: workflow.config.statusField,
    nodes,
    edges: workflow.transitions().map(edgeOf),
    groups,
  };
  graphs.set(kind, graph);
  return graph;
}

/** A machine selector (`result 3`, `satisfaction 1 or 2`) as the field and the values it accepts. */
export function parseSelector(selector: string): { field: 'result' | 'satisfaction'; values: number[] } | null {
  const match = /^(result|satisfaction)\s+(.+)$/.exec(selector.trim());
  if (!match) return null;
  const values = match[2].split(/\s*(?:or|,)\s*/).map(Number).filter((value) => Number.isFinite(value));
  return values.length ? { field: match[1] as 'result' | 'satisfaction', values } : null;
}

function selects(selector: string, step: { result?: number | null; satisfaction?: number | null }): boolean {
  const parsed = parseSelector(selector);
  const value = parsed?.field === 'result' ? step.result : step.satisfaction;
  return parsed !== null && value !== null && value !== undefined && parsed.values.includes(value);
}

/**
 * The edge a history row took: the one leaving `fromStatus` on that event that reaches
 * `toStatus` and, where several do, whose examine result or satisfaction matches the row's.
 */
export function edgeOfStep(
  graph: LifecycleGraph,
  step: { fromStatus: number | null; toStatus: number | null; eventType: string; result?: number | null; satisfaction?: number | null },
): LifecycleEdge | undefined {
  const candidates = graph.edges.filter(
    (edge) =>
      edge.from === step.fromStatus &&
      edge.eventType === step.eventType &&
      (edge.to === step.toStatus || (edge.to === 'history' && step.toStatus !== null && edge.historyTargets.includes(step.toStatus))),
  );
  if (candidates.length <= 1) return candidates[0];
  return candidates.find((edge) => edge.selectors.some((selector) => selects(selector, step))) ?? candidates[0];
}
