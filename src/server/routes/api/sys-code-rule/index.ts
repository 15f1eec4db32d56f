import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, IdParam } from '@shared/contracts/common';
import { CodeRuleBody, CodeRulePage, CodeRuleQuery, CodeRuleSchema } from '@shared/contracts/terms';
import { createCodeRule, deleteCodeRule, listCodeRules, updateCodeRule } from '../../../services/code-rules.service';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { requireMenu } from '../../../services/permissions';

const RuleParams = Type.Object({ ruleId: IdParam });
const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

/** The rules of the readable numbers of proposals and suggestions, per session (编号管理). */
const sysCodeRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admins = requireMenu(SYSTEM_PAGE.codeManage);

  app.get('/api/sysCodeRule', { preHandler: admins, schema: { querystring: CodeRuleQuery, response: { 200: CodeRulePage, ...refusals } } }, async (request) =>
    listCodeRules(app.db, request.query),
  );

  app.post('/api/sysCodeRule', { preHandler: admins, schema: { body: CodeRuleBody, response: { 201: CodeRuleSchema, ...refusals } } }, async (request, reply) =>
    reply.code(201).send(await createCodeRule(app.db, request, request.body)),
  );

  app.put(
    '/api/sysCodeRule/:ruleId',
    { preHandler: admins, schema: { params: RuleParams, body: CodeRuleBody, response: { 200: CodeRuleSchema, ...refusals } } },
    async (request) => updateCodeRule(app.db, request, request.params.ruleId, request.body),
  );

  app.delete('/api/sysCodeRule/:ruleId', { preHandler: admins, schema: { params: RuleParams, response: { 204: Type.Null(), ...refusals } } }, async (request, reply) => {
    await deleteCodeRule(app.db, request, request.params.ruleId);
    return reply.code(204).send(null);
  });
};

export default sysCodeRuleRoutes;
