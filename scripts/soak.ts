import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import pg from 'pg';
import { edgeOfStep, lifecycleGraph, type LifecycleGraph } from '../machines/lifecycle-graph';
import { linkedSuggestionRecord } from '../machines/suggestion/suggestion.workflow';
import { openDatabase, type DatabaseOptions } from '../src/server/db/database';
import { contactStationSuggest, contactStationSuggestHistory, suggest, suggestHistory } from '../src/server/db/schema';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { DEPUTIES, deputyUsername } from '../src/server/seed/deputies';
import { solveProof } from '../src/shared/message-proof';
import { PORTAL_API } from '../src/shared/portal';
import { databasesOf, freePort, serverEnv, ServerProcess, sleep } from './support/server-process';

/**
 * npm run soak [-- --db embedded|postgres|both] [--minutes N] [--kill-min S] [--kill-max S]
 *
 * Drives a mixed load against a real server process (citizens leaving messages, deputies
 * creating, submitting and resubmitting suggestions and proposing on their messages, the
 * 巴州区 delegation and the working committee examining), SIGKILLs the server at random
 * moments and restarts it. At the end, with the server stopped, it reads the database and
 * proves: every write the server acknowledged (a 2xx answer) is there; every history is a chain
 * of the machine's edges (each row leaves the status the previous row reached); each record's
 * version counts its history rows; and each record stands in the status its history reaches.
 * Exits 1 on any loss or inconsistency, or when a restart hangs. See docs/operations.md.
 */

interface Options {
  dbs: ('embedded' | 'postgres')[];
  minutes: number;
  killMinS: number;
  killMaxS: number;
  restartTimeoutS: number;
  pgUrl: string;
  keep: boolean;
}

