import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';

/** 提示 / 取消 / 确定, starting on 取消, the safe choice. */
export function ConfirmRemoveDialog({ name, onConfirm, onCancel }: { name: string | null; onConfirm: () => void; onCancel: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={name !== null}
      onOpenChange={(event) => !event.open && onCancel()}
      initialFocusEl={() => cancelRef.current}
      size="sm"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>提示</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <Text>确定移除附件“{name}”吗？</Text>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                取消
              </Button>
              <Button colorPalette="red" onClick={onConfirm}>
                确定
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
