import { ADDRESS_BOOK_API, type AddressBookGroups, type AddressBookKind, type AddressBookPage, type AddressBookQuery } from '@shared/contracts/address-book';
import { api, apiUrl } from '@web/lib/api';

/** 通讯录: public reads; the server adds the phones when the request carries a session. */
const addressBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<AddressBookPage, AddressBookQuery>({
      query: (params) => ({ url: apiUrl(ADDRESS_BOOK_API.list), params }),
    }),
    addressBookGroups: build.query<AddressBookGroups, AddressBookKind>({
      query: (kind) => ({ url: apiUrl(ADDRESS_BOOK_API.groups), params: { kind } }),
    }),
  }),
});

export const { useAddressBookQuery, useAddressBookGroupsQuery } = addressBookApi;
