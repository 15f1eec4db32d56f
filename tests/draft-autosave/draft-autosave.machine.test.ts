import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_AUTOSAVE_DEFAULTS,
  draftAutosaveMachine,
  draftAutosaveStates,
  draftAutosaveStatusText,
  draftAutosaveView,
  type DraftAutosaveEvent,
  type DraftAutosaveInput,
} from '@machines/draft-autosave/index';
import { itTakesEveryTransition, itVisitsEveryState, transitionCoveringPaths } from '../helpers/machine-coverage';

type Snapshot = SnapshotFrom<typeof draftAutosaveMachine>;

const SHORT_TICK = 500;
const LONG_TICK = DRAFT_AUTOSAVE_DEFAULTS.retryMs;

const modelEvents: DraftAutosaveEvent[] = [
  { type: 'EDIT' },
  { type: 'TICK', ms: SHORT_TICK },
  { type: 'TICK', ms: LONG_TICK },
  { type: 'FLUSH' },
  { type: 'SAVED', id: 7, version: 2, at: 1000 },
  { type: 'FAILED', message: '连接超时' },
  { type: 'RETRY' },
  { type: 'COMMIT' },
  { type: 'COMMITTED' },
  { type: 'COMMIT_FAILED' },
  { type: 'COMMIT_FAILED', id: 7, version: 2 },
];

// Only how the revisions relate matters (not how many edits there were), and the failure count
// only feeds the message: that keeps the graph finite.
const traversal = {
  events: modelEvents,
  serializeState: (snapshot: Snapshot) => {
    const c = snapshot.context;
    return JSON.stringify({
      value: snapshot.value,
      created: c.recordId !== null,
      unsaved: c.revision > c.savedRevision,
      editedInFlight: c.revision > c.inFlightRevision,
      idle: c.idleMs,
      failed: c.error !== null,
      saved: c.savedAt !== null,
    });
  },
  serializeEvent: (event: DraftAutosaveEvent) => JSON.stringify(event),
};
const model = createTestModel(draftAutosaveMachine, traversal);
const paths = transitionCoveringPaths(draftAutosaveMachine, model, modelEvents, traversal);

const hhmm = (at: number) => `t${at}`;

/** What must hold in each state, whatever the way there. */
function checkState(expected: Snapshot, actual: Snapshot) {
  expect(actual.value).toBe(expected.value);
  // Merged states differ only in how many edits and failures there were.
  expect(traversal.serializeState(actual)).toBe(traversal.serializeState(expected));
  expect(actual.context.recordId).toBe(expected.context.recordId);
  expect(actual.context.version).toBe(expected.context.version);
  const view = draftAutosaveView(actual);
  const c = actual.context;
  expect(view.busy).toBe(draftAutosaveStates[view.state].busy);
  const text = draftAutosaveStatusText(view, hhmm);
  switch (view.state) {
    case 'clean':
      expect(c.revision).toBe(c.savedRevision);
      expect(view.unsaved).toBe(false);
      if (c.savedAt !== null) expect(text).toBe(`已自动保存 t${c.savedAt}`);
      break;
    case 'dirty':
      expect(c.revision).toBeGreaterThan(c.savedRevision);
      expect(view.unsaved).toBe(true);
      expect(c.idleMs).toBeLessThan(c.debounceMs);
      break;
    case 'creating':
      expect(c.recordId).toBeNull();
      expect(text).toBe('保存中…');
      break;
    case 'saving':
      expect(c.recordId).not.toBeNull();
      expect(text).toBe('保存中…');
      break;
    case 'failed':
      expect(c.error).toBe('连接超时');
      expect(c.idleMs).toBeLessThan(c.retryMs);
      expect(text).toBe('保存失败，将重试');
      break;
    case 'committing':
      expect(view.busy).toBe(true);
      break;
    case 'done':
      expect(actual.status).toBe('done');
      expect(view.unsaved).toBe(false);
      break;
  }
}

const describeEvent = (event: DraftAutosaveEvent) =>
  event.type === 'TICK' ? `TICK ${event.ms}` : event.type === 'COMMIT_FAILED' && event.id !== undefined ? 'COMMIT_FAILED(created)' : event.type;

