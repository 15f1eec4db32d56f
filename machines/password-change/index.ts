export {
  passwordChangeEmptyForm,
  passwordChangeMachine,
  type PasswordChangeContext,
  type PasswordChangeEvent,
} from './password-change.machine';
export {
  PASSWORD_FIELDS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_PROBLEMS,
  isPasswordFormValid,
  passwordProblems,
  type PasswordField,
  type PasswordForm,
  type PasswordProblem,
  type PasswordProblems,
} from './password-change.rules';
export { passwordChangeStates, passwordChangeView, type PasswordChangeState, type PasswordChangeView } from './password-change.labels';
