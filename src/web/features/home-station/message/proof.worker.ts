import { proofSearch } from '@shared/message-proof';

/**
 * Finds the nonce of a message's challenge off the page's thread (prove-work.ts starts it and
 * ends it), so typing and scrolling stay smooth on a phone while it works.
 */
self.onmessage = (event: MessageEvent<{ challenge: string; bits: number }>) => {
  const search = proofSearch(event.data.challenge, event.data.bits);
  for (;;) {
    const proof = search.run(50_000);
    if (proof) {
      self.postMessage({ proof });
      return;
    }
  }
};
