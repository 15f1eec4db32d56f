import { CLIENT_QUEUES, type ClientQueueKey } from '@shared/record-queues';
import type { QueueDefinition } from '@web/features/workflow';
import { detailPath, editPath, type Area } from './paths';

export type QueueKey = ClientQueueKey;

/**
 * A list of the deputies' proposal and suggestion pages (src/shared/record-queues.ts): the page
 * is the same RecordQueue, only the definition differs. A row opens its record in the list's own
 * area (client or mobile); a draft opens in the form.
 */
export function queueOf(key: QueueKey, area: Area = 'client'): QueueDefinition {
  const queue = CLIENT_QUEUES[key];
  return { ...queue, detailPath: (row) => (queue.opensDraft ? editPath(area, queue.type, row.id) : detailPath(area, queue.type, row.id)) };
}

/** Every list of the deputies' pages, as the screens render them. */
export const QUEUES = Object.fromEntries(Object.keys(CLIENT_QUEUES).map((key) => [key, queueOf(key as QueueKey)])) as Readonly<Record<QueueKey, QueueDefinition>>;
