import axios from 'axios';
import { MSG } from '@shared/messages';

/**
 * What every failed call rejects with (section 8): `result` is the HTTP status, or -1 when no
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

const STATUS_FALLBACK: Readonly<Record<number, string>> = {
  400: MSG.badRequest,
  401: MSG.unauthorized,
  403: MSG.forbidden,
  404: MSG.notFound,
  500: MSG.serverError,
};

/** The server's own message: `msg` first, then `message` (section 8). */
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

/** Turns anything a call can throw (axios error, cancel, ApiError) into one ApiError. */
export function toApiError(error: unknown): ApiError {
  if (isApiError(error)) return error;
  if (axios.isCancel(error)) {
    const reason = (error as { message?: unknown }).message;
    const msg = reason === MSG.requestCancelled ? MSG.requestCancelled : MSG.requestAborted;
    return { result: NETWORK_FAILURE, msg, cancelled: true };
  }
  if (axios.isAxiosError(error)) {
    const response = error.response;
    if (!response) return { result: NETWORK_FAILURE, msg: MSG.networkTimeout };
    const status = response.status;
    return {
      result: status,
      status,
      msg: serverMessage(response.data) ?? STATUS_FALLBACK[status] ?? (status >= 500 ? MSG.serverError : MSG.genericError),
      data: response.data,
    };
  }
  if (error instanceof Error && error.message) return { result: NETWORK_FAILURE, msg: error.message };
  return { result: NETWORK_FAILURE, msg: MSG.genericError };
}

/** The message to show for a failed call, whatever shape the failure took. */
export function errorMessage(error: unknown, fallback: string = MSG.genericError): string {
  if (error === null || error === undefined) return fallback;
  return toApiError(error).msg || fallback;
}
