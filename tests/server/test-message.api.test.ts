import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { smsOutbox } from '@server/db/schema';
import { TEST_MESSAGE_API, TEST_MESSAGE_TITLE } from '@shared/contracts/test-message';
import { testMessageTooSoon } from '@server/routes/api/test-message';
import { bearer, useTestApp } from '../helpers/test-app';

const DEPUTY = '13900000001';
const OTHER_DEPUTY = '13900000002';
const STATION = '13800000007';

const t = useTestApp();

const sendTest = async (as: string, remoteAddress = '127.0.0.1') => t.app.inject({ method: 'POST', url: TEST_MESSAGE_API, headers: bearer(await t.tokenFor(as)), remoteAddress });

async function inboxOf(as: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/overallNotice?pageNum=1&pageSize=50', headers: bearer(await t.tokenFor(as)) });
  return response.json<{ list: { noticeId: number; noticeTitle: string; isLook: number; destination: string | null }[] }>().list;
}

const textsTo = (phone: string) => t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId));

describe('POST /api/overallNotice/testMessage', () => {
  it('puts an unread test notice in the deputy’s own in-box and a text in the outbox for the deputy’s phone', async () => {
    const before = (await textsTo(DEPUTY)).length;
    const response = await sendTest(DEPUTY);
    expect(response.statusCode).toBe(201);
    const sent = response.json<{ noticeId: number; noticeTitle: string; phone: string; smsSent: boolean }>();
    expect(sent).toMatchObject({ noticeTitle: TEST_MESSAGE_TITLE, phone: '139****0001', smsSent: true });

    const mine = (await inboxOf(DEPUTY)).find((notice) => notice.noticeId === sent.noticeId);
    expect(mine).toMatchObject({ noticeTitle: TEST_MESSAGE_TITLE, isLook: 0, destination: '/mobile/testMessage' });
    // Nobody else receives it.
    expect((await inboxOf(OTHER_DEPUTY)).some((notice) => notice.noticeId === sent.noticeId)).toBe(false);

    const texts = await textsTo(DEPUTY);
    expect(texts).toHaveLength(before + 1);
    expect(texts[0].text).toContain(TEST_MESSAGE_TITLE);
  });

  it('is for deputies only, and for signed-in callers only', async () => {
    expect((await sendTest(STATION)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: TEST_MESSAGE_API })).statusCode).toBe(401);
    expect((await textsTo(STATION)).length).toBe(0);
  });

  it('limits each deputy to three in ten minutes, whatever the address, and counts deputies apart', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await sendTest(OTHER_DEPUTY, `10.0.0.${i + 1}`)).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const textsBefore = (await textsTo(OTHER_DEPUTY)).length;
    const refused = await sendTest(OTHER_DEPUTY, '10.0.0.9');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ msg: testMessageTooSoon(seconds) });
    // A refused request sends nothing.
    expect((await textsTo(OTHER_DEPUTY)).length).toBe(textsBefore);
    expect((await inboxOf(OTHER_DEPUTY)).filter((notice) => notice.noticeTitle === TEST_MESSAGE_TITLE)).toHaveLength(3);
    // Another deputy still may.
    expect((await sendTest('13900000003', '10.0.0.9')).statusCode).toBe(201);
  });
});
