import fp from 'fastify-plugin';
import { createMessageProofs, proofBitsFromEnv, type MessageProofs } from './message-proof';

declare module 'fastify' {
  interface FastifyInstance {
    /** Challenges and proofs of work for messages left without a phone. */
    messageProofs: MessageProofs;
  }
}

export interface MessageProofOptions {
  /** Leading zero bits a proof needs (MESSAGE_PROOF_BITS, default 17); tests ask for fewer. */
  bits?: number;
}

export default fp<MessageProofOptions>(
  async (app, options) => {
    app.decorate('messageProofs', await createMessageProofs(app.db, { bits: options.bits ?? proofBitsFromEnv() }));
  },
  { name: 'message-proof', dependencies: ['database'] },
);
