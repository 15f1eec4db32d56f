import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTEGER_MAX, SMALLINT_MAX } from '@machines/bounds';
import { MSG } from '@shared/messages';
import { buildApp, type App } from '@server/app';
import { overallNotice, proposal } from '@server/db/schema';
import { EARLIEST_DATE, LATEST_DATE } from '@server/plugins/input';
import { createApiDriver, DEMO } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

// Oversized numbers, NUL characters, dates out of range and type-mismatched JSON bodies are
// refused with 400 and a Chinese message naming the field, before any query; what the database
// would refuse anyway is a 400 logged without its query. Runs on PGlite and on PostgreSQL.

let t: TestApp;
let app: App;
let d: ReturnType<typeof createApiDriver>;
/** Every line the app under test logged during the current test. */
let log: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  // The real app on the same database, logging at debug level into `log`.
  app = await buildApp({
    database: t.database,
    limits: { redisUrl: null, perMinute: 100_000 },
    logger: { level: 'debug', stream: { write: (line: string) => void log.push(line) } },
  });
  // Queries that hand the database what only bad input could: the safety net behind the schemas.
  app.get('/api/test/integer', async () => t.database.db.execute(sql`select ${'3000000000'}::int as value`));
  app.get('/api/test/nul', async () => t.database.db.execute(sql`select ${'联络站\u0000'}::text as value`));
  app.get('/api/test/date', async () => t.database.db.execute(sql`select ${'0000-01-01'}::date as value`));
  app.get('/api/test/zone', async () => t.database.db.execute(sql`select ${'+010000-01-01T00:00:00.000Z'}::timestamptz as value`));
  app.get('/api/test/text', async () => t.database.db.execute(sql`select ${'三'}::int as value`));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

beforeEach(() => {
  log = [];
});

const refusal = (field: string) => ({ msg: `${MSG.badRequest}：${field}` });

async function as(username: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = {}) {
  const auth = username ? bearer(await t.tokenFor(username)) : {};
  const answer = await app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as never }) });
  return { statusCode: answer.statusCode, body: answer.body ? answer.json() : undefined };
}

/** The log of the current test holds no query text, no parameters and no stack. */
function expectNoSqlLogged() {
  const text = log.join('');
  expect(text).not.toMatch(/Failed query|params:|select |insert into|"stack"/i);
}

async function proposalCount() {
  const [row] = await t.database.db.select({ n: count() }).from(proposal);
  return row.n;
}

describe('oversized numbers', () => {
  it('a term of 99999999999 in the proposal list is refused with 400, not sent to the database', async () => {
    expect(await as(DEMO.congressAdmin, 'GET', '/api/proposal?term=99999999999')).toEqual({ statusCode: 400, body: refusal('term') });
    expectNoSqlLogged();
  });

  it('a proposal id of 3000000000 in the path is refused with 400', async () => {
    expect(await as(DEMO.congressAdmin, 'GET', '/api/proposal/3000000000')).toEqual({ statusCode: 400, body: refusal('id') });
    expectNoSqlLogged();
  });

  it('a page number of 1e17 is refused with 400', async () => {
    expect(await as(DEMO.congressAdmin, 'GET', '/api/proposal?pageNum=1e17')).toEqual({ statusCode: 400, body: refusal('pageNum') });
    expect(await as(DEMO.superAdmin, 'GET', '/api/sysNpcUser?pageNum=1e17')).toEqual({ statusCode: 400, body: refusal('pageNum') });
    expect(await as(null, 'GET', '/api/contactStation/representatives?pageNum=1e17')).toEqual({ statusCode: 400, body: refusal('pageNum') });
    expectNoSqlLogged();
  });

  it('the largest values each field accepts are answered, never with a server error', async () => {
    expect((await as(DEMO.congressAdmin, 'GET', `/api/proposal?pageNum=${INTEGER_MAX}&pageSize=100`)).statusCode).toBe(200);
    expect((await as(DEMO.superAdmin, 'GET', `/api/sysNpcUser?pageNum=${INTEGER_MAX}&pageSize=1000`)).statusCode).toBe(200);
    expect((await as(DEMO.congressAdmin, 'GET', `/api/proposal?term=${SMALLINT_MAX}&times=${SMALLINT_MAX}`)).statusCode).toBe(200);
    expect((await as(DEMO.congressAdmin, 'GET', `/api/proposal/${INTEGER_MAX}`)).statusCode).toBe(404);
    expect(await as(DEMO.congressAdmin, 'GET', `/api/proposal?term=${SMALLINT_MAX + 1}`)).toEqual({ statusCode: 400, body: refusal('term') });
    expect(await as(DEMO.congressAdmin, 'GET', `/api/proposal/${INTEGER_MAX + 1}`)).toEqual({ statusCode: 400, body: refusal('id') });
  });

  it('a readable number beyond any integer typed as a keyword is searched as title text, not sent as a number', async () => {
    for (const keyword of ['99999999999', '议案第99999999999号']) {
      const answer = await as(DEMO.congressAdmin, 'GET', `/api/proposal?keyword=${encodeURIComponent(keyword)}`);
      expect(answer.statusCode, keyword).toBe(200);
      expect(answer.body.total).toBe(0);
    }
  });

  it('a co-signer id of 3000000000 in an event, looked up before the machine checks the body, answers 400 and changes nothing', async () => {
    const created = await d.create(DEMO.author, 'proposal', { title: '关于整数边界的议案', content: '<p>正文</p>' });
    expect(created.statusCode).toBe(201);
    log = [];
    const answer = await as(DEMO.author, 'POST', `/api/proposal/${created.body.id}/events`, { type: 'SAVE', version: 0, coSignerIds: [3_000_000_000] });
    expect(answer).toEqual({ statusCode: 400, body: { msg: MSG.badRequest } });
    expect(await d.row('proposal', created.body.id)).toMatchObject({ version: 0, coSignerDelegateIds: [] });
    expectNoSqlLogged();
  });

  it('a unit id of 3000000000 in an assignment is refused by the event schema, naming the field', async () => {
    const id = await d.proposalAt(400);
    const answer = await as(DEMO.congressAdmin, 'POST', `/api/proposal/${id}/events`, {
      type: 'ASSIGN',
      version: (await d.row('proposal', id))!.version,
      units: [{ unitId: 3_000_000_000, assignType: 4, main: true }],
    });
    expect(answer).toEqual({ statusCode: 400, body: refusal('units.0.unitId') });
    expect(await d.row('proposal', id)).toMatchObject({ status: 400 });
  });
});

