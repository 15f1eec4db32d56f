import type { PageRoute } from '@web/lib/page-route';

const P = 'proposalAndSuggest/proposal/';
const S = 'proposalAndSuggest/suggest/';

const draft = () => import('./draft.screen');
const detail = () => import('./detail.screen');
const queues = () => import('./queue.screen');
const dynamics = () => import('./dynamics.screen');

/** The deputies' proposal and suggestion pages in the client layout, relative to /client/. */
export const clientRoutes: PageRoute[] = [
  { path: `${P}create`, load: () => draft().then((m) => ({ Component: m.ProposalCreateScreen })) },
  { path: `${P}drafts`, load: () => queues().then((m) => ({ Component: m.ProposalDraftsScreen })) },
  { path: `${P}draftTable`, load: () => queues().then((m) => ({ Component: m.DraftTableScreen })) },
  { path: `${P}inProcess`, load: () => queues().then((m) => ({ Component: m.ProposalsInProcessScreen })) },
  { path: `${P}finish`, load: () => queues().then((m) => ({ Component: m.ProposalsFinishedScreen })) },
  { path: `${P}myProposalSuggest`, load: () => queues().then((m) => ({ Component: m.MyProposalSuggestScreen })) },
  { path: `${P}otherPeople`, load: () => queues().then((m) => ({ Component: m.OtherProposalsScreen })) },
  { path: `${P}handleDynamic`, load: () => dynamics().then((m) => ({ Component: m.HandleDynamicScreen })) },
  { path: `${P}dynamicMore`, load: () => dynamics().then((m) => ({ Component: m.DynamicMoreScreen })) },
  { path: `${P}proposalExamineInfo`, load: () => detail().then((m) => ({ Component: m.ProposalDetailScreen })) },
  { path: `${S}makeSuggestions`, load: () => draft().then((m) => ({ Component: m.SuggestCreateScreen })) },
  { path: `${S}draftsBox`, load: () => queues().then((m) => ({ Component: m.SuggestDraftsScreen })) },
  { path: `${S}handleingSuggest`, load: () => queues().then((m) => ({ Component: m.SuggestsInProcessScreen })) },
  { path: `${S}finishSuggest`, load: () => queues().then((m) => ({ Component: m.SuggestsFinishedScreen })) },
  { path: `${S}otherPeopleSuggest`, load: () => queues().then((m) => ({ Component: m.OtherSuggestsScreen })) },
  { path: `${S}activityDynamic`, load: () => dynamics().then((m) => ({ Component: m.ActivityDynamicScreen })) },
  { path: `${S}suggestExmineInfo`, load: () => detail().then((m) => ({ Component: m.SuggestDetailScreen })) },
  { path: `${S}viewAllInfo`, load: () => detail().then((m) => ({ Component: m.ViewAllInfoScreen })) },
  { path: `${S}leaveMessage`, load: () => import('./leave-message.screen').then((m) => ({ Component: m.LeaveMessageScreen })) },
];

/** The deputies' proposal and suggestion pages in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = [
  { path: 'makeProposal', load: () => draft().then((m) => ({ Component: m.MobileProposalScreen })) },
  { path: 'proposalEdit', load: () => draft().then((m) => ({ Component: m.MobileProposalScreen })) },
  { path: 'makeSuggestions', load: () => draft().then((m) => ({ Component: m.MobileSuggestScreen })) },
  { path: 'suggestEdit', load: () => draft().then((m) => ({ Component: m.MobileSuggestScreen })) },
  { path: 'detailsProposal', load: () => detail().then((m) => ({ Component: m.MobileProposalDetailScreen })) },
  { path: 'detailsSuggest', load: () => detail().then((m) => ({ Component: m.MobileSuggestDetailScreen })) },
];
