import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proposal, suggest } from '@server/db/schema';
import { DEMO, createApiDriver, mustSend, type ApiDriver } from '../helpers/api-driver';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A deputy's "mine" (mine=true) is read as two halves, written and co-signed (records.service
 * ownPage). Whatever the query plan, the list must be exactly the records the deputy wrote or
 * co-signed and may see, newest first, with the same total on every page.
 */

let t: TestApp;
let d: ApiDriver;

type Kind = 'proposal' | 'suggest';
const A = DEMO.author;
const B = DEMO.coSigner;
const C = DEMO.otherDeputy;

/** Mine by its definition, from the stored rows: written or co-signed, and visible (drafts are the author's alone). */
async function expectedMine(kind: Kind, username: string, statuses?: number[]): Promise<number[]> {
  const me = await d.deputyId(username);
  const rows =
    kind === 'proposal'
      ? await t.database.db.select({ id: proposal.proposalId, author: proposal.authorDelegateId, coSigners: proposal.coSignerDelegateIds, status: proposal.status }).from(proposal)
      : await t.database.db.select({ id: suggest.suggestId, author: suggest.authorDelegateId, coSigners: suggest.coSignerDelegateIds, status: suggest.status }).from(suggest);
  return rows
    .filter((row) => (row.author === me || row.coSigners.includes(me)) && (row.author === me || row.status !== 0))
    .filter((row) => !statuses || statuses.includes(row.status))
    .map((row) => row.id)
    .sort((a, b) => b - a);
}

/** Every page of the deputy's mine list: the ids in the order served and each page's total. */
async function walkMine(kind: Kind, username: string, pageSize: number, query: Record<string, string> = {}) {
  const ids: number[] = [];
  const totals: number[] = [];
  for (let pageNum = 1; pageNum <= 50; pageNum += 1) {
    const answer = await d.list(username, kind, { ...query, mine: true, pageNum, pageSize });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    totals.push(answer.body.total);
    if (answer.body.list.length === 0) break;
    expect(answer.body.list.length).toBeLessThanOrEqual(pageSize);
    ids.push(...answer.body.list.map((row: { id: number }) => row.id));
  }
  return { ids, totals };
}

/** The list, walked page by page in pages of 1, 2 and 3 and in one page of 100, is the expected one. */
async function expectMineToBeExact(kind: Kind, username: string, query: Record<string, string> = {}, statuses?: number[]) {
  const expected = await expectedMine(kind, username, statuses);
  for (const pageSize of [1, 2, 3, 100]) {
    const { ids, totals } = await walkMine(kind, username, pageSize, query);
    expect(ids, `${kind} mine of ${username}, pages of ${pageSize}`).toEqual(expected);
    expect(new Set(totals)).toEqual(new Set([expected.length]));
  }
  return expected;
}

const suggestionOf = async (author: string, coSigners: string[], title: string) => {
  const created = await d.create(author, 'suggest', { title, content: '<p>建议内容。</p>', coSignerIds: await Promise.all(coSigners.map(d.deputyId)) });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
};

