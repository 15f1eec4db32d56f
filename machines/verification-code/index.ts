export { MOBILE_PHONE_PATTERN, VERIFICATION_CODE_MESSAGES, phoneProblem } from './verification-code.rules';
export {
  verificationCodeButton,
  verificationCodeMachine,
  type VerificationCodeContext,
  type VerificationCodeEvent,
  type VerificationCodeInput,
  type VerificationCodeState,
} from './verification-code.machine';
