import { assertEvent, assign, setup } from 'xstate';
import { phoneProblem } from './verification-code.rules';

/**
 * The verification-code button of the public message form (design/lifecycles.md):
 * enabled → sending → a 60-second countdown, one step a second → enabled.
 * The phone is checked before anything is sent. Time arrives as TICK events (one a second) and
 * the request's outcome as SENT / SEND_FAILED, from a thin driver in src/web.
 */

export interface VerificationCodeContext {
  phone: string;
  /** The phone the last code went to: the one a typed code proves. */
  requestedPhone: string | null;
  /** Seconds until another code may be asked for (0 outside the countdown). */
  secondsLeft: number;
  /** Why the last request did not go out (a phone check or the server's msg), shown under the field. */
  error: string | null;
  countdownSeconds: number;
}

export interface VerificationCodeInput {
  /** Seconds before a new code may be asked for; 60 by default. */
  countdownSeconds?: number;
  phone?: string;
}

export type VerificationCodeEvent =
  | { type: 'PHONE_CHANGED'; phone: string }
  | { type: 'REQUEST' }
  | { type: 'SENT' }
  | { type: 'SEND_FAILED'; msg: string }
  | { type: 'TICK' };

export const verificationCodeMachine = setup({
  types: {
    context: {} as VerificationCodeContext,
    events: {} as VerificationCodeEvent,
    input: {} as VerificationCodeInput,
  },
  guards: {
    phoneHasProblem: ({ context }) => phoneProblem(context.phone) !== null,
    isLastSecond: ({ context }) => context.secondsLeft <= 1,
  },
  actions: {
    setPhone: assign({
      phone: ({ event }) => {
        assertEvent(event, 'PHONE_CHANGED');
        return event.phone;
      },
    }),
    clearError: assign({ error: null }),
    rememberPhone: assign({ requestedPhone: ({ context }) => context.phone.trim() }),
    showPhoneProblem: assign({ error: ({ context }) => phoneProblem(context.phone) }),
    showSendFailure: assign({
      error: ({ event }) => {
        assertEvent(event, 'SEND_FAILED');
        return event.msg;
      },
    }),
    startCountdown: assign({ secondsLeft: ({ context }) => context.countdownSeconds }),
    countDown: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    endCountdown: assign({ secondsLeft: 0 }),
  },
}).createMachine({
  id: 'verificationCode',
  initial: 'enabled',
  // The input is optional: xstate/graph's walkers start the machine without one.
  context: ({ input }) => ({
    phone: input?.phone ?? '',
    requestedPhone: null,
    secondsLeft: 0,
    error: null,
    countdownSeconds: input?.countdownSeconds ?? 60,
  }),
  // The phone may be edited at any time; a new number clears an old complaint about it.
  on: { PHONE_CHANGED: { actions: ['setPhone', 'clearError'] } },
  states: {
    enabled: {
      on: {
        REQUEST: [
          { guard: 'phoneHasProblem', actions: 'showPhoneProblem' },
          { target: 'sending', actions: ['clearError', 'rememberPhone'] },
        ],
      },
    },
    sending: {
      on: { SENT: { target: 'countingDown', actions: 'startCountdown' }, SEND_FAILED: { target: 'enabled', actions: 'showSendFailure' } },
    },
    countingDown: {
      on: { TICK: [{ guard: 'isLastSecond', target: 'enabled', actions: 'endCountdown' }, { actions: 'countDown' }] },
    },
  },
});

export type VerificationCodeState = 'enabled' | 'sending' | 'countingDown';

/** What the button shows in each state. */
export function verificationCodeButton(state: VerificationCodeState, secondsLeft: number): { label: string; disabled: boolean } {
  if (state === 'sending') return { label: '发送中…', disabled: true };
  if (state === 'countingDown') return { label: `${secondsLeft}秒后重新获取`, disabled: true };
  return { label: '获取验证码', disabled: false };
}
