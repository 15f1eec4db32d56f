import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
import {
  REPORT_MSG,
  REPORT_STATUS_CODES,
  allowedReportOnWorkEvents,
  decideReportOnWork,
  reportOnWorkContextDefaults,
  reportOnWorkMachine,
  reportOnWorkStatuses,
  reportOnWorkWorkflow,
  reportStatusLabel,
  type ReportOnWorkContext,
  type ReportOnWorkEvent,
  type ReportOnWorkRecord,
  type ReportStatus,
} from '@machines/report-on-work/index';
import {
  MODEL_AT as AT,
  REPORT_MODEL_DRAFT as DRAFT,
  machineTransitionIds as transitionIdsOf,
  newReportModelRecord as newRecord,
  reportCast,
  reportEvent as event,
  reportModelEvents,
  reportTestModel,
  type BodyOf,
} from '../helpers/lifecycle-paths';

const { reporter, otherDeputy, liaison, otherLiaison, office, superAdmin, work } = reportCast;

type EventBody = BodyOf<ReportOnWorkEvent>;

function apply(record: ReportOnWorkRecord, sent: ReportOnWorkEvent): ReportOnWorkRecord {
  const decision = decideReportOnWork(record, { ...sent, version: record.version });
  if (!decision.ok) throw new Error(`${sent.type} refused at ${record.status}: ${decision.msg}`);
  return { ...record, ...decision.changes, status: decision.status, version: record.version + 1 };
}

const send = (record: ReportOnWorkRecord, body: EventBody, actor: Actor) => decideReportOnWork(record, { ...event(body, actor, AT), version: record.version });

const submitted = () => apply(newRecord(), event({ type: 'SUBMIT', ...DRAFT, attachments: [] }, reporter));

function recordAt(status: ReportStatus): ReportOnWorkRecord {
  switch (status) {
    case 0:
      return newRecord();
    case 100:
      return submitted();
    case 200:
      return apply(submitted(), event({ type: 'RETURN', opinion: '请补充会议签到表' }, liaison));
    case 300:
      return apply(submitted(), event({ type: 'ARCHIVE' }, office));
  }
}

const modelEvents = reportModelEvents();
const paths = reportTestModel(modelEvents).getShortestPaths();

function contextOf(record: ReportOnWorkRecord): ReportOnWorkContext {
  const fields = Object.keys(reportOnWorkContextDefaults) as (keyof ReportOnWorkContext)[];
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as ReportOnWorkContext;
}

