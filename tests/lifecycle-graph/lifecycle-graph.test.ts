import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { LIFECYCLE_KINDS, edgeOfStep, lifecycleGraph, workflowOf, type LifecycleKind } from '@machines/lifecycle-graph';
import { deputyRecordMachine, deputyRecordStatuses } from '@machines/deputy-record/index';
import { proposalMachine, proposalStatuses } from '@machines/proposal/index';
import { reportOnWorkMachine, reportOnWorkStatuses } from '@machines/report-on-work/index';
import { stationMessageMachine, stationMessageStatuses } from '@machines/station-message/index';
import { suggestionMachine, suggestionStatuses } from '@machines/suggestion/index';
import { machineTransitionIds } from '../helpers/lifecycle-paths';

const MACHINES: Record<LifecycleKind, { machine: AnyStateMachine; statuses: Record<number, { state: string; label: string }> }> = {
  proposal: { machine: proposalMachine as AnyStateMachine, statuses: proposalStatuses },
  suggest: { machine: suggestionMachine as AnyStateMachine, statuses: suggestionStatuses },
  message: { machine: stationMessageMachine as AnyStateMachine, statuses: stationMessageStatuses },
  deputy: { machine: deputyRecordMachine as AnyStateMachine, statuses: deputyRecordStatuses },
  report: { machine: reportOnWorkMachine as AnyStateMachine, statuses: reportOnWorkStatuses },
};

describe.each(LIFECYCLE_KINDS)('the %s graph is its machine', (kind) => {
  const graph = lifecycleGraph(kind);
  const { machine, statuses } = MACHINES[kind];

  it('has one edge for every transition of the machine, and no other', () => {
    const ids = machineTransitionIds(machine, workflowOf(kind) as never, statuses);
    expect(graph.edges.map((edge) => edge.id).sort()).toEqual([...new Set(ids)].sort());
  });

  it('has a node for every status code, labelled as the status table says', () => {
    expect(graph.nodes.map((node) => [node.status, node.label])).toEqual(Object.entries(statuses).map(([code, info]) => [Number(code), info.label]));
    expect(graph.nodes.filter((node) => node.initial).map((node) => node.status)).toEqual([0]);
  });

  it('connects only statuses it has', () => {
    const codes = new Set(graph.nodes.map((node) => node.status));
    for (const edge of graph.edges) {
      expect(codes.has(edge.from), edge.id).toBe(true);
      for (const to of edge.to === 'history' ? edge.historyTargets : [edge.to]) expect(codes.has(to), edge.id).toBe(true);
    }
  });
});

describe('what the graphs show of the rules', () => {
  it('marks the proposal’s final states and its withdrawal history', () => {
    const graph = lifecycleGraph('proposal');
    expect(graph.nodes.filter((node) => node.final).map((node) => node.status)).toEqual([102, 202, 302, 700]);
    expect(graph.groups).toEqual([{ key: 'withdrawable', statuses: [100, 200, 300, 400], hasHistory: true }]);
    const back = graph.edges.find((edge) => edge.eventType === 'REJECT_WITHDRAWAL')!;
    expect(back).toMatchObject({ from: 701, to: 'history', historyTargets: [100, 200, 300, 400] });
  });

  it('maps a history row to the edge it took, by its examine result or satisfaction', () => {
    const proposal = lifecycleGraph('proposal');
    expect(edgeOfStep(proposal, { fromStatus: 100, toStatus: 101, eventType: 'EXAMINE', result: 3 })?.selectors).toEqual(['result 3']);
    expect(edgeOfStep(proposal, { fromStatus: 701, toStatus: 300, eventType: 'REJECT_WITHDRAWAL' })?.to).toBe('history');
    const suggestion = lifecycleGraph('suggest');
    const satisfied = edgeOfStep(suggestion, { fromStatus: 500, toStatus: 600, eventType: 'EVALUATE', satisfaction: 2 });
    expect(satisfied?.selectors).toEqual(['satisfaction 1 or 2']);
    // Unsatisfied a second time also ends at 600, by another edge.
    const unsatisfiedAgain = edgeOfStep(suggestion, { fromStatus: 500, toStatus: 600, eventType: 'EVALUATE', satisfaction: 3 });
    expect(unsatisfiedAgain?.selectors).toEqual(['satisfaction 3']);
    expect(unsatisfiedAgain?.id).not.toBe(satisfied?.id);
    expect(edgeOfStep(suggestion, { fromStatus: 500, toStatus: 400, eventType: 'EVALUATE', satisfaction: 3 })?.to).toBe(400);
    expect(edgeOfStep(suggestion, { fromStatus: 100, toStatus: 700, eventType: 'EXAMINE' })).toBeUndefined();
  });
});
