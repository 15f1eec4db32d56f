import { MSG } from '@shared/messages';

// The failure shape of every call without the http client, so the public portal can read the
// server's answers with fetch and show the same messages (lib/http-error.ts adds axios).

/**
 * What every failed call rejects with: `result` is the HTTP status, or -1 when no
 * answer arrived; `msg` is what to show the user; `data` is the server's body, passed through.
 */
export interface ApiError {
  result: number;
  msg: string;
  status?: number;
  data?: unknown;
  /** The request was cancelled (by the caller, or as a duplicate). */
  cancelled?: boolean;
}

export const NETWORK_FAILURE = -1;

export const STATUS_FALLBACK: Readonly<Record<number, string>> = {
  400: MSG.badRequest,
  401: MSG.unauthorized,
  403: MSG.forbidden,
  404: MSG.notFound,
  500: MSG.serverError,
};

/** The server's own message: `msg` first, then `message`. */
export function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const { msg, message } = body as { msg?: unknown; message?: unknown };
  for (const candidate of [msg, message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return null;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as ApiError).result === 'number' &&
    typeof (value as ApiError).msg === 'string'
  );
}

/** The failure an HTTP answer outside 2xx stands for. */
export function apiErrorOfAnswer(status: number, body: unknown): ApiError {
  return {
    result: status,
    status,
    msg: serverMessage(body) ?? STATUS_FALLBACK[status] ?? (status >= 500 ? MSG.serverError : MSG.genericError),
    data: body,
  };
}
