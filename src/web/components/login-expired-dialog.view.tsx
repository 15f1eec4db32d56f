import { Text } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import { acknowledgeLoginExpiredNotice } from '@web/lib/login-expired';
import { DialogActions, FormDialog } from './form-dialog';

function WarningIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#e0b33a" />
      <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17.2" r="1.5" fill="#fff" />
    </svg>
  );
}

/**
 * 登录提示 / 登录已过期，需要重新登录。 / 我知道了, shown once however many calls failed, and not
 * closable — no close button, Escape or click outside; only 我知道了.
 */
export default function LoginExpiredDialogView({ open, onAcknowledge }: { open: boolean; onAcknowledge: () => void }) {
  const acknowledge = () => {
    acknowledgeLoginExpiredNotice();
    onAcknowledge();
  };
  return (
    <FormDialog open={open} alert title={MSG.loginExpiredTitle} icon={<WarningIcon />} placement="center" size="sm" footer={<DialogActions confirmLabel={MSG.loginExpiredButton} onConfirm={acknowledge} />}>
      <Text>{MSG.loginExpiredText}</Text>
    </FormDialog>
  );
}
