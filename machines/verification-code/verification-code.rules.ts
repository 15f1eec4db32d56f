import { isBlank } from '../blank';

/** A mainland mobile number: 11 digits, 1 then 3–9. */
export const MOBILE_PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** What the phone check answers, as the message form shows it. */
export const VERIFICATION_CODE_MESSAGES = {
  phoneBlank: '手机号码不能为空！',
  phoneInvalid: '手机号码格式不对！',
} as const;

/** The problem with a phone for a code request, or null when a code may be asked for. */
export function phoneProblem(phone: string | null | undefined): string | null {
  if (isBlank(phone)) return VERIFICATION_CODE_MESSAGES.phoneBlank;
  return MOBILE_PHONE_PATTERN.test(String(phone).trim()) ? null : VERIFICATION_CODE_MESSAGES.phoneInvalid;
}
