import { SimpleGrid } from '@chakra-ui/react';
import { InfoList, Panel } from './components/info-card';
import { PendingSummary } from './components/pending-summary';
import { TermPanel } from './components/term-panel';
import { WelcomeBanner } from './components/welcome-banner';
import { delegateName, delegateRows, delegateSummary } from './delegate-profile';
import { HomeOf } from './home-of';

/** /client/pageHome/delegatePageHome/: the deputy's home in the client layout. */
export function DelegateHomeScreen() {
  return (
    <HomeOf kind="delegate" title="代表首页">
      {(user) => (
        <>
          <WelcomeBanner greeting={`${delegateName(user)}代表，您好`} detail={delegateSummary(user)} />
          <PendingSummary />
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" alignItems="start">
            <Panel title="代表信息">
              <InfoList rows={delegateRows(user)} />
            </Panel>
            <TermPanel />
          </SimpleGrid>
        </>
      )}
    </HomeOf>
  );
}

export const Component = DelegateHomeScreen;
