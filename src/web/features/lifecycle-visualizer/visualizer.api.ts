import type { LifecycleKind } from '@machines/lifecycle-graph';
import { api } from '@web/lib/api';
import type { VisualizerAnalytics, VisualizerCounts } from '@shared/lifecycle-visualizer';

/**
 * The visualizer's own endpoints (GET /api/workflowVisualizer/{kind}/…): live counts per status
 * for the current term and session, and flow analytics over a period. Records and their
 * histories come from the workflow and station-messages features' endpoints.
 */

export type { VisualizerAnalytics as FlowAnalytics, VisualizerCounts as StatusCounts } from '@shared/lifecycle-visualizer';

export interface AnalyticsParams {
  kind: LifecycleKind;
  /** YYYY-MM-DD days of Bazhong; `to` includes its whole day. */
  from: string;
  to: string;
}

const visualizerApi = api.enhanceEndpoints({ addTagTypes: ['WorkflowRecord', 'StationMessage'] }).injectEndpoints({
  endpoints: (build) => ({
    statusCounts: build.query<VisualizerCounts, LifecycleKind>({
      query: (kind) => ({ url: `/workflowVisualizer/${kind}/counts` }),
      // Counts move whenever a record of the kind moves.
      providesTags: (_result, _error, kind) =>
        kind === 'message' ? [{ type: 'StationMessage', id: 'LIST' }] : [{ type: 'WorkflowRecord', id: `${kind}-LIST` }],
    }),
    flowAnalytics: build.query<VisualizerAnalytics, AnalyticsParams>({
      query: ({ kind, from, to }) => ({ url: `/workflowVisualizer/${kind}/analytics`, params: { from, to } }),
    }),
  }),
});

export const { useStatusCountsQuery, useFlowAnalyticsQuery } = visualizerApi;
