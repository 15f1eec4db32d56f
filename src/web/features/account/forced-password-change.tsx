import { Text } from '@chakra-ui/react';
import { FormDialog } from '@web/components/form-dialog';
import { useLogout } from '@web/features/auth';

import { PasswordChangeForm } from './password-change-form';
import { usePasswordChange } from './password-change.driver';
import { ReloginNotice } from './relogin-notice';

/**
 * A password someone else set (a new account's, an administrator's reset) is replaced before
 * anything else: this dialog cannot be closed, only answered or left by signing out. The old
 * password is the temporary one from the text.
 */
export function ForcedPasswordChange({ userId, open }: { userId: number | string; open: boolean }) {
  const change = usePasswordChange(userId);
  const { logout } = useLogout();
  return (
    <FormDialog open={open} title="请设置新密码" placement="center" body={{ pt: '2' }}>
      <Text fontSize="sm" color="fg.muted" mb="2">
        您的密码由管理员设置或重置。为保障账号安全，请先设置新密码后再使用系统；原密码为短信中的临时密码。
      </Text>
      <PasswordChangeForm change={change} onCancel={() => void logout()} cancelLabel="退出登录" />
      <ReloginNotice open={change.view.showReloginNotice} leaving={change.view.state !== 'done'} onAcknowledge={() => void change.acknowledge()} />
    </FormDialog>
  );
}
