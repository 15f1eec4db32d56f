import { LOGIN_INFO_STORAGE_KEY } from '@shared/constants';

/** The login info kept locally, encrypted with a fixed key in ECB mode. */
export interface LoginInfo {
  loginNpcId: string | null;
  loginNpcName: string | null;
  delegateGrade: number | null;
  belongNpcProvince: string | null;
  belongNpcCity: string | null;
  belongNpcCountry: string | null;
}

/** The fields of the signed-in user (GET /api/sysLogin) that the login info is built from. */
export interface LoginInfoSource {
  loginNpcId?: string | number | null;
  loginNpcName?: string | null;
  delegateGrade?: number | string | null;
  belongNpcProvince?: string | null;
  belongNpcCity?: string | null;
  belongNpcCountry?: string | null;
}

function text(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  return String(value);
}

function grade(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function loginInfoFrom(user: LoginInfoSource): LoginInfo {
  return {
    loginNpcId: text(user.loginNpcId),
    loginNpcName: text(user.loginNpcName),
    delegateGrade: grade(user.delegateGrade),
    belongNpcProvince: text(user.belongNpcProvince),
    belongNpcCity: text(user.belongNpcCity),
    belongNpcCountry: text(user.belongNpcCountry),
  };
}

/**
 * Keeps the signed-in user's login info, encrypted (login-info.cipher.ts, loaded here so the
 * login page does not carry crypto-js). Never fails: the login info is a convenience; nothing
 * relies on it.
 */
export async function saveLoginInfo(user: LoginInfoSource): Promise<void> {
  try {
    const { encryptLoginInfo } = await import('./login-info.cipher');
    localStorage.setItem(LOGIN_INFO_STORAGE_KEY, encryptLoginInfo(loginInfoFrom(user)));
  } catch {
    // Storage full or disabled, or the cipher's chunk could not load.
  }
}
