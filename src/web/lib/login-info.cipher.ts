// The encryption of the login info, in its own module so crypto-js loads with a sign-in
// (saveLoginInfo), not with the login page.
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { loginInfoFrom, type LoginInfo, type LoginInfoSource } from './login-info';

// A fixed key, as the specification asks: this is obfuscation for a convenience copy, not a
// secret (architecture.md, security decisions). 16 bytes → AES-128.
const KEY = Utf8.parse('RdlzBzLoginInfo!');
const CIPHER_OPTIONS = { mode: ECB, padding: Pkcs7 };

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
