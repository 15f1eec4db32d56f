import { Button, Dialog, HStack, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

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
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(e) => !e.open && onCancel()} initialFocusEl={() => cancelRef.current} size="sm" closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>提示</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
                取消
              </Button>
              <Button colorPalette="red" loading={busy} onClick={onConfirm}>
                {confirmText}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
