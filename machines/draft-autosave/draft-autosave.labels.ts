import type { SnapshotFrom } from 'xstate';
import type { draftAutosaveMachine } from './draft-autosave.machine';

export type DraftAutosaveState = 'clean' | 'dirty' | 'creating' | 'saving' | 'failed' | 'committing' | 'done';

/** What each state means on screen; `busy`: a call is in flight, so COMMIT must wait. */
export const draftAutosaveStates = {
  clean: { label: '已保存', busy: false },
  dirty: { label: '有未保存的修改', busy: false },
  creating: { label: '保存中…', busy: true },
  saving: { label: '保存中…', busy: true },
  failed: { label: '保存失败，将重试', busy: false },
  committing: { label: '提交中…', busy: true },
  done: { label: '已完成', busy: false },
} as const satisfies Record<DraftAutosaveState, { label: string; busy: boolean }>;

export interface DraftAutosaveView {
  state: DraftAutosaveState;
  busy: boolean;
  recordId: number | null;
  version: number | null;
  savedAt: number | null;
  error: string | null;
  /** Changes not yet stored on the server. */
  unsaved: boolean;
  autosave: boolean;
}

export function draftAutosaveView(snapshot: SnapshotFrom<typeof draftAutosaveMachine>): DraftAutosaveView {
  const state = snapshot.value as DraftAutosaveState;
  const { recordId, version, savedAt, error, revision, savedRevision, autosave } = snapshot.context;
  return {
    state,
    busy: draftAutosaveStates[state].busy,
    recordId,
    version,
    savedAt,
    error,
    unsaved: state !== 'done' && revision > savedRevision,
    autosave,
  };
}

/**
 * The status line under the form: 已自动保存 hh:mm / 保存中… / 保存失败，将重试.
 * `time` formats the save time as hh:mm (the screen's locale and clock).
 */
export function draftAutosaveStatusText(view: DraftAutosaveView, time: (at: number) => string): string {
  switch (view.state) {
    case 'creating':
    case 'saving':
      return '保存中…';
    case 'failed':
      return '保存失败，将重试';
    case 'committing':
      return '提交中…';
    case 'done':
      return '';
    case 'dirty':
      if (!view.autosave) return '修改尚未提交，已在本机暂存';
      return view.savedAt === null ? '正在编辑，稍后自动保存' : `已自动保存 ${time(view.savedAt)}，有新的修改`;
    case 'clean':
      if (view.savedAt !== null) return `已自动保存 ${time(view.savedAt)}`;
      return view.recordId === null ? '输入内容后将自动保存为草稿' : '草稿已保存';
  }
}
