import { Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PageTitle } from '@web/components/page-title';
import { InfoList, Panel } from './components/info-card';
import { TermPanel } from './components/term-panel';
import { WelcomeBanner } from './components/welcome-banner';
import { delegateName, delegateRows, delegateSummary } from './delegate-profile';
import { useHomeUser } from './use-home-user';

/** /mobile/pageHome/delegatePageHome/: the same record, stacked for a phone. */
export function MobileHomeScreen() {
  const { data: user, isLoading, isError, error, refetch, redirect } = useHomeUser('delegate');

  if (redirect) return <Navigate to={redirect} replace />;
  if (isLoading) return <LoadingState />;
  if (isError || !user) return <ErrorState title={MSG.userInfoFailed} error={error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="3">
      <PageTitle title="代表首页" />
      <WelcomeBanner compact greeting={`${delegateName(user)}代表，您好`} detail={delegateSummary(user)} />
      <Panel title="代表信息">
        <InfoList rows={delegateRows(user)} labelWidth="6.5em" />
      </Panel>
      <TermPanel labelWidth="6.5em" />
    </Stack>
  );
}

export const Component = MobileHomeScreen;
