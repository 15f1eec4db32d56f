import type { ReactNode } from 'react';
import { MSG } from '@shared/messages';
import { isApiError } from '@web/lib/api-error';

// The portal's loading, error and empty states: the same texts, roles and pictures as the
// workspace's (src/web/components/*-state.tsx), in plain markup (ui/portal.css).

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
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="#fdf2f2" stroke="#b8232a" strokeWidth="2" />
        <path d="M24 13 V27" stroke="#b8232a" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.4" fill="#b8232a" />
      </svg>
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
  /** Defaults to 暂无数据 (section 2: the empty-data placeholder). */
  text?: ReactNode;
  compact?: boolean;
  children?: ReactNode;
}

export function EmptyState({ text = MSG.noData, compact, children }: EmptyStateProps) {
  return (
    <div className={stateClass(compact)}>
      <svg width="72" height="56" viewBox="0 0 72 56" aria-hidden="true" focusable="false">
        <ellipse cx="36" cy="50" rx="30" ry="5" fill="#ece6e1" />
        <path d="M10 30 L20 12 H52 L62 30 V44 a3 3 0 0 1 -3 3 H13 a3 3 0 0 1 -3 -3 Z" fill="#faf7f5" stroke="#cfc4bc" strokeWidth="1.5" />
        <path d="M10 30 H26 a10 6 0 0 0 20 0 H62" fill="none" stroke="#cfc4bc" strokeWidth="1.5" />
      </svg>
      <p className="hs-state-text">{text}</p>
      {children && <div>{children}</div>}
    </div>
  );
}
