import { Text } from '@chakra-ui/react';
import { EventDialog, type EventFieldsProps, type EventForm } from '@web/components/event-dialog';
import { TextField } from '@web/components/form-fields';
import { eventLabelOf, textMaxLength, textProblem, type HandlingEvent } from '../station-messages.model';

/** What a message event dialog knows: the event and the status the message is in. */
interface MessageEventContext {
  event: HandlingEvent;
  /** The status only picks the transition whose guard judges the text. */
  status: number;
}

function MessageText({ values, change, context: { event }, problem }: EventFieldsProps<{ text: string }, MessageEventContext>) {
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {event.hint}
      </Text>
      <TextField label={event.fieldLabel} value={values.text} onChange={(text) => change({ text })} max={textMaxLength(event)} required invalid={problem !== null} rows={6} />
    </>
  );
}

/**
 * The one entry of the message events (提出处理建议, 交办, 办理答复): one text, checked by the
 * machine's own guard, then confirmed, then sent.
 */
const messageEventForm: EventForm<{ text: string }, MessageEventContext> = {
  initial: () => ({ text: '' }),
  Fields: MessageText,
  problem: ({ text }, { event, status }) => textProblem(event, status, text),
  payload: ({ text }) => ({ text }),
  question: ({ event }) => event.question,
};

export interface MessageEventDialogProps extends MessageEventContext {
  busy: boolean;
  onSend: (text: string) => void;
  onClose: () => void;
}

/** The caller closes it when the server accepts, or when the message is no longer what the dialog was opened on. */
export function MessageEventDialog({ event, status, busy, onSend, onClose }: MessageEventDialogProps) {
  return <EventDialog form={messageEventForm} title={eventLabelOf(event.type)} context={{ event, status }} busy={busy} onSend={(payload) => onSend(payload.text as string)} onClose={onClose} />;
}
