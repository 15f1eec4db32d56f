import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { linkLoginEffect, linkLoginMachine, linkLoginStateOf, type LinkLoginFailure } from '@machines/link-login/index';
import { LOGIN_FAILURE_DELAY_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { api } from '@web/lib/api';
import { currentDevice } from '@web/lib/device';
import { useAppDispatch } from '@web/lib/hooks';
import { saveLoginInfo } from '@web/lib/login-info';
import { landingPathFor } from '@web/lib/route-guards';
import { clearSession, setToken } from '@web/lib/session';
import { exchangeLinkCode, exchangeLinkToken, fetchBindMessage, fetchSignedInUser, type LinkLoginVariant } from './link-login.api';

export const FAILURE_MESSAGE: Readonly<Record<LinkLoginFailure, string>> = {
  authFailed: MSG.authFailed,
  userInfoFailed: MSG.userInfoFailed,
};

/** A page opened inside a host application tells it that the token sign-in failed. */
function tellHostApp(msg: string) {
  try {
    if (window.parent && window.parent !== window) window.parent.postMessage({ type: 'reqFail', msg }, '*');
  } catch {
    // A host that cannot be reached has nobody to tell.
  }
}

/**
 * The driver of the link-login machine: runs the effect of each state it enters (the calls,
 * storage, the 1.5 s delay, toasts and navigation) and sends the outcome back as an event.
 */
export function useLinkLogin(variant: LinkLoginVariant) {
  const [snapshot, send] = useMachine(linkLoginMachine);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const state = linkLoginStateOf(snapshot);

  useEffect(() => {
    let active = true;
    const reply = (event: Parameters<typeof send>[0]) => {
      if (active) send(event);
    };
    const effect = linkLoginEffect(snapshot);

    switch (effect.type) {
      case 'readLink':
        send({ type: 'START', token: searchParams.get('token'), code: searchParams.get('code'), id: searchParams.get('id') });
        break;

      case 'exchange': {
        const { kind, value } = effect.credential;
        void (kind === 'token' ? exchangeLinkToken(value) : exchangeLinkCode(value, variant)).then((result) =>
          reply(result.ok ? { type: 'TOKEN_OK', accessToken: result.accessToken } : { type: 'TOKEN_FAILED' }),
        );
        break;
      }

      case 'fetchUser':
        setToken(effect.accessToken);
        // Whatever a previous user of this tab left in the cache belongs to them.
        dispatch(api.util.resetApiState());
        fetchSignedInUser().then(
          async (user) => {
            await saveLoginInfo(user);
            reply({ type: 'USER_OK', home: landingPathFor(user.loginRoleCode, currentDevice) });
          },
          () => reply({ type: 'USER_FAILED' }),
        );
        break;

      case 'fetchBindMessage':
        fetchBindMessage(effect.bindMsgId).then(
          (message) => reply({ type: 'BIND_OK', msgType: Number(message.msgType), localId: message.localId }),
          () => reply({ type: 'BIND_FAILED' }),
        );
        break;

      case 'waitFailureDelay': {
        const timer = setTimeout(() => reply({ type: 'FAILURE_DELAY_ELAPSED' }), LOGIN_FAILURE_DELAY_MS);
        return () => {
          active = false;
          clearTimeout(timer);
        };
      }

      case 'redirect':
        // The id keeps React's development double effects from showing it twice.
        toaster.create({ id: 'link-login-result', type: 'success', title: MSG.loginSucceeded, duration: 2000 }, { at: 'arrival' });
        void navigate(effect.to, { replace: true });
        break;

      case 'fail': {
        const msg = FAILURE_MESSAGE[effect.failure];
        if (effect.forgetToken) clearSession();
        toaster.create({ id: 'link-login-result', type: 'error', title: msg });
        tellHostApp(msg);
        break;
      }
    }
    return () => {
      active = false;
    };
    // One run per state entered: the snapshot changes exactly when the machine moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [snapshot]);

  return { state, failure: snapshot.context.failure };
}
