import { DELEGATE_HOME, MOBILE_DELEGATE_HOME, SYSTEM_HOME, homePathFor, isDelegate } from '@shared/roles';
import type { Device } from './device';

export const LOGIN_PATH = '/';

/** Protected routes send a visitor without a token to the login page. */
export function sessionRedirect(token: string | null | undefined): string | null {
  return token ? null : LOGIN_PATH;
}

export type HomeKind = 'delegate' | 'system';

/**
 * Each role has one home: a deputy who opens /pageHome/ goes to the delegate home,
 * anyone else who opens a delegate home goes to /pageHome/. Null means stay.
 */
export function homeRedirect(kind: HomeKind, role: string | null | undefined): string | null {
  const delegate = isDelegate(role);
  if (kind === 'system' && delegate) return DELEGATE_HOME;
  if (kind === 'delegate' && !delegate) return SYSTEM_HOME;
  return null;
}

/** Where a user lands after signing in: a deputy on a phone on the mobile home; staff keep the system layout on any device. */
export function landingPathFor(role: string | null | undefined, device: Device): string {
  return device === 'mobile' && isDelegate(role) ? MOBILE_DELEGATE_HOME : homePathFor(role);
}
