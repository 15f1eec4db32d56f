import { pagesOf, type PageRoute } from '@web/lib/page-route';

const P = 'proposalAndSuggest/proposal/';
const S = 'proposalAndSuggest/suggest/';

const draft = () => import('./draft.screen');
const detail = () => import('./detail.screen');
const queues = () => import('./queue.screen');
const dynamics = () => import('./dynamics.screen');

/** The deputies' proposal and suggestion pages in the client layout, relative to /client/. */
export const clientRoutes: PageRoute[] = [
  ...pagesOf(draft, { [`${P}create`]: 'ProposalCreateScreen', [`${S}makeSuggestions`]: 'SuggestCreateScreen' }),
  ...pagesOf(queues, {
    [`${P}drafts`]: 'ProposalDraftsScreen',
    [`${P}draftTable`]: 'DraftTableScreen',
    [`${P}inProcess`]: 'ProposalsInProcessScreen',
    [`${P}finish`]: 'ProposalsFinishedScreen',
    [`${P}myProposalSuggest`]: 'MyProposalSuggestScreen',
    [`${P}otherPeople`]: 'OtherProposalsScreen',
    [`${S}draftsBox`]: 'SuggestDraftsScreen',
    [`${S}handleingSuggest`]: 'SuggestsInProcessScreen',
    [`${S}finishSuggest`]: 'SuggestsFinishedScreen',
    [`${S}otherPeopleSuggest`]: 'OtherSuggestsScreen',
  }),
  ...pagesOf(dynamics, { [`${P}handleDynamic`]: 'HandleDynamicScreen', [`${P}dynamicMore`]: 'DynamicMoreScreen', [`${S}activityDynamic`]: 'ActivityDynamicScreen' }),
  ...pagesOf(detail, { [`${P}proposalExamineInfo`]: 'ProposalDetailScreen', [`${S}suggestExmineInfo`]: 'SuggestDetailScreen', [`${S}viewAllInfo`]: 'ViewAllInfoScreen' }),
  ...pagesOf(() => import('./leave-message.screen'), { [`${S}leaveMessage`]: 'LeaveMessageScreen' }),
  ...pagesOf(() => import('./file-list.screen'), { fileList: 'FileListScreen' }),
];

/** The deputies' proposal and suggestion pages in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = [
  ...pagesOf(draft, { makeProposal: 'MobileProposalScreen', proposalEdit: 'MobileProposalScreen', makeSuggestions: 'MobileSuggestScreen', suggestEdit: 'MobileSuggestScreen' }),
  ...pagesOf(detail, { detailsProposal: 'MobileProposalDetailScreen', detailsSuggest: 'MobileSuggestDetailScreen' }),
  // The client's path: the platform document names no mobile list of one's own records.
  ...pagesOf(queues, { [`${P}myProposalSuggest`]: 'MobileMyProposalSuggestScreen' }),
  ...pagesOf(() => import('./file-list.screen'), { fileList: 'MobileFileListScreen' }),
];

/** The client page each mobile page of another name stands for (a phone opening the client page gets the mobile one). */
export const mobileTwins: Readonly<Record<string, string>> = {
  makeProposal: `${P}create`,
  makeSuggestions: `${S}makeSuggestions`,
  detailsProposal: `${P}proposalExamineInfo`,
  detailsSuggest: `${S}suggestExmineInfo`,
};
