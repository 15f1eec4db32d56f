import { Tabs } from '@chakra-ui/react';
import { FormDialog } from '@web/components/form-dialog';
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
    <FormDialog open={open} title="账号管理" onClose={view.locked ? undefined : onClose} placement="center" closeOnInteractOutside body={{ pt: '2' }}>
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
      <ReloginNotice open={view.showReloginNotice} leaving={view.state !== 'done'} onAcknowledge={() => void change.acknowledge()} />
    </FormDialog>
  );
}

/**
 * The account management dialog: 账号信息 and 修改密码. Mount it
 * afresh (a new `key`) for each opening: the password form's machine starts again.
 */
export function AccountDialog({ open, initialTab = 'info', onClose }: AccountDialogProps) {
  const { data: user } = useCurrentUserQuery();
  if (!user) {
    return (
      <FormDialog open={open} title="账号管理" onClose={onClose} placement="center" closeOnInteractOutside>
        <LoadingState py="8" />
      </FormDialog>
    );
  }
  return <AccountTabs userId={user.userId} open={open} initialTab={initialTab} onClose={onClose} />;
}
