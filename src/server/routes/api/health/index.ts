import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const HealthSchema = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unreachable')]),
});

const PingSchema = Type.Object({ ok: Type.Literal(true) });

/** GET /api/health: whether the database answers; 503 when it does not (for load balancers). */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/health', { schema: { response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    const up = await app.database.ping();
    return reply
      .code(up ? 200 : 503)
      .send(up ? { status: 'ok', database: 'ok' } : { status: 'unavailable', database: 'unreachable' });
  });

  // A liveness probe that never touches the database: the process answers, nothing more (and
  // the benchmarks' floor for a request that does no work).
  app.get('/api/ping', { schema: { response: { 200: PingSchema } } }, async () => ({ ok: true as const }));
};

export default health;
