import type { AddressBookGroup, AddressBookKind, AddressBookQuery } from '@shared/contracts/address-book';

/** The two books and their names on screen. */
export const BOOK_KINDS: readonly { kind: AddressBookKind; label: string; groupLabel: string }[] = [
  { kind: 'deputy', label: '人大代表', groupLabel: '代表团' },
  { kind: 'staff', label: '工作人员', groupLabel: '单位' },
];

export const BOOK_PAGE_SIZE = 20;
export const KEYWORD_MAX = 30;

export interface BookFilters {
  kind: AddressBookKind;
  group: string;
  keyword: string;
}

export const firstFilters = (kind: AddressBookKind = 'deputy'): BookFilters => ({ kind, group: '', keyword: '' });

/** The query of the filters and the page: blanks left out, the keyword trimmed to what the server takes. */
export function bookQuery(filters: BookFilters, page: { pageNum: number; pageSize: number }): AddressBookQuery {
  const keyword = filters.keyword.trim().slice(0, KEYWORD_MAX);
  return {
    kind: filters.kind,
    ...(filters.group ? { group: filters.group } : {}),
    ...(keyword ? { keyword } : {}),
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

/** A group as its choice reads: its name and how many it lists. */
export const groupChoiceLabel = (group: Pick<AddressBookGroup, 'name' | 'count'>) => `${group.name}（${group.count}人）`;

/**
 * The `tel:` address of a phone as it is written on record (`0827-5201373`, `139 0000 0001`,
 * `+86 139…`): digits and a leading plus only; null when nothing callable is left.
 */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (digits.length < 5 || digits.length > 15) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
