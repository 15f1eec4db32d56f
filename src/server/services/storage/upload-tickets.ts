import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import type { RecordType } from '@shared/contracts/records';
import {
  PHONE_UPLOAD_PATH,
  UPLOAD_TICKET_MAX_FILES,
  UPLOAD_TICKET_MSG,
  UPLOAD_TICKET_TTL_MINUTES,
  type UploadTicketIssued,
  type UploadTicketState,
} from '@shared/contracts/upload-tickets';
import type { Database } from '../../db/database';
import { sysUser, uploadTicket, type AttachmentRef } from '../../db/schema';
import { Refusal } from '../refusal';
import { hashToken } from '../sessions';
import { actorOf } from '../workflow/actor';
import { loadRow, type Executor } from '../workflow/engine';
import { recordKinds } from '../workflow/kinds';
import { sendRecordEvent } from '../workflow/records.service';

const TTL_MS = UPLOAD_TICKET_TTL_MINUTES * 60_000;
/** The draft fields' own limit of attachments (AttachmentsSchema). */
const MAX_ATTACHMENTS = 20;

type Row = Record<string, unknown>;
type TicketRow = typeof uploadTicket.$inferSelect;

const attachmentsOf = (row: Row): AttachmentRef[] => (row.attachments as AttachmentRef[] | null) ?? [];
const isDraftOf = (row: Row | undefined, delegateId: number | undefined): row is Row => !!row && row.status === 0 && delegateId !== undefined && row.authorDelegateId === delegateId;

/** The draft the ticket may still fill, locked when `forUpdate`; null once it is submitted or deleted. */
async function draftOf(db: Executor, type: RecordType, recordId: number, delegateId: number | undefined, forUpdate = false): Promise<Row | null> {
  const row = await loadRow(db, recordKinds[type], recordId, { forUpdate });
  return isDraftOf(row, delegateId) ? row : null;
}

async function ticketActor(db: Executor, userId: number): Promise<Actor> {
  const [user] = await db.select().from(sysUser).where(eq(sysUser.userId, userId)).limit(1);
  if (!user) throw new Refusal(404, UPLOAD_TICKET_MSG.unknown);
  return actorOf(db, user);
}

/** The author of a draft asks for a ticket to it; anyone else learns nothing of the draft (404). */
export async function issueUploadTicket(db: Database, type: RecordType, recordId: number, actor: Actor, now = new Date()): Promise<UploadTicketIssued> {
  if (!(await draftOf(db, type, recordId, actor.delegateId))) throw new Refusal(404, recordKinds[type].notFoundMsg);
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TTL_MS);
  await db.insert(uploadTicket).values({ tokenHash: hashToken(ticket), recordType: type, recordId, fkUserId: actor.userId, createdAt: now, expiresAt });
  return { ticket, path: `${PHONE_UPLOAD_PATH}?ticket=${ticket}`, expiresAt: expiresAt.toISOString() };
}

async function ticketRow(db: Executor, ticket: string): Promise<TicketRow> {
  const [row] = await db.select().from(uploadTicket).where(eq(uploadTicket.tokenHash, hashToken(ticket))).limit(1);
  if (!row) throw new Refusal(404, UPLOAD_TICKET_MSG.unknown);
  return row;
}

const stateOf = (row: TicketRow, now: Date): UploadTicketState['state'] => (row.usedAt ? 'used' : row.expiresAt <= now ? 'expired' : 'open');

/** What the phone page and the desktop's poll read: the ticket's state, its draft and the files it brought. */
export async function uploadTicketState(db: Database, ticket: string, now = new Date()): Promise<UploadTicketState> {
  const row = await ticketRow(db, ticket);
  const draft = await loadRow(db, recordKinds[row.recordType as RecordType], row.recordId);
  const state = stateOf(row, now);
  const room = state === 'open' && draft?.status === 0 ? Math.max(0, Math.min(UPLOAD_TICKET_MAX_FILES, MAX_ATTACHMENTS - attachmentsOf(draft).length)) : 0;
  return {
    state,
    type: row.recordType as RecordType,
    title: (draft?.title as string | null) ?? '',
    expiresAt: row.expiresAt.toISOString(),
    room,
    files: row.files,
  };
}

/** Refuses a ticket that can take no files now, in Chinese (unknown, expired, used, its draft gone or full); else how many it may take. */
export async function requireOpenTicket(db: Database, ticket: string, now = new Date()): Promise<{ room: number; userId: number }> {
  const row = await ticketRow(db, ticket);
  const state = stateOf(row, now);
  if (state !== 'open') throw new Refusal(403, UPLOAD_TICKET_MSG[state]);
  const actor = await ticketActor(db, row.fkUserId);
  const draft = await draftOf(db, row.recordType as RecordType, row.recordId, actor.delegateId);
  if (!draft) throw new Refusal(409, UPLOAD_TICKET_MSG.notDraft);
  const room = Math.min(UPLOAD_TICKET_MAX_FILES, MAX_ATTACHMENTS - attachmentsOf(draft).length);
  if (room <= 0) throw new Refusal(409, UPLOAD_TICKET_MSG.full);
  return { room, userId: row.fkUserId };
}

/**
 * Spends the ticket and attaches its stored files to the draft, in one transaction: the draft is
 * locked and saved through the record engine (SAVE at its current version, so the version moves
 * on and a desktop save of the old version learns of it), and the ticket is marked used only if
 * it was still open; a refused save leaves the ticket open.
 */
export async function attachTicketFiles(db: Database, ticket: string, files: AttachmentRef[], now = new Date()): Promise<UploadTicketState> {
  if (files.length === 0) throw new Refusal(400, UPLOAD_TICKET_MSG.noFiles);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(uploadTicket)
      .set({ usedAt: now, files })
      .where(and(eq(uploadTicket.tokenHash, hashToken(ticket)), isNull(uploadTicket.usedAt), gt(uploadTicket.expiresAt, now)))
      .returning();
    if (!spent) {
      const row = await ticketRow(tx, ticket);
      const state = stateOf(row, now);
      throw new Refusal(403, UPLOAD_TICKET_MSG[state === 'open' ? 'used' : state]);
    }
    const type = spent.recordType as RecordType;
    const actor = await ticketActor(tx, spent.fkUserId);
    const draft = await draftOf(tx, type, spent.recordId, actor.delegateId, true);
    if (!draft) throw new Refusal(409, UPLOAD_TICKET_MSG.notDraft);
    const attachments = [...attachmentsOf(draft), ...files];
    if (attachments.length > MAX_ATTACHMENTS) throw new Refusal(400, UPLOAD_TICKET_MSG.tooMany(MAX_ATTACHMENTS - attachmentsOf(draft).length));
    await sendRecordEvent(tx, recordKinds[type], spent.recordId, { type: 'SAVE', version: draft.version, attachments }, actor, now, { withDetail: false });
  });
  return uploadTicketState(db, ticket, now);
}
