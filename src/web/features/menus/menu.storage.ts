import { TOKEN_STORAGE_KEY } from '@shared/constants';
import type { StoredPermission } from './menu.types';

/** Local-storage key of the permission list. */
export const PERMISSION_STORAGE_KEY = 'permissionList';
/** Session-storage key of the last chosen menu (the current menu by last-saved id). */
export const CURRENT_MENU_STORAGE_KEY = 'currentMenuId';
/** The temporary and current-activity local entries that choosing a menu clears. */
export const MENU_SCOPED_LOCAL_KEYS = ['temporary', 'currentActivity'] as const;

function storage(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? (globalThis.sessionStorage ?? null) : (globalThis.localStorage ?? null);
  } catch {
    return null;
  }
}

function isStoredPermission(value: unknown): value is StoredPermission {
  if (!value || typeof value !== 'object') return false;
  const p = value as Record<string, unknown>;
  return typeof p.code === 'string' && typeof p.hasJurisdiction === 'boolean';
}

export function savePermissions(list: readonly StoredPermission[]): void {
  try {
    storage('local')?.setItem(PERMISSION_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the gate reads the menus in memory as well.
  }
}

/** The stored list, or null when there is none or it is not a list of permissions. */
export function loadPermissions(): StoredPermission[] | null {
  try {
    const raw = storage('local')?.getItem(PERMISSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isStoredPermission) : null;
  } catch {
    return null;
  }
}

export function clearPermissions(): void {
  storage('local')?.removeItem(PERMISSION_STORAGE_KEY);
}

export function loadCurrentMenuId(): number | null {
  const raw = storage('session')?.getItem(CURRENT_MENU_STORAGE_KEY);
  const id = raw ? Number(raw) : NaN;
  return Number.isSafeInteger(id) ? id : null;
}

export function saveCurrentMenuId(menuId: number): void {
  storage('session')?.setItem(CURRENT_MENU_STORAGE_KEY, String(menuId));
}

/**
 * Choosing a menu clears all session storage except the login token, and the
 * temporary and current-activity local entries.
 */
export function clearForMenuChoice(): void {
  const session = storage('session');
  if (session) {
    const token = session.getItem(TOKEN_STORAGE_KEY);
    session.clear();
    if (token !== null) session.setItem(TOKEN_STORAGE_KEY, token);
  }
  const local = storage('local');
  for (const key of MENU_SCOPED_LOCAL_KEYS) local?.removeItem(key);
}
