import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { MSG } from '@shared/messages';

/** After a password change: every session has ended, so the only way on is to sign in again. */
export function ReloginNotice({ open, leaving, onAcknowledge }: { open: boolean; leaving: boolean; onAcknowledge: () => void }) {
  return (
    <Dialog.Root open={open} role="alertdialog" closeOnEscape={false} closeOnInteractOutside={false} placement="center" size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title color="brand.700">提示</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{MSG.passwordChangedRelogin}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" loading={leaving} onClick={onAcknowledge}>
                重新登录
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
