import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@shared/messages';
import { ErrorSchema, IdParam } from '@shared/contracts/common';
import { SessionBody, SessionList, SessionListQuery, SessionSchema, SubmitSettingsBody } from '@shared/contracts/terms';
import { sysNpcState } from '../../../db/schema';
import { createSession, deleteSession, listSessions, setCurrentSession, updateSession, updateSubmitSettings } from '../../../services/terms.service';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { requireMenu } from '../../../services/permissions';

const CurrentSchema = Type.Object({
  currentTerm: Type.Integer(),
  currentTimes: Type.Integer(),
  termShow: Type.String(),
  timesShow: Type.String(),
  timesStartTime: Type.Union([Type.String(), Type.Null()]),
  currentMeetStatus: Type.Integer(),
  /** The current session's 议案 submission window, ISO times (null: open at that end). */
  proposalOpenAt: Type.Union([Type.String(), Type.Null()]),
  proposalCloseAt: Type.Union([Type.String(), Type.Null()]),
  proposalMinSigners: Type.Integer(),
  suggestInRecess: Type.Boolean(),
});

const StateParams = Type.Object({ stateId: IdParam });
const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Terms and sessions: the list every screen reads, the current session both layouts read on
 * start, and the administrators' changes (届次管理, 提交设置).
 */
const sysNpcStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admins = requireMenu(SYSTEM_PAGE.npcStateManager, SYSTEM_PAGE.npcStateManagerNew);
  const settingsKeepers = requireMenu(SYSTEM_PAGE.suggestSubmit);

  app.get(
    '/api/sysNpcState',
    { preHandler: app.requireUser, schema: { querystring: SessionListQuery, response: { 200: SessionList } } },
    async (request) => ({ list: await listSessions(app.db, request.query.npcId) }),
  );

  app.get(
    '/api/sysNpcState/current',
    { preHandler: app.requireUser, schema: { response: { 200: CurrentSchema, 404: ErrorSchema } } },
    async (_request, reply) => {
      const [current] = await app.db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
      if (!current) return reply.code(404).send({ msg: MSG.notFound });
      return {
        currentTerm: current.term,
        currentTimes: current.times,
        termShow: current.termShow,
        timesShow: current.timesShow,
        timesStartTime: current.timesStartTime,
        currentMeetStatus: current.currentMeetStatus,
        proposalOpenAt: iso(current.proposalOpenAt),
        proposalCloseAt: iso(current.proposalCloseAt),
        proposalMinSigners: current.proposalMinSigners,
        suggestInRecess: current.suggestInRecess,
      };
    },
  );

  app.post(
    '/api/sysNpcState',
    { preHandler: admins, schema: { body: SessionBody, response: { 201: SessionSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await createSession(app.db, request, request.body)),
  );

  app.put(
    '/api/sysNpcState/:stateId',
    { preHandler: admins, schema: { params: StateParams, body: SessionBody, response: { 200: SessionSchema, ...refusals } } },
    async (request) => updateSession(app.db, request, request.params.stateId, request.body),
  );

  app.put(
    '/api/sysNpcState/:stateId/current',
    { preHandler: admins, schema: { params: StateParams, response: { 200: SessionSchema, ...refusals } } },
    async (request) => setCurrentSession(app.db, request, request.params.stateId),
  );

  app.put(
    '/api/sysNpcState/:stateId/submitSettings',
    { preHandler: settingsKeepers, schema: { params: StateParams, body: SubmitSettingsBody, response: { 200: SessionSchema, ...refusals } } },
    async (request) => updateSubmitSettings(app.db, request, request.params.stateId, request.body),
  );

  app.delete(
    '/api/sysNpcState/:stateId',
    { preHandler: admins, schema: { params: StateParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      await deleteSession(app.db, request, request.params.stateId);
      return reply.code(204).send(null);
    },
  );
};

export default sysNpcStateRoutes;
