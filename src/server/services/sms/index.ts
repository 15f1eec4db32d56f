export { listOutbox, type OutboxQuery } from './outbox';
export { createSmsSender, type SmsMessage, type SmsSender } from './sms-sender';
export { CODE_MSG, CODE_PURPOSES, CODE_RULES, codeText, createVerificationCodes, type CodePurpose, type CodeRequestOutcome, type VerificationCodes } from './verification-codes';
