import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { seedDemoData } from '@server/seed';
import { DEMO, createApiDriver, type Answer, type ApiDriver, type Id, type Kind } from '../helpers/api-driver';
import { bearer, type TestApp } from '../helpers/test-app';

/**
 * Two servers on one PostgreSQL, as behind a load balancer: two apps, each with its own
 * connection pool (as two processes have), on one database created for this file. Runs in the
 * `cluster` vitest project (TEST_DATABASE_URL and REDIS_URL set).
 */

const baseUrl = process.env.TEST_DATABASE_URL;
const databaseName = `rdlz_cluster_${process.pid}_${randomBytes(4).toString('hex')}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

let databaseA: DatabaseHandle;
let databaseB: DatabaseHandle;
let appA: App;
let appB: App;
/** Both drivers sign in on A: every request B answers uses a session A created. */
let dA: ApiDriver;
let dB: ApiDriver;
let created = false;

async function login(app: App, username: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username, password: DEMO_PASSWORD } });
  if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json<{ access_token: string }>().access_token;
}

const me = (app: App, token: string) => app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) });

beforeAll(async () => {
  if (process.env.TEST_DB_KIND !== 'postgres' || !baseUrl) throw new Error('two-servers.cluster.test.ts runs in the cluster project: set TEST_DATABASE_URL and REDIS_URL');
  await admin(`create database ${databaseName}`);
  created = true;
  const url = new URL(baseUrl);
  url.pathname = `/${databaseName}`;
  // Each server opens its own pool and migrates at start, as main.ts does, both at once: the
  // advisory lock makes them take turns, and the second finds nothing to do.
  databaseA = await openDatabase({ kind: 'postgres', url: url.toString() });
  databaseB = await openDatabase({ kind: 'postgres', url: url.toString() });
  await Promise.all([databaseA.migrate(), databaseB.migrate()]);
  await seedDemoData(databaseA.db, { workflow: false });
  expect((await seedDemoData(databaseB.db, { workflow: false })).seeded).toBe(false);

  appA = await buildApp({ database: databaseA });
  appB = await buildApp({ database: databaseB });
  await Promise.all([appA.ready(), appB.ready()]);

  const tokens = new Map<string, Promise<string>>();
  const tokenFor = (username: string) => {
    if (!tokens.has(username)) tokens.set(username, login(appA, username));
    return tokens.get(username)!;
  };
  const testApp = (app: App, database: DatabaseHandle): TestApp => ({ app, database, login: (username) => login(app, username), tokenFor, close: async () => {} });
  dA = createApiDriver(testApp(appA, databaseA));
  dB = createApiDriver(testApp(appB, databaseB));
});

afterAll(async () => {
  await appA?.close();
  await appB?.close();
  await databaseA?.close();
  await databaseB?.close();
  if (created) await admin(`drop database if exists ${databaseName} with (force)`);
});

describe('sessions on two servers', () => {
  it('a session created on A works on B, and one created on B works on A', async () => {
    const fromA = await login(appA, DEMO.work);
    const [onA, onB] = await Promise.all([me(appA, fromA), me(appB, fromA)]);
    expect(onB.statusCode).toBe(200);
    expect(onB.json()).toEqual(onA.json());
    expect(onB.json()).toMatchObject({ username: DEMO.work });

    const fromB = await login(appB, DEMO.specialCommittee);
    expect((await me(appA, fromB)).json()).toMatchObject({ username: DEMO.specialCommittee });
  });

  it('signing out on A ends the session on B at once', async () => {
    const token = await login(appA, DEMO.congressAdmin);
    expect((await me(appB, token)).statusCode).toBe(200);
    const logout = await appA.inject({ method: 'DELETE', url: '/api/sysLogin', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect((await me(appB, token)).statusCode).toBe(401);
    expect((await me(appA, token)).statusCode).toBe(401);
  });
});

/**
 * The same event with the same version sent to A and to B at once: one 200, one 409, and
 * exactly one history row added.
 */
async function raceAcrossServers(kind: Kind, id: Id, onA: [string, Record<string, unknown>], onB: [string, Record<string, unknown>], bFirst = false) {
  const version = (await dA.row(kind, id))!.version as number;
  const historyBefore = await dA.history(kind, id);
  const sendA = () => dA.post(onA[0], kind, id, { ...onA[1], version });
  const sendB = () => dB.post(onB[0], kind, id, { ...onB[1], version });
  // Which request leaves first alternates, so each server gets to win.
  const answers: Answer[] = bFirst ? await Promise.all([sendB(), sendA()]).then(([b, a]) => [a, b]) : await Promise.all([sendA(), sendB()]);
  const codes = answers.map((answer) => answer.statusCode);
  expect([...codes].sort(), JSON.stringify(answers.map((answer) => answer.body?.msg ?? answer.body?.status))).toEqual([200, 409]);
  expect(answers[codes.indexOf(409)].body.msg).toMatch(/\S/);
  const historyAfter = await dB.history(kind, id);
  expect(historyAfter.slice(0, historyBefore.length)).toEqual(historyBefore);
  expect(historyAfter).toHaveLength(historyBefore.length + 1);
  expect((await dB.row(kind, id))!.version).toBe(version + 1);
  return codes.indexOf(200);
}

describe('one record, the same version, events on both servers at once', () => {
  it('EXAMINE of one proposal sent to A and B at once, on six proposals: each time exactly one 200, one 409, one history row', async () => {
    await Promise.all([DEMO.author, DEMO.work].map((username) => dA.actorOf(username)));
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map(() => dA.proposalAt(100)));
    // B's pool opens its connections first, as a server that has been serving would have them.
    await Promise.all([...ids, ...ids].map((id) => dB.detail(DEMO.work, 'proposal', id)));
    const winners = await Promise.all(
      ids.map((id, i) =>
        raceAcrossServers('proposal', id, [DEMO.work, { type: 'EXAMINE', result: 0 }], [DEMO.work, { type: 'EXAMINE', result: 3, opinion: '请补充调研数据' }], i % 2 === 1),
      ),
    );
    console.log(`[figures] six EXAMINE races across two servers: A won ${winners.filter((w) => w === 0).length}, B won ${winners.filter((w) => w === 1).length}`);
    for (const [i, id] of ids.entries()) {
      expect((await dA.row('proposal', id))!.status).toBe(winners[i] === 0 ? 200 : 101);
      expect((await dB.detail(DEMO.work, 'proposal', id)).body.status).toBe(winners[i] === 0 ? 200 : 101);
    }
  });

  it('the main unit signs for a suggestion on A while the co-handling unit does on B: one 200, one 409', async () => {
    const id = await dA.suggestionAt('301');
    const winner = await raceAcrossServers('suggest', id, [DEMO.transport, { type: 'SIGN_FOR' }], [DEMO.housing, { type: 'SIGN_FOR' }], true);
    expect((await dB.row('suggest', id))!.status).toBe(winner === 0 ? 400 : 301);
  });

  it('SUBMITs of two drafts, one on each server at once, get different numbers', async () => {
    const ids = [await dA.proposalAt(0), await dA.proposalAt(0)];
    const answers = await Promise.all([dA.send(DEMO.author, 'proposal', ids[0], { type: 'SUBMIT' }), dB.send(DEMO.author, 'proposal', ids[1], { type: 'SUBMIT' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const numbers = answers.map((answer) => answer.body.number as string);
    for (const number of numbers) expect(number).toMatch(/^议案第\d{3}号$/);
    expect(numbers[0]).not.toBe(numbers[1]);
  });
});
