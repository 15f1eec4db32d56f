import { useSyncExternalStore } from 'react';

/**
 * The one-time 登录提示 dialog. A 401 asks for it; while it is open further
 * 401s change nothing, so several failing calls show it once. 我知道了 closes it.
 */
let open = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the dialog; false when it is already open. */
export function showLoginExpiredNotice(): boolean {
  if (open) return false;
  open = true;
  emit();
  return true;
}

export function acknowledgeLoginExpiredNotice(): void {
  if (!open) return;
  open = false;
  emit();
}

export function isLoginExpiredNoticeOpen(): boolean {
  return open;
}

export function subscribeLoginExpiredNotice(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLoginExpiredNotice(): boolean {
  return useSyncExternalStore(subscribeLoginExpiredNotice, isLoginExpiredNoticeOpen, isLoginExpiredNoticeOpen);
}
