import { useMemo } from 'react';
import type { RecordFormTransport } from '@web/components/use-record-form';
import { useCreateRecordMutation, useLazyRecordVersionQuery, useSendRecordEventMutation, type DraftFields, type RecordDetail, type RecordType } from './workflow.api';

/** How a deputy's draft (proposal or suggestion) is created, moved and read back, for useRecordForm. */
export function useDraftTransport(type: RecordType): RecordFormTransport<DraftFields, RecordDetail> {
  const [createRecord] = useCreateRecordMutation();
  const [sendEvent] = useSendRecordEventMutation();
  const [readVersion] = useLazyRecordVersionQuery();
  return useMemo(
    () => ({
      create: (draft) => createRecord({ type, draft }).unwrap(),
      send: (id, event) => sendEvent({ type, id, event: { ...event } }).unwrap(),
      readVersion: (id) => readVersion({ type, id }).unwrap().then((answer) => answer.version),
    }),
    [createRecord, readVersion, sendEvent, type],
  );
}
