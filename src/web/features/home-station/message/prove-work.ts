import { proofSearch, type MessageProof } from '@shared/message-proof';
import type { MessageChallenge } from '@shared/portal';

/** How long the page's own thread works before it lets the page draw and answer again. */
const SLICE_MS = 12;

/**
 * Finds the proof of a challenge (src/shared/message-proof.ts): in a Web Worker, or, where none
 * can start (an old browser, a blocked script), on the page in slices of a few milliseconds so
 * it never freezes. `signal` ends the work, e.g. when the form closes.
 */
export async function proveWork({ challenge, bits }: MessageChallenge, signal: AbortSignal): Promise<MessageProof> {
  try {
    return await inWorker(challenge, bits, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return onThePage(challenge, bits, signal);
  }
}

function inWorker(challenge: string, bits: number, signal: AbortSignal): Promise<MessageProof> {
  return new Promise((resolve, reject) => {
    if (typeof Worker === 'undefined') return reject(new Error('no Web Worker'));
    const worker = new Worker(new URL('./proof.worker.ts', import.meta.url), { type: 'module' });
    const end = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      end();
      reject(signal.reason);
    };
    signal.addEventListener('abort', abort);
    worker.onmessage = (event: MessageEvent<{ proof: MessageProof }>) => {
      end();
      resolve(event.data.proof);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      end();
      reject(new Error(event.message || 'the worker failed'));
    };
    worker.postMessage({ challenge, bits });
  });
}

async function onThePage(challenge: string, bits: number, signal: AbortSignal): Promise<MessageProof> {
  const search = proofSearch(challenge, bits);
  for (;;) {
    if (signal.aborted) throw signal.reason;
    const sliceEnd = performance.now() + SLICE_MS;
    while (performance.now() < sliceEnd) {
      const proof = search.run(1_000);
      if (proof) return proof;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
