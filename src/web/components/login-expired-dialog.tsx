import { lazy } from 'react';
import { useLoginExpiredNotice } from '@web/lib/login-expired';
import { Deferred } from './deferred';

const LoginExpiredDialogView = lazy(() => import('./login-expired-dialog.view'));

/** 登录提示, loaded with the first expiry: most sessions never see it. */
export function LoginExpiredDialog({ onAcknowledge }: { onAcknowledge: () => void }) {
  const open = useLoginExpiredNotice();
  return (
    <Deferred when={open}>
      <LoginExpiredDialogView open={open} onAcknowledge={onAcknowledge} />
    </Deferred>
  );
}
