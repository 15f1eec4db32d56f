import { notLike } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, IdParam } from '@shared/contracts/common';
import { pageSchema, rowSchema } from '@shared/contracts/managed-table';
import { MANAGED_PAGE_SIZE_MAX, ORDER_BY_PATTERN } from '@shared/managed-table';
import { CITY_OWN_DELEGATION_LIKE, DELEGATION, DICT_DATA, DICT_TYPE, REFERENCE_API, SYS_URL } from '@shared/reference-data';
import { npcDelegation } from '../../../db/schema';
import { listRows } from '../../../services/managed-table';
import { requireOperation } from '../../../services/permissions';
import { delegationTable, dictDataTable, dictTypeTable, organizationTable, REFERENCE_TABLES, sysUrlTable } from '../../../services/reference-tables';
import { managedTableRoutes } from '../managed-table.routes';
import { MENU_ADMIN_KEYS } from '../sys-menu';

const Grade = Type.Integer({ minimum: 1, maximum: 5 });
const OrderBy = Type.String({ pattern: ORDER_BY_PATTERN });
const ListOf = (contract: Parameters<typeof rowSchema>[0]) => Type.Object({ list: Type.Array(rowSchema(contract)) });
/** Every row of a short reference list in one answer (its callers fill selects). */
const ALL = { pageNum: 1, pageSize: MANAGED_PAGE_SIZE_MAX };

/**
 * The reference tables: each table's management routes (managed-table.routes.ts), and the
 * readers the platform's screens call with the specification's parameters.
 */
const referenceData: FastifyPluginAsyncTypebox = async (app) => {
  for (const table of REFERENCE_TABLES) await app.register(managedTableRoutes(table));

  const signedIn = { preHandler: app.requireUser };

  app.get(
    REFERENCE_API.dictData,
    {
      ...signedIn,
      schema: {
        querystring: Type.Object({ typeCode: Type.Optional(Type.String({ maxLength: 100 })), isValid: Type.Optional(Type.Boolean()), orderBy: Type.Optional(OrderBy) }),
        response: { 200: ListOf(DICT_DATA), 400: ErrorSchema },
      },
    },
    async (request) => ({ list: (await listRows(app.db, dictDataTable, { ...ALL, orderBy: 'sort_num asc', ...request.query })).list }),
  );

  app.get(REFERENCE_API.dictType, { ...signedIn, schema: { response: { 200: ListOf(DICT_TYPE) } } }, async () => ({
    list: (await listRows(app.db, dictTypeTable, { ...ALL, isValid: true })).list,
  }));

  app.get(
    REFERENCE_API.organization,
    {
      ...signedIn,
      schema: {
        querystring: Type.Object({
          pageNum: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: MANAGED_PAGE_SIZE_MAX, default: MANAGED_PAGE_SIZE_MAX }),
          delegateGrade: Type.Optional(Grade),
          isValid: Type.Optional(Type.Boolean()),
          orderBy: Type.Optional(OrderBy),
          fkParentOrganization: Type.Optional(IdParam),
        }),
        response: { 200: pageSchema(organizationTable.contract), 400: ErrorSchema },
      },
    },
    async (request) => listRows(app.db, organizationTable, { orderBy: 'sort_no asc', ...request.query }),
  );

  app.get(
    REFERENCE_API.delegation,
    {
      ...signedIn,
      schema: {
        querystring: Type.Object({ fkNpcId: Type.Optional(IdParam), delegationLevel: Type.Optional(Grade) }),
        response: { 200: ListOf(DELEGATION) },
      },
    },
    async (request) => ({
      list: (await listRows(app.db, delegationTable, { ...ALL, ...request.query, isValid: true }, [notLike(npcDelegation.delegationName, CITY_OWN_DELEGATION_LIKE)])).list,
    }),
  );

  // The addresses a menu of open type 4 may embed: for whoever edits menus.
  app.get(REFERENCE_API.sysUrl, { preHandler: requireOperation(...MENU_ADMIN_KEYS), schema: { response: { 200: ListOf(SYS_URL) } } }, async () => ({
    list: (await listRows(app.db, sysUrlTable, { ...ALL, isValid: true })).list,
  }));
};

export default referenceData;
