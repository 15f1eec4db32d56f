import { Dialog, HStack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { DialogActions, FormDialog } from './form-dialog';
import { ErrorMark } from './state-pictures';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  busy?: boolean;
  confirmText?: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The one confirmation before an irreversible action (提示 / 取消 / 确定): it starts on 取消, the
 * safe choice, and a click outside does not count as an answer.
 */
export function ConfirmDialog({ open, message, busy, confirmText = '确定', onConfirm, onCancel }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <FormDialog
      open={open}
      alert
      title="提示"
      onClose={onCancel}
      busy={busy}
      size="sm"
      initialFocusEl={() => cancelRef.current}
      footer={<DialogActions onCancel={onCancel} cancelRef={cancelRef} confirmLabel={confirmText} onConfirm={onConfirm} busy={busy} destructive />}
    >
      <HStack gap="3" align="flex-start">
        <ErrorMark size={24} warning />
        <Dialog.Description asChild>
          <Text>{message}</Text>
        </Dialog.Description>
      </HStack>
    </FormDialog>
  );
}
