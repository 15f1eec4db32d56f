import { Text } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import { DialogActions, FormDialog } from '@web/components/form-dialog';

/** After a password change: every session has ended, so the only way on is to sign in again. */
export function ReloginNotice({ open, leaving, onAcknowledge }: { open: boolean; leaving: boolean; onAcknowledge: () => void }) {
  return (
    <FormDialog open={open} alert title="提示" placement="center" size="sm" footer={<DialogActions confirmLabel="重新登录" busy={leaving} onConfirm={onAcknowledge} />}>
      <Text>{MSG.passwordChangedRelogin}</Text>
    </FormDialog>
  );
}
