import { Button, Wrap } from '@chakra-ui/react';
import { useState } from 'react';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { Permission } from '@web/features/permissions';
import { toApiError } from '@web/lib/http-error';
import { useSendStationMessageEventMutation, type StationMessageDetail } from '../station-messages.api';
import { eventBody, eventLabelOf, offeredEvents, offersReadButton, type HandlingEvent, type MessageArea } from '../station-messages.model';
import { MessageEventDialog } from './message-event-dialog';

/**
 * The buttons of the events the caller may send now (`allowedEvents`, gated by the operation
 * codes of the menus), each with its dialog; the manager's 标记已读. The server decides: a
 * refusal shows its `msg`, and the message is read again (the mutation's tags).
 */
export function MessageActions({ area, message }: { area: MessageArea; message: StationMessageDetail }) {
  const [open, setOpen] = useState<HandlingEvent | null>(null);
  const [send, { isLoading }] = useSendStationMessageEventMutation();
  const events = offeredEvents(message.allowedEvents);
  const withRead = offersReadButton(area, message);
  if (events.length === 0 && !withRead) return null;

  const run = async (body: ReturnType<typeof eventBody>, keepOpenOnBadText: boolean) => {
    try {
      await send({ id: message.massesSuggestId, event: body }).unwrap();
      setOpen(null);
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
    } catch (failure) {
      const error = toApiError(failure);
      if (error.cancelled) return;
      toaster.create({ type: 'error', title: error.msg || MSG.operationFailed });
      // A text problem (400) can be fixed in the open dialog; anything else (a stale version,
      // a status moved on) means the dialog no longer fits the message.
      if (!(keepOpenOnBadText && error.result === 400)) setOpen(null);
    }
  };

  return (
    <>
      <Wrap gap="2" role="group" aria-label="可执行的操作">
        {withRead && (
          <Button size="sm" variant="outline" colorPalette="brand" loading={isLoading && !open} onClick={() => void run(eventBody('READ', message.version), false)}>
            {eventLabelOf('READ')}
          </Button>
        )}
        {events.map((event) => (
          <Permission key={event.type} code={event.operation}>
            <Button size="sm" colorPalette="brand" onClick={() => setOpen(event)}>
              {eventLabelOf(event.type)}
            </Button>
          </Permission>
        ))}
      </Wrap>
      {open && (
        <MessageEventDialog
          key={open.type}
          event={open}
          status={message.handleStatus}
          busy={isLoading}
          onSend={(text) => void run(eventBody(open.type, message.version, { field: open.field, value: text }), true)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