describe('draft autosave machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => describeEvent(step.event));
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${String(path.state.value)}`, async () => {
      const actor = createActor(draftAutosaveMachine, { input: {} }).start();
      const send = ({ event }: { event: { type: string } }) => actor.send(event as DraftAutosaveEvent);
      await path.test({
        events: Object.fromEntries(modelEvents.map((event) => [event.type, send])),
        states: { '*': (snapshot) => checkState(snapshot, actor.getSnapshot()) },
      });
      actor.stop();
    });
  }

  itTakesEveryTransition('draft-autosave', draftAutosaveMachine, paths, { andNoOther: true });
  itVisitsEveryState(paths, draftAutosaveStates);
});

function run(events: DraftAutosaveEvent[], input: DraftAutosaveInput = {}) {
  const actor = createActor(draftAutosaveMachine, { input }).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

const tick = (ms: number): DraftAutosaveEvent => ({ type: 'TICK', ms });
const EDIT: DraftAutosaveEvent = { type: 'EDIT' };
const saved = (id = 5, version = 1, at = 100): DraftAutosaveEvent => ({ type: 'SAVED', id, version, at });

describe('draft autosave behaviour', () => {
  it('waits for the typing to pause before the first save, which creates the draft', () => {
    expect(run([EDIT, tick(1999)]).value).toBe('dirty');
    expect(run([EDIT, tick(1500), EDIT, tick(1500)]).value).toBe('dirty');
    expect(run([EDIT, tick(1999), tick(1)]).value).toBe('creating');
  });

  it('saves an existing draft with SAVE once it has an id', () => {
    expect(run([EDIT, tick(2000), saved(), EDIT, tick(2000)]).value).toBe('saving');
    expect(run([EDIT, tick(2000)], { recordId: 3, version: 4 }).value).toBe('saving');
  });

  it('remembers the id, version and time of a save', () => {
    const snapshot = run([EDIT, tick(2000), saved(9, 1, 1234)]);
    expect(snapshot.value).toBe('clean');
    expect(draftAutosaveView(snapshot)).toMatchObject({ recordId: 9, version: 1, savedAt: 1234, unsaved: false });
    expect(draftAutosaveStatusText(draftAutosaveView(snapshot), () => '10:05')).toBe('已自动保存 10:05');
  });

  it('keeps typing during a save dirty after it', () => {
    const snapshot = run([EDIT, tick(2000), EDIT, saved()]);
    expect(snapshot.value).toBe('dirty');
    expect(draftAutosaveView(snapshot).unsaved).toBe(true);
  });

  it('retries a failed save after the pause or at once on RETRY, with the fresh version when given', () => {
    const failed = [EDIT, tick(2000), saved(5, 1), EDIT, tick(2000), { type: 'FAILED', message: '该记录已被他人处理', version: 3 }] as DraftAutosaveEvent[];
    expect(run(failed).value).toBe('failed');
    expect(run(failed).context.version).toBe(3);
    expect(run([...failed, tick(4999)]).value).toBe('failed');
    expect(run([...failed, tick(4999), tick(1)]).value).toBe('saving');
    expect(run([...failed, { type: 'RETRY' }]).value).toBe('saving');
    expect(run([EDIT, tick(2000), { type: 'FAILED', message: 'x' }, { type: 'RETRY' }]).value).toBe('creating');
  });

  it('saves at once on FLUSH', () => {
    expect(run([EDIT, { type: 'FLUSH' }]).value).toBe('creating');
    expect(run([{ type: 'FLUSH' }]).value).toBe('clean');
  });

  it('never saves where autosave is off (a returned record), and says the changes are kept locally', () => {
    const snapshot = run([EDIT, tick(60_000), { type: 'FLUSH' }], { recordId: 2, version: 5, autosave: false });
    expect(snapshot.value).toBe('dirty');
    expect(draftAutosaveStatusText(draftAutosaveView(snapshot), hhmm)).toBe('修改尚未提交，已在本机暂存');
  });

  it('does not start a commit while a save is in flight', () => {
    expect(run([EDIT, tick(2000), { type: 'COMMIT' }]).value).toBe('creating');
    expect(run([EDIT, tick(2000), saved(), { type: 'COMMIT' }]).value).toBe('committing');
  });

  it('after a refused commit, keeps the content that was not stored dirty', () => {
    expect(run([EDIT, { type: 'COMMIT' }, { type: 'COMMIT_FAILED' }]).value).toBe('dirty');
    const created = run([EDIT, { type: 'COMMIT' }, { type: 'COMMIT_FAILED', id: 8, version: 1 }]);
    expect(created.value).toBe('clean');
    expect(created.context.recordId).toBe(8);
    expect(run([EDIT, { type: 'COMMIT' }, EDIT, { type: 'COMMIT_FAILED', id: 8, version: 1 }]).value).toBe('dirty');
  });

  it('stops for good once committed', () => {
    const snapshot = run([EDIT, { type: 'COMMIT' }, { type: 'COMMITTED' }]);
    expect(snapshot.value).toBe('done');
    expect(snapshot.status).toBe('done');
    expect(draftAutosaveView(snapshot).unsaved).toBe(false);
  });

  it('tells a new empty form that it will save by itself', () => {
    expect(draftAutosaveStatusText(draftAutosaveView(run([])), hhmm)).toBe('输入内容后将自动保存为草稿');
  });
});
