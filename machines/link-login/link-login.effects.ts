import type { SnapshotFrom } from 'xstate';
import type { LinkCredential, LinkLoginFailure, LinkLoginState, linkLoginMachine } from './link-login.machine';

export type LinkLoginSnapshot = SnapshotFrom<typeof linkLoginMachine>;

/**
 * What the driver does on entering each state, and which events it answers with. Keeping this
 * table beside the machine lets the model test check every state's work without a browser.
 */
export type LinkLoginEffect =
  /** Wait for the screen to read the link and send START. */
  | { type: 'readLink' }
  /** GET /api/bind/user (token, `user-token` header) or GET /api/srdLogin (code) → TOKEN_OK / TOKEN_FAILED. */
  | { type: 'exchange'; credential: LinkCredential }
  /** Store the access token, then GET /api/sysLogin → USER_OK / USER_FAILED. */
  | { type: 'fetchUser'; accessToken: string }
  /** GET /api/bind/bindMsg/{id} → BIND_OK / BIND_FAILED. */
  | { type: 'fetchBindMessage'; bindMsgId: string }
  /** Keep showing 登录认证中...; after LOGIN_FAILURE_DELAY_MS → FAILURE_DELAY_ELAPSED. */
  | { type: 'waitFailureDelay' }
  /** Toast 登录成功 and replace the location. */
  | { type: 'redirect'; to: string }
  /** Show the failure; forget the token when one was stored for this sign-in. */
  | { type: 'fail'; failure: LinkLoginFailure; forgetToken: boolean };

export function linkLoginStateOf(snapshot: LinkLoginSnapshot): LinkLoginState {
  return snapshot.value as LinkLoginState;
}

export function linkLoginEffect(snapshot: LinkLoginSnapshot): LinkLoginEffect {
  const { context } = snapshot;
  switch (linkLoginStateOf(snapshot)) {
    case 'idle':
      return { type: 'readLink' };
    case 'exchanging':
      return { type: 'exchange', credential: context.credential! };
    case 'fetchingUser':
      return { type: 'fetchUser', accessToken: context.accessToken! };
    case 'fetchingBindMessage':
      return { type: 'fetchBindMessage', bindMsgId: context.bindMsgId! };
    case 'failing':
      return { type: 'waitFailureDelay' };
    case 'redirecting':
      return { type: 'redirect', to: context.redirectTo! };
    case 'failed':
      return { type: 'fail', failure: context.failure!, forgetToken: context.accessToken !== null };
  }
}
