import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, ownedBy, stampedNow } from './columns';
import { sysUser } from './users';
import type { AttachmentRef } from './workflow';

/**
 * Every object path the storage issued (a presigned PUT address or an editor picture), with who
 * asked for it, when, and its size. A record may name a file only when it is here and stored;
 * the bytes count against the uploader's quota; the orphan sweep removes rows (and files) that
 * no record names a day after they were issued. Files stored before this table existed have no
 * row and are never swept.
 */
export const storedFile = pgTable(
  'stored_file',
  {
    objPath: text('obj_path').primaryKey(),
    /** The random folder of the path (a UUID): what a record's text contains wherever it names the file. */
    fileKey: text('file_key').notNull(),
    /** The uploader; null for a file adopted from records older than this table. */
    fkUserId: integer('fk_user_id'),
    /** The stored size; while an upload runs, the bytes it may still take (reserved against the quota). */
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    createTime: stampedNow('create_time'),
    /** Set once the whole file is in place. */
    storedTime: instant('stored_time'),
  },
  (t) => [
    uniqueIndex('stored_file_key_idx').on(t.fileKey),
    index('stored_file_user_idx').on(t.fkUserId),
    index('stored_file_create_time_idx').on(t.createTime),
  ],
);

/**
 * A one-time upload-from-phone ticket: the QR code a deputy's draft form shows. Only the SHA-256
 * of the 256-bit ticket is stored; it belongs to one draft (type and id) and its author, expires,
 * and is spent by setting usedAt once, in the transaction that attaches its files to the draft.
 */
export const uploadTicket = pgTable(
  'upload_ticket',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** proposal or suggest. */
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    fkUserId: ownedBy('fk_user_id', () => sysUser.userId),
    createdAt: stampedNow('created_at'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** The files the phone attached, for the desktop form to take in. */
    files: jsonb('files').$type<AttachmentRef[]>().notNull().default([]),
  },
  (t) => [index('upload_ticket_expires_idx').on(t.expiresAt)],
);
