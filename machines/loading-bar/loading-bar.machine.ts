import { assign, setup } from 'xstate';
import { tickMs, waitReaches, type TickEvent } from '../tick';

/**
 * The top loading bar: it appears only when work lasts
 * longer than the delay, advances towards 100 % over the duration, completes when the last
 * piece of work is done and turns failed when one failed. Time arrives as TICK events.
 */
export interface LoadingBarContext {
  /** Requests and navigations in flight. */
  pending: number;
  /** Milliseconds since the work began (waiting, running) or since it settled (completed, failed). */
  elapsed: number;
  /** 0–100, as drawn. */
  progress: number;
  /** Some piece of the current work failed: the bar is drawn as failed. */
  failed: boolean;
  delayMs: number;
  durationMs: number;
  settleMs: number;
}

export interface LoadingBarInput {
  delayMs?: number;
  durationMs?: number;
  settleMs?: number;
}

export type LoadingBarEvent =
  | { type: 'START' }
  | { type: 'DONE' }
  | { type: 'ERROR' }
  | TickEvent;

/** The bar waits 200 ms before it shows and takes 5000 ms to fill. */
export const LOADING_BAR_DEFAULTS = { delayMs: 200, durationMs: 5000, settleMs: 400 } as const;
/** While work is still pending the bar never reaches the end: 100 % means done. */
export const LOADING_BAR_RUNNING_MAX = 95;

function progressAt(elapsed: number, durationMs: number): number {
  return Math.min(LOADING_BAR_RUNNING_MAX, (elapsed / durationMs) * 100);
}

// Full for a moment (completed or failed), then hidden; new work starts a new bar at once.
const settling = {
  on: {
    START: { target: 'running', actions: 'beginWork' },
    TICK: [{ guard: 'hasSettleTimePassed', target: 'idle', actions: 'reset' }, { actions: 'waitFor' }],
  },
} as const;

export const loadingBarMachine = setup({
  types: {
    context: {} as LoadingBarContext,
    events: {} as LoadingBarEvent,
    input: {} as LoadingBarInput,
  },
  guards: {
    isLastPending: ({ context }) => context.pending <= 1,
    isLastPendingOfFailedWork: ({ context }) => context.pending <= 1 && context.failed,
    hasDelayPassed: ({ context, event }) => waitReaches(context.elapsed, event, context.delayMs),
    hasSettleTimePassed: ({ context, event }) => waitReaches(context.elapsed, event, context.settleMs),
  },
  actions: {
    beginWork: assign({ pending: 1, elapsed: 0, progress: 0, failed: false }),
    addPending: assign({ pending: ({ context }) => context.pending + 1 }),
    removePending: assign({ pending: ({ context }) => Math.max(0, context.pending - 1) }),
    markFailed: assign({ failed: true }),
    waitFor: assign({ elapsed: ({ context, event }) => context.elapsed + tickMs(event) }),
    advance: assign(({ context, event }) => {
      const elapsed = context.elapsed + tickMs(event);
      return { elapsed, progress: progressAt(elapsed, context.durationMs) };
    }),
    complete: assign({ pending: 0, elapsed: 0, progress: 100 }),
    fail: assign({ pending: 0, elapsed: 0, progress: 100, failed: true }),
    reset: assign({ pending: 0, elapsed: 0, progress: 0, failed: false }),
  },
}).createMachine({
  id: 'loadingBar',
  initial: 'idle',
  context: ({ input }) => ({
    pending: 0,
    elapsed: 0,
    progress: 0,
    failed: false,
    delayMs: input?.delayMs ?? LOADING_BAR_DEFAULTS.delayMs,
    durationMs: input?.durationMs ?? LOADING_BAR_DEFAULTS.durationMs,
    settleMs: input?.settleMs ?? LOADING_BAR_DEFAULTS.settleMs,
  }),
  states: {
    idle: {
      on: { START: { target: 'waiting', actions: 'beginWork' } },
    },
    // Hidden: work that ends within the delay never shows the bar.
    waiting: {
      on: {
        START: { actions: 'addPending' },
        DONE: [{ guard: 'isLastPending', target: 'idle', actions: 'reset' }, { actions: 'removePending' }],
        ERROR: [{ guard: 'isLastPending', target: 'idle', actions: 'reset' }, { actions: ['removePending', 'markFailed'] }],
        TICK: [{ guard: 'hasDelayPassed', target: 'running', actions: 'advance' }, { actions: 'waitFor' }],
      },
    },
    running: {
      on: {
        START: { actions: 'addPending' },
        DONE: [
          { guard: 'isLastPendingOfFailedWork', target: 'failed', actions: 'fail' },
          { guard: 'isLastPending', target: 'completed', actions: 'complete' },
          { actions: 'removePending' },
        ],
        ERROR: [{ guard: 'isLastPending', target: 'failed', actions: 'fail' }, { actions: ['removePending', 'markFailed'] }],
        TICK: { actions: 'advance' },
      },
    },
    completed: settling,
    failed: settling,
  },
});
