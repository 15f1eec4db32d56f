import { VERIFICATION_CODE_MESSAGES } from '../verification-code/verification-code.rules';

/** What the message form answers, in the order it checks; `MSG` in src/shared/messages.ts takes them from here. */
export const MESSAGE_FORM_MESSAGES = {
  titleRequired: '标题不能为空！',
  contentRequired: '内容不能为空！',
  noticeNotAgreed: '请阅读并勾选留言须知！',
  phoneInvalid: VERIFICATION_CODE_MESSAGES.phoneInvalid,
  codeRequired: '请输入短信验证码',
  messageFailed: '留言失败,请稍后再试',
  /** The browser could not do the work that proves a message without a phone. */
  proofFailed: '安全验证未完成，请重试',
} as const;

/** The lengths of a message's fields; the server's MessageSubmissionSchema (src/shared/portal.schemas.ts) allows these. */
export const MESSAGE_LIMITS = { name: 50, telephone: 20, inputCode: 10, title: 100, content: 5000, address: 200 } as const;
