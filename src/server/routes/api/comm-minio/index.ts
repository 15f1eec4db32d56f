import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isBlank } from '@shared/blank';
import { EDITOR_IMAGE_EXTENSIONS, extensionOf, fileTypeOf } from '../../../services/storage/file-types';
import { fileNameOf, isObjPath, newObjPath, safeFileName } from '../../../services/storage/object-path';
import { OBJECT_ROUTE_PREFIX } from '../../../services/storage/storage.plugin';
import { STORAGE_MSG, formatLimit, type SignedMethod } from '../../../services/storage/storage.service';
import { ErrorSchema } from '@shared/contracts/common';
import { Refusal } from '../../../services/refusal';

/** Largest attachment (PUT to a presigned address). */
export const MAX_ATTACHMENT_BYTES = 50 * 1024 * 1024;
/** Largest picture of the rich-text editor. */
export const MAX_EDITOR_IMAGE_BYTES = 10 * 1024 * 1024;
/** Pictures in stored rich text keep working for as long as the text is read. */
export const EDITOR_IMAGE_URL_TTL_SECONDS = 10 * 365 * 24 * 60 * 60;

const FILE_NAME_REQUIRED = '请选择文件';
const IMAGES_ONLY = '只能上传 png、jpg、gif、webp 格式的图片';

const Form = (field: string) => Type.Object({ [field]: Type.String({ maxLength: 1000 }) });
const SignedQuery = Type.Object({
  expires: Type.Optional(Type.String({ maxLength: 20 })),
  signature: Type.Optional(Type.String({ maxLength: 200 })),
});
type SignedQuery = Static<typeof SignedQuery>;

/** `attachment` unless the browser can show the type safely itself. */
function contentDisposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * /api/commMinio: presigned addresses to put and get files, the object route those
 * addresses point to (no session: the signature in the query is the permission) and the
 * rich-text editor's picture upload. An object path is always chosen here, never by the client.
 */
const commMinio: FastifyPluginAsyncTypebox = async (app) => {
  // The presign calls arrive as forms; the editor upload is multipart. Both parsers stay
  // inside this plugin.
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(multipart, {
    // One byte over the limit, so the storage counter sees the excess and answers 413 itself.
    limits: { fileSize: MAX_EDITOR_IMAGE_BYTES + 1, files: 1, fields: 10, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/commMinio/presignedPutUrl',
    {
      preHandler: app.requireUser,
      schema: {
        body: Form('objName'),
        response: {
          200: Type.Object({ presignedPutUrl: Type.String(), objPath: Type.String() }),
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { objName } = request.body as { objName: string };
      if (isBlank(objName)) return reply.code(400).send({ msg: FILE_NAME_REQUIRED });
      if (!fileTypeOf(safeFileName(objName))) return reply.code(415).send({ msg: STORAGE_MSG.typeRefused });
      const objPath = newObjPath(objName);
      // On the books before the address is handed out: the PUT finds its uploader (and quota) there.
      await app.uploads.issue(request.user!.userId, objPath);
      return { presignedPutUrl: app.storage.presignedPutUrl(objPath), objPath };
    },
  );

  app.post(
    '/api/commMinio/presignedGetUrl',
    {
      preHandler: app.requireUser,
      schema: {
        body: Form('objPath'),
        response: { 200: Type.Object({ presignedGetUrl: Type.String(), objPath: Type.String() }), 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Anyone signed in may read a file whose path they know: paths hold a random UUID and
      // reach users only inside the records they may see.
      const objPath = (request.body as { objPath: string }).objPath.replace(/^\/+/, '');
      if (!isObjPath(objPath)) return reply.code(400).send({ msg: STORAGE_MSG.badPath });
      if (!(await app.storage.stat(objPath))) return reply.code(404).send({ msg: STORAGE_MSG.notFound });
      return { presignedGetUrl: app.storage.presignedGetUrl(objPath), objPath };
    },
  );

  app.post(
    '/api/commMinio/upload',
    {
      preHandler: app.requireUser,
      schema: {
        response: {
          200: Type.Object({ url: Type.String(), objPath: Type.String(), name: Type.String() }),
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return reply.code(400).send({ msg: FILE_NAME_REQUIRED });
      const part = await request.file();
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        return reply.code(400).send({ msg: FILE_NAME_REQUIRED });
      }
      const name = safeFileName(part.filename || 'image');
      if (!(EDITOR_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name))) {
        part.file.resume();
        return reply.code(415).send({ msg: IMAGES_ONLY });
      }
      const objPath = newObjPath(name);
      await app.uploads.receiveNew(request.user!.userId, objPath, part.file, { maxBytes: MAX_EDITOR_IMAGE_BYTES });
      return { url: app.storage.presignedGetUrl(objPath, EDITOR_IMAGE_URL_TTL_SECONDS), objPath, name };
    },
  );

  // The addresses the presign calls hand out. No session: the signature is the permission.
  await app.register(async (objects) => {
    // The body is the file itself, of whatever type, streamed to storage as it arrives.
    objects.removeAllContentTypeParsers();
    objects.addContentTypeParser('*', (_request, _payload, done) => done(null));

    const checkSignature = (method: SignedMethod, objPath: string, query: SignedQuery) => {
      if (!isObjPath(objPath)) throw new Refusal(403, STORAGE_MSG.badSignature);
      const check = app.storage.verify(method, objPath, query.expires, query.signature);
      if (check === 'expired') throw new Refusal(403, STORAGE_MSG.expired);
      if (check !== 'valid') throw new Refusal(403, STORAGE_MSG.badSignature);
    };

    objects.put(
      `${OBJECT_ROUTE_PREFIX}/*`,
      {
        compress: false,
        decompress: false,
        schema: { querystring: SignedQuery, response: { 200: Type.Object({ objPath: Type.String(), size: Type.Integer() }) } },
      },
      async (request, reply) => {
        const objPath = (request.params as { '*': string })['*'];
        checkSignature('PUT', objPath, request.query as SignedQuery);
        if (!fileTypeOf(fileNameOf(objPath))) throw new Refusal(415, STORAGE_MSG.typeRefused);
        const declared = Number(request.headers['content-length']);
        if (declared > MAX_ATTACHMENT_BYTES) {
          reply.header('connection', 'close');
          throw new Refusal(413, STORAGE_MSG.tooLarge(formatLimit(MAX_ATTACHMENT_BYTES)));
        }
        const { size } = await app.uploads.receive(objPath, request.raw, {
          maxBytes: MAX_ATTACHMENT_BYTES,
          declaredBytes: Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined,
        });
        return { objPath, size };
      },
    );

    objects.get(
      `${OBJECT_ROUTE_PREFIX}/*`,
      // Not compressed: the Content-Length is what a download's progress is measured against.
      { compress: false, schema: { querystring: SignedQuery } },
      async (request, reply) => {
        const objPath = (request.params as { '*': string })['*'];
        checkSignature('GET', objPath, request.query as SignedQuery);
        const found = await app.storage.stat(objPath);
        if (!found) return reply.code(404).send({ msg: STORAGE_MSG.notFound });
        const name = fileNameOf(objPath);
        const type = fileTypeOf(name);
        const inline = type?.kind === 'image' || type?.kind === 'pdf' || type?.kind === 'text';
        return reply
          .header('content-type', type?.mime ?? 'application/octet-stream')
          .header('content-length', found.size)
          .header('content-disposition', contentDisposition(name, inline))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .header('last-modified', found.modified.toUTCString())
          .send(app.storage.read(objPath));
      },
    );
  });

};

export default commMinio;
