import { Dialog, HStack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { DialogActions, FormDialog } from './form-dialog';

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
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="#fff4e5" stroke="#c05621" strokeWidth="1.5" />
          <path d="M12 7v6" stroke="#c05621" strokeWidth="2" strokeLinecap="round" />
          <circle cx="12" cy="16.5" r="1.2" fill="#c05621" />
        </svg>
        <Dialog.Description asChild>
          <Text>{message}</Text>
        </Dialog.Description>
      </HStack>
    </FormDialog>
  );
}
