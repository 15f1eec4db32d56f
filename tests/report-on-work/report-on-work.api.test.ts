import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { AnyMachineSnapshot } from 'xstate';
import { REPORT_STATUS_CODES, reportOnWorkMachine, reportOnWorkStatuses, reportOnWorkWorkflow, type ReportOnWorkEvent, type ReportOnWorkRecord } from '@machines/report-on-work/index';
import { auditLog, npcReportOnWork, npcReportOnWorkHistory } from '@server/db/schema';
import { DEMO, createApiDriver, type ApiDriver } from '../helpers/api-driver';
import { playedBy } from '../helpers/lifecycle-api';
import {
  REPORT_MODEL_NEW,
  describePath,
  machineTransitionIds,
  reportCast,
  reportModelEvents,
  reportTestModel,
  transitionIdOf,
  transitionWalks,
  type LifecyclePath,
} from '../helpers/lifecycle-paths';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

type Row = Record<string, unknown>;

let t: TestApp;
let d: ApiDriver;

/** The model's people as the demo plays them: 张明华 reports, 吴建平 is his group's liaison, 陈静 the office. */
const usernameOf = playedBy(reportCast, { reporter: DEMO.author, liaison: DEMO.group, office: DEMO.congressAdmin });

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  await Promise.all([DEMO.author, DEMO.group, DEMO.congressAdmin].map((username) => d.actorOf(username)));
});
afterAll(async () => {
  await t?.close();
});

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** The stored report as the machine restores it. */
async function recordOf(reportId: number): Promise<ReportOnWorkRecord | undefined> {
  const [row] = await t.database.db.select().from(npcReportOnWork).where(eq(npcReportOnWork.reportId, reportId));
  if (!row) return undefined;
  const { reportId: _id, createTime: _created, updateTime: _updated, submitTime, reviewTime, ...rest } = row;
  return { ...rest, submitTime: iso(submitTime), reviewTime: iso(reviewTime) } as ReportOnWorkRecord;
}

const historyOf = (reportId: number) =>
  t.database.db.select().from(npcReportOnWorkHistory).where(eq(npcReportOnWorkHistory.fkReportId, reportId)).orderBy(asc(npcReportOnWorkHistory.historyId));

const auditsOf = (reportId: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lifecycle_event'), eq(auditLog.target, `npc_report_on_work:${reportId}`)));

async function http(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload ? { payload } : {}) });
  return { statusCode: response.statusCode, body: response.body ? response.json() : undefined };
}

/** A model event sent through the route that carries it (the routes keep their paths and bodies). */
function sendThroughRoute(username: string, reportId: number, event: ReportOnWorkEvent, version: number) {
  const url = `/api/reportOnWork/${reportId}`;
  const { type, actor: _actor, at: _at, version: _version, ...payload } = event as unknown as Row;
  switch (type) {
    case 'EDIT':
      return http(username, 'PUT', url, { ...payload, version });
    case 'SUBMIT':
      return http(username, 'PUT', `${url}?submit=true`, { ...payload, version });
    case 'DELETE':
      return http(username, 'POST', `${url}/delete`, { version });
    case 'RETURN':
      return http(username, 'POST', `${url}/return`, { opinion: payload.opinion, version });
    default:
      return http(username, 'POST', `${url}/archive`, { version });
  }
}

/** A new report as 张明华 first saves it, as the model's starts. */
async function newReport(): Promise<number> {
  const created = await http(DEMO.author, 'POST', '/api/reportOnWork', { ...REPORT_MODEL_NEW, meetingDate: null, meetingPlace: null, content: '', attachments: [] });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return created.body.reportId as number;
}

const walked = new Set<string>();
const visited = new Set<number>();

/**
 * One model step through the API, checked against the machine: before, the account's
 * allowedActions are the machine's; after, the stored report is the decision applied, with one
 * more history row (and its audit) saying what the machine decided, and the answer shows it.
 */
