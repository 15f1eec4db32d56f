import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { waitFor } from 'xstate';
import { draftAutosaveMachine, draftAutosaveView } from '@machines/draft-autosave/index';
import { useCreateRecordMutation, useSendRecordEventMutation, type DraftFields, type RecordDetail, type RecordType } from '@web/features/workflow';
import { toApiError } from '@web/lib/http-error';
import { useLazyDraftVersionQuery } from '../proposal-and-suggest.api';

const TICK_MS = 500;

export interface DraftAutosaveOptions {
  type: RecordType;
  /** The stored record being edited, or null for a new draft. */
  initialRecord: Pick<RecordDetail, 'id' | 'version'> | null;
  /** False for a returned record: it changes only by RESUBMIT. */
  autosave: boolean;
  /** The draft fields of the form as it is now: for the POST that creates it, and for events. */
  payload: () => DraftFields;
  /** The draft now exists on the server (after the first save or a commit's create). */
  onCreated?: (record: RecordDetail) => void;
  /** Everything typed so far is stored on the server. */
  onAllSaved?: () => void;
}

export type CommitKind = 'SUBMIT' | 'RESUBMIT' | 'DELETE';

export type CommitOutcome = { ok: true; record: RecordDetail | null; id: number | null } | { ok: false; msg: string };

/**
 * The thin driver of the draft-autosave machine: a TICK every 500 ms while there is something
 * to save, the POST or SAVE call when the machine enters `creating` or `saving`, FLUSH when
 * the page is hidden, and the commit (submit, resubmit, delete) once no save is in flight.
 */
export function useDraftAutosave({ type, initialRecord, autosave, payload, onCreated, onAllSaved }: DraftAutosaveOptions) {
  const actor = useActorRef(draftAutosaveMachine, {
    input: { recordId: initialRecord?.id ?? null, version: initialRecord?.version ?? null, autosave },
  });
  const view = useSelector(actor, draftAutosaveView);
  const [createRecord] = useCreateRecordMutation();
  const [sendEvent] = useSendRecordEventMutation();
  const [readVersion] = useLazyDraftVersionQuery();

  const latest = useRef({ payload, onCreated, onAllSaved });
  useEffect(() => {
    latest.current = { payload, onCreated, onAllSaved };
  });

  // The calls the machine asks for when it enters creating or saving.
  useEffect(() => {
    let previous = actor.getSnapshot().value;
    const subscription = actor.subscribe((snapshot) => {
      const value = snapshot.value;
      const entered = value !== previous;
      previous = value;
      if (entered && (value === 'clean' || value === 'done') && snapshot.context.revision === snapshot.context.savedRevision) latest.current.onAllSaved?.();
      if (!entered || (value !== 'creating' && value !== 'saving')) return;
      const { recordId, version } = snapshot.context;
      const call =
        value === 'creating'
          ? createRecord({ type, draft: latest.current.payload() }).unwrap()
          : sendEvent({ type, id: recordId!, event: { type: 'SAVE', version: version!, ...latest.current.payload() } }).unwrap();
      call.then(
        (record) => {
          if (!record || actor.getSnapshot().status !== 'active') return;
          if (value === 'creating') latest.current.onCreated?.(record);
          actor.send({ type: 'SAVED', id: record.id, version: record.version, at: Date.now() });
        },
        async (failure) => {
          const error = toApiError(failure);
          let fresh: number | undefined;
          // A stale version (the draft was saved in another tab): save over it with the current one.
          if (error.result === 409 && recordId !== null) {
            fresh = await readVersion({ type, id: recordId })
              .unwrap()
              .then((answer) => answer.version)
              .catch(() => undefined);
          }
          if (actor.getSnapshot().status === 'active') actor.send({ type: 'FAILED', message: error.msg, version: fresh });
        },
      );
    });
    return () => subscription.unsubscribe();
  }, [actor, createRecord, readVersion, sendEvent, type]);

  // Time, only while something waits for it.
  const waiting = view.state === 'dirty' || view.state === 'failed';
  useEffect(() => {
    if (!waiting || !autosave) return;
    const timer = window.setInterval(() => actor.send({ type: 'TICK', ms: TICK_MS }), TICK_MS);
    return () => window.clearInterval(timer);
  }, [actor, autosave, waiting]);

  // Leaving or hiding the page saves at once.
  useEffect(() => {
    const flush = () => {
      if (document.visibilityState === 'hidden') actor.send({ type: 'FLUSH' });
    };
    document.addEventListener('visibilitychange', flush);
    return () => document.removeEventListener('visibilitychange', flush);
  }, [actor]);

  const edit = useCallback(() => actor.send({ type: 'EDIT' }), [actor]);
  const flush = useCallback(() => actor.send({ type: 'FLUSH' }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);

  const commit = useCallback(
    async (kind: CommitKind): Promise<CommitOutcome> => {
      // A save in flight finishes first; its answer carries the version the commit needs.
      await waitFor(actor, (snapshot) => snapshot.value !== 'creating' && snapshot.value !== 'saving');
      actor.send({ type: 'COMMIT' });
      if (!actor.getSnapshot().matches('committing')) return { ok: false, msg: '请稍候再试' };
      let { recordId, version } = actor.getSnapshot().context;
      let created = false;
      try {
        if (recordId === null) {
          // Deleting a draft that was never saved: nothing on the server to remove.
          if (kind === 'DELETE') {
            actor.send({ type: 'COMMITTED' });
            return { ok: true, record: null, id: null };
          }
          const record = await createRecord({ type, draft: latest.current.payload() }).unwrap();
          recordId = record.id;
          version = record.version;
          created = true;
          latest.current.onCreated?.(record);
        }
        const event = kind === 'DELETE' ? { type: kind, version: version! } : { type: kind, version: version!, ...latest.current.payload() };
        const record = await sendEvent({ type, id: recordId, event }).unwrap();
        actor.send({ type: 'COMMITTED' });
        return { ok: true, record, id: recordId };
      } catch (failure) {
        const error = toApiError(failure);
        actor.send(created ? { type: 'COMMIT_FAILED', id: recordId!, version: version! } : { type: 'COMMIT_FAILED' });
        return { ok: false, msg: error.msg };
      }
    },
    [actor, createRecord, sendEvent, type],
  );

  return useMemo(() => ({ view, edit, flush, retry, commit }), [commit, edit, flush, retry, view]);
}
