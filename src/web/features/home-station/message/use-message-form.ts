import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useMemo } from 'react';
import { messageFormMachine, payloadOf, type MessageDelegate, type MessageField, type MessageFormStep } from '@machines/message-form/index';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';
import { MESSAGE_ACCEPTED_STATUS, useSubmitMessageMutation } from './message.api';

/**
 * The thin driver of the message-form machine: it forwards the user's events, sends the
 * message when the machine reaches `submitting` and reports the answer (201 → SUBMITTED,
 * anything else → SUBMIT_FAILED with the server's msg), with the toasts of section 8.
 */
export function useMessageForm(delegate: MessageDelegate) {
  const actor = useActorRef(messageFormMachine);
  const fields = useSelector(actor, (snapshot) => snapshot.context);
  const step = useSelector(actor, (snapshot) => (snapshot.value as { form: MessageFormStep }).form);
  const noticeOpen = useSelector(actor, (snapshot) => snapshot.matches({ notice: 'open' }));
  const [submitMessage] = useSubmitMessageMutation();

  const edit = useCallback((field: MessageField, value: string) => actor.send({ type: 'EDIT', field, value }), [actor]);
  const setAgreed = useCallback((checked: boolean) => actor.send({ type: 'SET_AGREED', checked }), [actor]);
  const openNotice = useCallback(() => actor.send({ type: 'OPEN_NOTICE' }), [actor]);
  const closeNotice = useCallback(() => actor.send({ type: 'CLOSE_NOTICE' }), [actor]);
  const reset = useCallback(() => actor.send({ type: 'RESET' }), [actor]);

  /** Answers the warning of a failed check, for the form to put the focus on its field. */
  const submit = useCallback(async (): Promise<string | null> => {
    actor.send({ type: 'SUBMIT' });
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches({ form: 'submitting' })) {
      const { warning } = snapshot.context;
      if (warning) toaster.create({ type: 'warning', title: warning });
      return warning;
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
  }, [actor, delegate, submitMessage]);

  return useMemo(
    () => ({ fields, step, noticeOpen, edit, setAgreed, openNotice, closeNotice, submit, reset }),
    [fields, step, noticeOpen, edit, setAgreed, openNotice, closeNotice, submit, reset],
  );
}
