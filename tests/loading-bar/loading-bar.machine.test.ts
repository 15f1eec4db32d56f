import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { itTakesEveryTransition, itVisitsEveryState, transitionCoveringPaths } from '../helpers/machine-coverage';
import { describe, expect, it } from 'vitest';
import { LOADING_BAR_DELAY_MS, LOADING_BAR_DURATION_MS } from '@shared/constants';
import {
  LOADING_BAR_DEFAULTS,
  LOADING_BAR_RUNNING_MAX,
  loadingBarMachine,
  loadingBarStates,
  loadingBarView,
  type LoadingBarEvent,
  type LoadingBarState,
} from '@machines/loading-bar/index';

type Snapshot = SnapshotFrom<typeof loadingBarMachine>;

const SHORT_TICK = 100;
const LONG_TICK = LOADING_BAR_DURATION_MS;

const modelEvents: LoadingBarEvent[] = [
  { type: 'START' },
  { type: 'DONE' },
  { type: 'ERROR' },
  { type: 'TICK', ms: SHORT_TICK },
  { type: 'TICK', ms: LONG_TICK },
];

/** `state.EVENT[i]`: the i-th candidate of that event in that state, guards in order. */
// The elapsed time of a running bar only matters through its progress (capped at 95 %), and
// more than two requests in flight behave like two: that keeps the graph finite.
const traversal = {
  events: modelEvents,
  filterEvents: (snapshot: Snapshot, event: LoadingBarEvent) => !(event.type === 'START' && snapshot.context.pending >= 2),
  serializeState: (snapshot: Snapshot) => {
    const { pending, failed, progress, elapsed } = snapshot.context;
    const value = snapshot.value as LoadingBarState;
    return JSON.stringify({ value, pending, failed, at: value === 'running' ? progress : elapsed });
  },
  serializeEvent: (event: LoadingBarEvent) => JSON.stringify(event),
};
const model = createTestModel(loadingBarMachine, traversal);

const paths = transitionCoveringPaths(loadingBarMachine, model, modelEvents, traversal);

/** What must hold in each state, whatever the way there. */
function checkState(snapshot: Snapshot, actorSnapshot: Snapshot) {
  const view = loadingBarView(actorSnapshot);
  expect(actorSnapshot.value).toBe(snapshot.value);
  // A running bar's time shows through its progress (the model merges runs of equal progress).
  const comparable = ({ elapsed, ...rest }: Snapshot['context']) => (snapshot.value === 'running' ? rest : { elapsed, ...rest });
  expect(comparable(actorSnapshot.context)).toEqual(comparable(snapshot.context));
  expect(view.visible).toBe(loadingBarStates[view.state].visible);
  switch (view.state) {
    case 'idle':
      expect(actorSnapshot.context).toMatchObject({ pending: 0, progress: 0, failed: false });
      break;
    case 'waiting':
      expect(actorSnapshot.context.pending).toBeGreaterThan(0);
      expect(actorSnapshot.context.elapsed).toBeLessThan(LOADING_BAR_DELAY_MS);
      break;
    case 'running':
      expect(actorSnapshot.context.pending).toBeGreaterThan(0);
      expect(view.progress).toBeGreaterThanOrEqual(0);
      expect(view.progress).toBeLessThanOrEqual(LOADING_BAR_RUNNING_MAX);
      break;
    case 'completed':
      expect(view).toMatchObject({ progress: 100, failed: false });
      break;
    case 'failed':
      expect(view).toMatchObject({ progress: 100, failed: true });
      break;
  }
}

describe('loading bar machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => (step.event.type === 'TICK' ? `TICK ${step.event.ms}` : step.event.type));
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${String(path.state.value)}`, async () => {
      const actor = createActor(loadingBarMachine, { input: {} }).start();
      const send = ({ event }: { event: { type: string } }) => actor.send(event as LoadingBarEvent);
      await path.test({
        events: { START: send, DONE: send, ERROR: send, TICK: send },
        states: { '*': (snapshot) => checkState(snapshot, actor.getSnapshot()) },
      });
      actor.stop();
    });
  }

  itTakesEveryTransition('loading-bar', loadingBarMachine, paths, { andNoOther: true });
  itVisitsEveryState(paths, loadingBarStates);
});

function run(events: LoadingBarEvent[]) {
  const actor = createActor(loadingBarMachine, { input: {} }).start();
  for (const event of events) actor.send(event);
  return loadingBarView(actor.getSnapshot());
}

const tick = (ms: number): LoadingBarEvent => ({ type: 'TICK', ms });

describe('loading bar behaviour', () => {
  it('uses the shared delay and duration constants', () => {
    expect(LOADING_BAR_DEFAULTS.delayMs).toBe(LOADING_BAR_DELAY_MS);
    expect(LOADING_BAR_DEFAULTS.durationMs).toBe(LOADING_BAR_DURATION_MS);
  });

  it('appears only after the 200 ms delay', () => {
    expect(run([{ type: 'START' }, tick(199)])).toMatchObject({ state: 'waiting', visible: false });
    expect(run([{ type: 'START' }, tick(199), tick(1)])).toMatchObject({ state: 'running', visible: true, progress: 4 });
  });

  it('never shows for work that ends within the delay, even failed work', () => {
    expect(run([{ type: 'START' }, tick(150), { type: 'DONE' }])).toMatchObject({ state: 'idle', visible: false });
    expect(run([{ type: 'START' }, tick(150), { type: 'ERROR' }])).toMatchObject({ state: 'idle', visible: false, failed: false });
  });

  it('advances towards 100 % over 5 s and waits below it until done', () => {
    expect(run([{ type: 'START' }, tick(2500)]).progress).toBe(50);
    expect(run([{ type: 'START' }, tick(200), tick(2300)]).progress).toBe(50);
    expect(run([{ type: 'START' }, tick(200), tick(60_000)]).progress).toBe(LOADING_BAR_RUNNING_MAX);
  });

  it('completes at 100 % when the last piece of work is done, then hides', () => {
    const start: LoadingBarEvent[] = [{ type: 'START' }, { type: 'START' }, tick(1000)];
    expect(run([...start, { type: 'DONE' }])).toMatchObject({ state: 'running', progress: 20 });
    expect(run([...start, { type: 'DONE' }, { type: 'DONE' }])).toMatchObject({ state: 'completed', progress: 100, visible: true });
    expect(run([...start, { type: 'DONE' }, { type: 'DONE' }, tick(400)])).toMatchObject({ state: 'idle', visible: false, progress: 0 });
  });

  it('turns failed on error, and stays failed until the rest is done', () => {
    expect(run([{ type: 'START' }, tick(300), { type: 'ERROR' }])).toMatchObject({ state: 'failed', failed: true, progress: 100 });
    const partly = [{ type: 'START' }, { type: 'START' }, tick(300), { type: 'ERROR' }] as LoadingBarEvent[];
    expect(run(partly)).toMatchObject({ state: 'running', failed: true });
    expect(run([...partly, { type: 'DONE' }])).toMatchObject({ state: 'failed', failed: true });
  });

  it('starts a fresh bar when work begins while the last one is still fading', () => {
    const done = [{ type: 'START' }, tick(300), { type: 'ERROR' }] as LoadingBarEvent[];
    expect(run([...done, { type: 'START' }])).toMatchObject({ state: 'running', failed: false, progress: 0 });
  });

  it('ignores a settle it was never told about', () => {
    expect(run([{ type: 'DONE' }, { type: 'ERROR' }, tick(1000)])).toMatchObject({ state: 'idle', visible: false });
  });
});
