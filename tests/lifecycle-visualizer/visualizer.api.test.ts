import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { LIFECYCLE_KINDS, lifecycleGraph, type LifecycleKind } from '@machines/lifecycle-graph';
import type { VisualizerAnalytics, VisualizerCounts } from '@shared/lifecycle-visualizer';
import { contactStationSuggest, npcDelegate, npcReportOnWork, proposal, suggest, sysNpcState } from '@server/db/schema';
import { suggestKind } from '@server/services/workflow/kinds';
import { stationMessageKind } from '@server/services/workflow/station-message.kind';
import { createRecord, sendRecordEvent } from '@server/services/workflow/records.service';
import { DEMO, createApiDriver, mustSend, type ApiDriver } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
let current: { term: number; times: number };

/** GET as the account (or anonymously), with the JSON answer. */
async function get<T>(username: string | null, url: string): Promise<{ statusCode: number; body: T }> {
  const headers = username ? bearer(await t.tokenFor(username)) : {};
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { statusCode: response.statusCode, body: response.json<T>() };
}

async function counts(kind: LifecycleKind, query = ''): Promise<VisualizerCounts> {
  const answer = await get<VisualizerCounts>(DEMO.congressAdmin, `/api/workflowVisualizer/${kind}/counts${query}`);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function analytics(kind: LifecycleKind, query = ''): Promise<VisualizerAnalytics> {
  const answer = await get<VisualizerAnalytics>(DEMO.work, `/api/workflowVisualizer/${kind}/analytics${query}`);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const countOf = (answer: VisualizerCounts, status: number) => answer.counts.find((entry) => entry.status === status)!;
const edgeCount = (answer: VisualizerAnalytics, edgeId: string) => answer.edges.find((edge) => edge.edgeId === edgeId)!.count;
const leavingCount = (answer: VisualizerAnalytics, status: number) => answer.leaving.find((entry) => entry.status === status)!.count;
const stateOf = (answer: VisualizerAnalytics, status: number) => answer.states.find((entry) => entry.status === status)!;
/** The id of the graph's edge leaving `from` on the event with that selector (fails loudly when the machine changes). */
function edgeId(kind: LifecycleKind, from: number, eventType: string, selector?: string): string {
  const edge = lifecycleGraph(kind).edges.find((e) => e.from === from && e.eventType === eventType && (!selector || e.selectors.includes(selector)));
  if (!edge) throw new Error(`no edge ${kind} ${from} ${eventType} ${selector ?? ''}`);
  return edge.id;
}

/** Bazhong wall-clock time as a Date. */
const bazhong = (local: string) => new Date(`${local}:00+08:00`);
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ workflowDemo: true });
  d = createApiDriver(t);
  const [state] = await t.database.db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
  current = { term: state.term, times: state.times };
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('GET /api/workflowVisualizer/{kind}/counts', () => {
  it('has one entry per status of each lifecycle, matching the stored records of the current term and session, drafts left out', async () => {
    for (const kind of LIFECYCLE_KINDS) {
      const answer = await counts(kind);
      expect(answer.counts.map((entry) => entry.status)).toEqual(lifecycleGraph(kind).nodes.map((node) => node.status));

      const stored =
        kind === 'message'
          ? await t.database.db.select({ status: contactStationSuggest.handleStatus, n: sql<number>`count(*)::int` }).from(contactStationSuggest).groupBy(contactStationSuggest.handleStatus)
          : kind === 'deputy'
            ? await t.database.db.select({ status: npcDelegate.auditStatus, n: sql<number>`count(*)::int` }).from(npcDelegate).groupBy(npcDelegate.auditStatus)
            : kind === 'report'
              ? await t.database.db.select({ status: npcReportOnWork.status, n: sql<number>`count(*)::int` }).from(npcReportOnWork).where(ne(npcReportOnWork.status, 0)).groupBy(npcReportOnWork.status)
              : await (() => {
              const table = kind === 'proposal' ? proposal : suggest;
              return t.database.db
                .select({ status: table.status, n: sql<number>`count(*)::int` })
                .from(table)
                .where(and(eq(table.term, current.term), eq(table.times, current.times), ne(table.status, 0)))
                .groupBy(table.status);
            })();
      const expected = new Map(stored.map((row) => [row.status, Number(row.n)]));
      for (const entry of answer.counts) expect(entry.count, `${kind} ${entry.status}`).toBe(expected.get(entry.status) ?? 0);
      expect(answer.total).toBe([...expected.values()].reduce((sum, n) => sum + n, 0));
      // The demo holds records in (nearly) every status: the comparison is not over zeros.
      expect(answer.counts.filter((entry) => entry.count > 0).length, kind).toBeGreaterThanOrEqual(lifecycleGraph(kind).nodes.length - 3);
      // Messages, deputy records and reports are counted whatever their session.
      if (kind === 'message' || kind === 'deputy' || kind === 'report') expect([answer.term, answer.times]).toEqual([null, null]);
      else expect([answer.term, answer.times]).toEqual([current.term, current.times]);
    }
  });

  it('leaves drafts out: a deputy’s new draft is in no count, nor in the list of anyone but its author', async () => {
    const before = await counts('proposal');
    const beforeAnalytics = await analytics('proposal');
    const title = `关于县域医共体建设的议案（草稿）${Date.now()}`;
    const created = await d.create(DEMO.author, 'proposal', { title, content: '建议完善县域医共体考核办法。' });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    // The lifecycle's own drafts are stored at its initial status.
    expect((await d.row('proposal', id))!.status).toBe(0);
    const after = await counts('proposal');
    expect(after.total).toBe(before.total);
    expect(countOf(after, 0).count).toBe(0);
    expect(stateOf(await analytics('proposal'), 0).waitingNow).toBe(stateOf(beforeAnalytics, 0).waitingNow);
    expect(stateOf(beforeAnalytics, 0).waitingNow).toBe(0);

    for (const staff of [DEMO.congressAdmin, DEMO.work]) {
      const list = await d.list(staff, 'proposal', { keyword: title });
      expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
      expect(list.body.total, staff).toBe(0);
      expect((await d.detail(staff, 'proposal', id)).statusCode, staff).toBe(404);
    }
    const mine = await d.list(DEMO.author, 'proposal', { mine: true, status: '0', keyword: title });
    expect(mine.body.list.map((row: { id: number }) => row.id)).toEqual([id]);
  });

  it('counts another term and session when asked (none there)', async () => {
    const answer = await counts('proposal', '?term=99&times=9');
    expect(answer).toMatchObject({ term: 99, times: 9, total: 0 });
    expect(answer.counts.every((entry) => entry.count === 0)).toBe(true);
  });

  it('counts a suggestion past its due date as overdue, by the same rule as the overdue list', async () => {
    const before = await counts('suggest');
    const id = await d.suggestionAt('400');
    await t.database.db.update(suggest).set({ dueDate: '2020-01-01T00:00:00.000Z' }).where(eq(suggest.suggestId, id));
    const after = await counts('suggest');
    expect(countOf(after, 400).count).toBe(countOf(before, 400).count + 1);
    expect(countOf(after, 400).overdue).toBe(countOf(before, 400).overdue + 1);

    const list = await d.list(DEMO.work, 'suggest', { overdue: true, term: current.term, times: current.times });
    expect(after.counts.reduce((sum, entry) => sum + entry.overdue, 0)).toBe(list.body.total);
    expect((await counts('proposal')).counts.every((entry) => entry.overdue === 0)).toBe(true);
  });

  it('moves one record from one status to the next when an event is accepted', async () => {
    const id = await d.proposalAt(100);
    const before = await counts('proposal');
    await mustSend(d, DEMO.work, 'proposal', id, { type: 'EXAMINE', result: 3, opinion: '请补充调研数据' });
    const after = await counts('proposal');
    for (const entry of after.counts) {
      const delta = entry.status === 100 ? -1 : entry.status === 101 ? 1 : 0;
      expect(entry.count, `status ${entry.status}`).toBe(countOf(before, entry.status).count + delta);
    }
    expect(after.total).toBe(before.total);
  });
});

