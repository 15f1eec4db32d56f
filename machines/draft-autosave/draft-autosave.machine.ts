import { assertEvent, assign, setup } from 'xstate';
import { tickMs, waitReaches, type TickEvent } from '../tick';

/**
 * Drafts save themselves so nothing typed is lost. The form reports each change (EDIT); once
 * the typing has paused for the debounce, a TICK from the driver starts a save: the first one
 * creates the record (POST), later ones send SAVE with the record's version. Edits made while
 * a save is in flight keep the draft dirty afterwards; a failed save is retried after a pause
 * or at once on RETRY. Submitting or deleting (COMMIT) waits until no save is in flight.
 */
export interface DraftAutosaveContext {
  /** The draft's id once created; null until the first save. */
  recordId: number | null;
  /** The record's version, sent with SAVE (stale versions are refused by the server). */
  version: number | null;
  /** Counts the edits; a save stores the revision it started with. */
  revision: number;
  savedRevision: number;
  inFlightRevision: number;
  /** Milliseconds since the last edit (dirty) or since the failure (failed). */
  idleMs: number;
  debounceMs: number;
  retryMs: number;
  /** False where SAVE is not allowed (a returned record is changed only by RESUBMIT). */
  autosave: boolean;
  /** When the last save succeeded (epoch ms, from the SAVED event). */
  savedAt: number | null;
  /** Why the last save failed. */
  error: string | null;
  failures: number;
}

export interface DraftAutosaveInput {
  recordId?: number | null;
  version?: number | null;
  savedAt?: number | null;
  autosave?: boolean;
  debounceMs?: number;
  retryMs?: number;
}

export type DraftAutosaveEvent =
  | { type: 'EDIT' }
  | TickEvent
  /** Save now without waiting for the debounce (the page is being hidden or left). */
  | { type: 'FLUSH' }
  | { type: 'SAVED'; id: number; version: number; at: number }
  /** `version`: the record's current version when the save was refused as stale. */
  | { type: 'FAILED'; message: string; version?: number }
  | { type: 'RETRY' }
  /** Submit, resubmit or delete: the driver sends it once no save is in flight. */
  | { type: 'COMMIT' }
  | { type: 'COMMITTED' }
  /** `id` and `version` when the draft was created (with the content) before the refusal. */
  | { type: 'COMMIT_FAILED'; id?: number; version?: number };

/** Typing must pause this long before a save starts; a failed save waits this long to retry. */
export const DRAFT_AUTOSAVE_DEFAULTS = { debounceMs: 2000, retryMs: 5000 } as const;

const commit = { target: 'committing', actions: 'startSave' } as const;
/** Start a save when a guard holds: the first creates the draft, the second saves it. */
function saveWhen<TGuard extends string>(create: TGuard, save: TGuard) {
  return [
    { guard: create, target: 'creating', actions: 'startSave' },
    { guard: save, target: 'saving', actions: 'startSave' },
  ] as const;
}
const keepWaiting = { actions: 'waitIdle' } as const;
/** A save now: POST creates the draft the first time, SAVE stores it later. */
const saveNow = [
  { guard: 'isNotCreated', target: 'creating', actions: 'startSave' },
  { target: 'saving', actions: 'startSave' },
] as const;
/** A call in flight: edits made meanwhile leave the draft dirty once it is stored. */
const inFlight = {
  on: {
    EDIT: { actions: 'markEditedInFlight' },
    SAVED: [
      { guard: 'wasEditedDuringSave', target: 'dirty', actions: 'recordSaved' },
      { target: 'clean', actions: 'recordSaved' },
    ],
    FAILED: { target: 'failed', actions: 'recordFailure' },
  },
} as const;

