import { InfoList, Panel } from './components/info-card';
import { MobileMenuGrid } from './components/mobile-menu-grid';
import { PendingSummary } from './components/pending-summary';
import { TermPanel } from './components/term-panel';
import { WelcomeBanner } from './components/welcome-banner';
import { delegateName, delegateRows, delegateSummary } from './delegate-profile';
import { HomeOf } from './home-of';

/** /mobile/pageHome/delegatePageHome/: what waits for the deputy, the grid of their mobile pages, then their record, stacked for a phone. */
export function MobileHomeScreen() {
  return (
    <HomeOf kind="delegate" title="代表首页" gap="3">
      {(user) => (
        <>
          <WelcomeBanner compact greeting={`${delegateName(user)}代表，您好`} detail={delegateSummary(user)} />
          <PendingSummary />
          <MobileMenuGrid />
          <Panel title="代表信息">
            <InfoList rows={delegateRows(user)} labelWidth="6.5em" />
          </Panel>
          <TermPanel labelWidth="6.5em" />
        </>
      )}
    </HomeOf>
  );
}

export const Component = MobileHomeScreen;
