import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { overallNotice } from '@server/db/schema';
import { PORTAL_API } from '@shared/portal';
import { DEMO, createApiDriver, mustSend, type ApiDriver, type AssignedUnitBody } from '../helpers/api-driver';
import { proofFor } from '../helpers/message-proof';
import { createTestApp, type TestApp } from '../helpers/test-app';

// A record's move tells its owner: a notice in the bell and the to-do panel, written in the
// event's transaction.

let t: TestApp;
let d: ApiDriver;
let transportOnly: AssignedUnitBody[];

interface Received {
  noticeId: number;
  noticeTitle: string;
  realTitle: string;
  destination: string | null;
  createUserName: string | null;
  isLook: number;
}

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  const [transport] = await d.demoUnits();
  transportOnly = [{ ...transport, main: true }];
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const uniqueTitle = (title: string) => `${title}${(serial += 1)}`;

/** The account's unread notices, newest first. */
async function unreadOf(username: string): Promise<Received[]> {
  const answer = await d.request<{ list: Received[] }>(username, 'GET', '/api/overallNotice?pageNum=1&pageSize=100&isLook=0');
  expect(answer.statusCode).toBe(200);
  return answer.body.list;
}

const titled = (list: Received[], text: string) => list.filter((notice) => notice.noticeTitle.includes(text));

async function noticeRows(): Promise<number> {
  const [{ n }] = await t.database.db.select({ n: count() }).from(overallNotice);
  return n;
}