describe('GET /api/workflowVisualizer/{kind}/analytics', () => {
  it('has an entry for every edge and status of each lifecycle; every event of the demo lands on an edge', async () => {
    for (const kind of LIFECYCLE_KINDS) {
      const graph = lifecycleGraph(kind);
      const answer = await analytics(kind, '?from=2000-01-01&to=2099-12-31');
      expect(answer.edges.map((edge) => edge.edgeId)).toEqual(graph.edges.map((edge) => edge.id));
      expect(answer.leaving.map((entry) => entry.status)).toEqual(graph.nodes.map((node) => node.status));
      expect(answer.states.map((entry) => entry.status)).toEqual(graph.nodes.map((node) => node.status));
      expect(answer.edges.some((edge) => edge.count > 0), kind).toBe(true);
      for (const node of graph.nodes) {
        const fromIt = graph.edges.filter((edge) => edge.from === node.status).reduce((sum, edge) => sum + edgeCount(answer, edge.id), 0);
        expect(fromIt, `${kind}: the events leaving ${node.status} are all on its edges`).toBe(leavingCount(answer, node.status));
      }
    }
  });

  it('adds an accepted event to its edge and to the status it leaves', async () => {
    const id = await d.proposalAt(100);
    const before = await analytics('proposal');
    await mustSend(d, DEMO.work, 'proposal', id, { type: 'EXAMINE', result: 3, opinion: '请补充调研数据' });
    const after = await analytics('proposal');
    const returned = edgeId('proposal', 100, 'EXAMINE', 'result 3');
    for (const edge of after.edges) expect(edge.count, edge.edgeId).toBe(edgeCount(before, edge.edgeId) + (edge.edgeId === returned ? 1 : 0));
    expect(leavingCount(after, 100)).toBe(leavingCount(before, 100) + 1);
    expect(stateOf(after, 100).samples).toBe(stateOf(before, 100).samples + 1);
  });

  it('puts satisfaction 1 and 2 on the one edge that names both', async () => {
    const id = await d.proposalAt(600);
    const before = await analytics('proposal');
    await mustSend(d, DEMO.author, 'proposal', id, { type: 'EVALUATE', satisfaction: 2 });
    const after = await analytics('proposal');
    const satisfied = edgeId('proposal', 600, 'EVALUATE', 'satisfaction 1 or 2');
    expect(edgeCount(after, satisfied)).toBe(edgeCount(before, satisfied) + 1);
    expect(after.edges.filter((edge) => edge.count !== edgeCount(before, edge.edgeId)).map((edge) => edge.edgeId)).toEqual([satisfied]);
  });

  it('measures the stays that ended in the period: median, 90th percentile, samples; waiting records now', async () => {
    // Suggestions of 2001, far from the demo's dates: drafts kept 1, 2, 4 (deleted) and 48 hours.
    const author = await d.actorOf(DEMO.author);
    const draftAt = async (created: string) => createRecord(t.database.db, suggestKind, author, { title: '关于老旧小区加装电梯的建议', content: '建议财政给予补贴。' }, bazhong(created));
    const send = async (id: number, type: string, at: string) => {
      const version = (await d.row('suggest', id))!.version as number;
      await sendRecordEvent(t.database.db, suggestKind, id, { type, version }, author, bazhong(at), { withDetail: false });
    };
    const oneHour = await draftAt('2001-03-05T09:00');
    await send(oneHour, 'SAVE', '2001-03-05T09:30'); // keeps the status: does not split the stay
    await send(oneHour, 'SUBMIT', '2001-03-05T10:00');
    const twoHours = await draftAt('2001-03-06T09:00');
    await send(twoHours, 'SUBMIT', '2001-03-06T11:00');
    const deleted = await draftAt('2001-03-10T09:00');
    await send(deleted, 'DELETE', '2001-03-10T13:00');
    const enteredBefore = await draftAt('2001-02-27T09:00');
    await send(enteredBefore, 'SUBMIT', '2001-03-01T09:00');
    const leftAfter = await draftAt('2001-03-30T09:00');
    await send(leftAfter, 'SUBMIT', '2001-04-02T09:00');

    const march = await analytics('suggest', '?from=2001-03-01&to=2001-03-31');
    expect(march.from).toBe(bazhong('2001-03-01T00:00').toISOString());
    expect(march.to).toBe(bazhong('2001-04-01T00:00').toISOString());
    // Stays of 1, 2 and 48 hours that ended in a submission: median 2, 90th percentile 2 + 0.8 × (48 − 2).
    // The deleted draft's 4 hours, its deletion and the saving stay the author's own.
    expect(stateOf(march, 0)).toMatchObject({ samples: 3, medianHours: 2, p90Hours: 38.8 });
    expect(stateOf(march, 100)).toMatchObject({ samples: 0, medianHours: null, p90Hours: null });
    expect(leavingCount(march, 0)).toBe(3); // the three SUBMITs
    expect(edgeCount(march, edgeId('suggest', 0, 'SUBMIT'))).toBe(3);
    expect(edgeCount(march, edgeId('suggest', 0, 'DELETE'))).toBe(0);
    expect(edgeCount(march, edgeId('suggest', 0, 'SAVE'))).toBe(0);

    // A date `to` takes in its whole day.
    expect(stateOf(await analytics('suggest', '?from=2001-03-05&to=2001-03-05'), 0)).toMatchObject({ samples: 1, medianHours: 1 });

    // The suggestion submitted on 2001-02-27… waits at 100 longest of all.
    const now = await analytics('suggest');
    const waitingAt100 = stateOf(now, 100);
    expect(waitingAt100.waitingNow).toBe((await counts('suggest')).counts.find((entry) => entry.status === 100)!.count);
    const expectedHours = (Date.now() - bazhong('2001-03-01T09:00').getTime()) / HOUR_MS;
    expect(Math.abs(waitingAt100.longestWaitingHours! - expectedHours)).toBeLessThan(0.5);
    // Nothing waits in a final status.
    expect(stateOf(now, 600).longestWaitingHours).toBeNull();
  });

  it('counts a message’s submission as entering status 0', async () => {
    const id = await d.insertMessage({ delegateId: await d.deputyId(DEMO.author), stationId: await d.stationId(DEMO.station), delegateName: '张明华' });
    await t.database.db.update(contactStationSuggest).set({ createTime: bazhong('2001-03-10T09:00').toISOString() }).where(eq(contactStationSuggest.massesSuggestId, id));
    await sendRecordEvent(t.database.db, stationMessageKind, id, { type: 'REPLY', version: 0, handleResult: '路灯已修复' }, await d.actorOf(DEMO.author), bazhong('2001-03-10T12:00'), { withDetail: false });
    const march = await analytics('message', '?from=2001-03-01&to=2001-03-31');
    expect(stateOf(march, 0)).toMatchObject({ samples: 1, medianHours: 3 });
    expect(edgeCount(march, edgeId('message', 0, 'REPLY'))).toBe(1);
  });
});

