import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { verificationCodeButton, verificationCodeMachine, type VerificationCodeState } from '@machines/verification-code/index';
import { CODE_RESEND_SECONDS } from '@shared/constants';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';

const ONE_SECOND = 1000;

/**
 * The thin driver of a 获取验证码 button (the portal's message form, 忘记密码): the machine
 * decides, this sends TICK once a second while it counts down and turns the caller's `sendCode`
 * request into SENT / SEND_FAILED. `sentText` is the toast after a request was taken; `error`,
 * why the button refused, belongs next to the form's phone field.
 */
export function useVerificationCode(sendCode: (phone: string) => Promise<unknown>, sentText = '验证码已发送，请注意查收短信') {
  const actor = useActorRef(verificationCodeMachine, { input: { countdownSeconds: CODE_RESEND_SECONDS } });
  const state = useSelector(actor, (snapshot) => snapshot.value as VerificationCodeState);
  const secondsLeft = useSelector(actor, (snapshot) => snapshot.context.secondsLeft);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);

  useEffect(() => {
    if (state !== 'countingDown') return;
    const timer = setInterval(() => actor.send({ type: 'TICK' }), ONE_SECOND);
    return () => clearInterval(timer);
  }, [actor, state]);

  const setPhone = useCallback((phone: string) => actor.send({ type: 'PHONE_CHANGED', phone }), [actor]);

  const request = useCallback(async () => {
    actor.send({ type: 'REQUEST' });
    const snapshot = actor.getSnapshot();
    // Refused before sending (no phone, a malformed one): the form shows `error` next to the phone.
    if (!snapshot.matches('sending')) return;
    try {
      await sendCode(snapshot.context.requestedPhone ?? '');
      actor.send({ type: 'SENT' });
      toaster.create({ type: 'success', title: sentText });
    } catch (failure) {
      const msg = errorMessage(failure);
      actor.send({ type: 'SEND_FAILED', msg });
      toaster.create({ type: 'error', title: msg });
    }
  }, [actor, sendCode, sentText]);

  return { button: verificationCodeButton(state, secondsLeft), error, setPhone, request };
}
