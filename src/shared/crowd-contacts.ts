/**
 * The rules a crowd contact list (public contact person) must meet: the server
 * enforces them before storing (routes/api/double-contact-person), the chooser's crowd mode
 * shows them while typing (web/features/delegate-chooser/crowd.rules.ts).
 */

import { MOBILE_PHONE_PATTERN } from '@machines/verification-code';

/** An 11-digit mainland mobile number: the one phone rule of both documents. */
export const MOBILE_PATTERN = MOBILE_PHONE_PATTERN;
/** Most contact people one deputy keeps. */
export const CROWD_MAX = 50;
export const NAME_MAX_LENGTH = 30;

export const CROWD_MSG = {
  /** 'please enter the name' */
  nameRequired: '请输入姓名',
  /** 'please enter the mobile number' */
  phoneRequired: '请输入手机号码',
  /** 'the mobile number is not valid' */
  phoneInvalid: '请输入正确的11位手机号码',
  /** 'this mobile number is already in the list' */
  phoneDuplicate: '手机号码重复',
  /** 'at most N contact people' */
  tooMany: `最多添加${CROWD_MAX}位联系群众`,
} as const;

export interface CrowdInput {
  name: string;
  phone: string;
}

/** The first problem of the list, as 第N行：…, or null when every row is good. */
export function crowdProblem(crowds: readonly CrowdInput[]): string | null {
  const seen = new Set<string>();
  for (const [index, row] of crowds.entries()) {
    const name = row.name.trim();
    const phone = row.phone.trim();
    const problem = !name
      ? CROWD_MSG.nameRequired
      : !phone
        ? CROWD_MSG.phoneRequired
        : !MOBILE_PATTERN.test(phone)
          ? CROWD_MSG.phoneInvalid
          : seen.has(phone)
            ? CROWD_MSG.phoneDuplicate
            : null;
    if (problem) return `第${index + 1}行：${problem}`;
    seen.add(phone);
  }
  return null;
}
