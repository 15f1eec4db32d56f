import { assertEvent, assign, setup } from 'xstate';
import { isBlank } from '../blank';
import { phoneProblem } from '../verification-code/verification-code.rules';
import { MESSAGE_FORM_MESSAGES } from './message-form.rules';

/**
 * The public message form (design/lifecycles.md):
 * filling → (proving →) submitting → submitted, with the 留言须知 notice dialog as a parallel
 * region. The checks of SUBMIT run title, content, notice, then the phone rule of
 * lifecycles.md (a given phone must be a mobile number proved by its code). A message without a
 * phone is proved by the browser's work on a challenge instead: `proving` waits for PROVED.
 * The work and the server's answer arrive as PROVED / PROOF_FAILED and SUBMITTED / SUBMIT_FAILED
 * from a thin driver in src/web; the machine does no I/O.
 */

/**
 * The local state the user types. A returned `code` (the code the old server
 * returned) has no place here: the server never sends a code to the browser (lifecycles.md),
 * so only the typed `inputCode` exists and the server checks it.
 */
export interface MessageFields {
  name: string;
  telephone: string;
  inputCode: string;
  title: string;
  content: string;
  address: string;
}

export type MessageField = keyof MessageFields;

/**
 * The proof of work of a message without a phone: a challenge from the server and the nonce the
 * browser found (the shape of src/shared/message-proof.ts; machines/ imports nothing from src/).
 */
export interface MessageProof {
  challenge: string;
  nonce: string;
}

export interface MessageFormContext extends MessageFields {
  /** The 留言须知 checkbox, one state for the form's and the dialog's. */
  isChecked: boolean;
  /**
   * The first failed check of the last SUBMIT (the field the focus goes to); while it is set the
   * form shows every failed check of `messageFormProblems` next to its field.
   */
  warning: string | null;
  /** 留言失败,请稍后再试 after a refused or failed submission … */
  failure: string | null;
  /** … and the server's own reason (验证码错误或已失效, a rate limit), when it gave one. */
  failureDetail: string | null;
  /** The message number the citizen keeps to query feedback. */
  massesSuggestId: string | null;
  /** The proof of work found for this attempt (a message without a phone); each attempt needs its own. */
  proof: MessageProof | null;
}

export type MessageFormEvent =
  | { type: 'EDIT'; field: MessageField; value: string }
  | { type: 'SET_AGREED'; checked: boolean }
  | { type: 'SUBMIT' }
  | { type: 'PROVED'; proof: MessageProof }
  | { type: 'PROOF_FAILED'; msg?: string | null }
  | { type: 'SUBMITTED'; massesSuggestId: string }
  | { type: 'SUBMIT_FAILED'; msg?: string | null }
  | { type: 'RESET' }
  | { type: 'OPEN_NOTICE' }
  | { type: 'CLOSE_NOTICE' };

export const emptyMessageFields: MessageFields = { name: '', telephone: '', inputCode: '', title: '', content: '', address: '' };

const emptyContext: MessageFormContext = {
  ...emptyMessageFields,
  isChecked: false,
  warning: null,
  failure: null,
  failureDetail: null,
  massesSuggestId: null,
  proof: null,
};

type CheckedFields = Pick<MessageFormContext, 'title' | 'content' | 'isChecked' | 'telephone' | 'inputCode'>;

/** The fields a submission checks, in the order it checks them. */
export type CheckedField = keyof CheckedFields;

/**
 * Every failed check of a submission, keyed by the field it is about, in checking order: title,
 * content and the notice, then a given phone must be a mobile number and come with its code,
 * because the server proves the phone by that code. Name, phone and address stay optional.
 */
export function messageFormProblems(fields: CheckedFields): Partial<Record<CheckedField, string>> {
  const problems: Partial<Record<CheckedField, string>> = {};
  if (isBlank(fields.title)) problems.title = MESSAGE_FORM_MESSAGES.titleRequired;
  if (isBlank(fields.content)) problems.content = MESSAGE_FORM_MESSAGES.contentRequired;
  if (!fields.isChecked) problems.isChecked = MESSAGE_FORM_MESSAGES.noticeNotAgreed;
  if (isBlank(fields.telephone)) return problems;
  if (phoneProblem(fields.telephone)) problems.telephone = MESSAGE_FORM_MESSAGES.phoneInvalid;
  else if (isBlank(fields.inputCode)) problems.inputCode = MESSAGE_FORM_MESSAGES.codeRequired;
  return problems;
}

/** The first failed check of a submission, or null; the server repeats this function. */
export function messageFormProblem(fields: CheckedFields): string | null {
  return Object.values(messageFormProblems(fields))[0] ?? null;
}

/** The representative a message goes to, as the representative card carries it. */
export interface MessageDelegate {
  fkDelegateId: number;
  delegateName: string;
  fkStationId: number | null;
}

