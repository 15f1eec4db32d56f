import { SimpleGrid, Stack } from '@chakra-ui/react';
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

/** /client/pageHome/delegatePageHome/: the deputy's home in the client layout. */
export function DelegateHomeScreen() {
  const { data: user, isLoading, isError, error, refetch, redirect } = useHomeUser('delegate');

  if (redirect) return <Navigate to={redirect} replace />;
  if (isLoading) return <LoadingState />;
  if (isError || !user) return <ErrorState title={MSG.userInfoFailed} error={error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="5">
      <PageTitle title="代表首页" />
      <WelcomeBanner greeting={`${delegateName(user)}代表，您好`} detail={delegateSummary(user)} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Panel title="代表信息">
          <InfoList rows={delegateRows(user)} />
        </Panel>
        <TermPanel />
      </SimpleGrid>
    </Stack>
  );
}

export const Component = DelegateHomeScreen;
