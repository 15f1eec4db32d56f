/**
 * The answers of the lifecycle visualizer's read-only API (GET /api/workflowVisualizer/{kind}/…),
 * shared by the server and the web. Plain types only: the web imports this file, so it carries
 * no schema library; the route checks its answers against its own TypeBox schemas.
 */

/** GET /api/workflowVisualizer/{kind}/counts: where the records of one term and session stand now. */
export interface VisualizerCounts {
  /** The term and session counted; null for messages, which belong to no session. */
  term: number | null;
  times: number | null;
  /** One entry per status of the lifecycle, in the graph's node order; 0 when none. */
  counts: VisualizerStatusCount[];
  /** Sum of the counts. */
  total: number;
}

export interface VisualizerStatusCount {
  status: number;
  count: number;
  /** Of those, suggestions past their due date and not yet answered; always 0 for proposals and messages. */
  overdue: number;
}

/** GET /api/workflowVisualizer/{kind}/analytics: flows and stays over the period [from, to). */
export interface VisualizerAnalytics {
  /** ISO instants of the period actually used: from inclusive, to exclusive. */
  from: string;
  to: string;
  /** One entry per edge of the lifecycle graph (its `id`): accepted events of the period that took it. */
  edges: { edgeId: string; count: number }[];
  /** One entry per status: accepted events of the period sent from it (the denominator of an edge's share). */
  leaving: { status: number; count: number }[];
  /** One entry per status: how long records stayed in it, and who waits in it now. */
  states: VisualizerStateStay[];
}

export interface VisualizerStateStay {
  status: number;
  /** Over the stays that ended in the period; null when there are none. */
  medianHours: number | null;
  p90Hours: number | null;
  /** How many stays ended in the period. */
  samples: number;
  /** Records in this status now (every term and session). */
  waitingNow: number;
  /** The longest current stay among them; null when none wait, and for final statuses (nothing waits there). */
  longestWaitingHours: number | null;
}
