import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LIFECYCLE_KINDS } from '@machines/lifecycle-graph';
import type { VisualizerAnalytics, VisualizerCounts } from '@shared/lifecycle-visualizer';
import { VISUALIZER_ROLES } from '@shared/roles';
import { lifecycleAnalytics, lifecycleCounts, periodOf } from '../../../services/workflow/visualizer.service';
import { DateParam, DateTimeParam, ErrorSchema, TermNumberParam } from '@shared/contracts/common';

const KindParams = Type.Object({ kind: Type.Union(LIFECYCLE_KINDS.map((kind) => Type.Literal(kind))) });
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

const CountsQuery = Type.Object(
  { term: Type.Optional(TermNumberParam), times: Type.Optional(TermNumberParam) },
  { additionalProperties: false },
);
const CountsAnswer = Type.Object({
  term: NullableInteger,
  times: NullableInteger,
  counts: Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer(), overdue: Type.Integer() })),
  total: Type.Integer(),
});

const PeriodEnd = Type.Union([DateParam, DateTimeParam], { description: 'a date (a day of Bazhong, UTC+8) or an ISO datetime with its zone' });
const AnalyticsQuery = Type.Object({ from: Type.Optional(PeriodEnd), to: Type.Optional(PeriodEnd) }, { additionalProperties: false });
const AnalyticsAnswer = Type.Object({
  from: Type.String(),
  to: Type.String(),
  edges: Type.Array(Type.Object({ edgeId: Type.String(), count: Type.Integer() })),
  leaving: Type.Array(Type.Object({ status: Type.Integer(), count: Type.Integer() })),
  states: Type.Array(
    Type.Object({
      status: Type.Integer(),
      medianHours: NullableNumber,
      p90Hours: NullableNumber,
      samples: Type.Integer(),
      waitingNow: Type.Integer(),
      longestWaitingHours: NullableNumber,
    }),
  ),
});

// The shared answer types the web reads and these schemas describe the same shapes.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const countsShapeAgrees: Same<Static<typeof CountsAnswer>, VisualizerCounts> = true;
const analyticsShapeAgrees: Same<Static<typeof AnalyticsAnswer>, VisualizerAnalytics> = true;
void countsShapeAgrees;
void analyticsShapeAgrees;

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/**
 * GET /api/workflowVisualizer/{kind}/counts and /analytics: the live numbers the lifecycle
 * visualizer draws on its graph (machines/lifecycle-graph.ts). Read-only.
 */
const workflowVisualizerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/workflowVisualizer/:kind/counts',
    {
      preHandler: app.requireRole(...VISUALIZER_ROLES),
      schema: { params: KindParams, querystring: CountsQuery, response: { 200: CountsAnswer, ...refusals } },
    },
    async (request) => lifecycleCounts(app.db, request.params.kind, request.query),
  );

  app.get(
    '/api/workflowVisualizer/:kind/analytics',
    {
      preHandler: app.requireRole(...VISUALIZER_ROLES),
      schema: { params: KindParams, querystring: AnalyticsQuery, response: { 200: AnalyticsAnswer, ...refusals } },
    },
    async (request) => {
      const now = new Date();
      return lifecycleAnalytics(app.db, request.params.kind, periodOf(request.query, now), now);
    },
  );
};

export default workflowVisualizerRoutes;
