import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { passwordChangeMachine, passwordChangeView, type PasswordField } from '@machines/password-change/index';
import { MSG } from '@shared/messages';
import { api } from '@web/lib/api';
import { useAppDispatch } from '@web/lib/hooks';
import { clearSession } from '@web/lib/session';
import { useChangePasswordMutation, useCheckOldPasswordMutation } from './account.api';
import { checkAnswerEvent, saveAnswerEvent } from './password-change.answers';

async function settle(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
    return undefined;
  } catch (error) {
    return error ?? new Error(MSG.genericError);
  }
}

/**
 * The thin driver of the password-change machine: it sends the form's events, makes the two
 * calls the machine asks for (check the old password, save) and reports their answers, then
 * logs out when the user acknowledges the re-login notice.
 */
export function usePasswordChange(userId: number | string) {
  const actor = useActorRef(passwordChangeMachine);
  const view = useSelector(actor, passwordChangeView);
  const form = useSelector(actor, (snapshot) => snapshot.context);
  const [checkOldPassword] = useCheckOldPasswordMutation();
  const [changePassword] = useChangePasswordMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  const edit = useCallback((field: PasswordField, value: string) => actor.send({ type: 'EDIT', field, value }), [actor]);

  const submit = useCallback(async () => {
    actor.send({ type: 'SUBMIT' });
    const { oldPassword, password } = actor.getSnapshot().context;
    if (!actor.getSnapshot().matches('checkingOldPassword')) return;
    actor.send(checkAnswerEvent(await settle(checkOldPassword({ userId, oldPassword }).unwrap())));
    if (!actor.getSnapshot().matches('saving')) return;
    const saved = saveAnswerEvent(await settle(changePassword({ userId, oldPassword, password }).unwrap()));
    // Every session of the user has ended on the server: forget the dead token now, so that a
    // call made while the notice shows leaves quietly instead of raising 登录提示.
    if (saved.type === 'SAVED') clearSession();
    actor.send(saved);
  }, [actor, changePassword, checkOldPassword, userId]);

  const acknowledge = useCallback(async () => {
    actor.send({ type: 'ACKNOWLEDGE' });
    if (!actor.getSnapshot().matches('loggingOut')) return;
    // The server has already ended the session; logging out here is leaving the signed-in screens.
    clearSession();
    await navigate('/', { replace: true });
    dispatch(api.util.resetApiState());
    // Leaving the signed-in screens usually unmounts the dialog and stops the actor first.
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'LOGGED_OUT' });
  }, [actor, dispatch, navigate]);

  return useMemo(() => ({ view, form, edit, submit, acknowledge }), [acknowledge, edit, form, submit, view]);
}
