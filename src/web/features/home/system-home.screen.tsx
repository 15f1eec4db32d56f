import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Navigate } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PageTitle } from '@web/components/page-title';
import { postLabel, roleLabel, type CurrentUser } from '@web/features/auth';
import { InfoList, Panel } from './components/info-card';
import { TermPanel } from './components/term-panel';
import { WelcomeBanner } from './components/welcome-banner';
import { useHomeUser } from './use-home-user';

function delegationOf(user: CurrentUser): string | null | undefined {
  return user.delegationName || user.npcDelegateInfo?.delegationName;
}

function organisationLine(user: CurrentUser): string {
  return [roleLabel(user.loginRoleCode), user.unitName, user.stationName, delegationOf(user)]
    .filter(Boolean)
    .join(' · ');
}

/** /pageHome/: the home of every non-deputy role. */
export function SystemHomeScreen() {
  const { data: user, isLoading, isError, error, refetch, redirect } = useHomeUser('system');

  if (redirect) return <Navigate to={redirect} replace />;
  if (isLoading) return <LoadingState />;
  if (isError || !user) return <ErrorState title={MSG.userInfoFailed} error={error} onRetry={() => void refetch()} />;

  return (
    <Stack gap="5">
      <PageTitle title="首页" />
      <WelcomeBanner greeting={`${user.realName}，您好`} detail={organisationLine(user)} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
        <Panel title="个人信息">
          <InfoList
            rows={[
              { label: '姓名', value: user.realName },
              { label: '角色', value: roleLabel(user.loginRoleCode) },
              { label: '职务', value: postLabel(user.post) },
              { label: '所属单位', value: user.unitName },
              { label: '所属联络站', value: user.stationName },
              { label: '所属代表团', value: delegationOf(user) },
              { label: '联系电话', value: user.username },
            ]}
          />
        </Panel>
        <TermPanel />
      </SimpleGrid>
    </Stack>
  );
}

export const Component = SystemHomeScreen;
