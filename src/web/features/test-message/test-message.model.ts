import { TEST_MESSAGE_TITLE } from '@shared/contracts/test-message';

/** How many of the newest notices the page looks through for the test notice. */
export const INBOX_WINDOW = 20;

export type Delivery = 'arrived' | 'waiting';

/** Whether the sent test notice is in the in-box the server answers. */
export function inAppDelivery(noticeId: number, inbox: readonly { noticeId: number }[] | undefined): Delivery {
  return inbox?.some((notice) => notice.noticeId === noticeId) ? 'arrived' : 'waiting';
}

/** The test notices among the newest of the in-box, newest first. */
export function testNoticesOf<N extends { noticeTitle: string }>(inbox: readonly N[] | undefined): N[] {
  return (inbox ?? []).filter((notice) => notice.noticeTitle === TEST_MESSAGE_TITLE);
}
