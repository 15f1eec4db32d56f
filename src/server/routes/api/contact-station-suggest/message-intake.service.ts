import { and, eq } from 'drizzle-orm';
import { messageFormProblem } from '@machines/message-form';
import { stationMessageStatusLabel } from '@machines/station-message';
import { isBlank } from '@shared/blank';
import { ANONYMOUS_CITIZEN } from '@shared/messages';
import type { Feedback, MessageSubmission } from '@shared/portal';
import type { Database } from '../../../db/database';
import { contactStation, contactStationSuggest, npcDelegate } from '../../../db/schema';
import type { CheckedProof, MessageProofs } from '../../../services/portal/message-proof';
import type { VerificationCodes } from '../../../services/sms';
import { storeNumbered } from '../../../services/workflow/message-number';
import { noticeRecordMove } from '../../../services/workflow/record-notices';

export const INTAKE_MSG = {
  deputyRequired: '请选择留言的代表',
  tooManyMessages: '留言过于频繁，请稍后再试',
  /** The same for an unknown number and a wrong phone or name, so the answer reveals nothing. */
  feedbackNotFound: '未查询到该留言，请核对留言编号和手机号码（或姓名）',
} as const;

/** auditStatus 1: an approved deputy. */
const APPROVED = 1;

/** A message as it is stored: plain text, trimmed; empty optional fields are null. */
export interface CleanMessage {
  title: string;
  content: string;
  massesName: string | null;
  massesPhone: string | null;
  address: string | null;
  code: string | null;
  fkDelegateId: number;
}

// Control characters other than tab and line feed never belong in a citizen's text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Plain text as typed: line breaks kept (Windows ones made \n), control characters dropped, trimmed. */
function plainText(value: string | null | undefined): string {
  return (value ?? '').replace(/\r\n?/g, '\n').replace(CONTROL_CHARACTERS, '').trim();
}

const oneLine = (value: string | null | undefined) => plainText(value).replace(/\s*\n\s*/g, ' ');
const orNull = (value: string) => (value === '' ? null : value);

/**
 * The checks of the message form, repeated on the server in the form's order (title,
 * content), then what only the server can prove. The notice checkbox (请阅读并勾选留言须知！)
 * is not part of the payload, so only the form can check it.
 */
export function checkSubmission(body: MessageSubmission): { msg: string } | { message: CleanMessage } {
  const title = oneLine(body.title);
  const content = plainText(body.content);
  const massesPhone = orNull(plainText(body.massesPhone));
  const code = orNull(plainText(body.code));
  // The form's own checks, in its order (machines/message-form). The notice checkbox never
  // reaches the server, so it counts as agreed here.
  const problem = messageFormProblem({ title, content, isChecked: true, telephone: massesPhone ?? '', inputCode: code ?? '' });
  if (problem) return { msg: problem };

  return {
    message: {
      title,
      content,
      massesName: orNull(oneLine(body.massesName)),
      massesPhone,
      address: orNull(oneLine(body.address)),
      code,
      fkDelegateId: body.fkDelegateId,
    },
  };
}

/** The addressed deputy when approved and receiving messages at a station in service. */
export async function deputyTakingMessages(db: Database, delegateId: number) {
  const [deputy] = await db
    .select({ delegateName: npcDelegate.delegateName, fkStationId: contactStation.stationId })
    .from(npcDelegate)
    .innerJoin(contactStation, eq(contactStation.stationId, npcDelegate.fkStationId))
    .where(and(eq(npcDelegate.delegateId, delegateId), eq(npcDelegate.auditStatus, APPROVED), eq(contactStation.isValid, true)))
    .limit(1);
  return deputy ?? null;
}

export type IntakeOutcome = { status: 'accepted'; massesSuggestId: string } | { status: 'codeRefused' } | { status: 'proofRefused' };

/** What proves a message: a phone's code, or, for a message without a phone, a proof of work. */
export interface IntakeProvers {
  codes: VerificationCodes;
  proofs: MessageProofs;
}

/**
 * Stores a checked message at handleStatus 0, unread, version 0, numbered for its Bazhong day.
 * The deputy's name and station are the server's, never the client's. A phone's code, or a
 * message's checked proof of work when it has no phone, is spent in the same transaction, so
 * the message and the spent proof exist together or not at all; a wrong code counts as a try of
 * the client's `address`.
 * The proof is spent before the number is drawn, so a refused one draws no serial; the number
 * comes from the day's sequence, which never runs out and holds no lock until commit
 * (services/workflow/message-number.ts, docs/performance.md).
 */
export async function acceptMessage(
  db: Database,
  { codes, proofs }: IntakeProvers,
  message: CleanMessage,
  deputy: { delegateName: string; fkStationId: number },
  { address, proof, now = new Date() }: { address: string; proof: CheckedProof | null; now?: Date },
): Promise<IntakeOutcome> {
  return db.transaction(async (tx): Promise<IntakeOutcome> => {
    if (message.massesPhone !== null) {
      if (!(await codes.spend(tx, message.massesPhone, message.code ?? '', address, now))) return { status: 'codeRefused' };
    } else if (proof === null || !(await proofs.spend(tx, proof))) {
      return { status: 'proofRefused' };
    }
    const massesSuggestId = await storeNumbered(tx, now, async (number) => {
      const stored = await tx
        .insert(contactStationSuggest)
        .values({
          massesSuggestId: number,
          title: message.title,
          content: message.content,
          address: message.address,
          massesName: message.massesName,
          massesPhone: message.massesPhone,
          fkDelegateId: message.fkDelegateId,
          delegateName: deputy.delegateName,
          fkStationId: deputy.fkStationId,
          handleStatus: 0,
          isRead: false,
          version: 0,
          createTime: now.toISOString(),
        })
        .onConflictDoNothing({ target: contactStationSuggest.massesSuggestId })
        .returning({ massesSuggestId: contactStationSuggest.massesSuggestId });
      return stored.length === 1;
    });
    await noticeRecordMove(tx, {
      type: 'message',
      id: massesSuggestId,
      eventType: 'CREATE',
      toStatus: 0,
      row: { fkDelegateId: message.fkDelegateId },
      sender: { userId: null, realName: message.massesName ?? ANONYMOUS_CITIZEN },
      at: now,
    });
    return { status: 'accepted', massesSuggestId };
  });
}

export interface FeedbackQuery {
  massesSuggestId: string;
  massesPhone?: string;
  massesName?: string;
}

/**
 * The message with this number, when the phone given with it matches (or, for a message left
 * without a phone, the name). Null for any other pairing: the caller cannot tell an unknown
 * number from a wrong phone.
 */
export async function findFeedback(db: Database, query: FeedbackQuery): Promise<Feedback | null> {
  const [row] = await db.select().from(contactStationSuggest).where(eq(contactStationSuggest.massesSuggestId, query.massesSuggestId.trim())).limit(1);
  if (!row || !proves(row, query)) return null;
  return {
    massesSuggestId: row.massesSuggestId,
    title: row.title,
    delegateName: row.delegateName,
    createTime: new Date(row.createTime).toISOString(),
    handleStatus: row.handleStatus,
    handleStatusLabel: stationMessageStatusLabel(row.handleStatus),
    handleResult: row.handleResult,
    handleTime: row.handleTime === null ? null : new Date(row.handleTime).toISOString(),
  };
}

function proves(row: { massesPhone: string | null; massesName: string | null }, query: FeedbackQuery): boolean {
  if (!isBlank(row.massesPhone)) return plainText(query.massesPhone) === row.massesPhone!.trim();
  return !isBlank(row.massesName) && oneLine(query.massesName) === row.massesName!.trim();
}
