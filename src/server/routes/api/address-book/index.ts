import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADDRESS_BOOK_API, AddressBookGroups, AddressBookGroupsQuery, AddressBookPage, AddressBookQuery } from '@shared/contracts/address-book';
import { ErrorSchema } from '@shared/contracts/common';
import { addressBookGroups, addressBookPage } from '../../../services/address-book.service';

/**
 * 通讯录: public, as /mobileBook opens signed out; the phones go to signed-in callers only
 * (docs/decisions.md, 通讯录).
 */
const addressBook: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ADDRESS_BOOK_API.list,
    { preHandler: app.identifyUser, schema: { querystring: AddressBookQuery, response: { 200: AddressBookPage, 400: ErrorSchema } } },
    async (request, reply) => {
      // The answer depends on the caller: no shared cache may keep one caller's phones for another.
      void reply.header('cache-control', 'private, no-store').header('vary', 'Authorization');
      return addressBookPage(app.db, request.query, request.user !== null);
    },
  );

  app.get(ADDRESS_BOOK_API.groups, { schema: { querystring: AddressBookGroupsQuery, response: { 200: AddressBookGroups, 400: ErrorSchema } } }, async (request) =>
    addressBookGroups(app.db, request.query.kind),
  );
};

export default addressBook;