describe('notices of a record’s moves', () => {
  it('a unit’s reply tells the deputy who proposed the suggestion, pointing at its detail page', async () => {
    const title = uniqueTitle('关于改善城区供水管网的建议');
    const id = await d.suggestionAt('400', { units: transportOnly, fields: { title } });
    expect(titled(await unreadOf(DEMO.author), title)).toEqual([]);

    await mustSend(d, DEMO.transport, 'suggest', id, { type: 'REPLY', content: '已纳入年度改造计划。', answerCategory: 'B' });

    const notices = titled(await unreadOf(DEMO.author), title);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      noticeTitle: `您的建议《${title}》已答复，请评价`,
      realTitle: `您的建议《${title}》已答复，请评价`,
      destination: `/client/proposalAndSuggest/suggest/suggestExmineInfo?id=${id}`,
      createUserName: (await d.actorOf(DEMO.transport)).realName,
      isLook: 0,
    });
    // Nobody else hears of it: not the unit that replied, not a co-signer.
    expect(titled(await unreadOf(DEMO.transport), title).filter((notice) => notice.noticeTitle.includes('已答复'))).toEqual([]);
    expect(titled(await unreadOf(DEMO.coSigner), title)).toEqual([]);
  });

  it('a refused event writes no notice', async () => {
    const title = uniqueTitle('关于增设社区养老服务站的建议');
    const id = await d.suggestionAt('400', { units: transportOnly, fields: { title } });
    const before = await noticeRows();
    // A unit that was not assigned may not reply; a reply without its text is refused too.
    const refused = await d.send(DEMO.housing, 'suggest', id, { type: 'REPLY', content: '越权答复', answerCategory: 'B', version: (await d.row('suggest', id))!.version });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const blank = await d.send(DEMO.transport, 'suggest', id, { type: 'REPLY', content: '', answerCategory: 'B', version: (await d.row('suggest', id))!.version });
    expect(blank.statusCode).toBe(400);
    expect(await noticeRows()).toBe(before);
    expect(titled(await unreadOf(DEMO.author), title)).toEqual([]);
  });

  it('an event rolled back by a failing notice leaves the record as it was', async () => {
    const title = uniqueTitle('关于整治河道垃圾的建议');
    const id = await d.suggestionAt('400', { units: transportOnly, fields: { title } });
    const before = await d.row('suggest', id);
    const historyBefore = await d.history('suggest', id);
    await t.database.db.execute(sql.raw('alter table overall_notice add constraint no_new_notice check (false) not valid'));
    try {
      const answer = await d.send(DEMO.transport, 'suggest', id, { type: 'REPLY', content: '已安排清运。', answerCategory: 'B', version: before!.version });
      expect(answer.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql.raw('alter table overall_notice drop constraint no_new_notice'));
    }
    expect(await d.row('suggest', id)).toEqual(before);
    expect(await d.history('suggest', id)).toEqual(historyBefore);
    expect(titled(await unreadOf(DEMO.author), title)).toEqual([]);
  });

  it('an assignment tells the assigned units, on their own detail page', async () => {
    const title = uniqueTitle('关于完善农村客运班线的建议');
    const id = await d.suggestionAt('301', { fields: { title } });
    for (const unit of [DEMO.transport, DEMO.housing]) {
      const notices = titled(await unreadOf(unit), title);
      expect(notices, unit).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        noticeTitle: `建议《${title}》已交由你单位办理，请签收`,
        destination: `/manager/adviseManagement/actingWorkingCommittee/adviceInfo?id=${id}`,
      });
    }
    // Being assigned is the units' news, not the deputy's.
    expect(titled(await unreadOf(DEMO.author), title)).toEqual([]);
  });

  it('a return tells the deputy; a pass tells nobody', async () => {
    const title = uniqueTitle('关于加强校园周边交通管理的建议');
    const returned = await d.suggestionAt('101', { fields: { title } });
    expect(titled(await unreadOf(DEMO.author), title)).toMatchObject([
      { noticeTitle: `您的建议《${title}》已退回修改`, destination: `/client/proposalAndSuggest/suggest/suggestExmineInfo?id=${returned}` },
    ]);
    const passedTitle = uniqueTitle('关于建设城市绿道的建议');
    await d.suggestionAt('300', { fields: { title: passedTitle } });
    expect(titled(await unreadOf(DEMO.author), passedTitle)).toEqual([]);
  });

  it('a withdrawal decided tells the deputy, approved or not', async () => {
    const approvedTitle = uniqueTitle('关于加强农村公路养护的议案');
    const approved = await d.proposalAt(701, { title: approvedTitle });
    await mustSend(d, DEMO.congressAdmin, 'proposal', approved, { type: 'APPROVE_WITHDRAWAL', opinion: '同意撤回' });
    expect(titled(await unreadOf(DEMO.author), approvedTitle)).toMatchObject([
      { noticeTitle: `您撤回议案《${approvedTitle}》的申请已同意`, destination: `/client/proposalAndSuggest/proposal/proposalExamineInfo?id=${approved}` },
    ]);
    const rejectedTitle = uniqueTitle('关于推进老旧小区改造的议案');
    const rejected = await d.proposalAt(701, { title: rejectedTitle });
    await mustSend(d, DEMO.congressAdmin, 'proposal', rejected, { type: 'REJECT_WITHDRAWAL', opinion: '已进入审查，不同意撤回' });
    expect(titled(await unreadOf(DEMO.author), rejectedTitle)).toMatchObject([{ noticeTitle: `您撤回议案《${rejectedTitle}》的申请未获同意` }]);
  });

  it('a citizen’s message tells the deputy it is addressed to', async () => {
    const deputyId = await d.deputyId(DEMO.author);
    const response = await t.app.inject({
      method: 'POST',
      url: PORTAL_API.submitMessage,
      payload: { title: '东城街道滨河路路灯不亮', content: '滨河路中段路灯坏了两个多星期，请协调修复。', fkDelegateId: deputyId, massesName: '王大爷', proof: await proofFor(t.app) },
      remoteAddress: '10.20.30.40',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { massesSuggestId } = response.json<{ massesSuggestId: string }>();
    expect(titled(await unreadOf(DEMO.author), massesSuggestId)).toMatchObject([
      {
        noticeTitle: `群众留言（${massesSuggestId}）已转给您，请及时处理`,
        destination: `/client/deputyStation/adviceInfo?id=${massesSuggestId}`,
        createUserName: '王大爷',
      },
    ]);
    expect(titled(await unreadOf(DEMO.otherDeputy), massesSuggestId)).toEqual([]);
  });
});
