export {
  DRAFT_AUTOSAVE_DEFAULTS,
  draftAutosaveMachine,
  type DraftAutosaveContext,
  type DraftAutosaveEvent,
  type DraftAutosaveInput,
} from './draft-autosave.machine';
export {
  draftAutosaveStates,
  draftAutosaveStatusText,
  draftAutosaveView,
  type DraftAutosaveState,
  type DraftAutosaveView,
} from './draft-autosave.labels';
