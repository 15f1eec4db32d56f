import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { expect, it } from 'vitest';

/**
 * Transition coverage for the model-based tests of machines: each transition is named
 * `state.EVENT[n]` (the n-th candidate of EVENT in that state, guards in order), so the
 * transitions the paths take can be compared with the machine's own list.
 */
export function machineTransitionIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, candidates] of node.transitions) candidates.forEach((_, i) => ids.push(`${node.key}.${eventType}[${i}]`));
    Object.values(node.states as Record<string, AnyStateNode>).forEach(visit);
  };
  visit(machine.root);
  return ids.sort();
}

/** The transition an event takes from a snapshot, or null when none is enabled. */
export function transitionIdOf(machine: AnyStateMachine, snapshot: unknown, event: EventObject): string | null {
  const [definition] = machine.getTransitionData(snapshot as never, event);
  if (!definition) return null;
  const candidates = definition.source.transitions.get(event.type) ?? [];
  return `${definition.source.key}.${event.type}[${candidates.indexOf(definition)}]`;
}

interface Step<TEvent> {
  state: unknown;
  event: TEvent;
}

/** The transitions a path takes, in order. */
export function pathTransitionIds<TEvent extends EventObject>(machine: AnyStateMachine, path: { steps: readonly Step<TEvent>[] }): string[] {
  const ids: string[] = [];
  for (let i = 1; i < path.steps.length; i += 1) {
    const id = transitionIdOf(machine, path.steps[i - 1].state, path.steps[i].event);
    if (id) ids.push(id);
  }
  return ids;
}

interface Model<TPath, TEvent> {
  getShortestPaths(options?: { allowDuplicatePaths?: boolean }): TPath[];
  getPathsFromEvents(events: TEvent[], options: never): TPath[];
}

/**
 * The shortest path to every state, plus, for each transition those paths do not take, the
 * shortest path to its source state followed by its event: every transition gets a path.
 */
export function transitionCoveringPaths<TEvent extends EventObject, TPath extends { state: unknown; steps: readonly Step<TEvent>[] }>(
  machine: AnyStateMachine,
  model: Model<TPath, TEvent>,
  modelEvents: readonly TEvent[],
  traversal: unknown,
): TPath[] {
  const shortest = model.getShortestPaths();
  const covered = new Set(shortest.flatMap((path) => pathTransitionIds(machine, path)));
  const extra: TPath[] = [];
  // Every state, including those the shortest paths only pass through.
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    for (const event of modelEvents) {
      const id = transitionIdOf(machine, path.state, event);
      if (!id || covered.has(id)) continue;
      const events = [...path.steps.slice(1).map((step) => step.event), event];
      extra.push(...model.getPathsFromEvents(events, traversal as never));
      covered.add(id);
    }
  }
  return [...shortest, ...extra];
}

/**
 * A test that the paths take every transition of the machine; with `andNoOther`, also that
 * they take none the machine does not list.
 */
export function itTakesEveryTransition<TEvent extends EventObject>(
  name: string,
  machine: AnyStateMachine,
  paths: readonly { steps: readonly Step<TEvent>[] }[],
  { andNoOther = false } = {},
) {
  it('the paths take every transition of the machine', () => {
    const all = machineTransitionIds(machine);
    const covered = new Set(paths.flatMap((path) => pathTransitionIds(machine, path)));
    console.log(`${name}: ${covered.size}/${all.length} transitions covered by ${paths.length} paths`);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
    if (andNoOther) expect([...covered].filter((id) => !all.includes(id))).toEqual([]);
  });
}

/** A test that the paths visit every state of the machine's state table. */
export function itVisitsEveryState(paths: readonly { steps: readonly { state: { value: unknown } }[] }[], states: object) {
  it('the paths visit every state', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => String(step.state.value))));
    expect([...visited].sort()).toEqual(Object.keys(states).sort());
  });
}
