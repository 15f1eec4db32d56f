import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@shared/messages';

/** Answered for a body over the limit of its route or of the app (2 MiB). */
export const BODY_TOO_LARGE_MSG = '请求内容过大';
export const UNSUPPORTED_TYPE_MSG = '不支持的请求内容类型';

/** A service's deliberate refusal (e.g. WorkflowRefusal): its status and Chinese message go out as they are. */
function isRefusal(error: unknown): error is { httpStatus: number; msg: string } {
  return typeof (error as { httpStatus?: unknown }).httpStatus === 'number' && typeof (error as { msg?: unknown }).msg === 'string';
}

const BY_STATUS: Record<number, string> = {
  400: MSG.badRequest,
  401: MSG.unauthorized,
  403: MSG.forbidden,
  404: MSG.notFound,
  413: BODY_TOO_LARGE_MSG,
  415: UNSUPPORTED_TYPE_MSG,
};

// Messages written for users are Chinese; an English one comes from a library (a JSON parser,
// Fastify's content-type checks) and may quote the request or internals, so it is not shown.
const HAN = /[\u4e00-\u9fff]/;

/**
 * Every error body is `{ msg }` in Chinese. Validation errors say which field; server errors
 * are logged with their stack and answered without it (no stack traces or SQL to the client);
 * other client errors answer their own message only when it was written in Chinese for users.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isRefusal(error)) return reply.code(error.httpStatus).send({ msg: error.msg });
      if (error.validation) {
        const field = error.validation[0]?.instancePath?.replace(/^\//, '') || error.validation[0]?.params?.missingProperty;
        return reply.code(400).send({ msg: field ? `${MSG.badRequest}：${field}` : MSG.badRequest });
      }
      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ msg: MSG.serverError });
      }
      if (status === 413) return reply.code(413).send({ msg: BODY_TOO_LARGE_MSG });
      const own = typeof error.message === 'string' && HAN.test(error.message) && !error.code?.startsWith('FST_') ? error.message : undefined;
      return reply.code(status).send({ msg: own ?? BY_STATUS[status] ?? MSG.badRequest });
    });
  },
  { name: 'errors' },
);
