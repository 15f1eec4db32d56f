import { Box, Stack, Text } from '@chakra-ui/react';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { useAcknowledgeLoginLinkNoticesMutation, type LoginLinkNotice } from '@web/features/auth';
import { toaster } from '@web/components/toaster';
import { linkNoticeLine } from './login-link-notices.labels';

/**
 * 登录链接提醒: the sign-in links someone issued for this account since the user last
 * acknowledged, oldest first. Only 我知道了 closes it (and records that it was seen); until then
 * it comes back at every sign-in.
 */
export default function LoginLinkNoticesView({ open, notices }: { open: boolean; notices: readonly LoginLinkNotice[] }) {
  const [acknowledge, { isLoading }] = useAcknowledgeLoginLinkNoticesMutation();
  const newest = notices.at(-1);
  const onAcknowledge = async () => {
    if (!newest) return;
    try {
      await acknowledge({ through: newest.issuedAt }).unwrap();
    } catch (error) {
      toaster.create({ type: 'error', title: (error as { msg?: string }).msg ?? '操作失败' });
    }
  };
  return (
    <FormDialog open={open} alert title="登录链接提醒" placement="center" footer={<DialogActions confirmLabel="我知道了" busy={isLoading} onConfirm={() => void onAcknowledge()} />}>
      <Stack gap="3">
        <Text>有人为您的账号签发了一次性登录链接，持有链接即可不用密码以您的身份登录：</Text>
        <Box as="ul" ps="5" aria-label="为您签发的登录链接">
          {notices.map((notice) => (
            <Box as="li" key={notice.issuedAt} py="1">
              {linkNoticeLine(notice)}
            </Box>
          ))}
        </Box>
        <Text color="fg.muted">如不是您知道的操作，请立即修改密码并联系系统管理员。</Text>
      </Stack>
    </FormDialog>
  );
}
