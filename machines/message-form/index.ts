export { MESSAGE_FORM_MESSAGES, MESSAGE_LIMITS } from './message-form.rules';
export {
  emptyMessageFields,
  messageFormMachine,
  messageFormProblem,
  messageFormProblems,
  needsProofOfWork,
  payloadOf,
  type CheckedField,
  type MessageDelegate,
  type MessageField,
  type MessageFields,
  type MessageFormContext,
  type MessageFormEvent,
  type MessageFormStep,
  type MessagePayload,
  type MessageProof,
  type NoticeState,
} from './message-form.machine';
