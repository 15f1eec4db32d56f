import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@shared/contracts/common';
import { MyElectoralUnit } from '@shared/contracts/groups';
import { Role } from '@shared/roles';
import { myElectoralUnit } from '../../../services/electoral-units.service';

/** 选区信息: the deputy's own electoral unit (deputies only). */
const electoralUnit: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/electoralUnit/mine', { preHandler: app.requireRole(Role.represent), schema: { response: { 200: MyElectoralUnit, 401: ErrorSchema, 403: ErrorSchema } } }, async (request) =>
    request.user!.fkDelegateId === null ? { unit: null } : myElectoralUnit(app.db, request.user!.fkDelegateId),
  );
};

export default electoralUnit;
