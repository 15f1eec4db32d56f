/** The list and event schemas every area shares live in the contracts (src/shared/contracts/common.ts). */
export { EventEnvelope, PageQuery, StatusListParam } from '@shared/contracts/common';
