import { isBlank } from '@machines/blank';
import type { FeedbackQuery } from './message.api';

/** What the feedback dialog starts with after a submission: the number and the phone or name. */
export interface FeedbackPrefill {
  massesSuggestId: string;
  contact: string;
}

export const FEEDBACK_MESSAGES = {
  numberRequired: '请输入留言编号',
  contactRequired: '请输入手机号码，未填手机号码的请填写姓名',
} as const;

export interface FeedbackProblems {
  massesSuggestId?: string;
  contact?: string;
}

export function feedbackProblems(massesSuggestId: string, contact: string): FeedbackProblems {
  const problems: FeedbackProblems = {};
  if (isBlank(massesSuggestId)) problems.massesSuggestId = FEEDBACK_MESSAGES.numberRequired;
  if (isBlank(contact)) problems.contact = FEEDBACK_MESSAGES.contactRequired;
  return problems;
}

/**
 * One field takes the phone or, for a message left without one, the name (lifecycles.md):
 * digits (spaces and dashes aside) are a phone, anything else a name.
 */
export function feedbackQueryOf(massesSuggestId: string, contact: string): FeedbackQuery {
  const value = contact.trim();
  const digits = value.replace(/[\s-]/g, '');
  const number = massesSuggestId.trim();
  return /^\+?\d+$/.test(digits) ? { massesSuggestId: number, massesPhone: digits } : { massesSuggestId: number, massesName: value };
}

/** The number and the phone, or the name when no phone was given, as left with the message. */
export function prefillOf(massesSuggestId: string, phone: string, name: string): FeedbackPrefill {
  return { massesSuggestId, contact: phone.trim() || name.trim() };
}
