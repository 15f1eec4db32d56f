import { lazy, useState } from 'react';
import { Deferred } from '@web/components/deferred';
import { useCurrentUserQuery, type LoginLinkNotice } from '@web/features/auth';

const LoginLinkNoticesView = lazy(() => import('./login-link-notices.view'));

/**
 * After sign-in, in every signed-in layout: who issued a sign-in link for this account, from the
 * user info. The dialog's code loads only when there is something to tell.
 */
export function LoginLinkNotices() {
  const { data: user } = useCurrentUserQuery();
  const notices = user?.loginLinkNotices ?? [];
  const open = notices.length > 0;
  // The list stays on screen while the dialog closes.
  const [shown, setShown] = useState<readonly LoginLinkNotice[]>(notices);
  if (open && shown !== notices) setShown(notices);
  return (
    <Deferred when={open}>
      <LoginLinkNoticesView open={open} notices={shown} />
    </Deferred>
  );
}
