import { isBlank } from '../blank';

/** A password is 6 to 12 characters long. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;

export type PasswordField = 'oldPassword' | 'password' | 'confirmPassword';
export const PASSWORD_FIELDS: readonly PasswordField[] = ['oldPassword', 'password', 'confirmPassword'];

/**
 * The password form's problems, named by their key in `src/shared/messages.ts` (MSG), which the
 * screens show; machines/ imports nothing from src/, so the names are the contract.
 */
export type PasswordProblem =
  | 'oldPasswordRequired'
  | 'passwordLength'
  | 'newPasswordRequired'
  | 'confirmPasswordRequired'
  | 'passwordsDiffer';

export const PASSWORD_PROBLEMS: readonly PasswordProblem[] = [
  'oldPasswordRequired',
  'passwordLength',
  'newPasswordRequired',
  'confirmPasswordRequired',
  'passwordsDiffer',
];

export interface PasswordForm {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

export type PasswordProblems = Partial<Record<PasswordField, PasswordProblem>>;

function lengthOk(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH && value.length <= PASSWORD_MAX_LENGTH;
}

/**
 * Field by field, first problem only: the old password is required and 6–12
 * long; the new one is required (and 6–12 long, which the server enforces too);
 * the confirmation is required, equal to the new one and 6–12 long.
 */
export function passwordProblems(form: PasswordForm): PasswordProblems {
  const problems: PasswordProblems = {};
  if (isBlank(form.oldPassword)) problems.oldPassword = 'oldPasswordRequired';
  else if (!lengthOk(form.oldPassword)) problems.oldPassword = 'passwordLength';

  if (isBlank(form.password)) problems.password = 'newPasswordRequired';
  else if (!lengthOk(form.password)) problems.password = 'passwordLength';

  if (isBlank(form.confirmPassword)) problems.confirmPassword = 'confirmPasswordRequired';
  else if (form.confirmPassword !== form.password) problems.confirmPassword = 'passwordsDiffer';
  else if (!lengthOk(form.confirmPassword)) problems.confirmPassword = 'passwordLength';
  return problems;
}

export function isPasswordFormValid(form: PasswordForm): boolean {
  return Object.keys(passwordProblems(form)).length === 0;
}
