import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { waitFor } from 'xstate';
import { draftAutosaveMachine, draftAutosaveView } from '@machines/draft-autosave/index';
import { toApiError } from '@web/lib/http-error';

const TICK_MS = 500;

/** What a draftable record has on the server: its id and the version an event must name. */
export interface StoredRecord {
  id: number;
  version: number;
}

export type CommitKind = 'SUBMIT' | 'RESUBMIT' | 'DELETE';

/** An event of a draft: SAVE and the commits carry the form's fields, DELETE only the version. */
export type DraftEvent<TDraft> = { type: 'SAVE' | 'SUBMIT' | 'RESUBMIT'; version: number } & TDraft | { type: 'DELETE'; version: number };

/** How a kind of record is created, moved and read back; the area's API provides it. */
export interface RecordFormTransport<TDraft, TRecord extends StoredRecord> {
  create: (draft: TDraft) => Promise<TRecord>;
  send: (id: number, event: DraftEvent<TDraft>) => Promise<TRecord | null>;
  /** The record's current version, read after a save was refused as stale. */
  readVersion: (id: number) => Promise<number>;
}

export interface RecordFormOptions<TDraft, TRecord extends StoredRecord> {
  transport: RecordFormTransport<TDraft, TRecord>;
  /** The stored record being edited, or null for a new draft. */
  initialRecord: StoredRecord | null;
  /** False for a record that changes only by its commit (a returned record: RESUBMIT). */
  autosave: boolean;
  /** The draft fields of the form as it is now: for the call that creates it, and for events. */
  payload: () => TDraft;
  /** The draft now exists on the server (after the first save or a commit's create). */
  onCreated?: (record: TRecord) => void;
  /** Everything typed so far is stored on the server. */
  onAllSaved?: () => void;
}

export type CommitOutcome<TRecord> = { ok: true; record: TRecord | null; id: number | null } | { ok: false; msg: string };

/**
 * The form of any draftable record, driven by the draft-autosave machine: a TICK every 500 ms
 * while there is something to save, the create or SAVE call when the machine enters `creating`
 * or `saving`, FLUSH when the page is hidden, and the commit (submit, resubmit, delete) once no
 * save is in flight. The area supplies its transport.
 */
export function useRecordForm<TDraft, TRecord extends StoredRecord>({ transport, initialRecord, autosave, payload, onCreated, onAllSaved }: RecordFormOptions<TDraft, TRecord>) {
  const actor = useActorRef(draftAutosaveMachine, {
    input: { recordId: initialRecord?.id ?? null, version: initialRecord?.version ?? null, autosave },
  });
  const view = useSelector(actor, draftAutosaveView);

  const latest = useRef({ transport, payload, onCreated, onAllSaved });
  useEffect(() => {
    latest.current = { transport, payload, onCreated, onAllSaved };
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
      const { transport: calls, payload: draft } = latest.current;
      const call = value === 'creating' ? calls.create(draft()) : calls.send(recordId!, { type: 'SAVE', version: version!, ...draft() });
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
            fresh = await calls.readVersion(recordId).catch(() => undefined);
          }
          if (actor.getSnapshot().status === 'active') actor.send({ type: 'FAILED', message: error.msg, version: fresh });
        },
      );
    });
    return () => subscription.unsubscribe();
  }, [actor]);

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
    async (kind: CommitKind): Promise<CommitOutcome<TRecord>> => {
      // A save in flight finishes first; its answer carries the version the commit needs.
      await waitFor(actor, (snapshot) => snapshot.value !== 'creating' && snapshot.value !== 'saving');
      actor.send({ type: 'COMMIT' });
      if (!actor.getSnapshot().matches('committing')) return { ok: false, msg: '请稍候再试' };
      let { recordId, version } = actor.getSnapshot().context;
      let created = false;
      const { transport: calls, payload: draft } = latest.current;
      try {
        if (recordId === null) {
          // Deleting a draft that was never saved: nothing on the server to remove.
          if (kind === 'DELETE') {
            actor.send({ type: 'COMMITTED' });
            return { ok: true, record: null, id: null };
          }
          const record = await calls.create(draft());
          recordId = record.id;
          version = record.version;
          created = true;
          latest.current.onCreated?.(record);
        }
        const event: DraftEvent<TDraft> = kind === 'DELETE' ? { type: kind, version: version! } : { type: kind, version: version!, ...draft() };
        const record = await calls.send(recordId, event);
        actor.send({ type: 'COMMITTED' });
        return { ok: true, record, id: recordId };
      } catch (failure) {
        const error = toApiError(failure);
        actor.send(created ? { type: 'COMMIT_FAILED', id: recordId!, version: version! } : { type: 'COMMIT_FAILED' });
        return { ok: false, msg: error.msg };
      }
    },
    [actor],
  );

  return useMemo(() => ({ view, edit, flush, retry, commit }), [commit, edit, flush, retry, view]);
}
