/** 忘记密码: the public page and its two calls (docs/decisions.md, "Forgotten password"). */
export const FORGET_PASSWORD_PATH = '/forgetPassword';

export const FORGET_PASSWORD_API = {
  /** `{ username }`: texts a code to the phone when it is an enabled account's; the same answer when not. */
  sendCode: '/api/sysLogin/forgetPassword/code',
  /** `{ username, code, password }`: sets the new password; every session of the account ends. */
  reset: '/api/sysLogin/forgetPassword',
} as const;

export const FORGET_PASSWORD_MSG = {
  /** Said whether or not the phone is an account's, so the answer reveals nothing. */
  codeSent: '如该手机号已开通账号，验证码已通过短信发送，请注意查收',
  codeRequired: '请输入验证码',
  codeWrong: '验证码错误或已失效',
  done: '密码已重置，请使用新密码登录',
} as const;
