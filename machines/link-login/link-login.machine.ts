import { assertEvent, assign, setup } from 'xstate';
import { isBlank } from '../blank';

/** What the link carried: a one-time token (GET /api/bind/user) or a code (GET /api/srdLogin). */
export interface LinkCredential {
  kind: 'token' | 'code';
  value: string;
}

/** authFailed → 认证失败！ (after the delay); userInfoFailed → 获取用户信息失败 (at once). */
export type LinkLoginFailure = 'authFailed' | 'userInfoFailed';

export interface LinkLoginContext {
  credential: LinkCredential | null;
  /** The bind message the link leads on to (query `id`), if any. */
  bindMsgId: string | null;
  accessToken: string | null;
  /** The signed-in user's home, as the driver computed it from the role. */
  home: string | null;
  /** Where the user goes once signed in. */
  redirectTo: string | null;
  failure: LinkLoginFailure | null;
}

export type LinkLoginEvent =
  /** The screen read the link's query: `token`, `code` and the optional bind-message `id`. */
  | { type: 'START'; token?: string | null; code?: string | null; id?: string | null }
  | { type: 'TOKEN_OK'; accessToken: string }
  | { type: 'TOKEN_FAILED' }
  | { type: 'USER_OK'; home: string }
  | { type: 'USER_FAILED' }
  | { type: 'BIND_OK'; msgType: number; localId: number | string }
  | { type: 'BIND_FAILED' }
  /** The driver's timer: LOGIN_FAILURE_DELAY_MS after entering `failing`. */
  | { type: 'FAILURE_DELAY_ELAPSED' };

export type LinkLoginEventType = LinkLoginEvent['type'];

/** Bind message msgType 0 is an opinion solicitation; its list takes id and type. */
export const OPINION_SOLICITATION_MSG_TYPE = 0;
export const OPINION_SOLICITATION_PATH = '/client/opinionSolicitation/opinionSolicitationTable';

export function opinionSolicitationTarget(localId: number | string, msgType: number): string {
  return `${OPINION_SOLICITATION_PATH}?${new URLSearchParams({ id: String(localId), type: String(msgType) }).toString()}`;
}

const filled = (value: string | null | undefined): value is string => !isBlank(value);

export const linkLoginContextDefaults: LinkLoginContext = {
  credential: null,
  bindMsgId: null,
  accessToken: null,
  home: null,
  redirectTo: null,
  failure: null,
};

/**
 * Entry by link: a query token or code signs in, the
 * user info decides the home, an optional bind message leads on to its record. Pure: the
 * calls, the storage and the 1.5 s failure delay live in the driver, whose results come back
 * here as events.
 */
export const linkLoginMachine = setup({
  types: {
    context: {} as LinkLoginContext,
    events: {} as LinkLoginEvent,
  },
  guards: {
    hasToken: ({ event }) => event.type === 'START' && filled(event.token),
    hasCode: ({ event }) => event.type === 'START' && filled(event.code),
    hasBindMessage: ({ context }) => context.bindMsgId !== null,
    isOpinionSolicitation: ({ event }) => event.type === 'BIND_OK' && event.msgType === OPINION_SOLICITATION_MSG_TYPE,
  },
  actions: {
    rememberToken: assign(({ event }) => {
      assertEvent(event, 'START');
      return { credential: { kind: 'token', value: event.token!.trim() }, bindMsgId: filled(event.id) ? event.id.trim() : null };
    }),
    rememberCode: assign(({ event }) => {
      assertEvent(event, 'START');
      return { credential: { kind: 'code', value: event.code!.trim() }, bindMsgId: filled(event.id) ? event.id.trim() : null };
    }),
    storeAccessToken: assign(({ event }) => {
      assertEvent(event, 'TOKEN_OK');
      return { accessToken: event.accessToken };
    }),
    rememberHome: assign(({ event }) => {
      assertEvent(event, 'USER_OK');
      return { home: event.home };
    }),
    goHome: assign(({ context }) => ({ redirectTo: context.home })),
    goToOpinionSolicitation: assign(({ event }) => {
      assertEvent(event, 'BIND_OK');
      return { redirectTo: opinionSolicitationTarget(event.localId, event.msgType) };
    }),
    failAuthentication: assign({ failure: 'authFailed' as LinkLoginFailure }),
    failUserInfo: assign({ failure: 'userInfoFailed' as LinkLoginFailure }),
  },
}).createMachine({
  id: 'linkLogin',
  initial: 'idle',
  context: linkLoginContextDefaults,
  states: {
    idle: {
      on: {
        START: [
          { guard: 'hasToken', target: 'exchanging', actions: 'rememberToken' },
          { guard: 'hasCode', target: 'exchanging', actions: 'rememberCode' },
          // Neither token nor code: nothing to sign in with.
          { target: 'failing', actions: 'failAuthentication' },
        ],
      },
    },
    exchanging: {
      on: {
        TOKEN_OK: { target: 'fetchingUser', actions: 'storeAccessToken' },
        TOKEN_FAILED: { target: 'failing', actions: 'failAuthentication' },
      },
    },
    fetchingUser: {
      on: {
        USER_OK: [
          { guard: 'hasBindMessage', target: 'fetchingBindMessage', actions: 'rememberHome' },
          { target: 'redirecting', actions: ['rememberHome', 'goHome'] },
        ],
        USER_FAILED: { target: 'failed', actions: 'failUserInfo' },
      },
    },
    fetchingBindMessage: {
      on: {
        BIND_OK: [
          { guard: 'isOpinionSolicitation', target: 'redirecting', actions: 'goToOpinionSolicitation' },
          // Other message kinds have no page of their own here (their targets are not shown).
          { target: 'redirecting', actions: 'goHome' },
        ],
        // The sign-in worked; a message that cannot be read only loses the deep link.
        BIND_FAILED: { target: 'redirecting', actions: 'goHome' },
      },
    },
    // Still showing 登录认证中... until the driver reports the delay elapsed.
    failing: {
      on: { FAILURE_DELAY_ELAPSED: { target: 'failed' } },
    },
    redirecting: { type: 'final' },
    failed: { type: 'final' },
  },
});

export type LinkLoginState = 'idle' | 'exchanging' | 'fetchingUser' | 'fetchingBindMessage' | 'failing' | 'redirecting' | 'failed';
