import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { messageFormMachine, payloadOf, type MessageDelegate, type MessageField, type MessageFormStep } from '@machines/message-form/index';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';
import { MESSAGE_ACCEPTED_STATUS, useMessageChallengeMutation, useSubmitMessageMutation } from './message.api';
import { proveWork } from './prove-work';

/**
 * The thin driver of the message-form machine: it forwards the user's events; when the machine
 * reaches `proving` it fetches a challenge and has the browser work on it (PROVED, or
 * PROOF_FAILED); when it reaches `submitting` it sends the message and reports the answer
 * (201 → SUBMITTED, anything else → SUBMIT_FAILED with the server's msg), with a toast for
 * each outcome of a sent message. Closing the form ends the work.
 */
export function useMessageForm(delegate: MessageDelegate) {
  const actor = useActorRef(messageFormMachine);
  const fields = useSelector(actor, (snapshot) => snapshot.context);
  const step = useSelector(actor, (snapshot) => (snapshot.value as { form: MessageFormStep }).form);
  const noticeOpen = useSelector(actor, (snapshot) => snapshot.matches({ notice: 'open' }));
  const [fetchChallenge] = useMessageChallengeMutation();
  const [submitMessage] = useSubmitMessageMutation();
  const work = useRef<AbortController | null>(null);
  useEffect(() => () => work.current?.abort(), []);

  const edit = useCallback((field: MessageField, value: string) => actor.send({ type: 'EDIT', field, value }), [actor]);
  const setAgreed = useCallback((checked: boolean) => actor.send({ type: 'SET_AGREED', checked }), [actor]);
  const openNotice = useCallback(() => actor.send({ type: 'OPEN_NOTICE' }), [actor]);
  const closeNotice = useCallback(() => actor.send({ type: 'CLOSE_NOTICE' }), [actor]);
  const reset = useCallback(() => actor.send({ type: 'RESET' }), [actor]);

  /** Answers the warning of a failed check, for the form to put the focus on its field. */
  const submit = useCallback(async (): Promise<string | null> => {
    // A second press while the message is being proved or sent changes nothing.
    if (actor.getSnapshot().hasTag('busy')) return null;
    actor.send({ type: 'SUBMIT' });
    let snapshot = actor.getSnapshot();
    // A failed check is told next to its field only, not again in a toast.
    if (snapshot.matches({ form: 'filling' })) return snapshot.context.warning;
    if (snapshot.matches({ form: 'proving' })) {
      const controller = new AbortController();
      work.current = controller;
      try {
        const challenge = await fetchChallenge().unwrap();
        actor.send({ type: 'PROVED', proof: await proveWork(challenge, controller.signal) });
      } catch (error) {
        if (controller.signal.aborted) return null;
        const msg = errorMessage(error, '');
        actor.send({ type: 'PROOF_FAILED', msg });
        toaster.create({ type: 'error', title: MSG.messageFailed, description: actor.getSnapshot().context.failureDetail ?? undefined });
        return null;
      } finally {
        work.current = null;
      }
      snapshot = actor.getSnapshot();
    }
    let failure: string | null = null;
    try {
      const answer = await submitMessage(payloadOf(snapshot.context, delegate)).unwrap();
      if (answer.status === MESSAGE_ACCEPTED_STATUS) {
        actor.send({ type: 'SUBMITTED', massesSuggestId: answer.massesSuggestId });
        toaster.create({ type: 'success', title: MSG.messageSubmitted });
        return null;
      }
    } catch (error) {
      failure = errorMessage(error, '');
    }
    actor.send({ type: 'SUBMIT_FAILED', msg: failure });
    toaster.create({ type: 'error', title: MSG.messageFailed, description: failure || undefined });
    return null;
  }, [actor, delegate, fetchChallenge, submitMessage]);

  return useMemo(
    () => ({ fields, step, noticeOpen, edit, setAgreed, openNotice, closeNotice, submit, reset }),
    [fields, step, noticeOpen, edit, setAgreed, openNotice, closeNotice, submit, reset],
  );
}
