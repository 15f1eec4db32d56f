import { SimpleGrid } from '@chakra-ui/react';
import { postLabel, roleLabel, type CurrentUser } from '@web/features/auth';
import { InfoList, Panel } from './components/info-card';
import { PendingSummary } from './components/pending-summary';
import { TermPanel } from './components/term-panel';
import { WelcomeBanner } from './components/welcome-banner';
import { HomeOf } from './home-of';

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
  return (
    <HomeOf kind="system" title="首页">
      {(user) => (
        <>
          <WelcomeBanner greeting={`${user.realName}，您好`} detail={organisationLine(user)} />
          <PendingSummary />
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
        </>
      )}
    </HomeOf>
  );
}

export const Component = SystemHomeScreen;
