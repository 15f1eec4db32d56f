import { CloseButton, Dialog, Portal, Tabs } from '@chakra-ui/react';
import { useCurrentUserQuery } from '@web/features/auth';
import { LoadingState } from '@web/components/loading-state';
import { AccountInfo } from './account-info';
import { PasswordChangeForm } from './password-change-form';
import { usePasswordChange } from './password-change.driver';
import { ReloginNotice } from './relogin-notice';

export type AccountTab = 'info' | 'password';

interface AccountDialogProps {
  open: boolean;
  initialTab?: AccountTab;
  onClose: () => void;
}

function AccountTabs({ userId, open, initialTab = 'info', onClose }: AccountDialogProps & { userId: number | string }) {
  const change = usePasswordChange(userId);
  const { view } = change;
  return (
    <Dialog.Root
      open={open}
      lazyMount
      unmountOnExit
      onOpenChange={(e) => {
        if (!e.open && !view.locked) onClose();
      }}
      closeOnEscape={!view.locked}
      closeOnInteractOutside={!view.locked}
      placement="center"
      size="md"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border" pb="3">
              <Dialog.Title color="brand.700">账号管理</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pt="2">
              <Tabs.Root defaultValue={initialTab} colorPalette="brand" variant="line" lazyMount>
                <Tabs.List>
                  <Tabs.Trigger value="info">账号信息</Tabs.Trigger>
                  <Tabs.Trigger value="password">修改密码</Tabs.Trigger>
                </Tabs.List>
                <Tabs.Content value="info">
                  <AccountInfo userId={userId} />
                </Tabs.Content>
                <Tabs.Content value="password">
                  <PasswordChangeForm change={change} onCancel={onClose} />
                </Tabs.Content>
              </Tabs.Root>
            </Dialog.Body>
            {!view.locked && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="关闭" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ReloginNotice open={view.showReloginNotice} leaving={view.state !== 'done'} onAcknowledge={() => void change.acknowledge()} />
    </Dialog.Root>
  );
}

/**
 * The account management dialog (section 2, shared dialogs): 账号信息 and 修改密码. Mount it
 * afresh (a new `key`) for each opening: the password form's machine starts again.
 */
export function AccountDialog({ open, initialTab = 'info', onClose }: AccountDialogProps) {
  const { data: user } = useCurrentUserQuery();
  if (!user) {
    return (
      <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size="md">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title color="brand.700">账号管理</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <LoadingState py="8" />
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    );
  }
  return <AccountTabs userId={user.userId} open={open} initialTab={initialTab} onClose={onClose} />;
}
