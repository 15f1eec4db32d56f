import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@shared/messages';
import { sysNpcState } from '../../../db/schema';
import { ErrorSchema } from '@shared/contracts/common';

const TermSchema = Type.Object({
  stateId: Type.Integer(),
  npcId: Type.Integer(),
  term: Type.Integer(),
  times: Type.Integer(),
  termShow: Type.String(),
  timesShow: Type.String(),
  timesStartTime: Type.Union([Type.String(), Type.Null()]),
  isCurrentTermTimes: Type.Boolean(),
  currentMeetStatus: Type.Integer(),
});

const CurrentSchema = Type.Object({
  currentTerm: Type.Integer(),
  currentTimes: Type.Integer(),
  termShow: Type.String(),
  timesShow: Type.String(),
  timesStartTime: Type.Union([Type.String(), Type.Null()]),
  currentMeetStatus: Type.Integer(),
});

/** Terms and sessions; `current` is the helper call both layouts make on start. */
const sysNpcStateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sysNpcState',
    {
      preHandler: app.requireUser,
      schema: { querystring: Type.Object({ npcId: Type.Optional(Type.Integer()) }), response: { 200: Type.Object({ list: Type.Array(TermSchema) }) } },
    },
    async (request) => {
      const query = app.db.select().from(sysNpcState);
      const rows = await (request.query.npcId === undefined ? query : query.where(eq(sysNpcState.npcId, request.query.npcId))).orderBy(
        asc(sysNpcState.term),
        asc(sysNpcState.times),
      );
      return { list: rows };
    },
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
      };
    },
  );
};

export default sysNpcStateRoutes;
