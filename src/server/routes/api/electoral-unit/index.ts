import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, FieldErrorSchema } from '@shared/contracts/common';
import { AssignDeputiesBody, DeputyVotesBody, ElectoralDeputyList, ElectoralDeputyParams, ElectoralOptions, ElectoralOptionsQuery, ElectoralUnitParams, MyElectoralUnit } from '@shared/contracts/groups';
import { ELECTORAL_UNIT_API } from '@shared/groups';
import { Role } from '@shared/roles';
import { assignDeputies, electoralOptions, electoralUnitTable, myElectoralUnit, setDeputyVotes, unassignDeputy, unitDeputies } from '../../../services/electoral-units.service';
import { managedTableRoutes } from '../managed-table.routes';

const refusals = { 400: FieldErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/**
 * 选区信息: the deputy's own electoral unit (deputies only). 选区管理: the office keeps the units
 * (a managed table under ELECTORAL_UNIT_API) and who was elected in each; its page's grant decides.
 */
const electoralUnit: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/electoralUnit/mine', { preHandler: app.requireRole(Role.represent), schema: { response: { 200: MyElectoralUnit, 401: ErrorSchema, 403: ErrorSchema } } }, async (request) =>
    request.user!.fkDelegateId === null ? { unit: null } : myElectoralUnit(app.db, request.user!.fkDelegateId),
  );

  await app.register(managedTableRoutes(electoralUnitTable));

  app.get(`${ELECTORAL_UNIT_API}/options`, { preHandler: app.requireUser, schema: { querystring: ElectoralOptionsQuery, response: { 200: ElectoralOptions, ...refusals } } }, async (request) =>
    electoralOptions(app.db, request, request.query.of),
  );

  app.get(`${ELECTORAL_UNIT_API}/:unitId/delegates`, { preHandler: app.requireUser, schema: { params: ElectoralUnitParams, response: { 200: ElectoralDeputyList, ...refusals } } }, async (request) =>
    unitDeputies(app.db, request, request.params.unitId),
  );

  app.post(
    `${ELECTORAL_UNIT_API}/:unitId/delegates`,
    { preHandler: app.requireUser, schema: { params: ElectoralUnitParams, body: AssignDeputiesBody, response: { 200: ElectoralDeputyList, ...refusals } } },
    async (request) => assignDeputies(app.db, request, request.params.unitId, request.body.delegateIds),
  );

  app.put(
    `${ELECTORAL_UNIT_API}/:unitId/delegates/:delegateId`,
    { preHandler: app.requireUser, schema: { params: ElectoralDeputyParams, body: DeputyVotesBody, response: { 200: ElectoralDeputyList, ...refusals } } },
    async (request) => setDeputyVotes(app.db, request, request.params.unitId, request.params.delegateId, request.body.votes),
  );

  app.delete(
    `${ELECTORAL_UNIT_API}/:unitId/delegates/:delegateId`,
    { preHandler: app.requireUser, schema: { params: ElectoralDeputyParams, response: { 200: ElectoralDeputyList, ...refusals } } },
    async (request) => unassignDeputy(app.db, request, request.params.unitId, request.params.delegateId),
  );
};

export default electoralUnit;
