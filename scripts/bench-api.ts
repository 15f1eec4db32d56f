import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Result as AutocannonResult } from 'autocannon';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from '../src/server/db/database';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { recordQueries, runTimed, type Figures, type QueryRecorder, type RecordedQuery } from './bench/api-bare-queries';
import { growDeputies, growTo } from './bench/api-bulk-data';
import { DEPUTY, STATION_MANAGER, addProposeTargets, loadFixture, prepareMessages, type Fixture, type MessageBody } from './bench/api-fixture';
import { databasesOf, freePort, serverEnv, ServerProcess } from './support/server-process';

/**
 * npm run bench:api [-- --db embedded|postgres|both] [--seconds N] [--connections N]
 *                     [--pg-url URL] [--records N] [--json FILE] [--keep]
 *
 * autocannon against a real server process (scripts/support/server-process.ts) for the hot
 * reads and writes, beside their floors measured in the same run: GET /api/ping (a constant)
 * and, for each read, the very SQL the server runs for it, replayed by this process at the same
 * concurrency. Then the list endpoints again after growing messages and suggestions from 1,000
 * to --records rows each. Prints a table per database and a verdict per target; exits 0 (it is
 * a report). docs/performance.md holds the figures and the machine.
 */

interface Options {
  dbs: ('embedded' | 'postgres')[];
  seconds: number;
  connections: number;
  pgUrl: string | null;
  records: number;
  json: string | null;
  keep: boolean;
}

const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const BENCH_DATABASE = 'bench_api';
const SMALL = 1000;
const PACED_RATE = 200;
/** Before each read and floor, unmeasured: caches and the JIT warm up. */
const WARMUP_SECONDS = 1;
/** The API targets (docs/performance.md): hot reads within 2× their bare SQL, the paced POST's p99, lists flat in the record count. */
const TARGET = { readsWithinFloor: 2, pacedPostP99Ms: 50, flatRatio: 1.5, asOfP99Ms: 50 };
/** The roster the office's lists and the roster as of a day read: city, county and township deputies together. */
const ROSTER_DEPUTIES = 20_000;
/** The liaison office's account (人大管理员), who reads every deputy record. */
const OFFICE = '13800000001';
const AS_OF_READ = 'roster as of 2025-03-01 (office)';
/** The message intake numbers at most 9,999 a day: the throughput run takes at most this many. */
const MAX_THROUGHPUT_MESSAGES = 7000;

function optionsOf(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      'pg-url': { type: 'string' },
      records: { type: 'string', default: '100000' },
      json: { type: 'string' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run bench:api -- [--db embedded|postgres|both] [--seconds N (per scenario, 10)] [--connections N (10)]\n' +
        `  [--pg-url URL (default: a fresh database ${BENCH_DATABASE} on ${ADMIN_URL}, dropped at the end)]\n` +
        '  [--records N (the large seed, 100000)] [--json FILE (raw figures)] [--keep (leave the temp dir)]',
    );
    process.exit(0);
  }
  const options: Options = {
    dbs: databasesOf(values.db),
    seconds: Number(values.seconds),
    connections: Number(values.connections),
    pgUrl: values['pg-url'] ?? null,
    records: Number(values.records),
    json: values.json ?? null,
    keep: values.keep,
  };
  if (!(options.seconds > 0) || !(options.connections > 0) || !(options.records > SMALL)) throw new Error('bad --seconds, --connections or --records');
  return options;
}

// ---------------------------------------------------------------------------------------------
// Scenarios.

interface Read {
  name: string;
  user: string | null;
  path: (fixture: Fixture) => string;
  /** Run again on the large seed. */
  list: boolean;
}

const READS: Read[] = [
  { name: 'portal home columns', user: null, path: () => '/api/contactStationColumn/gateway?pageNum=1&pageSize=3', list: false },
  {
    name: "a station's articles",
    user: null,
    path: (f) => `/api/contactStationResource/resource?columns=${f.columnIds.join(',')}&pageNum=1&pageSize=5`,
    list: false,
  },
  { name: "deputy's suggestions", user: DEPUTY, path: () => '/api/suggest?mine=true&pageNum=1&pageSize=10', list: true },
  { name: "deputy's messages", user: DEPUTY, path: () => '/api/contactStationSuggest?pageNum=1&pageSize=10', list: true },
  { name: "station manager's messages", user: STATION_MANAGER, path: () => '/api/contactStationSuggest?pageNum=1&pageSize=10', list: true },
  { name: 'suggestion detail + history', user: DEPUTY, path: (f) => `/api/suggest/${f.suggestionId}`, list: false },
  { name: 'roster filtered (office)', user: OFFICE, path: () => `/api/npcDelegate?pageNum=1&pageSize=20&delegateGrade=4&sex=${encodeURIComponent('女')}&ageBand=55`, list: false },
  { name: 'roster, page 50 (office)', user: OFFICE, path: () => '/api/npcDelegate?pageNum=50&pageSize=20', list: false },
  { name: AS_OF_READ, user: OFFICE, path: () => '/api/npcDelegate/asOf?date=2025-03-01&pageNum=1&pageSize=20', list: false },
];

