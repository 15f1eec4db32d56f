import { Button, CloseButton, Dialog, Field, Portal, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { eventLabelOf, textMaxLength, textProblem, type HandlingEvent } from '../station-messages.model';

export interface MessageEventDialogProps {
  event: HandlingEvent;
  /** The status the message is in, for the machine's check of the text. */
  status: number;
  busy: boolean;
  onSend: (text: string) => void;
  onClose: () => void;
}

/**
 * One text for one event (提出处理建议, 交办, 办理答复): checked by the machine's own guard
 * after the first attempt, then confirmed, then sent. The caller closes it when the server
 * accepts, or when the message is no longer what the dialog was opened on.
 */
export function MessageEventDialog({ event, status, busy, onSend, onClose }: MessageEventDialogProps) {
  const [text, setText] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problem = textProblem(event, status, text);
  const max = textMaxLength(event);
  const title = eventLabelOf(event.type);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setAttempted(true);
    if (!problem) setConfirming(true);
  };

  return (
    <>
      <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} size="md" closeOnInteractOutside={false} scrollBehavior="inside">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="3">
              {/* The form wraps header, body and footer; `contents` keeps the dialog's own layout. */}
              <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
                <Dialog.Header>
                  <Dialog.Title>{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text fontSize="sm" color="fg.muted" mb="3">
                    {event.hint}
                  </Text>
                  <Field.Root required invalid={attempted && problem !== null}>
                    <Field.Label>
                      {event.fieldLabel}
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={6} maxLength={max || undefined} />
                    <Field.HelperText>
                      {text.length}/{max}
                    </Field.HelperText>
                  </Field.Root>
                  {attempted && problem && (
                    <Text role="alert" color="red.600" fontSize="sm" mt="3">
                      {problem}
                    </Text>
                  )}
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    取消
                  </Button>
                  <Button type="submit" colorPalette="brand" loading={busy}>
                    确定
                  </Button>
                </Dialog.Footer>
              </form>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" disabled={busy} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <ConfirmDialog
        open={confirming}
        message={event.question}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onSend(text);
        }}
      />
    </>
  );
}
