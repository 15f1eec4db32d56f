import { MOBILE_USER_AGENT } from '@shared/constants';

export type Device = 'mobile' | 'pc';

/** Mobile when the user agent names iPhone, iPad, iPod, iOS or Android. */
export function deviceOf(userAgent: string): Device {
  return MOBILE_USER_AGENT.test(userAgent) ? 'mobile' : 'pc';
}

/** This browser's device; the user agent does not change while the page lives. */
export const currentDevice: Device = typeof navigator === 'undefined' ? 'pc' : deviceOf(navigator.userAgent);