async function step(reportId: number, event: ReportOnWorkEvent) {
  const username = usernameOf(event.actor);
  const actor = await d.actorOf(username);
  const stored = (await recordOf(reportId))!;
  visited.add(stored.status);
  const historyBefore = await historyOf(reportId);

  const seen = await http(username, 'GET', `/api/reportOnWork/${reportId}`);
  expect(seen.statusCode).toBe(200);
  expect(seen.body.allowedActions).toEqual(reportOnWorkWorkflow.offeredEvents(stored, actor, new Date().toISOString()));
  expect(seen.body.allowedActions).toContain(event.type);

  const answer = await sendThroughRoute(username, reportId, event, stored.version);
  const historyAfter = await historyOf(reportId);
  expect(historyAfter.length, `${event.type} by ${username}: ${answer.statusCode} ${JSON.stringify(answer.body)}`).toBe(historyBefore.length + 1);
  const added = historyAfter.at(-1)!;
  const at = new Date(added.createTime).toISOString();
  const { actor: _actor, at: _at, ...body } = event;
  const decision = reportOnWorkWorkflow.decide(stored, { ...body, version: stored.version, actor, at } as ReportOnWorkEvent);
  if (!decision.ok) throw new Error(`the machine refuses what the server accepted: ${event.type} by ${username}: ${decision.msg}`);
  expect(added).toMatchObject({ eventType: event.type, fromStatus: decision.fromStatus, toStatus: decision.status, opinion: decision.history.opinion, actorUserId: actor.userId, actorRole: actor.role });
  expect(await auditsOf(reportId)).toHaveLength(historyAfter.length);
  walked.add(transitionIdOf(reportOnWorkMachine, reportOnWorkWorkflow, reportOnWorkWorkflow.restore(stored), { ...body, version: stored.version, actor, at } as ReportOnWorkEvent));

  const after = await recordOf(reportId);
  if (decision.effects.includes('deleteRecord')) {
    expect(answer.statusCode).toBe(204);
    expect(after, 'a deleted draft is gone, its history kept').toBeUndefined();
    return;
  }
  expect(after).toEqual({ ...stored, ...decision.changes, status: decision.status, version: stored.version + 1 });
  visited.add(decision.status);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ status: decision.status, version: stored.version + 1 });
  expect(answer.body.allowedActions).toEqual(reportOnWorkWorkflow.offeredEvents(after!, actor, at));
  expect(answer.body.history.map((entry: Row) => entry.eventType)).toEqual(historyAfter.map((entry) => entry.eventType));
}

const model = reportTestModel();
const paths = model.getShortestPaths() as LifecyclePath<ReportOnWorkEvent>[];
const replayed = transitionWalks(model as never, reportOnWorkMachine, reportOnWorkWorkflow, paths);

describe('report-on-work machine paths replayed through /api/reportOnWork, as the demo accounts', () => {
  for (const [index, path] of replayed.entries()) {
    it(`path ${index + 1}: ${describePath(path as never, reportOnWorkWorkflow)}`, async () => {
      const reportId = await newReport();
      expect((await historyOf(reportId)).map((entry) => entry.eventType)).toEqual(['CREATE']);
      let deleted = false;
      const types = [...new Set(path.steps.slice(1).map((modelStep) => modelStep.event.type))];
      await path.test({
        events: Object.fromEntries(
          types.map((type) => [
            type,
            async (modelStep: { event: ReportOnWorkEvent }) => {
              await step(reportId, modelStep.event);
              deleted = modelStep.event.type === 'DELETE';
            },
          ]),
        ) as never,
        states: {
          '*': async (snapshot: AnyMachineSnapshot) => {
            const stored = await recordOf(reportId);
            if (deleted) expect(stored).toBeUndefined();
            else expect(stored?.status).toBe(reportOnWorkWorkflow.statusOf(snapshot));
          },
        } as never,
      });
    });
  }

  it('the office’s return and archive, the model’s other reviewer, replayed the same way', async () => {
    const events = reportModelEvents();
    const ofOffice = (type: string) => events.find((sent) => sent.type === type && sent.actor.userId === reportCast.office.userId)!;
    const submit = events.find((sent) => sent.type === 'SUBMIT')!;
    const reportId = await newReport();
    for (const sent of [submit, ofOffice('RETURN'), submit, ofOffice('ARCHIVE')]) await step(reportId, sent);
    expect((await recordOf(reportId))?.reviewerName).toBe('陈静');
  });

  it('the replayed paths walk every transition of the machine through the API', () => {
    const all = machineTransitionIds(reportOnWorkMachine, reportOnWorkWorkflow, reportOnWorkStatuses);
    expect(all.filter((id) => !walked.has(id))).toEqual([]);
    expect([...walked].filter((id) => !all.includes(id))).toEqual([]);
  });

  it('the replayed paths reach every status', () => {
    expect([...visited].sort((a, b) => a - b)).toEqual(REPORT_STATUS_CODES);
  });
});

describe('POST /api/reportOnWork?submit=true', () => {
  it('creates and submits in one step: CREATE and SUBMIT in the history, each audited; refused whole when incomplete', async () => {
    const created = await http(DEMO.author, 'POST', '/api/reportOnWork?submit=true', { ...REPORT_MODEL_NEW, meetingDate: '2026-01-10', meetingPlace: '东城街道党群服务中心', content: '<p>述职内容</p>', attachments: [] });
    expect(created.statusCode).toBe(201);
    expect(created.body).toMatchObject({ status: 100, version: 1 });
    expect(created.body.history.map((entry: Row) => [entry.eventType, entry.fromStatus, entry.toStatus])).toEqual([
      ['CREATE', null, 0],
      ['SUBMIT', 0, 100],
    ]);
    expect(await auditsOf(created.body.reportId)).toHaveLength(2);

    const before = await t.database.db.select().from(npcReportOnWork);
    const incomplete = await http(DEMO.author, 'POST', '/api/reportOnWork?submit=true', { ...REPORT_MODEL_NEW, meetingDate: '2026-01-10', meetingPlace: null, content: '<p>述职内容</p>', attachments: [] });
    expect(incomplete).toMatchObject({ statusCode: 400, body: { field: 'meetingPlace' } });
    expect(await t.database.db.select().from(npcReportOnWork)).toHaveLength(before.length);
  });
});