interface Row {
  scenario: string;
  http: Figures;
  /** The bare SQL of a read, same concurrency. */
  bare?: Figures;
}

interface DatabaseReport {
  db: string;
  rows: Row[];
  large: Row[];
  ping: Figures;
  paced: Figures;
}

function figuresOf(result: AutocannonResult): Figures {
  const errors = result.non2xx + result.errors + result.timeouts;
  return {
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    ...(errors > 0 ? { statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count])) } : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// The database side, with the server stopped (PGlite opens in one process only).

async function withDatabase<T>(options: DatabaseOptions, work: (handle: DatabaseHandle, recorder: QueryRecorder) => Promise<T>): Promise<T> {
  const handle = await openDatabase(options);
  try {
    return await work(handle, recordQueries(handle));
  } finally {
    await handle.close();
  }
}

/** The SQL of each read, recorded from the app's own code (the second request: the session is warm). */
async function captureReads(handle: DatabaseHandle, recorder: QueryRecorder, reads: Read[], fixture: Fixture) {
  const app = await buildApp({ database: handle });
  const tokens = new Map<string, string>();
  const queries = new Map<string, RecordedQuery[]>();
  try {
    for (const read of reads) {
      const headers: Record<string, string> = {};
      if (read.user) {
        if (!tokens.has(read.user)) {
          const answer = await app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: read.user, password: DEMO_PASSWORD } });
          tokens.set(read.user, answer.json<{ access_token: string }>().access_token);
        }
        headers.authorization = `Bearer ${tokens.get(read.user)}`;
      }
      const request = () => app.inject({ method: 'GET', url: read.path(fixture), headers });
      await request();
      let status = 0;
      queries.set(read.name, await recorder.during(async () => (status = (await request()).statusCode)));
      if (status !== 200) throw new Error(`${read.name}: ${status}`);
    }
  } finally {
    await app.close();
  }
  return queries;
}

async function measureFloors(recorder: QueryRecorder, queries: Map<string, RecordedQuery[]>, reads: Read[], options: Options) {
  const floors = new Map<string, Figures>();
  for (const read of reads) {
    const once = () => recorder.replay(queries.get(read.name)!);
    await runTimed(options.connections, WARMUP_SECONDS, once);
    floors.set(read.name, await runTimed(options.connections, options.seconds, once));
  }
  return floors;
}

// ---------------------------------------------------------------------------------------------
// The HTTP side.

