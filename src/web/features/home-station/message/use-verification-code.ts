import { useCallback } from 'react';
import { useVerificationCode as useCodeButton } from '@web/components/use-verification-code';
import { useSendStationCodeMutation } from './message.api';

/** The message form's 获取验证码: the portal's station code. */
export function useVerificationCode() {
  const [sendCode] = useSendStationCodeMutation();
  return useCodeButton(useCallback((phone: string) => sendCode(phone).unwrap(), [sendCode]));
}
