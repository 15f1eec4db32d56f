import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { createOutboxSender } from './outbox';

export interface SmsMessage {
  phone: string;
  text: string;
}

/** Delivers a text to a phone; throws when it could not be handed over. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/**
 * The sender of this server. The embedded default writes to the outbox (the administrators'
 * outbox page; the log names only the masked phone); an SMS gateway, configured for
 * production, is chosen here.
 */
export function createSmsSender(db: Database, log: FastifyBaseLogger): SmsSender {
  return createOutboxSender(db, log);
}
