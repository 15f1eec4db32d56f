import type { PasswordChangeEvent } from '@machines/password-change/index';
import { MSG } from '@shared/messages';
import { toApiError } from '@web/lib/http-error';

/** The server's refusal of the old password, whichever call gave it. */
function isOldPasswordWrong(error: unknown): boolean {
  const apiError = toApiError(error);
  return apiError.result === 400 && apiError.msg === MSG.oldPasswordWrong;
}

/** The answer of POST /api/sysNpcUser/checkPassword as the machine's event. */
export function checkAnswerEvent(error?: unknown): PasswordChangeEvent {
  if (error === undefined) return { type: 'OLD_PASSWORD_OK' };
  if (isOldPasswordWrong(error)) return { type: 'OLD_PASSWORD_WRONG', msg: toApiError(error).msg };
  return { type: 'CHECK_FAILED', msg: toApiError(error).msg };
}

/** The answer of PUT /api/sysNpcUser as the machine's event. */
export function saveAnswerEvent(error?: unknown): PasswordChangeEvent {
  if (error === undefined) return { type: 'SAVED' };
  if (isOldPasswordWrong(error)) return { type: 'OLD_PASSWORD_WRONG', msg: toApiError(error).msg };
  return { type: 'SAVE_FAILED', msg: toApiError(error).msg };
}