const r = {} as {
  aDraft: number;
  bDraftWithA: number;
  cLaterWithA: number;
  cAlone: number;
  bReturnedWithA: number;
  aReturned: number;
  converted: number;
  convertedSuggestion: number;
};

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  // Written and co-signed records of A interleave by id, so pages take rows from both halves.
  await d.suggestionAt('100'); // A with co-signer B
  r.aDraft = await suggestionOf(A, [], '甲的草稿');
  r.bDraftWithA = await suggestionOf(B, [A], '乙的草稿，甲联名');
  await d.suggestionAt('200');
  r.cLaterWithA = await suggestionOf(C, [], '丙的建议，后加甲联名');
  r.cAlone = await suggestionOf(C, [], '丙的建议');
  await mustSend(d, C, 'suggest', r.cAlone, { type: 'SUBMIT' });
  r.bReturnedWithA = await suggestionOf(B, [A], '乙的建议，退回后去掉甲');
  await mustSend(d, B, 'suggest', r.bReturnedWithA, { type: 'SUBMIT' });
  await mustSend(d, DEMO.delegation, 'suggest', r.bReturnedWithA, { type: 'EXAMINE', result: 2, opinion: '请补充调研情况' });
  r.aReturned = await d.suggestionAt('101');
  await d.suggestionAt('0');
  // A proposal of A with nine co-signers (B among them) turned into a suggestion at 102.
  r.converted = await d.proposalAt(100);
  await mustSend(d, DEMO.work, 'proposal', r.converted, { type: 'EXAMINE', result: 1, opinion: '作为建议办理' });
  r.convertedSuggestion = (await d.row('proposal', r.converted))!.linkedSuggestId as number;
  await d.suggestionAt('300', { author: C });
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('mine=true: exactly the records the deputy wrote or co-signed, with the total on every page', () => {
  it('lists written and co-signed suggestions newest first, drafts of others left out', async () => {
    const mineOfA = await expectMineToBeExact('suggest', A);
    expect(mineOfA).toContain(r.aDraft);
    expect(mineOfA).toContain(r.bReturnedWithA); // co-signed, returned to B (101): visible
    expect(mineOfA).not.toContain(r.bDraftWithA); // co-signed but still B's draft
    expect(mineOfA).not.toContain(r.cAlone);
    const mineOfB = await expectMineToBeExact('suggest', B);
    expect(mineOfB).toContain(r.bDraftWithA);
    expect(mineOfB).not.toContain(r.aDraft);
    await expectMineToBeExact('suggest', C);
  });

  it('follows co-signing: a record joins the co-signer’s list when it is submitted, and leaves when the co-signer is removed', async () => {
    await mustSend(d, C, 'suggest', r.cLaterWithA, { type: 'SAVE', coSignerIds: [await d.deputyId(A)] });
    expect(await expectMineToBeExact('suggest', A)).not.toContain(r.cLaterWithA);
    await mustSend(d, C, 'suggest', r.cLaterWithA, { type: 'SUBMIT' });
    expect(await expectMineToBeExact('suggest', A)).toContain(r.cLaterWithA);
    await mustSend(d, B, 'suggest', r.bDraftWithA, { type: 'SUBMIT' });
    expect(await expectMineToBeExact('suggest', A)).toContain(r.bDraftWithA);

    await mustSend(d, B, 'suggest', r.bReturnedWithA, { type: 'RESUBMIT', coSignerIds: [await d.deputyId(C)] });
    expect(await expectMineToBeExact('suggest', A)).not.toContain(r.bReturnedWithA);
    expect(await expectMineToBeExact('suggest', C)).toContain(r.bReturnedWithA);
    await expectMineToBeExact('suggest', B);
  });

  it('counts a record once when its author is also among its co-signers', async () => {
    // Only a super administrator's RESUBMIT can put the author among the co-signers (no deputy check then).
    await mustSend(d, DEMO.superAdmin, 'suggest', r.aReturned, { type: 'RESUBMIT', coSignerIds: [await d.deputyId(A), await d.deputyId(B)] });
    const mineOfA = await expectMineToBeExact('suggest', A);
    expect(mineOfA.filter((id) => id === r.aReturned)).toHaveLength(1);
    await expectMineToBeExact('suggest', B);
  });

  it('lists a proposal turned into a suggestion for its author and every co-signer, as proposal and as suggestion', async () => {
    for (const username of [A, B, '13900000005', '13900000010']) {
      expect(await expectMineToBeExact('proposal', username)).toContain(r.converted);
      expect(await expectMineToBeExact('suggest', username)).toContain(r.convertedSuggestion);
    }
    expect(await expectMineToBeExact('suggest', C)).not.toContain(r.convertedSuggestion);
  });

  it('applies the other filters to both halves', async () => {
    await expectMineToBeExact('suggest', A, { status: '100,300' }, [100, 300]);
    await expectMineToBeExact('suggest', A, { status: '0' }, [0]);
    await expectMineToBeExact('proposal', B, { status: '102' }, [102]);
    const keyword = await d.list(A, 'suggest', { mine: true, keyword: '联名' });
    const titled = await t.database.db.select({ id: suggest.suggestId, title: suggest.title }).from(suggest);
    const expected = new Set(titled.filter((row) => row.title?.includes('联名')).map((row) => row.id));
    const mineOfA = new Set(await expectedMine('suggest', A));
    expect(keyword.body.list.map((row: { id: number }) => row.id).sort()).toEqual([...expected].filter((id) => mineOfA.has(id)).sort());
    expect(keyword.body.total).toBe(keyword.body.list.length);
  });

  it('waitingForYou keeps to the deputy’s own records', async () => {
    const returned = await d.suggestionAt('101');
    const waiting = await d.list(A, 'suggest', { mine: true, waitingForYou: true, pageSize: 100 });
    expect(waiting.statusCode).toBe(200);
    const ids = waiting.body.list.map((row: { id: number }) => row.id);
    expect(ids).toContain(returned);
    const mineOfA = new Set(await expectedMine('suggest', A));
    expect(ids.every((id: number) => mineOfA.has(id))).toBe(true);
    expect(waiting.body.total).toBe(ids.length);
  });
});
