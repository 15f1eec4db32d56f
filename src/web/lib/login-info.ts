import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { LOGIN_INFO_STORAGE_KEY } from '@shared/constants';

/** Section 3: the login info kept locally, encrypted with a fixed key in ECB mode. */
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

// A fixed key, as the specification asks: this is obfuscation for a convenience copy, not a
// secret (architecture.md, security decisions). 16 bytes → AES-128.
const KEY = Utf8.parse('RdlzBzLoginInfo!');
const CIPHER_OPTIONS = { mode: ECB, padding: Pkcs7 };

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

export function encryptLoginInfo(info: LoginInfo): string {
  return AES.encrypt(JSON.stringify(info), KEY, CIPHER_OPTIONS).toString();
}

/** The stored info, or null when it is missing, tampered with or written by another key. */
export function decryptLoginInfo(cipherText: string | null | undefined): LoginInfo | null {
  if (!cipherText) return null;
  try {
    const plain = AES.decrypt(cipherText, KEY, CIPHER_OPTIONS).toString(Utf8);
    if (!plain) return null;
    const parsed: unknown = JSON.parse(plain);
    return parsed && typeof parsed === 'object' ? loginInfoFrom(parsed as LoginInfoSource) : null;
  } catch {
    return null;
  }
}

export function saveLoginInfo(user: LoginInfoSource): LoginInfo {
  const info = loginInfoFrom(user);
  try {
    localStorage.setItem(LOGIN_INFO_STORAGE_KEY, encryptLoginInfo(info));
  } catch {
    // Storage full or disabled: the login info is a convenience; nothing relies on it.
  }
  return info;
}

export function loadLoginInfo(): LoginInfo | null {
  try {
    return decryptLoginInfo(localStorage.getItem(LOGIN_INFO_STORAGE_KEY));
  } catch {
    return null;
  }
}
