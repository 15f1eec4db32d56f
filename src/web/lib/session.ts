import { LOGIN_INFO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@shared/constants';

/**
 * The bearer token lives in session storage (one tab, one session); the encrypted login info
 * in local storage. Storage can throw (private mode, quota), so every access is guarded.
 */
function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? globalThis.sessionStorage ?? null : globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getToken(): string | null {
  return storage('session')?.getItem(TOKEN_STORAGE_KEY) || null;
}

export function setToken(token: string): void {
  storage('session')?.setItem(TOKEN_STORAGE_KEY, token);
}

export function hasSession(): boolean {
  return getToken() !== null;
}

/** What a 401 and a logout both do: forget the token and the stored login info. */
export function clearSession(): void {
  storage('session')?.removeItem(TOKEN_STORAGE_KEY);
  storage('local')?.removeItem(LOGIN_INFO_STORAGE_KEY);
}
