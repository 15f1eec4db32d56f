import { useCurrentUserQuery } from '@web/features/auth';
import { homeRedirect, type HomeKind } from '@web/lib/route-guards';

/** The signed-in user for a home screen, and where to go if this is not the user's home. */
export function useHomeUser(kind: HomeKind) {
  const query = useCurrentUserQuery();
  const redirect = query.data ? homeRedirect(kind, query.data.loginRoleCode) : null;
  return { ...query, redirect };
}
