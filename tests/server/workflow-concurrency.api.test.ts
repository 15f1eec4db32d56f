import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, createApiDriver, type Answer, type ApiDriver, type Id, type Kind } from '../helpers/api-driver';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  await Promise.all(
    [DEMO.author, DEMO.work, DEMO.specialCommittee, DEMO.congressAdmin, DEMO.delegation, DEMO.transport, DEMO.housing, DEMO.station].map((username) =>
      d.actorOf(username),
    ),
  );
});
afterAll(async () => {
  await t?.close();
});

type Sent = [username: string, event: Record<string, unknown>];

/**
 * Sends the events at once, all against the version read before, and checks that exactly one
 * is accepted, the others refused with 409 as stale, and exactly one history row was added.
 */
async function race(kind: Kind, id: Id, sent: Sent[]): Promise<{ winner: number; answers: Answer[] }> {
  const version = (await d.row(kind, id))!.version as number;
  const historyBefore = await d.history(kind, id);
  const answers = await Promise.all(sent.map(([username, event]) => d.post(username, kind, id, { ...event, version })));
  const codes = answers.map((answer) => answer.statusCode);
  expect([...codes].sort(), JSON.stringify(answers.map((answer) => answer.body?.msg ?? answer.body?.status))).toEqual([200, ...sent.slice(1).map(() => 409)]);
  const winner = codes.indexOf(200);
  for (const loser of answers.filter((_, i) => i !== winner)) expect(loser.body.msg).toMatch(/\S/);
  const historyAfter = await d.history(kind, id);
  expect(historyAfter.slice(0, historyBefore.length)).toEqual(historyBefore);
  expect(historyAfter).toHaveLength(historyBefore.length + 1);
  expect(historyAfter.at(-1)).toMatchObject({ eventType: sent[winner][1].type });
  expect((await d.row(kind, id))!.version).toBe(version + 1);
  return { winner, answers };
}

describe('two users acting on the same version at once', () => {
  it('two reviewers examine a proposal at 100 with results 0 and 3: one 200, one 409, one history row', async () => {
    const id = await d.proposalAt(100);
    const { winner, answers } = await race('proposal', id, [
      [DEMO.work, { type: 'EXAMINE', result: 0, opinion: '同意作为议案' }],
      [DEMO.work, { type: 'EXAMINE', result: 3, opinion: '请补充调研数据' }],
    ]);
    const stored = await d.row('proposal', id);
    expect(stored!.status).toBe(winner === 0 ? 200 : 101);
    expect(answers[winner].body.status).toBe(stored!.status);
    expect((await d.history('proposal', id)).at(-1)).toMatchObject({ result: winner === 0 ? 0 : 3 });
  });

  it('repeated on several proposals at once, each proposal takes exactly one examination', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map(() => d.proposalAt(100)));
    await Promise.all(
      ids.map((id) =>
        race('proposal', id, [
          [DEMO.work, { type: 'EXAMINE', result: 3, opinion: '请补充' }],
          [DEMO.work, { type: 'EXAMINE', result: 0 }],
          [DEMO.work, { type: 'EXAMINE', result: 1, opinion: '作为建议办理' }],
        ]),
      ),
    );
  });

  it('an examination turning the proposal into a suggestion and a withdrawal at once: one wins, at most one suggestion is made', async () => {
    const id = await d.proposalAt(100);
    const { winner } = await race('proposal', id, [
      [DEMO.work, { type: 'EXAMINE', result: 1, opinion: '作为建议办理' }],
      [DEMO.author, { type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }],
    ]);
    const proposal = (await d.detail(DEMO.author, 'proposal', id)).body;
    if (winner === 0) expect(proposal).toMatchObject({ status: 102, linked: { type: 'suggest', status: 300 } });
    else expect(proposal).toMatchObject({ status: 701, linked: null });
  });

  it('the main and the co-handling unit sign for a suggestion at once: one 200, one 409', async () => {
    const id = await d.suggestionAt('301');
    const { winner } = await race('suggest', id, [
      [DEMO.transport, { type: 'SIGN_FOR' }],
      [DEMO.housing, { type: 'SIGN_FOR' }],
    ]);
    expect((await d.row('suggest', id))!.status).toBe(winner === 0 ? 400 : 301);
  });

  it('the committee approves and rejects the same delay at once: one 200, one 409', async () => {
    const id = await d.suggestionAt('400-delay');
    const dueBefore = (await d.machineRecord<{ dueDate: string; assignedAt: string }>('suggest', id))!;
    const { winner } = await race('suggest', id, [
      [DEMO.work, { type: 'APPROVE_DELAY' }],
      [DEMO.work, { type: 'REJECT_DELAY', opinion: '请按期办理' }],
    ]);
    const after = (await d.machineRecord<{ dueDate: string; delayPending: boolean }>('suggest', id))!;
    expect(after.delayPending).toBe(false);
    if (winner === 1) expect(after.dueDate).toBe(dueBefore.dueDate);
    else expect(after.dueDate).not.toBe(dueBefore.dueDate);
  });

  it('the station manager and the addressed deputy answer a message at once: one 200, one 409', async () => {
    const id = await d.insertMessage({ delegateId: await d.deputyId(DEMO.author), stationId: await d.stationId(DEMO.station) });
    await d.send(DEMO.author, 'message', id, { type: 'PROPOSE', delegateSuggestion: '请联络站协调' });
    await d.send(DEMO.station, 'message', id, { type: 'ASSIGN', stationSuggestion: '交社区办理' });
    const { winner } = await race('message', id, [
      [DEMO.station, { type: 'REPLY', handleResult: '联络站答复：已修复' }],
      [DEMO.author, { type: 'REPLY', handleResult: '代表答复：已修复' }],
    ]);
    expect((await d.row('message', id))!.handleResult).toBe(winner === 0 ? '联络站答复：已修复' : '代表答复：已修复');
  });
});

describe('readable numbers under concurrent submissions', () => {
  it('two SUBMITs of different proposals at once get different numbers 议案第NNN号', async () => {
    const ids = [await d.proposalAt(0), await d.proposalAt(0)];
    const answers = await Promise.all(ids.map((id) => d.send(DEMO.author, 'proposal', id, { type: 'SUBMIT' })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const numbers = answers.map((answer) => answer.body.number as string);
    for (const number of numbers) expect(number).toMatch(/^议案第\d{3}号$/);
    expect(numbers[0]).not.toBe(numbers[1]);
  });

  it('six SUBMITs of suggestions at once, and proposals turned into suggestions at once, all get different numbers 建议第NNN号', async () => {
    const drafts = await Promise.all([1, 2, 3, 4, 5, 6].map(() => d.suggestionAt('0')));
    const proposals = await Promise.all([1, 2, 3].map(() => d.proposalAt(100)));
    const answers = await Promise.all([
      ...drafts.map((id) => d.send(DEMO.author, 'suggest', id, { type: 'SUBMIT' })),
      ...proposals.map((id) => d.send(DEMO.work, 'proposal', id, { type: 'EXAMINE', result: 1, opinion: '作为建议办理' })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const numbers = [
      ...answers.slice(0, drafts.length).map((answer) => answer.body.number as string),
      ...answers.slice(drafts.length).map((answer) => answer.body.linked.number as string),
    ];
    for (const number of numbers) expect(number).toMatch(/^建议第\d{3}号$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    const listed = (await d.list(DEMO.work, 'suggest', { pageSize: 100 })).body.list.map((item: { number: string }) => item.number);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
