import { performance } from 'node:perf_hooks';
import type { DatabaseHandle } from '../../src/server/db/database';

/**
 * The floor of a read: the SQL the server runs for it, taken from the server's own code (the app
 * built in this process on the same database, one request through app.inject with every
 * statement recorded), then replayed here without HTTP, routing, validation or serialization.
 */

export interface RecordedQuery {
  text: string;
  params: unknown[];
  /** A named statement's name (db/statements.ts): replayed by name, PostgreSQL parses it once per connection as for the server. */
  name?: string;
}

type QueryFunction = (...args: unknown[]) => Promise<unknown>;

export interface QueryRecorder {
  /** The statements `action` sent to the database, in order. */
  during(action: () => Promise<unknown>): Promise<RecordedQuery[]>;
  /** Runs the statements one after the other, as one request. */
  replay(queries: RecordedQuery[]): Promise<void>;
}

/**
 * Wraps the driver's `query` (node-postgres pool or PGlite) under Drizzle. Statements inside
 * transactions go through other objects and are not recorded; the reads use none.
 */
export function recordQueries(handle: DatabaseHandle): QueryRecorder {
  const client = (handle.db as unknown as { $client: { query: QueryFunction } }).$client;
  const original = client.query.bind(client) as QueryFunction;
  let recording: RecordedQuery[] | null = null;
  client.query = (...args: unknown[]) => {
    if (recording) {
      const [first, params] = args;
      const config = typeof first === 'string' ? { text: first } : (first as { text: string; name?: string });
      recording.push({ text: config.text, params: (params as unknown[] | undefined) ?? [], ...(config.name ? { name: config.name } : {}) });
    }
    return original(...args);
  };
  return {
    async during(action) {
      recording = [];
      try {
        await action();
        return recording;
      } finally {
        recording = null;
      }
    },
    async replay(queries) {
      for (const query of queries) await (query.name ? original({ name: query.name, text: query.text }, query.params) : original(query.text, query.params));
    },
  };
}

export interface Figures {
  requests: number;
  /** Requests per second over the run. */
  rps: number;
  p50: number;
  p99: number;
  /** Answers outside 2xx, or failed replays. */
  errors: number;
  /** Answers by HTTP status, when not all 2xx. */
  statuses?: Record<string, number>;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);

/** Runs `once` from `concurrency` loops for `seconds`, as autocannon's connections would. */
export async function runTimed(concurrency: number, seconds: number, once: () => Promise<void>): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const begin = performance.now();
        try {
          await once();
          latencies.push(performance.now() - begin);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}
