import type { SnapshotFrom } from 'xstate';
import type { loadingBarMachine } from './loading-bar.machine';

export type LoadingBarState = 'idle' | 'waiting' | 'running' | 'completed' | 'failed';

/** What each state means on screen. */
export const loadingBarStates = {
  idle: { visible: false, label: '空闲' },
  waiting: { visible: false, label: '等待（不足200毫秒不显示）' },
  running: { visible: true, label: '加载中' },
  completed: { visible: true, label: '加载完成' },
  failed: { visible: true, label: '加载失败' },
} as const satisfies Record<LoadingBarState, { visible: boolean; label: string }>;

export interface LoadingBarView {
  visible: boolean;
  progress: number;
  failed: boolean;
  state: LoadingBarState;
}

/** The bar as drawn: shown or not, its width in percent, failed colour or not. */
export function loadingBarView(snapshot: SnapshotFrom<typeof loadingBarMachine>): LoadingBarView {
  const state = snapshot.value as LoadingBarState;
  return {
    state,
    visible: loadingBarStates[state].visible,
    progress: Math.round(snapshot.context.progress * 10) / 10,
    failed: snapshot.context.failed,
  };
}
