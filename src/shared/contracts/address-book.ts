import { Type, type Static } from 'typebox';
import { BoundedPageQuery, Nullable, PageOf } from './common';

/**
 * 通讯录 (/mobileBook, /mobile/mobileBook): deputies by delegation, staff by organisation. Anyone
 * may read names; phone numbers go to signed-in callers only (docs/decisions.md, 通讯录).
 */

export const ADDRESS_BOOK_API = {
  list: '/api/addressBook',
  groups: '/api/addressBook/groups',
} as const;

export const AddressBookKind = Type.Union([Type.Literal('deputy'), Type.Literal('staff')]);
export type AddressBookKind = Static<typeof AddressBookKind>;

/**
 * A group of the book: `delegation:3` (deputies, or a delegation's staff accounts), `unit:5`,
 * `station:2`, `committee:1`, or `office` (the staff accounts belonging to no organisation: the
 * standing committee's own offices).
 */
export const ADDRESS_BOOK_GROUP_PATTERN = '^(?:(?:delegation|unit|station|committee):[1-9][0-9]{0,9}|office)$';

export const AddressBookQuery = Type.Object(
  {
    kind: AddressBookKind,
    group: Type.Optional(Type.String({ pattern: ADDRESS_BOOK_GROUP_PATTERN })),
    /** Part of the name, the unit or the post. */
    keyword: Type.Optional(Type.String({ maxLength: 30 })),
    ...BoundedPageQuery(20, 100),
  },
  { additionalProperties: false },
);
export type AddressBookQuery = Static<typeof AddressBookQuery>;

export const AddressBookEntry = Type.Object({
  /** `deputy:12` or `staff:7`: unique across both kinds. */
  key: Type.String(),
  name: Type.String(),
  /** The deputy's work unit and post (工作单位及职务), the staff account's organisation. */
  unit: Type.String(),
  /** The deputy's grade (市级代表 …), the staff account's post. */
  post: Type.String(),
  /** The group the entry is listed under. */
  groupName: Type.String(),
  /** Only for a signed-in caller; null for anyone else, and when none is on record. */
  phone: Nullable(Type.String()),
});
export type AddressBookEntry = Static<typeof AddressBookEntry>;

export const AddressBookPage = Type.Object({
  ...PageOf(AddressBookEntry).properties,
  /** Whether the phones were answered (the caller is signed in). */
  phonesShown: Type.Boolean(),
});
export type AddressBookPage = Static<typeof AddressBookPage>;

export const AddressBookGroupsQuery = Type.Object({ kind: AddressBookKind }, { additionalProperties: false });
export type AddressBookGroupsQuery = Static<typeof AddressBookGroupsQuery>;

export const AddressBookGroup = Type.Object({ key: Type.String(), name: Type.String(), count: Type.Integer() });
export type AddressBookGroup = Static<typeof AddressBookGroup>;

export const AddressBookGroups = Type.Object({ kind: AddressBookKind, total: Type.Integer(), groups: Type.Array(AddressBookGroup) });
export type AddressBookGroups = Static<typeof AddressBookGroups>;