function optionsOf(args: string[]): Options {
  const { values } = parseArgs({
    args,
    options: {
      db: { type: 'string', default: 'both' },
      minutes: { type: 'string', default: '3' },
      'kill-min': { type: 'string', default: '10' },
      'kill-max': { type: 'string', default: '30' },
      'restart-timeout': { type: 'string', default: '120' },
      'pg-url': { type: 'string', default: process.env.SOAK_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(
      'usage: npm run soak -- [--db embedded|postgres|both] [--minutes N (per database, default 3)]\n' +
        '  [--kill-min S] [--kill-max S] (random SIGKILL interval, default 10..30 s) [--restart-timeout S (120)]\n' +
        '  [--pg-url postgres://postgres@127.0.0.1:5432/postgres (or SOAK_PG_URL)] [--keep (leave the data behind)]',
    );
    process.exit(0);
  }
  const options: Options = {
    dbs: databasesOf(values.db),
    minutes: Number(values.minutes),
    killMinS: Number(values['kill-min']),
    killMaxS: Number(values['kill-max']),
    restartTimeoutS: Number(values['restart-timeout']),
    pgUrl: values['pg-url'],
    keep: values.keep,
  };
  if (!(options.minutes > 0) || !(options.killMinS > 0) || !(options.killMaxS >= options.killMinS)) throw new Error('bad durations');
  return options;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

// ---------------------------------------------------------------------------------------------
// What the server acknowledged.

type Kind = 'suggest' | 'message';
interface AckedEvent {
  kind: Kind;
  id: string;
  eventType: string;
  toStatus: number;
  version: number;
}
interface AckedMessage {
  id: string;
  title: string;
  fkDelegateId: number;
}

interface Task {
  kind: Kind;
  id: string;
  status: number;
  version: number;
}

class Stats {
  requests = 0;
  connectionErrors = 0;
  /** Answers outside 2xx that were not expected (e.g. 409 after an unacknowledged event landed). */
  refusals = new Map<string, number>();
  serverErrors = 0;
  ackedCreates: { id: string }[] = [];
  ackedMessages: AckedMessage[] = [];
  ackedEvents: AckedEvent[] = [];
  refuse(what: string) {
    this.refusals.set(what, (this.refusals.get(what) ?? 0) + 1);
  }
}

class ConnectionLost extends Error {}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

class Client {
  private token: string | null = null;

  constructor(
    private readonly server: ServerProcess,
    private readonly stats: Stats,
    readonly username: string | null,
  ) {}

  /** One request; throws ConnectionLost when the server went away before answering. */
  async raw(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    this.stats.requests++;
    let response: Response;
    try {
      response = await fetch(`${this.server.base}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
    } catch {
      this.stats.connectionErrors++;
      throw new ConnectionLost();
    }
    let parsed: Record<string, unknown>;
    try {
      const text = await response.text();
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // The answer was cut off by the kill: nothing was acknowledged.
      this.stats.connectionErrors++;
      throw new ConnectionLost();
    }
    if (response.status >= 500) this.stats.serverErrors++;
    return { status: response.status, body: parsed };
  }

  /** A request as the signed-in user: signs in first and again after a 401. */
  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    for (let attempt = 0; ; attempt++) {
      if (!this.token) await this.login();
      const answer = await this.raw(method, path, body, { authorization: `Bearer ${this.token}` });
      if (answer.status !== 401 || attempt > 2) return answer;
      this.token = null;
    }
  }

  private async login() {
    const answer = await this.raw('POST', '/api/sysLogin', { username: this.username, password: DEMO_PASSWORD });
    if (answer.status !== 200) throw new Error(`login ${this.username}: ${answer.status} ${JSON.stringify(answer.body)}`);
    this.token = answer.body.access_token as string;
  }
}

// ---------------------------------------------------------------------------------------------
// The load.

/** 巴州区 city-level deputies (13900000001…): their delegation is 13800000004's. */
const DEPUTY_COUNT = 12;
const DELEGATION_REVIEWER = '13800000004';
const WORK_COMMITTEE = '13800000002';

async function runLoad(server: ServerProcess, stats: Stats, durationMs: number, killMinMs: number, killMaxMs: number) {
  const deputies = DEPUTIES.slice(0, DEPUTY_COUNT).map((deputy, i) => ({ username: deputyUsername(i), name: deputy.name }));
  if (deputies.some((_, i) => DEPUTIES[i].county !== '巴州区')) throw new Error('the first deputies are no longer 巴州区');

  // Deputies' ids, from the public representatives list.
  const anonymous = new Client(server, stats, null);
  const delegateIds = new Map<string, number>();
  for (let pageNum = 1; pageNum < 20; pageNum++) {
    const answer = await anonymous.raw('GET', `/api/contactStation/representatives?pageSize=50&pageNum=${pageNum}`);
    const list = (answer.body.list ?? []) as { fkDelegateId: number; delegateName: string; fkStationId: number | null }[];
    for (const card of list) if (card.fkStationId !== null) delegateIds.set(card.delegateName, card.fkDelegateId);
    if (list.length < 50) break;
  }
  const addressed = deputies.filter((deputy) => delegateIds.has(deputy.name));
  if (addressed.length === 0) throw new Error('no deputy takes messages');
  const usernameByDelegateId = new Map(addressed.map((deputy) => [delegateIds.get(deputy.name)!, deputy.username]));

  const queues = new Map<string, Task[]>();
  const queueOf = (username: string) => {
    let queue = queues.get(username);
    if (!queue) queues.set(username, (queue = []));
    return queue;
  };
  const authorOf = new Map<string, string>();

  /** Who acts next on a record in this status, or null when the soak leaves it there. */
  function nextActor(task: Task): string | null {
    if (task.kind === 'message') return task.status === 0 ? usernameByDelegateId.get(Number(authorOf.get(task.id))) ?? null : null;
    switch (task.status) {
      case 0:
      case 101:
      case 201:
        return authorOf.get(task.id) ?? null;
      case 100:
        return DELEGATION_REVIEWER;
      case 200:
        return WORK_COMMITTEE;
      default:
        return null;
    }
  }
  function route(task: Task) {
    const actor = nextActor(task);
    if (actor) queueOf(actor).push(task);
  }

  /** The event the actor sends to move the record on. */
  function eventFor(task: Task): Record<string, unknown> {
    if (task.kind === 'message') return { type: 'PROPOSE', version: task.version, delegateSuggestion: '请联络站交相关部门办理。' };
    switch (task.status) {
      case 0:
        return { type: 'SUBMIT', version: task.version };
      case 101:
      case 201:
        return { type: 'RESUBMIT', version: task.version, content: '<p>已按审查意见修改。</p>' };
      case 100:
        return Math.random() < 0.2
          ? { type: 'EXAMINE', version: task.version, result: 2, opinion: '请补充具体情况后重新提交。' }
          : { type: 'EXAMINE', version: task.version, result: 1 };
      default: {
        const roll = Math.random();
        if (roll < 0.1) return { type: 'EXAMINE', version: task.version, result: 3, opinion: '作为参阅件。' };
        if (roll < 0.25) return { type: 'EXAMINE', version: task.version, result: 2, opinion: '请补充依据。' };
        return { type: 'EXAMINE', version: task.version, result: 1 };
      }
    }
  }

  const pathOf = (task: Task) => (task.kind === 'message' ? `/api/contactStationSuggest/${encodeURIComponent(task.id)}` : `/api/suggest/${task.id}`);
  const statusOf = (kind: Kind, body: Record<string, unknown>) => (kind === 'message' ? (body.handleStatus as number) : (body.status as number));

  const deadline = Date.now() + durationMs;
  const running = () => Date.now() < deadline;

  /** Runs one step; on a lost connection waits for the server and returns 'lost'. */
  async function guarded<T>(step: () => Promise<T>): Promise<T | 'lost'> {
    try {
      return await step();
    } catch (error) {
      if (!(error instanceof ConnectionLost)) throw error;
      await server.waitUp();
      return 'lost';
    }
  }

  /** After a lost answer: read the record again and carry on from where it really is. */
  async function resync(client: Client, task: Task) {
    for (;;) {
      const answer = await guarded(() => client.call('GET', pathOf(task)));
      if (answer === 'lost') continue;
      if (answer.status === 200) route({ ...task, status: statusOf(task.kind, answer.body), version: answer.body.version as number });
      else stats.refuse(`resync ${answer.status}`);
      return;
    }
  }

  async function act(client: Client, task: Task) {
    const event = eventFor(task);
    const answer = await guarded(() => client.call('POST', `${pathOf(task)}/events`, event));
    if (answer === 'lost') return resync(client, task);
    if (answer.status === 200) {
      const next: Task = { ...task, status: statusOf(task.kind, answer.body), version: answer.body.version as number };
      stats.ackedEvents.push({ kind: task.kind, id: task.id, eventType: event.type as string, toStatus: next.status, version: next.version });
      route(next);
      return;
    }
    stats.refuse(`${task.kind} ${event.type as string} ${answer.status}`);
    // A 409 means an unacknowledged earlier try had landed after all: read where it stands.
    if (answer.status === 409) return resync(client, task);
  }

  async function createSuggestion(client: Client, username: string) {
    const n = stats.ackedCreates.length + 1;
    const answer = await guarded(() =>
      client.call('POST', '/api/suggest', { title: `压力测试建议 ${n}`, content: `<p>关于改善城区交通秩序的建议（soak ${n}）。</p>` }),
    );
    if (answer === 'lost') return;
    if (answer.status !== 201) return stats.refuse(`suggest CREATE ${answer.status}`);
    const id = String(answer.body.suggestId);
    stats.ackedCreates.push({ id });
    authorOf.set(id, username);
    route({ kind: 'suggest', id, status: answer.body.status as number, version: answer.body.version as number });
  }

  async function deputyWorker(username: string) {
    const client = new Client(server, stats, username);
    while (running()) {
      const queue = queueOf(username);
      const task = queue.shift();
      if (task && Math.random() < 0.8) await act(client, task);
      else {
        if (task) queue.push(task);
        await createSuggestion(client, username);
      }
      await sleep(50 + Math.random() * 150);
    }
  }

  async function reviewerWorker(username: string) {
    const client = new Client(server, stats, username);
    while (running()) {
      const task = queueOf(username).shift();
      if (task) await act(client, task);
      else await sleep(200);
    }
  }

  let address = Math.floor(Math.random() * 0xffff) << 8;
  async function citizenWorker() {
    const client = new Client(server, stats, null);
    while (running()) {
      const deputy = pick(addressed);
      const fkDelegateId = delegateIds.get(deputy.name)!;
      const title = `群众留言 ${stats.ackedMessages.length + 1} ${Math.random().toString(36).slice(2, 8)}`;
      // Each message comes from its own (made-up) address: the server allows one accepted
      // message a minute per address, and it reads the address from X-Forwarded-For because
      // the soak's server trusts 127.0.0.1 as its proxy (TRUST_PROXY).
      address = (address + 1) & 0xffffff;
      const forwardedFor = `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
      // A message without a phone carries a solved challenge, as the browser's form sends it.
      const answer = await guarded(async () => {
        const issued = await client.raw('GET', PORTAL_API.messageChallenge);
        if (issued.status !== 200) return issued;
        const proof = solveProof(issued.body.challenge as string, issued.body.bits as number);
        return client.raw('POST', PORTAL_API.submitMessage, { massesName: '张先生', title, content: '小区门口路灯坏了，晚上出行不便。', fkDelegateId, proof }, { 'x-forwarded-for': forwardedFor });
      });
      if (answer !== 'lost') {
        if (answer.status === 201) {
          const id = answer.body.massesSuggestId as string;
          stats.ackedMessages.push({ id, title, fkDelegateId });
          authorOf.set(id, String(fkDelegateId));
          route({ kind: 'message', id, status: 0, version: 0 });
        } else stats.refuse(`message ${answer.status}`);
      }
      await sleep(100 + Math.random() * 200);
    }
  }

  async function killer() {
    while (running()) {
      const wait = killMinMs + Math.random() * (killMaxMs - killMinMs);
      const until = Math.min(Date.now() + wait, deadline);
      while (Date.now() < until) await sleep(Math.min(250, until - Date.now()));
      if (!running()) break;
      await server.kill();
      await server.start();
      process.stdout.write(`  kill ${server.kills}: back in ${server.restartMs.at(-1)} ms\n`);
    }
  }

  await Promise.all([
    ...deputies.map((deputy) => deputyWorker(deputy.username)),
    reviewerWorker(DELEGATION_REVIEWER),
    reviewerWorker(WORK_COMMITTEE),
    citizenWorker(),
    citizenWorker(),
    citizenWorker(),
    killer(),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The proof.

interface HistoryRow {
  recordId: string;
  eventType: string;
  fromStatus: number | null;
  toStatus: number | null;
  result: number | null;
  satisfaction: number | null;
}

interface Verdict {
  records: number;
  historyRows: number;
  lost: string[];
  inconsistent: string[];
}

const LINKED_SUGGESTION_STATUS = linkedSuggestionRecord({
  authorDelegateId: 1,
  title: '',
  content: '',
  coSignerDelegateIds: [],
  authorDelegationId: null,
}).status;

function checkChains(
  kind: Kind,
  graph: LifecycleGraph,
  records: { id: string; status: number; version: number; linked?: boolean }[],
  rows: HistoryRow[],
  verdict: Verdict,
) {
  const byRecord = new Map<string, HistoryRow[]>();
  for (const row of rows) {
    let list = byRecord.get(row.recordId);
    if (!list) byRecord.set(row.recordId, (list = []));
    list.push(row);
  }
  const initial = graph.nodes.find((node) => node.initial)!.status;
  const ids = new Set(records.map((record) => record.id));
  for (const id of byRecord.keys()) if (!ids.has(id)) verdict.inconsistent.push(`${kind} ${id}: history rows without a record`);

  for (const record of records) {
    const history = byRecord.get(record.id) ?? [];
    let status: number | null = initial;
    // A suggestion turned from a proposal is created where the machine's linkedSuggestionRecord puts it.
    const createdAt = record.linked ? LINKED_SUGGESTION_STATUS : initial;
    let steps = 0;
    history.forEach((row, index) => {
      const where = `${kind} ${record.id} row ${index + 1} (${row.eventType} ${row.fromStatus}→${row.toStatus})`;
      // A suggestion's first row is its creation, null → the draft status; the machine has no edge for it.
      if (row.eventType === 'CREATE') {
        if (kind !== 'suggest' || index !== 0 || row.fromStatus !== null || row.toStatus !== createdAt) verdict.inconsistent.push(`${where}: misplaced CREATE`);
        status = row.toStatus;
        return;
      }
      if (kind === 'suggest' && index === 0) verdict.inconsistent.push(`${where}: the history does not start with CREATE`);
      if (row.fromStatus !== status) verdict.inconsistent.push(`${where}: leaves ${row.fromStatus}, but the previous row reached ${status}`);
      if (!edgeOfStep(graph, row)) verdict.inconsistent.push(`${where}: no such transition in the machine`);
      status = row.toStatus;
      steps++;
    });
    if (record.status !== status) verdict.inconsistent.push(`${kind} ${record.id}: status ${record.status}, but its history reaches ${status}`);
    if (record.version !== steps) verdict.inconsistent.push(`${kind} ${record.id}: version ${record.version}, but ${steps} events in its history`);
  }
  verdict.records += records.length;
  verdict.historyRows += rows.length;
}

async function verify(options: DatabaseOptions, stats: Stats): Promise<Verdict> {
  const database = await openDatabase(options);
  try {
    const { db } = database;
    const verdict: Verdict = { records: 0, historyRows: 0, lost: [], inconsistent: [] };

    const suggestions = (
      await db
        .select({ id: suggest.suggestId, status: suggest.status, version: suggest.version, linkedProposalId: suggest.linkedProposalId })
        .from(suggest)
    ).map((row) => ({ id: String(row.id), status: row.status, version: row.version, linked: row.linkedProposalId !== null }));
    const suggestionRows = (
      await db
        .select({
          recordId: suggestHistory.fkSuggestId,
          eventType: suggestHistory.eventType,
          fromStatus: suggestHistory.fromStatus,
          toStatus: suggestHistory.toStatus,
          result: suggestHistory.result,
          satisfaction: suggestHistory.satisfaction,
        })
        .from(suggestHistory)
        .orderBy(asc(suggestHistory.fkSuggestId), asc(suggestHistory.historyId))
    ).map((row) => ({ ...row, recordId: String(row.recordId) }));
    checkChains('suggest', lifecycleGraph('suggest'), suggestions, suggestionRows, verdict);

    const messages = await db
      .select({
        id: contactStationSuggest.massesSuggestId,
        status: contactStationSuggest.handleStatus,
        version: contactStationSuggest.version,
        title: contactStationSuggest.title,
        fkDelegateId: contactStationSuggest.fkDelegateId,
      })
      .from(contactStationSuggest);
    const messageRows = await db
      .select({
        recordId: contactStationSuggestHistory.fkMassesSuggestId,
        eventType: contactStationSuggestHistory.eventType,
        fromStatus: contactStationSuggestHistory.fromStatus,
        toStatus: contactStationSuggestHistory.toStatus,
        result: contactStationSuggestHistory.result,
        satisfaction: contactStationSuggestHistory.satisfaction,
      })
      .from(contactStationSuggestHistory)
      .orderBy(asc(contactStationSuggestHistory.fkMassesSuggestId), asc(contactStationSuggestHistory.historyId));
    checkChains('message', lifecycleGraph('message'), messages, messageRows, verdict);

    // Every acknowledged write is there.
    const suggestionById = new Map(suggestions.map((row) => [row.id, row]));
    const messageById = new Map(messages.map((row) => [row.id, row]));
    const rowsOf = (kind: Kind) => {
      const map = new Map<string, HistoryRow[]>();
      for (const row of kind === 'suggest' ? suggestionRows : messageRows) {
        if (row.eventType === 'CREATE') continue;
        let list = map.get(row.recordId);
        if (!list) map.set(row.recordId, (list = []));
        list.push(row);
      }
      return map;
    };
    const events = { suggest: rowsOf('suggest'), message: rowsOf('message') };
    for (const created of stats.ackedCreates) {
      if (!suggestionById.has(created.id)) verdict.lost.push(`suggest ${created.id}: acknowledged CREATE, record missing`);
    }
    for (const message of stats.ackedMessages) {
      const row = messageById.get(message.id);
      if (!row) verdict.lost.push(`message ${message.id}: acknowledged, missing`);
      else if (row.title !== message.title || row.fkDelegateId !== message.fkDelegateId) verdict.lost.push(`message ${message.id}: stored with other content`);
    }
    for (const event of stats.ackedEvents) {
      const record = (event.kind === 'suggest' ? suggestionById : messageById).get(event.id);
      const where = `${event.kind} ${event.id} ${event.eventType} → ${event.toStatus} (version ${event.version})`;
      if (!record) {
        verdict.lost.push(`${where}: record missing`);
        continue;
      }
      if (record.version < event.version) verdict.lost.push(`${where}: the record is back at version ${record.version}`);
      // Version n is reached by the n-th event of the history.
      const row = events[event.kind].get(event.id)?.[event.version - 1];
      if (!row || row.eventType !== event.eventType || row.toStatus !== event.toStatus) verdict.lost.push(`${where}: not in the history`);
    }
    return verdict;
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------

interface Result {
  db: string;
  seconds: number;
  kills: number;
  hungRestarts: number;
  restartMs: number[];
  stats: Stats;
  verdict: Verdict;
}

async function soak(kind: 'embedded' | 'postgres', options: Options): Promise<Result> {
  const workDir = mkdtempSync(join(tmpdir(), `rdlz-soak-${kind}-`));
  const port = await freePort();
  // The soak proves durability, not the proof of work: an easy difficulty keeps its citizens'
  // pace what it always was.
  const env: NodeJS.ProcessEnv = { ...serverEnv({ port, workDir, trustProxy: true }), MESSAGE_PROOF_BITS: '8' };
  let databaseOptions: DatabaseOptions = { kind: 'pglite', dataDir: join(workDir, 'data', 'pglite') };
  let dropDatabase: (() => Promise<void>) | null = null;
  if (kind === 'postgres') {
    const name = `rdlz_soak_${Date.now()}`;
    const admin = new pg.Client({ connectionString: options.pgUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(options.pgUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    databaseOptions = { kind: 'postgres', url: url.toString() };
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: options.pgUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }

  const logFile = join(workDir, 'server.log');
  console.log(`\n== ${kind}: ${options.minutes} min, SIGKILL every ${options.killMinS}–${options.killMaxS} s (server log ${logFile})`);
  const server = new ServerProcess(`http://127.0.0.1:${port}`, env, logFile, options.restartTimeoutS * 1000);
  const stats = new Stats();
  const started = Date.now();
  try {
    await server.start();
    console.log(`  first start (migrate + seed) ${server.restartMs[0]} ms`);
    await runLoad(server, stats, options.minutes * 60_000, options.killMinS * 1000, options.killMaxS * 1000);
    // One last crash right after the load, then a clean stop, and the proof on the files it left.
    await server.kill();
    await server.start();
    await server.stop();
    const seconds = (Date.now() - started) / 1000;
    const verdict = await verify(databaseOptions, stats);
    return { db: kind, seconds, kills: server.kills, hungRestarts: server.hungRestarts, restartMs: server.restartMs.slice(1), stats, verdict };
  } finally {
    await server.stop();
    server.close();
    await dropDatabase?.();
    if (!options.keep) rmSync(workDir, { recursive: true, force: true });
  }
}

function report(result: Result): boolean {
  const { stats, verdict } = result;
  const sorted = [...result.restartMs].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
  const refusals = [...stats.refusals].map(([what, n]) => `${what} ×${n}`).join(', ') || 'none';
  console.log(`
  ${result.db}: ${result.seconds.toFixed(0)} s, ${result.kills} SIGKILLs, restarts median ${median} ms / max ${sorted.at(-1) ?? 0} ms, hung restarts ${result.hungRestarts}
  requests ${stats.requests} (connection errors ${stats.connectionErrors}, 5xx ${stats.serverErrors}); refused: ${refusals}
  acknowledged writes ${stats.ackedMessages.length + stats.ackedCreates.length + stats.ackedEvents.length}: messages ${stats.ackedMessages.length}, suggestions created ${stats.ackedCreates.length}, events ${stats.ackedEvents.length}
  checked ${verdict.records} records, ${verdict.historyRows} history rows
  lost acknowledged writes ${verdict.lost.length}, inconsistent histories ${verdict.inconsistent.length}`);
  for (const line of [...verdict.lost, ...verdict.inconsistent].slice(0, 20)) console.log(`    ${line}`);
  return verdict.lost.length === 0 && verdict.inconsistent.length === 0 && result.hungRestarts === 0;
}

const options = optionsOf(process.argv.slice(2));
let ok = true;
for (const kind of options.dbs) {
  const result = await soak(kind, options);
  ok = report(result) && ok;
}
console.log(ok ? '\nsoak passed' : '\nsoak FAILED');
process.exit(ok ? 0 : 1);
