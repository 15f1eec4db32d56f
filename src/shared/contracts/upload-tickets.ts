import { Type, type Static } from 'typebox';
import { AttachmentSchema, IdSchema } from '@machines/workflow';
import { RecordTypeSchema } from './records';

/**
 * Upload from the phone: the deputy's draft form asks for a one-time ticket and shows it as a QR
 * code of `/ddFileUpload?ticket=…`; the phone, without signing in, uploads its files with the
 * ticket, and they are attached to that draft. docs/decisions.md "Upload from the phone".
 */
export const UPLOAD_TICKET_API = {
  issue: '/api/commMinio/uploadTicket',
  ticket: (ticket: string) => `/api/commMinio/uploadTicket/${encodeURIComponent(ticket)}`,
  files: (ticket: string) => `/api/commMinio/uploadTicket/${encodeURIComponent(ticket)}/files`,
} as const;

/** The page the QR code opens (under the router's base). */
export const PHONE_UPLOAD_PATH = '/ddFileUpload';

/** A ticket lasts ten minutes and carries at most this many files, in one upload. */
export const UPLOAD_TICKET_TTL_MINUTES = 10;
export const UPLOAD_TICKET_MAX_FILES = 9;

export const UPLOAD_TICKET_MSG = {
  unknown: '二维码无效，请在电脑上重新生成',
  expired: '二维码已过期，请在电脑上重新生成',
  used: '二维码已使用，请在电脑上重新生成',
  notDraft: '该草稿已提交或已删除，无法继续上传附件',
  full: '草稿的附件已达 20 个，无法继续上传',
  noFiles: '请选择要上传的文件',
  tooMany: (room: number) => `本次最多还能上传 ${room} 个文件`,
} as const;

export const UploadTicketIssueBodySchema = Type.Object({ type: RecordTypeSchema, recordId: IdSchema }, { additionalProperties: false });
export type UploadTicketIssueBody = Static<typeof UploadTicketIssueBodySchema>;

export const UploadTicketIssuedSchema = Type.Object({
  ticket: Type.String(),
  /** The address to open on the phone, under the router's base. */
  path: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type UploadTicketIssued = Static<typeof UploadTicketIssuedSchema>;

export const UploadTicketStateSchema = Type.Object({
  state: Type.Union([Type.Literal('open'), Type.Literal('used'), Type.Literal('expired')]),
  type: RecordTypeSchema,
  /** The draft's title, so the phone shows what it uploads to. */
  title: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
  /** How many files the draft may still take (at most UPLOAD_TICKET_MAX_FILES). */
  room: Type.Integer({ minimum: 0 }),
  /** The files the phone attached (once used). */
  files: Type.Array(AttachmentSchema),
});
export type UploadTicketState = Static<typeof UploadTicketStateSchema>;

export const UploadTicketParamsSchema = Type.Object({ ticket: Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) });
