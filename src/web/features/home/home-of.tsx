import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PageTitle } from '@web/components/page-title';
import { useCurrentUserQuery, type CurrentUser } from '@web/features/auth';
import { homeRedirect, type HomeKind } from '@web/lib/route-guards';

/** A home screen for the signed-in user; a user whose home this is not goes to their own. */
export function HomeOf({ kind, title, gap = '5', children }: { kind: HomeKind; title: string; gap?: string; children: (user: CurrentUser) => ReactNode }) {
  const { data: user, isLoading, isError, error, refetch } = useCurrentUserQuery();
  const redirect = user ? homeRedirect(kind, user.loginRoleCode) : null;

  if (redirect) return <Navigate to={redirect} replace />;
  if (isLoading) return <LoadingState />;
  if (isError || !user) return <ErrorState title={MSG.userInfoFailed} error={error} onRetry={() => void refetch()} />;
  return (
    <Stack gap={gap}>
      <PageTitle title={title} />
      {children(user)}
    </Stack>
  );
}
