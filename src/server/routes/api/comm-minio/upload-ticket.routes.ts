import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@shared/contracts/common';
import {
  UPLOAD_TICKET_API,
  UPLOAD_TICKET_MAX_FILES,
  UPLOAD_TICKET_MSG,
  UploadTicketIssueBodySchema,
  UploadTicketIssuedSchema,
  UploadTicketParamsSchema,
  UploadTicketStateSchema,
} from '@shared/contracts/upload-tickets';
import type { AttachmentRef } from '../../../db/schema';
import { Refusal } from '../../../services/refusal';
import { fileTypeOf } from '../../../services/storage/file-types';
import { newObjPath, safeFileName } from '../../../services/storage/object-path';
import { STORAGE_MSG } from '../../../services/storage/storage.service';
import { attachTicketFiles, issueUploadTicket, requireOpenTicket, uploadTicketState } from '../../../services/storage/upload-tickets';
import { actorOf } from '../../../services/workflow/actor';
import { MAX_ATTACHMENT_BYTES } from './index';

/**
 * Upload from the phone: the draft's author issues a one-time ticket (signed in); the phone reads
 * it and uploads by it without signing in: the ticket is the permission. Files pass the same type,
 * size and quota checks as the presigned upload and count against the author's quota.
 */
const uploadTicketRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart, {
    // One file and one byte over the limits, so the excess is seen and refused with a message.
    limits: { fileSize: MAX_ATTACHMENT_BYTES + 1, files: UPLOAD_TICKET_MAX_FILES + 1, fields: 5, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  app.post(
    UPLOAD_TICKET_API.issue,
    { preHandler: app.requireUser, schema: { body: UploadTicketIssueBodySchema, response: { 201: UploadTicketIssuedSchema, 401: ErrorSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      const actor = await actorOf(app.db, request.user!);
      return reply.code(201).send(await issueUploadTicket(app.db, request.body.type, request.body.recordId, actor));
    },
  );

  app.get(
    `${UPLOAD_TICKET_API.issue}/:ticket`,
    { schema: { params: UploadTicketParamsSchema, response: { 200: UploadTicketStateSchema, 404: ErrorSchema } } },
    async (request) => uploadTicketState(app.db, request.params.ticket),
  );

  app.post(
    `${UPLOAD_TICKET_API.issue}/:ticket/files`,
    {
      schema: {
        params: UploadTicketParamsSchema,
        response: { 200: UploadTicketStateSchema, 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request) => {
      const { ticket } = request.params;
      if (!request.isMultipart()) throw new Refusal(400, UPLOAD_TICKET_MSG.noFiles);
      const { room, userId } = await requireOpenTicket(app.db, ticket);
      const files: AttachmentRef[] = [];
      for await (const part of request.files()) {
        if (part.fieldname !== 'file' || files.length >= room) {
          part.file.resume();
          if (files.length >= room) throw new Refusal(400, UPLOAD_TICKET_MSG.tooMany(room));
          continue;
        }
        const name = safeFileName(part.filename || 'file');
        if (!fileTypeOf(name)) {
          part.file.resume();
          throw new Refusal(415, STORAGE_MSG.typeRefused);
        }
        const objPath = newObjPath(name);
        await app.uploads.receiveNew(userId, objPath, part.file, { maxBytes: MAX_ATTACHMENT_BYTES });
        files.push({ name, objPath });
      }
      return attachTicketFiles(app.db, ticket, files);
    },
  );
};

export default uploadTicketRoutes;
