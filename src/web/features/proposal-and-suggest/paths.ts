import { recordDetailPath } from '@shared/record-paths';
import type { RecordType } from '@web/features/workflow';

/** The deputies' two areas: the client layout and the mobile layout. */
export type Area = 'client' | 'mobile';

const CLIENT_PROPOSAL = '/client/proposalAndSuggest/proposal';
const CLIENT_SUGGEST = '/client/proposalAndSuggest/suggest';

const PAGES = {
  client: {
    proposal: { make: `${CLIENT_PROPOSAL}/create`, edit: `${CLIENT_PROPOSAL}/create`, drafts: `${CLIENT_PROPOSAL}/drafts` },
    suggest: { make: `${CLIENT_SUGGEST}/makeSuggestions`, edit: `${CLIENT_SUGGEST}/makeSuggestions`, drafts: `${CLIENT_SUGGEST}/draftsBox` },
  },
  mobile: {
    proposal: { make: '/mobile/makeProposal', edit: '/mobile/proposalEdit', drafts: '/mobile/pageHome/delegatePageHome' },
    suggest: { make: '/mobile/makeSuggestions', edit: '/mobile/suggestEdit', drafts: '/mobile/pageHome/delegatePageHome' },
  },
} as const;

/** Where a record is written: a new one, or an existing draft or returned record (?id=). */
export function editPath(area: Area, type: RecordType, id?: number | null): string {
  return id ? `${PAGES[area][type].edit}?id=${id}` : PAGES[area][type].make;
}

export function detailPath(area: Area, type: RecordType, id: number): string {
  return recordDetailPath(area, type, id);
}

/** Where the deputy goes after deleting a draft. */
export function draftsPath(area: Area, type: RecordType): string {
  return PAGES[area][type].drafts;
}

/** The full-info page of a suggestion (with its linked proposal): client area only. */
export function viewAllInfoPath(id: number): string {
  return `${CLIENT_SUGGEST}/viewAllInfo?id=${id}`;
}

/** An id of the query string, or null when missing or not a positive integer. */
export function parseId(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

export { TYPE_NAME } from '@web/features/workflow';
