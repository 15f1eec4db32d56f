import { lazy, useState } from 'react';
import { Deferred } from '@web/components/deferred';
import { useCurrentUserQuery, type LoginLinkNotice } from '@web/features/auth';

const LoginLinkNoticesView = lazy(() => import('./login-link-notices.view'));
const ForcedPasswordChange = lazy(() => import('./forced-password-change').then((m) => ({ default: m.ForcedPasswordChange })));

/**
 * After sign-in, in every signed-in layout: first a new password when one is due (the user info's
 * mustChangePassword), then who issued a sign-in link for this account. The dialogs' code loads
 * only when there is something to ask or tell.
 */
export function LoginLinkNotices() {
  const { data: user } = useCurrentUserQuery();
  const notices = user?.loginLinkNotices ?? [];
  const mustChange = user?.mustChangePassword === true;
  const open = notices.length > 0 && !mustChange;
  // The list stays on screen while the dialog closes.
  const [shown, setShown] = useState<readonly LoginLinkNotice[]>(notices);
  if (open && shown !== notices) setShown(notices);
  return (
    <>
      <Deferred when={mustChange}>{user && <ForcedPasswordChange userId={user.userId} open={mustChange} />}</Deferred>
      <Deferred when={open}>
        <LoginLinkNoticesView open={open} notices={shown} />
      </Deferred>
    </>
  );
}