async function login(base: string, username: string): Promise<string> {
  const response = await fetch(`${base}/api/sysLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function tokensFor(base: string, reads: Read[]) {
  const tokens = new Map<string, string>();
  for (const user of new Set(reads.map((read) => read.user))) if (user) tokens.set(user, await login(base, user));
  return tokens;
}

async function getRead(base: string, connections: number, seconds: number, path: string, token?: string): Promise<Figures> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return figuresOf(await autocannon({ url: `${base}${path}`, connections, duration: seconds, headers, warmup: { connections, duration: WARMUP_SECONDS } }));
}

/** Client addresses already used: the server accepts one message a minute from an address. */
let addressesUsed = 0;

/** Each request its own prepared body and its own client address (the server trusts 127.0.0.1 as its proxy). */
function postMessages(base: string, bodies: MessageBody[], connections: number, seconds: number, overallRate?: number) {
  let next = 0;
  return autocannon({
    url: `${base}/api/contactStationSuggest/suggest`,
    connections,
    duration: seconds,
    // A code is spent once: the run ends when every prepared body has gone, should the server
    // take them faster than the bench foresaw (a replayed body would measure a 400).
    amount: bodies.length,
    overallRate,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const body = bodies[next++];
          const n = addressesUsed++;
          const forwardedFor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
          return { ...request, body: JSON.stringify(body), headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor } };
        },
      },
    ],
  });
}

/** Each target proposed once: the run stops early when they are used up (a second PROPOSE would be a 409). */
function proposeEvents(base: string, token: string, targets: string[], connections: number, seconds: number) {
  let next = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    amount: targets.length,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          path: `/api/contactStationSuggest/${targets[next++]}/events`,
          body: JSON.stringify({ type: 'PROPOSE', version: 0, delegateSuggestion: '请联络站交相关部门办理。' }),
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        }),
      },
    ],
  });
}

// ---------------------------------------------------------------------------------------------

async function benchDatabase(kind: 'embedded' | 'postgres', options: Options): Promise<DatabaseReport> {
  const workDir = mkdtempSync(join(tmpdir(), `bench-api-${kind}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = serverEnv({ port, workDir, trustProxy: true });
  let databaseOptions: DatabaseOptions = { kind: 'pglite', dataDir: join(workDir, 'data', 'pglite') };
  let dropDatabase: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    let url = options.pgUrl;
    if (!url) {
      const admin = async (statement: string) => {
        const client = new pg.Client({ connectionString: ADMIN_URL });
        await client.connect();
        await client.query(statement);
        await client.end();
      };
      await admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
      await admin(`create database ${BENCH_DATABASE}`);
      dropDatabase = () => admin(`drop database if exists ${BENCH_DATABASE} with (force)`);
      const adminUrl = new URL(ADMIN_URL);
      adminUrl.pathname = `/${BENCH_DATABASE}`;
      url = adminUrl.toString();
    }
    env.DATABASE_URL = url;
    databaseOptions = { kind: 'postgres', url };
  }

  const { seconds, connections } = options;
  const logFile = join(workDir, 'server.log');
  console.log(`\n== ${kind} (server log ${logFile})`);
  const server = new ServerProcess(base, env, logFile, 120_000);
  const bulk = { messages: 0, suggestions: 0 };
  try {
    await server.start(); // migrations and the demo seed
    await server.stop();

    // 1. Server stopped: the small seed, the write targets, the reads' SQL and its floors, the codes.
    console.log(`  ${SMALL} messages and suggestions; bare queries (${seconds} s each)`);
    const throughputCount = Math.min(MAX_THROUGHPUT_MESSAGES, seconds * 800);
    const pacedCount = seconds * PACED_RATE + 200;
    const prepared = await withDatabase(databaseOptions, async (handle, recorder) => {
      await growTo(handle.db, SMALL, bulk);
      await growDeputies(handle.db, ROSTER_DEPUTIES);
      const fixture = await loadFixture(handle.db);
      const targets = await addProposeTargets(handle.db, fixture.delegateId, Math.min(20_000, seconds * 1000));
      const queries = await captureReads(handle, recorder, READS, fixture);
      const floors = await measureFloors(recorder, queries, READS, options);
      // Codes live five minutes: the throughput run's, spent first, are issued last.
      const issued = Date.now();
      const pacedBodies = await prepareMessages(handle.db, fixture.delegateId, pacedCount, 0);
      const throughputBodies = await prepareMessages(handle.db, fixture.delegateId, throughputCount, pacedCount);
      console.log(`  issued ${throughputCount + pacedCount} SMS codes in ${fixed((Date.now() - issued) / 1000)} s`);
      return { fixture, targets, queries, floors, throughputBodies, pacedBodies };
    });
    const { fixture, queries } = prepared;

    // 2. The server: the ping floor, the reads on the data their floors read (the writes add
    //    thousands of messages to the deputy's list), then the writes while the codes are fresh.
    await server.start();
    const tokens = await tokensFor(base, READS);
    const ping = await getRead(base, connections, seconds, '/api/ping');
    console.log(`  HTTP: ping ${ping.rps.toFixed(0)} req/s; reads, message POST, events (${seconds} s each)`);
    const readRows: Row[] = [];
    for (const read of READS) {
      const http = await getRead(base, connections, seconds, read.path(fixture), read.user ? tokens.get(read.user) : undefined);
      readRows.push({ scenario: read.name, http, bare: prepared.floors.get(read.name) });
    }
    const rows: Row[] = [{ scenario: 'GET /api/ping (floor)', http: ping }];
    rows.push({ scenario: `message POST (${connections} conn)`, http: figuresOf(await postMessages(base, prepared.throughputBodies, connections, seconds)) });
    const paced = figuresOf(await postMessages(base, prepared.pacedBodies, connections, seconds, PACED_RATE));
    rows.push({ scenario: `message POST (${PACED_RATE} req/s)`, http: paced });
    rows.push({ scenario: 'PROPOSE event', http: figuresOf(await proposeEvents(base, tokens.get(DEPUTY)!, prepared.targets, connections, seconds)) });
    rows.push(...readRows);
    await server.stop();

    // 3. The lists again on the large seed.
    const lists = READS.filter((read) => read.list);
    console.log(`  growing to ${options.records} messages and suggestions`);
    const largeFloors = await withDatabase(databaseOptions, async (handle, recorder) => {
      await growTo(handle.db, options.records, bulk);
      return measureFloors(recorder, queries, lists, options);
    });
    await server.start();
    const largeTokens = await tokensFor(base, lists);
    const large: Row[] = [];
    for (const read of lists) {
      const http = await getRead(base, connections, seconds, read.path(fixture), read.user ? largeTokens.get(read.user) : undefined);
      large.push({ scenario: read.name, http, bare: largeFloors.get(read.name) });
    }
    await server.stop();
    return { db: kind, rows, large, ping, paced };
  } finally {
    await server.stop();
    server.close();
    await dropDatabase?.();
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// The report.

const fixed = (value: number, digits = 1) => value.toFixed(digits);
/** Cost per request relative to the floor's, at the same concurrency: floor req/s ÷ req/s. */
const costRatio = (row: Row) => (row.bare ? row.bare.rps / row.http.rps : null);

function table(rows: Row[], ping: Figures) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'bare SQL req/s', 'bare p99', '× bare', 'statuses', '× ping'];
  const lines = rows.map((row) => [
    row.scenario,
    fixed(row.http.rps, 0),
    fixed(row.http.p50),
    fixed(row.http.p99),
    String(row.http.errors),
    row.bare ? fixed(row.bare.rps, 0) : '',
    row.bare ? fixed(row.bare.p99) : '',
    row.bare ? fixed(costRatio(row)!, 2) : '',
    row.http.statuses ? JSON.stringify(row.http.statuses) : '',
    fixed(ping.rps / row.http.rps, 1),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines]) console.log(`  ${line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')}`);
}