/**
 * The submitted message payload, plus `code` when a phone is given (lifecycles.md)
 * and `proof` when not.
 */
export interface MessagePayload {
  massesName: string | null;
  massesPhone: string | null;
  title: string;
  content: string;
  address: string | null;
  fkDelegateId: number;
  delegateName: string;
  fkStationId: number | null;
  code?: string;
  proof?: MessageProof;
}

const optional = (value: string): string | null => (isBlank(value) ? null : value.trim());

export function payloadOf(context: MessageFields & { proof?: MessageProof | null }, delegate: MessageDelegate): MessagePayload {
  const massesPhone = optional(context.telephone);
  const proof = massesPhone === null && context.proof ? { proof: context.proof } : {};
  return {
    massesName: optional(context.name),
    massesPhone,
    title: context.title.trim(),
    content: context.content.trim(),
    address: optional(context.address),
    fkDelegateId: delegate.fkDelegateId,
    delegateName: delegate.delegateName,
    fkStationId: delegate.fkStationId,
    ...(massesPhone === null ? {} : { code: context.inputCode.trim() }),
    ...proof,
  };
}

/** A message without a phone has no code to prove it: the browser's work does (lifecycles.md). */
export function needsProofOfWork(fields: Pick<MessageFields, 'telephone'>): boolean {
  return isBlank(fields.telephone);
}

export const messageFormMachine = setup({
  types: {
    context: {} as MessageFormContext,
    events: {} as MessageFormEvent,
  },
  guards: {
    hasProblem: ({ context }) => messageFormProblem(context) !== null,
    needsProofOfWork: ({ context }) => needsProofOfWork(context),
  },
  actions: {
    edit: assign(({ event }) => {
      assertEvent(event, 'EDIT');
      return { [event.field]: event.value };
    }),
    setAgreed: assign({
      isChecked: ({ event }) => {
        assertEvent(event, 'SET_AGREED');
        return event.checked;
      },
    }),
    // A warning is about the form as it was; once the user changes it, it no longer applies.
    forgetWarning: assign({ warning: null }),
    warn: assign({ warning: ({ context }) => messageFormProblem(context), failure: null, failureDetail: null }),
    forgetMessages: assign({ warning: null, failure: null, failureDetail: null }),
    rememberNumber: assign({
      massesSuggestId: ({ event }) => {
        assertEvent(event, 'SUBMITTED');
        return event.massesSuggestId;
      },
    }),
    rememberProof: assign({
      proof: ({ event }) => {
        assertEvent(event, 'PROVED');
        return event.proof;
      },
    }),
    // A proof is spent with the message it was sent with, or refused: the next attempt finds a new one.
    rememberFailure: assign(({ event }) => {
      assertEvent(event, ['SUBMIT_FAILED', 'PROOF_FAILED']);
      const fallback = event.type === 'PROOF_FAILED' ? MESSAGE_FORM_MESSAGES.proofFailed : null;
      return { failure: MESSAGE_FORM_MESSAGES.messageFailed, failureDetail: isBlank(event.msg) ? fallback : (event.msg as string), proof: null };
    }),
    clearForm: assign(() => ({ ...emptyContext })),
  },
}).createMachine({
  id: 'messageForm',
  type: 'parallel',
  context: { ...emptyContext },
  states: {
    form: {
      initial: 'filling',
      states: {
        filling: {
          on: {
            EDIT: { actions: ['edit', 'forgetWarning'] },
            SET_AGREED: { actions: ['setAgreed', 'forgetWarning'] },
            SUBMIT: [
              { guard: 'hasProblem', actions: 'warn' },
              { guard: 'needsProofOfWork', target: 'proving', actions: 'forgetMessages' },
              { target: 'submitting', actions: 'forgetMessages' },
            ],
          },
        },
        // The browser works on the server's challenge; the fields are locked as while sending.
        proving: {
          tags: ['busy'],
          on: {
            PROVED: { target: 'submitting', actions: 'rememberProof' },
            PROOF_FAILED: { target: 'filling', actions: 'rememberFailure' },
          },
        },
        // The fields are locked and a second SUBMIT is ignored while the request is out.
        submitting: {
          tags: ['busy'],
          on: {
            SUBMITTED: { target: 'submitted', actions: 'rememberNumber' },
            SUBMIT_FAILED: { target: 'filling', actions: 'rememberFailure' },
          },
        },
        submitted: {
          on: { RESET: { target: 'filling', actions: 'clearForm' } },
        },
      },
    },
    notice: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN_NOTICE: 'open' } },
        open: { on: { CLOSE_NOTICE: 'closed' } },
      },
    },
  },
});

export type MessageFormStep = 'filling' | 'proving' | 'submitting' | 'submitted';
export type NoticeState = 'closed' | 'open';
