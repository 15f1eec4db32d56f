import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@shared/contracts/common';
import { TEST_MESSAGE_API, TestMessageSent } from '@shared/contracts/test-message';
import { Role } from '@shared/roles';
import { fixedWindowLimiter, retryAfterSeconds } from '../../../services/limits';
import { createSmsSender } from '../../../services/sms';
import { sendTestMessage } from '../../../services/test-message.service';

/**
 * Test messages a deputy may send themselves: a few in a row to retry, too few to turn the
 * platform's SMS into a pager (each is a real text to a phone).
 */
export const TEST_MESSAGES_PER_USER = [
  { limit: 3, windowMs: 10 * 60_000 },
  { limit: 10, windowMs: 24 * 3_600_000 },
];

/** 'test messages are sent too often, try again in N seconds' */
export const testMessageTooSoon = (seconds: number) => `测试消息发送过于频繁，请${seconds}秒后再试`;

/** POST /api/overallNotice/testMessage: a test notice and text to the signed-in deputy alone. */
const testMessage: FastifyPluginAsyncTypebox = async (app) => {
  const sms = createSmsSender(app.db, app.log);
  const perUser = fixedWindowLimiter('testMessage', TEST_MESSAGES_PER_USER, app.limits);

  app.post(
    TEST_MESSAGE_API,
    {
      preHandler: app.requireRole(Role.represent),
      schema: { response: { 201: TestMessageSent, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema } },
    },
    async (request, reply) => {
      const user = request.user!;
      const wait = await perUser.take(String(user.userId));
      if (wait > 0) {
        const seconds = retryAfterSeconds(wait);
        return reply.code(429).header('retry-after', seconds).send({ msg: testMessageTooSoon(seconds) });
      }
      const sent = await sendTestMessage(app.db, sms, user, request.log);
      request.log.info({ noticeId: sent.noticeId, userId: user.userId, smsSent: sent.smsSent }, 'test message sent');
      return reply.code(201).send(sent);
    },
  );
};

export default testMessage;
