import { Stack, Tabs } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '@web/components/page-title';
import { RecordQueue } from '@web/features/workflow';
import type { Area } from './paths';
import { queueOf, type QueueKey } from './queues';

/** A page that is one queue of the table in queues.ts. */
function queueScreen(key: QueueKey): ComponentType {
  const Screen = () => <RecordQueue definition={queueOf(key)} />;
  Screen.displayName = `Queue(${key})`;
  return Screen;
}

export const ProposalDraftsScreen = queueScreen('proposalDrafts');
export const ProposalsInProcessScreen = queueScreen('proposalsInProcess');
export const ProposalsFinishedScreen = queueScreen('proposalsFinished');
export const OtherProposalsScreen = queueScreen('otherProposals');
export const SuggestDraftsScreen = queueScreen('suggestDrafts');
export const SuggestsInProcessScreen = queueScreen('suggestsInProcess');
export const SuggestsFinishedScreen = queueScreen('suggestsFinished');
export const OtherSuggestsScreen = queueScreen('otherSuggests');

/** myProposalSuggest: my proposals and my suggestions, one tab each (?tab=suggest opens the second). */
function MyProposalSuggest({ area }: { area: Area }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'suggest' ? 'suggest' : 'proposal';
  return (
    <Tabs.Root value={tab} onValueChange={(event) => setSearchParams(event.value === 'suggest' ? { tab: 'suggest' } : {}, { replace: true })} colorPalette="brand" lazyMount>
      <Tabs.List mb="4" aria-label="我的议案建议">
        <Tabs.Trigger value="proposal">我的议案</Tabs.Trigger>
        <Tabs.Trigger value="suggest">我的建议</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="proposal">
        <RecordQueue definition={queueOf('myProposals', area)} />
      </Tabs.Content>
      <Tabs.Content value="suggest">
        <RecordQueue definition={queueOf('mySuggests', area)} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export const MyProposalSuggestScreen = () => <MyProposalSuggest area="client" />;
/** The same tabs in the mobile layout: a row opens the mobile detail page. */
export const MobileMyProposalSuggestScreen = () => <MyProposalSuggest area="mobile" />;

/** draftTable: every draft of mine, proposals and suggestions, each kind as its table. */
export function DraftTableScreen() {
  return (
    <Stack gap="8">
      <PageTitle title="我的草稿" />
      <RecordQueue definition={queueOf('proposalDrafts')} />
      <RecordQueue definition={queueOf('suggestDrafts')} />
    </Stack>
  );
}
