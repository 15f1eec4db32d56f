import { Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ComponentType } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { DialogActions, FormDialog, type FormDialogProps } from './form-dialog';

export interface EventFieldsProps<V, C> {
  values: V;
  change: (patch: Partial<V>) => void;
  context: C;
  busy: boolean;
  /** The problem shown (after the first attempt), or null. */
  problem: string | null;
}

/**
 * One entry of an event registry: the form an event opens. `C` is what the caller knows (the
 * record, the event); the values start from `initial` and become the event's payload.
 */
export interface EventForm<V, C> {
  initial: (context: C) => V;
  Fields: ComponentType<EventFieldsProps<V, C>>;
  /** The machine's judgement of the values, or null when they may be sent. */
  problem?: (values: V, context: C) => string | null;
  payload: (values: V, context: C) => Record<string, unknown>;
  /** Asked once the values are right, before sending. */
  question?: (context: C) => string;
  size?: FormDialogProps['size'];
  /** A confirmation starts on 取消, the safe choice. */
  safeFocus?: boolean;
}

export interface EventDialogProps<C> {
  title: string;
  context: C;
  busy: boolean;
  onSend: (payload: Record<string, unknown>) => void;
  onClose: () => void;
}

/**
 * The dialog of an event registry's entry: its fields, the first problem (shown after the first
 * attempt, then following the typing), 取消 and 确定. The caller closes it when the server accepts.
 */
export function EventDialog<V, C>({ form, title, context, busy, onSend, onClose }: EventDialogProps<C> & { form: EventForm<V, C> }) {
  const [values, setValues] = useState(() => form.initial(context));
  const [attempted, setAttempted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const problem = form.problem?.(values, context) ?? null;
  const shown = attempted ? problem : null;
  const send = () => onSend(form.payload(values, context));
  const submit = () => {
    setAttempted(true);
    if (problem) return;
    if (form.question) setConfirming(true);
    else send();
  };
  return (
    <>
      <FormDialog
        title={title}
        onClose={onClose}
        busy={busy}
        size={form.size}
        scrollBehavior="inside"
        initialFocusEl={form.safeFocus ? () => cancelRef.current : undefined}
        onSubmit={submit}
        footer={<DialogActions onCancel={onClose} cancelRef={cancelRef} busy={busy} />}
      >
        <Stack gap="4">
          <form.Fields values={values} change={(patch) => setValues((current) => ({ ...current, ...patch }))} context={context} busy={busy} problem={shown} />
        </Stack>
        {shown && (
          <Text role="alert" color="red.600" fontSize="sm" mt="3">
            {shown}
          </Text>
        )}
      </FormDialog>
      {form.question && (
        <ConfirmDialog
          open={confirming}
          message={form.question(context)}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            send();
          }}
        />
      )}
    </>
  );
}
