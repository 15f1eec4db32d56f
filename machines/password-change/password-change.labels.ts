import type { SnapshotFrom } from 'xstate';
import type { passwordChangeMachine } from './password-change.machine';
import { passwordProblems, type PasswordField, type PasswordProblem } from './password-change.rules';

export type PasswordChangeState =
  | 'editing'
  | 'submittedWithErrors'
  | 'checkingOldPassword'
  | 'oldPasswordWrong'
  | 'checkFailed'
  | 'saving'
  | 'saveFailed'
  | 'done'
  | 'loggingOut'
  | 'loggedOut';

/** What each state means, for the README and the screen's status line. */
export const passwordChangeStates = {
  editing: { label: '填写中', showsProblems: false },
  submittedWithErrors: { label: '已提交，有待修正', showsProblems: true },
  checkingOldPassword: { label: '正在校验原密码', showsProblems: true },
  oldPasswordWrong: { label: '原密码不正确', showsProblems: true },
  checkFailed: { label: '校验失败', showsProblems: true },
  saving: { label: '正在保存', showsProblems: true },
  saveFailed: { label: '保存失败', showsProblems: true },
  done: { label: '修改成功，须重新登录', showsProblems: false },
  loggingOut: { label: '正在退出登录', showsProblems: false },
  loggedOut: { label: '已退出登录', showsProblems: false },
} as const satisfies Record<PasswordChangeState, { label: string; showsProblems: boolean }>;

export interface PasswordChangeView {
  state: PasswordChangeState;
  /** The first problem of each field, only after a submit attempt. */
  problems: Partial<Record<PasswordField, PasswordProblem>>;
  /** The server's 原密码不正确, shown under the old password. */
  oldPasswordServerMessage: string | null;
  /** Any other server failure of the check or the save, shown above the buttons. */
  failureMessage: string | null;
  busy: boolean;
  /** The dialog may not be closed (saving, or the re-login notice). */
  locked: boolean;
  showReloginNotice: boolean;
}

export function passwordChangeView(snapshot: SnapshotFrom<typeof passwordChangeMachine>): PasswordChangeView {
  const state = snapshot.value as PasswordChangeState;
  const { serverMessage } = snapshot.context;
  return {
    state,
    problems: passwordChangeStates[state].showsProblems ? passwordProblems(snapshot.context) : {},
    oldPasswordServerMessage: state === 'oldPasswordWrong' ? serverMessage : null,
    failureMessage: state === 'checkFailed' || state === 'saveFailed' ? serverMessage : null,
    busy: snapshot.hasTag('busy'),
    locked: snapshot.hasTag('busy') || snapshot.hasTag('locked'),
    showReloginNotice: snapshot.hasTag('locked'),
  };
}
