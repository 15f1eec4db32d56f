// autocannon ships no types: the part of its programmatic API the benchmark uses.
declare module 'autocannon' {
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options extends RequestSpec {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to make before stopping; the duration is then ignored. */
    amount?: number;
    overallRate?: number;
    warmup?: { connections: number; duration: number };
    requests?: (RequestSpec & { setupRequest?: (request: RequestSpec) => RequestSpec })[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
