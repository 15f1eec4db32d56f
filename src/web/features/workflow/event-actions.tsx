import { Button, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { Permission } from '@web/features/permissions';
import { toApiError } from '@web/lib/http-error';
import { EVENT_DIALOGS } from './event-dialogs';
import { actionEvents, dialogKindOf, eventBody, eventLabel, operationCodeOf } from './event-forms';
import { useRecordQuery, useSendRecordEventMutation, type RecordDetail, type RecordType } from './workflow.api';

/** Buttons that move a record away from someone, drawn as the quieter variant. */
const QUIET_EVENTS = new Set(['REJECT_DELAY', 'REJECT_WITHDRAWAL', 'REQUEST_WITHDRAWAL', 'APPLY_ADJUST']);

export interface EventActionsProps {
  type: RecordType;
  record: RecordDetail;
  /** Called after an accepted event with the record after it (null when it is gone). */
  onDone?: (after: RecordDetail | null) => void;
}

/**
 * One button per event the caller may send now (`record.allowedEvents`), except the draft
 * events of the deputies' editor; each opens its dialog and sends `{ type, version, …payload }`.
 * The server decides: a refusal shows its `msg` and the record is read again.
 */
export function EventActions({ type, record, onDone }: EventActionsProps) {
  const [open, setOpen] = useState<string | null>(null);
  const [send, { isLoading }] = useSendRecordEventMutation();
  const { refetch } = useRecordQuery({ type, id: record.id });
  const events = actionEvents(record.allowedEvents);
  if (events.length === 0) return null;

  const sendPayload = async (payload: Record<string, unknown>) => {
    if (!open) return;
    try {
      const after = await send({ type, id: record.id, event: eventBody(open, record.version, payload) }).unwrap();
      setOpen(null);
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      onDone?.(after);
    } catch (failure) {
      const error = toApiError(failure);
      if (error.cancelled) return;
      toaster.create({ type: 'error', title: error.msg || MSG.operationFailed });
      // A payload problem (400) can be fixed in the open dialog; anything else means the record
      // is not what the dialog was opened on: close it and read the record again.
      if (error.result !== 400) setOpen(null);
      void refetch();
    }
  };

  const Dialog = open ? EVENT_DIALOGS[dialogKindOf(open)!] : null;

  return (
    <>
      <Wrap gap="2" role="group" aria-label="可执行的操作">
        {events.map((event) => {
          const button = (
            <Button
              key={event}
              size="sm"
              colorPalette={QUIET_EVENTS.has(event) ? 'gray' : 'brand'}
              variant={QUIET_EVENTS.has(event) ? 'outline' : 'solid'}
              onClick={() => setOpen(event)}
            >
              {eventLabel(type, event)}
            </Button>
          );
          const code = operationCodeOf(type, event);
          return code ? (
            <Permission key={event} code={code}>
              {button}
            </Permission>
          ) : (
            button
          );
        })}
      </Wrap>
      {open && Dialog && (
        <Dialog
          key={`${open}-${record.version}`}
          context={{ type, record, eventType: open }}
          title={eventLabel(type, open)}
          busy={isLoading}
          onSend={(payload) => void sendPayload(payload)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
