import { isRouteErrorResponse } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { serverMessage } from './api-error';

export interface RouteErrorView {
  status: number;
  message: string;
}

/** The message (or 系统错误) and status 500 unless the error carries its own. */
export function describeRouteError(error: unknown): RouteErrorView {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: MSG.pageNotFound };
    return { status: error.status, message: serverMessage(error.data) ?? (error.statusText || MSG.genericError) };
  }
  if (error && typeof error === 'object') {
    const { status, msg, message } = error as { status?: unknown; msg?: unknown; message?: unknown };
    const text = typeof msg === 'string' && msg ? msg : typeof message === 'string' && message ? message : MSG.genericError;
    const code = typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
    return { status: code, message: code === 404 ? MSG.pageNotFound : text };
  }
  return { status: 500, message: typeof error === 'string' && error ? error : MSG.genericError };
}