interface Verdict {
  target: string;
  met: boolean;
  detail: string;
}

function verdicts(report: DatabaseReport, records: number): Verdict[] {
  const reads = report.rows.filter((row) => row.bare);
  const worstRead = reads.reduce((worst, row) => (costRatio(row)! > costRatio(worst)! ? row : worst));
  const flat = report.large.map((row) => {
    const small = report.rows.find((candidate) => candidate.scenario === row.scenario)!;
    return { scenario: row.scenario, ratio: small.http.rps / row.http.rps };
  });
  const worstFlat = flat.reduce((worst, row) => (row.ratio > worst.ratio ? row : worst));
  const asOf = report.rows.find((row) => row.scenario === AS_OF_READ);
  return [
    {
      target: `hot reads within ${TARGET.readsWithinFloor}x of their bare query cost`,
      met: costRatio(worstRead)! <= TARGET.readsWithinFloor,
      detail: `worst ${worstRead.scenario} ${fixed(costRatio(worstRead)!, 2)}x`,
    },
    {
      target: `message POST p99 under ${TARGET.pacedPostP99Ms} ms at ${PACED_RATE} req/s`,
      met: report.paced.p99 < TARGET.pacedPostP99Ms && report.paced.errors === 0,
      detail: `p99 ${fixed(report.paced.p99)} ms at ${fixed(report.paced.rps, 0)} req/s, ${report.paced.errors} errors`,
    },
    {
      target: `the roster as of a day (${ROSTER_DEPUTIES} deputies) p99 under ${TARGET.asOfP99Ms} ms`,
      met: asOf !== undefined && asOf.http.p99 < TARGET.asOfP99Ms && asOf.http.errors === 0,
      detail: asOf ? `p99 ${fixed(asOf.http.p99)} ms, ${asOf.http.errors} errors` : 'not measured',
    },
    {
      target: `list endpoints flat from ${SMALL} to ${records} records (cost ratio ≤ ${TARGET.flatRatio})`,
      met: worstFlat.ratio <= TARGET.flatRatio,
      detail: flat.map((row) => `${row.scenario} ${fixed(row.ratio, 2)}x`).join(', '),
    },
  ];
}

const options = optionsOf(process.argv.slice(2));
const load = () => loadavg().map((value) => fixed(value, 2)).join(' ');
console.log(`bench:api on ${cpus().length} CPUs, ${fixed(totalmem() / 2 ** 30)} GiB, node ${process.version}; ${options.seconds} s per scenario, ${options.connections} connections; load average ${load()}`);
const reports: (DatabaseReport & { verdicts: Verdict[] })[] = [];
for (const kind of options.dbs) {
  const report = await benchDatabase(kind, options);
  reports.push({ ...report, verdicts: verdicts(report, options.records) });
}
console.log(`\nload average now ${load()} (other work on the machine skews every figure)`);
for (const report of reports) {
  console.log(`\n${report.db}: ${SMALL} messages and suggestions`);
  table(report.rows, report.ping);
  console.log(`\n${report.db}: lists at ${options.records} messages and suggestions`);
  table(report.large, report.ping);
  console.log('');
  for (const verdict of report.verdicts) console.log(`  ${report.db}: ${verdict.target}: ${verdict.met ? 'met' : 'NOT MET'} (${verdict.detail})`);
}
if (options.json) writeFileSync(options.json, JSON.stringify({ options, machine: { cpus: cpus().length, memory: totalmem(), node: process.version }, reports }, null, 2));
process.exit(0);
