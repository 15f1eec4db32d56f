import { Type, type Static } from 'typebox';

/**
 * POST /api/overallNotice/testMessage: a deputy checks that notices reach their phone. The
 * platform sends them a test notice to their own in-box and a text to their own phone.
 */
export const TEST_MESSAGE_API = '/api/overallNotice/testMessage';

/** The test notice's title: the in-box shows it, and the page looks for it there. */
export const TEST_MESSAGE_TITLE = '测试消息';

export const TestMessageSent = Type.Object({
  /** The test notice in the deputy's in-box. */
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  createTime: Type.String(),
  /** The phone the text went to, masked (139****0001). */
  phone: Type.String(),
  /** Whether the SMS sender took the text; the in-app notice is there either way. */
  smsSent: Type.Boolean(),
});
export type TestMessageSent = Static<typeof TestMessageSent>;