export const draftAutosaveMachine = setup({
  types: {
    context: {} as DraftAutosaveContext,
    events: {} as DraftAutosaveEvent,
    input: {} as DraftAutosaveInput,
  },
  guards: {
    isDueForCreate: ({ context, event }) => context.autosave && context.recordId === null && waitReaches(context.idleMs, event, context.debounceMs),
    isDueForSave: ({ context, event }) => context.autosave && waitReaches(context.idleMs, event, context.debounceMs),
    isRetryDueForCreate: ({ context, event }) => context.recordId === null && waitReaches(context.idleMs, event, context.retryMs),
    isRetryDueForSave: ({ context, event }) => waitReaches(context.idleMs, event, context.retryMs),
    mayCreateNow: ({ context }) => context.autosave && context.recordId === null,
    maySaveNow: ({ context }) => context.autosave,
    isNotCreated: ({ context }) => context.recordId === null,
    wasEditedDuringSave: ({ context }) => context.revision > context.inFlightRevision,
    hasUnsavedEditsAfterCommit: ({ context, event }) => {
      assertEvent(event, 'COMMIT_FAILED');
      // With an id the content at the commit was stored when the draft was created.
      return context.revision > (event.id === undefined ? context.savedRevision : context.inFlightRevision);
    },
  },
  actions: {
    markEdited: assign({ revision: ({ context }) => context.revision + 1, idleMs: 0 }),
    markEditedInFlight: assign({ revision: ({ context }) => context.revision + 1 }),
    waitIdle: assign({ idleMs: ({ context, event }) => context.idleMs + tickMs(event) }),
    startSave: assign({ inFlightRevision: ({ context }) => context.revision, idleMs: 0 }),
    recordSaved: assign(({ context, event }) => {
      assertEvent(event, 'SAVED');
      return {
        recordId: event.id,
        version: event.version,
        savedAt: event.at,
        savedRevision: context.inFlightRevision,
        idleMs: 0,
        error: null,
        failures: 0,
      };
    }),
    recordFailure: assign(({ context, event }) => {
      assertEvent(event, 'FAILED');
      return { error: event.message, failures: context.failures + 1, idleMs: 0, version: event.version ?? context.version };
    }),
    recordCommitFailure: assign(({ context, event }) => {
      assertEvent(event, 'COMMIT_FAILED');
      if (event.id === undefined) return { idleMs: 0 };
      return { recordId: event.id, version: event.version ?? context.version, savedRevision: context.inFlightRevision, idleMs: 0 };
    }),
  },
}).createMachine({
  id: 'draftAutosave',
  initial: 'clean',
  context: ({ input }) => ({
    recordId: input?.recordId ?? null,
    version: input?.version ?? null,
    revision: 0,
    savedRevision: 0,
    inFlightRevision: 0,
    idleMs: 0,
    debounceMs: input?.debounceMs ?? DRAFT_AUTOSAVE_DEFAULTS.debounceMs,
    retryMs: input?.retryMs ?? DRAFT_AUTOSAVE_DEFAULTS.retryMs,
    autosave: input?.autosave ?? true,
    savedAt: input?.savedAt ?? null,
    error: null,
    failures: 0,
  }),
  states: {
    clean: { on: { EDIT: { target: 'dirty', actions: 'markEdited' }, COMMIT: commit } },
    dirty: {
      on: {
        EDIT: { actions: 'markEdited' },
        TICK: [...saveWhen('isDueForCreate', 'isDueForSave'), keepWaiting],
        FLUSH: saveWhen('mayCreateNow', 'maySaveNow'),
        COMMIT: commit,
      },
    },
    // The first save: POST creates the draft.
    creating: inFlight,
    // Later saves: SAVE with the version.
    saving: inFlight,
    failed: {
      on: {
        EDIT: { actions: 'markEditedInFlight' },
        TICK: [...saveWhen('isRetryDueForCreate', 'isRetryDueForSave'), keepWaiting],
        RETRY: saveNow,
        FLUSH: saveNow,
        COMMIT: commit,
      },
    },
    // Submitting, resubmitting or deleting: no autosave meanwhile.
    committing: {
      on: {
        EDIT: { actions: 'markEditedInFlight' },
        COMMITTED: { target: 'done' },
        COMMIT_FAILED: [
          { guard: 'hasUnsavedEditsAfterCommit', target: 'dirty', actions: 'recordCommitFailure' },
          { target: 'clean', actions: 'recordCommitFailure' },
        ],
      },
    },
    done: { type: 'final' },
  },
});
