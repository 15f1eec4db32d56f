import type { App } from '@server/app';
import type { MessageProofs } from '@server/services/portal/message-proof';
import { solveProof, type MessageProof } from '@shared/message-proof';
import { PORTAL_API } from '@shared/portal';
import type { MessageChallenge } from '@shared/portal.schemas';

/**
 * The difficulty test apps ask for (createTestApp): a few tries per proof, so files that leave
 * many messages stay fast. The default is held to its production value in
 * tests/security/portal-abuse.api.test.ts.
 */
export const TEST_PROOF_BITS = 4;

/** Finds the nonce of a challenge, as the browser's worker does. */
export function solve({ challenge, bits }: MessageChallenge): MessageProof {
  return solveProof(challenge, bits);
}

/** A fresh challenge from the app, solved: what a message without a phone carries as `proof`. */
export async function proofFor(app: App): Promise<MessageProof> {
  const response = await app.inject({ method: 'GET', url: PORTAL_API.messageChallenge, remoteAddress: '10.250.0.1' });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  return solve(response.json<MessageChallenge>());
}

/** A challenge of `proofs`, solved and checked: what the intake spends with a message without a phone. */
export function checkedProofOf(proofs: MessageProofs, now?: Date) {
  const checked = proofs.check(solve(proofs.issue(now)), now);
  if (!checked) throw new Error('a solved challenge did not check');
  return checked;
}
