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
  storage('session')?.removeItem(SIGN_IN_MARKS_KEY);
}

/** Marks that last one sign-in, such as what the schedule pop-up has already shown. */
const SIGN_IN_MARKS_KEY = 'signInMarks';

function signInMarks(): Record<string, string> {
  try {
    const marks: unknown = JSON.parse(storage('session')?.getItem(SIGN_IN_MARKS_KEY) ?? '{}');
    return marks && typeof marks === 'object' ? (marks as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function signInMark(name: string): string | null {
  return signInMarks()[name] ?? null;
}

export function setSignInMark(name: string, value: string): void {
  storage('session')?.setItem(SIGN_IN_MARKS_KEY, JSON.stringify({ ...signInMarks(), [name]: value }));
}

export function hasSession(): boolean {
  return getToken() !== null;
}

/** What a 401 and a logout both do: forget the token and the stored login info. */
export function clearSession(): void {
  storage('session')?.removeItem(TOKEN_STORAGE_KEY);
  storage('session')?.removeItem(SIGN_IN_MARKS_KEY);
  storage('local')?.removeItem(LOGIN_INFO_STORAGE_KEY);
}