describe('report-on-work machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => `${step.event.type} (${step.event.actor.role})`);
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${reportOnWorkWorkflow.statusOf(path.state)}`, async () => {
      let record = newRecord();
      await path.test({
        events: Object.fromEntries(modelEvents.map((sent) => [sent.type, (step: { event: ReportOnWorkEvent }) => void (record = apply(record, step.event))])),
        states: {
          '*': (snapshot) => {
            expect(record.status).toBe(reportOnWorkWorkflow.statusOf(snapshot));
            expect(contextOf(record)).toEqual(snapshot.context);
          },
        },
      });
    });
  }

  it('the paths take every transition of the machine', () => {
    const all = transitionIdsOf(reportOnWorkMachine, reportOnWorkWorkflow, reportOnWorkStatuses);
    expect(reportOnWorkWorkflow.transitions().map((row) => row.id).sort()).toEqual(all);
    const covered = new Set<string>();
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const before = path.steps[i - 1].state;
        const [definition] = reportOnWorkMachine.getTransitionData(before, path.steps[i].event);
        covered.add(reportOnWorkWorkflow.transitionId(reportOnWorkWorkflow.statusOf(before), definition));
      }
    }
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('the paths visit every status', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => reportOnWorkWorkflow.statusOf(step.state))));
    expect([...visited].sort((a, b) => a - b)).toEqual(REPORT_STATUS_CODES);
  });
});

describe('report-on-work status table', () => {
  it('maps every status to its state, final only when archived', () => {
    for (const status of REPORT_STATUS_CODES) {
      const snapshot = reportOnWorkWorkflow.restore({ ...newRecord(), status });
      expect(reportOnWorkWorkflow.statusOf(snapshot)).toBe(status);
      expect(snapshot.status === 'done').toBe(status === 300);
    }
    expect([0, 100, 200, 300, 9].map(reportStatusLabel)).toEqual(['草稿', '已提交', '已退回', '已归档', '9']);
  });
});

describe('decideReportOnWork', () => {
  it('lets the reporter alone save, submit and delete — not another deputy, a reviewer or the super administrator', () => {
    for (const actor of [otherDeputy, liaison, office, superAdmin]) {
      for (const body of [{ type: 'EDIT', ...DRAFT, attachments: [] }, { type: 'SUBMIT' }, { type: 'DELETE' }] as EventBody[]) {
        expect(send(newRecord(), body, actor)).toMatchObject({ httpStatus: 403, msg: REPORT_MSG.onlyAuthor });
      }
    }
    expect(send(newRecord(), { type: 'DELETE' }, reporter)).toMatchObject({ ok: true, status: 0, effects: ['deleteRecord'] });
  });

  it('keeps what a save sends and stamps a submission with its time', () => {
    const saved = apply(newRecord(), event({ type: 'EDIT', ...DRAFT, attachments: [{ name: '签到表.pdf', objPath: 'reports/a.pdf' }] }, reporter));
    expect(saved).toMatchObject({ status: 0, title: DRAFT.title, meetingPlace: DRAFT.meetingPlace, attachments: [{ name: '签到表.pdf', objPath: 'reports/a.pdf' }], submitTime: null });
    expect(send(saved, { type: 'SUBMIT' }, reporter)).toMatchObject({ ok: true, status: 100, changes: { submitTime: AT } });
  });

  it('refuses a submission missing a field, naming it, judged on the draft as the event leaves it', () => {
    expect(send(newRecord(), { type: 'EDIT', ...DRAFT, title: '  ', attachments: [] }, reporter)).toMatchObject({ httpStatus: 400, msg: REPORT_MSG.titleRequired, field: 'title' });
    expect(send(newRecord(), { type: 'SUBMIT' }, reporter)).toMatchObject({ httpStatus: 400, msg: REPORT_MSG.meetingDateRequired, field: 'meetingDate' });
    expect(send(newRecord(), { type: 'SUBMIT', ...DRAFT, meetingPlace: null }, reporter)).toMatchObject({ httpStatus: 400, msg: REPORT_MSG.meetingPlaceRequired, field: 'meetingPlace' });
    expect(send(newRecord(), { type: 'SUBMIT', ...DRAFT, content: '<p>&nbsp;</p>' }, reporter)).toMatchObject({ httpStatus: 400, msg: REPORT_MSG.contentRequired, field: 'content' });
  });

  it('lets the office and the liaison of the reporter’s group return with an opinion or archive; nobody else', () => {
    for (const actor of [otherLiaison, work, reporter]) {
      expect(send(submitted(), { type: 'ARCHIVE' }, actor)).toMatchObject({ httpStatus: 403, msg: REPORT_MSG.onlyReviewer });
    }
    expect(send(submitted(), { type: 'RETURN', opinion: ' ' }, liaison)).toMatchObject({ httpStatus: 400, msg: REPORT_MSG.opinionRequired, field: 'opinion' });
    expect(send(submitted(), { type: 'RETURN', opinion: ' 请补充 ' }, liaison)).toMatchObject({
      ok: true,
      status: 200,
      changes: { reviewOpinion: '请补充', reviewerName: liaison.realName, reviewTime: AT },
    });
    for (const actor of [office, superAdmin]) expect(send(submitted(), { type: 'ARCHIVE' }, actor)).toMatchObject({ ok: true, status: 300 });
  });

  it('answers a status that does not offer the event in the report’s own words, after who may send it', () => {
    expect(send(recordAt(100), { type: 'EDIT', ...DRAFT, attachments: [] }, reporter)).toMatchObject({ httpStatus: 409, cause: 'status', msg: REPORT_MSG.notEditable });
    expect(send(recordAt(200), { type: 'DELETE' }, reporter)).toMatchObject({ httpStatus: 409, msg: REPORT_MSG.onlyDraftDeleted });
    expect(send(recordAt(300), { type: 'RETURN', opinion: '再退回' }, office)).toMatchObject({ httpStatus: 409, msg: REPORT_MSG.notSubmitted });
    // Someone who may never submit this report is told so, whatever its status.
    expect(send(recordAt(100), { type: 'SUBMIT' }, superAdmin)).toMatchObject({ httpStatus: 403, cause: 'role', msg: REPORT_MSG.onlyAuthor });
    expect(send(recordAt(300), { type: 'ARCHIVE' }, reporter)).toMatchObject({ httpStatus: 403, msg: REPORT_MSG.onlyReviewer });
    expect(decideReportOnWork(recordAt(100), { ...event({ type: 'ARCHIVE' }, office), version: 0 })).toMatchObject({ httpStatus: 409, cause: 'version', msg: REPORT_MSG.stale });
  });
});

describe('allowedReportOnWorkEvents', () => {
  it('offers what the status, the role and the relation allow', () => {
    expect(allowedReportOnWorkEvents(recordAt(0), reporter)).toEqual(['EDIT', 'SUBMIT', 'DELETE']);
    expect(allowedReportOnWorkEvents(recordAt(200), reporter)).toEqual(['EDIT', 'SUBMIT']);
    expect(allowedReportOnWorkEvents(recordAt(0), superAdmin)).toEqual([]);
    expect(allowedReportOnWorkEvents(recordAt(100), liaison)).toEqual(['RETURN', 'ARCHIVE']);
    expect(allowedReportOnWorkEvents(recordAt(100), otherLiaison)).toEqual([]);
    expect(allowedReportOnWorkEvents(recordAt(100), reporter)).toEqual([]);
    expect(allowedReportOnWorkEvents(recordAt(300), office)).toEqual([]);
  });
});
