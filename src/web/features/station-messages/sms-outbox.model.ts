import { PAGE_SIZES } from '@shared/constants';
import type { OutboxParams } from './station-messages.api';

export interface OutboxFilters {
  /** '' for every phone. */
  phone: string;
  pageNum: number;
  pageSize: number;
}

export const INITIAL_OUTBOX_FILTERS: OutboxFilters = { phone: '', pageNum: 1, pageSize: PAGE_SIZES[0] };

/** The phone filter takes digits only (a whole number or its beginning); blank lists every phone. */
export function outboxPhoneProblem(phone: string): string | null {
  const value = phone.trim();
  return value === '' || /^\d{1,11}$/.test(value) ? null : '手机号码只能包含数字';
}

/** GET /api/smsOutbox's query. */
export function outboxParams(filters: OutboxFilters): OutboxParams {
  const phone = filters.phone.trim();
  return { ...(phone ? { phone } : {}), pageNum: filters.pageNum, pageSize: filters.pageSize };
}
