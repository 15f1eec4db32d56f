import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import { NOTICE } from '@shared/contracts/notices';
import { TEST_MESSAGE_TITLE, type TestMessageSent } from '@shared/contracts/test-message';
import type { Database } from '../db/database';
import { noticeReceive, overallNotice, sysNpcState } from '../db/schema';
import type { SessionUserRow } from './sessions';
import { maskedPhone } from './sms/outbox';
import type { SmsSender } from './sms';

/** Where the test notice leads when opened from the bell or the to-do panel. */
export const TEST_MESSAGE_DESTINATION = '/mobile/testMessage';

const timeOfDay = (at: Date) => at.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/**
 * A test notice to the caller alone, in their in-box (notice and receipt in one transaction),
 * then the same words as a text to the caller's own phone (the account's username). A text the
 * sender refuses leaves the notice in place and answers `smsSent: false`.
 */
export async function sendTestMessage(db: Database, sms: SmsSender, caller: SessionUserRow, log: FastifyBaseLogger, now = new Date()): Promise<TestMessageSent> {
  const text = `这是一条测试消息，发送于${timeOfDay(now)}。收到即表示本平台的通知可以送达您的手机。`;
  const notice = await db.transaction(async (tx) => {
    const [current] = await tx.select({ term: sysNpcState.term, times: sysNpcState.times }).from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
    const [row] = await tx
      .insert(overallNotice)
      .values({
        noticeTitle: TEST_MESSAGE_TITLE,
        realTitle: TEST_MESSAGE_TITLE,
        content: `<p>${text}</p>`,
        destination: TEST_MESSAGE_DESTINATION,
        noticeType: NOTICE,
        term: current?.term ?? null,
        times: current?.times ?? null,
        fkCreateUserId: caller.userId,
        createUserName: caller.realName,
        createTime: now,
      })
      .returning();
    await tx.insert(noticeReceive).values({ fkNoticeId: row.noticeId, fkUserId: caller.userId });
    return row;
  });
  let smsSent = true;
  try {
    await sms.send({ phone: caller.username, text: `【${TEST_MESSAGE_TITLE}】${text}` });
  } catch (error) {
    smsSent = false;
    log.error({ err: error, phone: maskedPhone(caller.username) }, 'test message text not sent');
  }
  return { noticeId: notice.noticeId, noticeTitle: notice.noticeTitle, createTime: notice.createTime.toISOString(), phone: maskedPhone(caller.username), smsSent };
}