describe('who may read the visualizer', () => {
  const urls = ['/api/workflowVisualizer/proposal/counts', '/api/workflowVisualizer/suggest/analytics'];

  it('answers the overseers, 401 without a token, 403 for a deputy or a unit', async () => {
    for (const url of urls) {
      for (const username of [DEMO.superAdmin, DEMO.congressAdmin, DEMO.work]) expect((await get(username, url)).statusCode, `${username} ${url}`).toBe(200);
      expect((await get(null, url)).statusCode).toBe(401);
      for (const username of [DEMO.author, DEMO.transport, DEMO.specialCommittee]) {
        const answer = await get<{ msg: string }>(username, url);
        expect(answer.statusCode, `${username} ${url}`).toBe(403);
        expect(answer.body.msg).toMatch(/\S/);
      }
    }
  });

  it('refuses an unknown lifecycle and bad periods with 400 and a message', async () => {
    for (const url of [
      '/api/workflowVisualizer/notice/counts',
      '/api/workflowVisualizer/notice/analytics',
      '/api/workflowVisualizer/proposal/analytics?from=2026-02-30',
      '/api/workflowVisualizer/proposal/analytics?from=yesterday',
      '/api/workflowVisualizer/proposal/analytics?to=2026-11-20T10:00:00',
      '/api/workflowVisualizer/proposal/counts?term=x',
    ]) {
      const answer = await get<{ msg: string }>(DEMO.congressAdmin, url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body.msg, url).toMatch(/\S/);
    }
    const reversed = await get<{ msg: string }>(DEMO.congressAdmin, '/api/workflowVisualizer/proposal/analytics?from=2026-11-20&to=2026-11-19');
    expect(reversed).toEqual({ statusCode: 400, body: { msg: '结束日期不能早于开始日期' } });
    const reversedTimes = await get<{ msg: string }>(DEMO.congressAdmin, '/api/workflowVisualizer/proposal/analytics?from=2026-11-20T10:00:00Z&to=2026-11-20T09:00:00Z');
    expect(reversedTimes.statusCode).toBe(400);
  });
});