describe('NUL characters', () => {
  it('a NUL in the keyword of the proposal list is refused with 400', async () => {
    expect(await as(DEMO.congressAdmin, 'GET', '/api/proposal?keyword=%E5%81%9C%E8%BD%A6%00')).toEqual({ statusCode: 400, body: refusal('keyword') });
    expectNoSqlLogged();
  });

  it('a NUL in the public feedback query is refused with 400, without a session', async () => {
    const url = '/api/contactStationSuggest/feedback?massesSuggestId=LY20261120%000001&massesPhone=13912345678';
    expect(await as(null, 'GET', url)).toEqual({ statusCode: 400, body: refusal('massesSuggestId') });
    expectNoSqlLogged();
  });

  it('a NUL in the public representatives query is refused with 400, without a session', async () => {
    expect(await as(null, 'GET', '/api/contactStation/representatives?delegateName=%E5%BC%A0%00')).toEqual({ statusCode: 400, body: refusal('delegateName') });
    expectNoSqlLogged();
  });

  it('a NUL in the public search is refused with 400, without a session', async () => {
    expect(await as(null, 'GET', '/api/homeStation/search?search=%E4%BA%BA%E5%A4%A7%00')).toEqual({ statusCode: 400, body: refusal('search') });
    expectNoSqlLogged();
  });

  it('a NUL in the title of a new proposal is refused with 400 and stores nothing', async () => {
    const before = await proposalCount();
    const answer = await as(DEMO.author, 'POST', '/api/proposal', { title: '关于\u0000停车的议案', content: '<p>正文</p>' });
    expect(answer).toEqual({ statusCode: 400, body: refusal('title') });
    expect(await proposalCount()).toBe(before);
    expectNoSqlLogged();
  });

  it('a NUL in a field of an event or in a path parameter is refused with 400', async () => {
    const created = await d.create(DEMO.author, 'proposal', { title: '关于空字符的议案', content: '<p>正文</p>' });
    const saved = await as(DEMO.author, 'POST', `/api/proposal/${created.body.id}/events`, { type: 'SAVE', version: 0, content: '<p>\u0000</p>' });
    expect(saved).toEqual({ statusCode: 400, body: refusal('content') });
    expect(await d.row('proposal', created.body.id)).toMatchObject({ version: 0, content: '<p>正文</p>' });
    expect(await as(DEMO.station, 'GET', '/api/contactStationSuggest/LY%00')).toEqual({ statusCode: 400, body: refusal('id') });
  });
});

