import axios from 'axios';
import { MSG } from '@shared/messages';
import { apiErrorOfAnswer, isApiError, NETWORK_FAILURE, type ApiError } from './api-error';

export { isApiError, NETWORK_FAILURE, serverMessage, type ApiError } from './api-error';

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
    return apiErrorOfAnswer(response.status, response.data);
  }
  if (error instanceof Error && error.message) return { result: NETWORK_FAILURE, msg: error.message };
  return { result: NETWORK_FAILURE, msg: MSG.genericError };
}

/** The message to show for a failed call, whatever shape the failure took. */
export function errorMessage(error: unknown, fallback: string = MSG.genericError): string {
  if (error === null || error === undefined) return fallback;
  return toApiError(error).msg || fallback;
}
