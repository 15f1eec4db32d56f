import { assertEvent, assign, setup } from 'xstate';
import { isPasswordFormValid, type PasswordField, type PasswordForm } from './password-change.rules';

/**
 * The password-change form of the account dialog:
 * checks only after a submit attempt; then the old password is checked on the server, then
 * saved; then a forced re-login notice; then logout. The server's answers arrive as events
 * from the screen's driver (OLD_PASSWORD_OK, SAVED, …); the machine does no I/O.
 */
export interface PasswordChangeContext extends PasswordForm {
  /** The server's message for the last failure (msg or message), shown as it is. */
  serverMessage: string | null;
}

export type PasswordChangeEvent =
  | { type: 'EDIT'; field: PasswordField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'OLD_PASSWORD_OK' }
  | { type: 'OLD_PASSWORD_WRONG'; msg: string }
  | { type: 'CHECK_FAILED'; msg: string }
  | { type: 'SAVED' }
  | { type: 'SAVE_FAILED'; msg: string }
  | { type: 'ACKNOWLEDGE' }
  | { type: 'LOGGED_OUT' };

export const passwordChangeEmptyForm: PasswordChangeContext = {
  oldPassword: '',
  password: '',
  confirmPassword: '',
  serverMessage: null,
};

// EDIT leaves a failure state, so a SUBMIT there sends the form that was valid a moment ago.
const editAndRevalidate = { target: 'submittedWithErrors', actions: ['edit', 'forgetServerMessage'] } as const;
const retry = { target: 'checkingOldPassword', actions: 'forgetServerMessage' } as const;

export const passwordChangeMachine = setup({
  types: {
    context: {} as PasswordChangeContext,
    events: {} as PasswordChangeEvent,
  },
  guards: {
    isFormValid: ({ context }) => isPasswordFormValid(context),
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, 'EDIT');
      return { [event.field]: event.value };
    }),
    rememberServerMessage: assign(({ event }) => {
      assertEvent(event, ['OLD_PASSWORD_WRONG', 'CHECK_FAILED', 'SAVE_FAILED']);
      return { serverMessage: event.msg };
    }),
    forgetServerMessage: assign({ serverMessage: null }),
    forgetPasswords: assign({ oldPassword: '', password: '', confirmPassword: '' }),
  },
}).createMachine({
  id: 'passwordChange',
  initial: 'editing',
  context: { ...passwordChangeEmptyForm },
  states: {
    // No messages before the first submit attempt.
    editing: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'isFormValid', target: 'checkingOldPassword' }, { target: 'submittedWithErrors' }],
      },
    },
    // After a submit attempt: each field shows its problem and updates as the user types.
    submittedWithErrors: {
      on: {
        EDIT: { actions: 'edit' },
        SUBMIT: [{ guard: 'isFormValid', target: 'checkingOldPassword' }, { target: 'submittedWithErrors' }],
      },
    },
    checkingOldPassword: {
      tags: ['busy'],
      on: {
        OLD_PASSWORD_OK: { target: 'saving' },
        OLD_PASSWORD_WRONG: { target: 'oldPasswordWrong', actions: 'rememberServerMessage' },
        CHECK_FAILED: { target: 'checkFailed', actions: 'rememberServerMessage' },
      },
    },
    // The server's 原密码不正确 under the old password.
    oldPasswordWrong: {
      on: { EDIT: editAndRevalidate, SUBMIT: retry },
    },
    checkFailed: {
      on: { EDIT: editAndRevalidate, SUBMIT: retry },
    },
    saving: {
      tags: ['busy'],
      on: {
        SAVED: { target: 'done', actions: 'forgetPasswords' },
        // Changed elsewhere between the check and the save.
        OLD_PASSWORD_WRONG: { target: 'oldPasswordWrong', actions: 'rememberServerMessage' },
        SAVE_FAILED: { target: 'saveFailed', actions: 'rememberServerMessage' },
      },
    },
    saveFailed: {
      on: { EDIT: editAndRevalidate, SUBMIT: retry },
    },
    // The non-closable 密码修改成功，请重新登录: every session of the user has ended.
    done: {
      tags: ['locked'],
      on: { ACKNOWLEDGE: { target: 'loggingOut' } },
    },
    loggingOut: {
      tags: ['locked'],
      on: { LOGGED_OUT: { target: 'loggedOut' } },
    },
    loggedOut: { type: 'final', tags: ['locked'] },
  },
});