describe('dates', () => {
  it('the analytics range from=0001-01-01&to=9999-12-31 is refused with 400', async () => {
    const answer = await as(DEMO.congressAdmin, 'GET', '/api/workflowVisualizer/proposal/analytics?from=0001-01-01&to=9999-12-31');
    expect(answer).toEqual({ statusCode: 400, body: refusal('from') });
    expectNoSqlLogged();
  });

  it(`dates from ${EARLIEST_DATE} to ${LATEST_DATE} are accepted, a day outside is refused`, async () => {
    const day = (date: string, offset: number) => new Date(Date.parse(`${date}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    const analytics = (query: string) => as(DEMO.congressAdmin, 'GET', `/api/workflowVisualizer/proposal/analytics?${query}`);
    expect((await analytics(`from=${EARLIEST_DATE}&to=${LATEST_DATE}`)).statusCode).toBe(200);
    expect(await analytics(`from=${day(EARLIEST_DATE, -1)}`)).toEqual({ statusCode: 400, body: refusal('from') });
    expect(await analytics(`to=${day(LATEST_DATE, 1)}`)).toEqual({ statusCode: 400, body: refusal('to') });
    expect(await analytics(`to=${encodeURIComponent(`${day(LATEST_DATE, 1)}T00:00:00+08:00`)}`)).toEqual({ statusCode: 400, body: refusal('to') });
  });

  it('a schedule time in the year 1 is refused, never stored as the year 2001', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(overallNotice);
    for (const scheduleTime of ['0001-01-01T00:00:00Z', '0099-12-31T08:00:00+08:00']) {
      const answer = await as(DEMO.congressAdmin, 'POST', '/api/notice', { noticeTitle: '代表接待日', noticeType: 2, scheduleTime });
      expect(answer, scheduleTime).toEqual({ statusCode: 400, body: refusal('scheduleTime') });
    }
    const [after] = await t.database.db.select({ n: count() }).from(overallNotice);
    expect(after.n).toBe(before.n);
    const kept = await as(DEMO.congressAdmin, 'POST', '/api/notice', { noticeTitle: '代表接待日', noticeType: 2, scheduleTime: `${EARLIEST_DATE}T08:00:00Z` });
    expect(kept.statusCode).toBe(201);
    expect(kept.body.scheduleTime).toBe(`${EARLIEST_DATE}T08:00:00.000Z`);
  });
});

describe('JSON bodies are not coerced', () => {
  it('{ "title": 42, "content": ["x"] } is refused with 400 naming the field and stores nothing', async () => {
    const before = await proposalCount();
    expect(await as(DEMO.author, 'POST', '/api/proposal', { title: 42, content: ['x'] })).toEqual({ statusCode: 400, body: refusal('title') });
    expect(await as(DEMO.author, 'POST', '/api/proposal', { title: '关于类型的议案', content: ['x'] })).toEqual({ statusCode: 400, body: refusal('content') });
    expect(await as(DEMO.author, 'POST', '/api/proposal', { title: '关于类型的议案', coSignerIds: ['2'] })).toEqual({ statusCode: 400, body: refusal('coSignerIds/0') });
    expect(await proposalCount()).toBe(before);
  });

  it('a number sent as a string in an event body is refused', async () => {
    const created = await d.create(DEMO.author, 'proposal', { title: '关于版本号的议案', content: '<p>正文</p>' });
    expect(await as(DEMO.author, 'POST', `/api/proposal/${created.body.id}/events`, { type: 'SAVE', version: '0' })).toEqual({ statusCode: 400, body: refusal('version') });
  });

  it('query strings and path parameters are still read as the numbers and flags they spell', async () => {
    const list = await as(DEMO.congressAdmin, 'GET', '/api/proposal?pageNum=2&pageSize=5&mine=false');
    expect(list.statusCode).toBe(200);
    expect(list.body).toMatchObject({ pageNum: 2, pageSize: 5 });
  });

  it('a form body (its fields are text) still validates', async () => {
    const answer = await as(DEMO.author, 'POST', '/api/commMinio/presignedPutUrl', new URLSearchParams({ objName: '现场照片.png' }).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.objPath).toMatch(/现场照片\.png$/);
  });
});

describe('what the database refuses', () => {
  it('an out-of-range number, a NUL, an impossible date or zone, or text for a number answers 400, logged without its query', async () => {
    for (const url of ['/api/test/integer', '/api/test/nul', '/api/test/date', '/api/test/zone', '/api/test/text']) {
      log = [];
      const answer = await as(null, 'GET', url);
      expect(answer, url).toEqual({ statusCode: 400, body: { msg: MSG.badRequest } });
      expect(log.join(''), url).toContain('input refused by the database');
      expectNoSqlLogged();
      expect(log.join(''), url).not.toMatch(/3000000000|联络站|0000-01-01|010000|::int|::text/);
    }
  });
});
