import type { ReactNode } from 'react';
import { MSG } from '@shared/messages';
import { EmptyTray, ErrorMark } from '@web/components/state-pictures';
import { isApiError } from '@web/lib/api-error';

// The portal's loading, error and empty states: the same texts, roles and pictures as the
// workspace's (src/web/components/*-state.tsx, sharing their pictures), in plain markup (ui/portal.css).

const stateClass = (compact?: boolean) => (compact ? 'hs-state hs-state-compact' : 'hs-state');

export function LoadingState({ text = '加载中…', compact, fullPage }: { text?: string; compact?: boolean; fullPage?: boolean }) {
  return (
    <div className={stateClass(compact)} role="status" aria-live="polite" style={fullPage ? { minHeight: '100dvh', justifyContent: 'center' } : undefined}>
      <span className="hs-spinner" aria-hidden="true" />
      <p className="hs-state-text">{text}</p>
    </div>
  );
}

export interface ErrorStateProps {
  error?: unknown;
  title?: string;
  onRetry?: () => void;
  compact?: boolean;
}

export function ErrorState({ error, title = MSG.listLoadFailed, onRetry, compact }: ErrorStateProps) {
  const detail = error === undefined ? null : isApiError(error) ? error.msg : MSG.genericError;
  return (
    <div className={stateClass(compact)} role="alert">
      <ErrorMark />
      <p className="hs-state-title">{title}</p>
      {detail && detail !== title && <p className="hs-state-detail">{detail}</p>}
      {onRetry && (
        <button type="button" className="hs-btn hs-btn-sm hs-btn-outline" onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}

export interface EmptyStateProps {
  /** Defaults to 暂无数据 (the empty-data placeholder). */
  text?: ReactNode;
  compact?: boolean;
  children?: ReactNode;
}

export function EmptyState({ text = MSG.noData, compact, children }: EmptyStateProps) {
  return (
    <div className={stateClass(compact)}>
      <EmptyTray />
      <p className="hs-state-text">{text}</p>
      {children && <div>{children}</div>}
    </div>
  );
}
