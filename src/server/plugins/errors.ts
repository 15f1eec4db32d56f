import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@shared/messages';
import { Refusal } from '../services/refusal';

/** Answered for a body over the limit of its route or of the app (2 MiB). */
export const BODY_TOO_LARGE_MSG = '请求内容过大';
export const UNSUPPORTED_TYPE_MSG = '不支持的请求内容类型';


/**
 * PostgreSQL errors only bad input can cause: a number out of range (22003), a NUL or a byte
 * invalid in the encoding (22021, 22P05), a date, time or zone out of range or malformed (22007,
 * 22008, 22009), text that is no value of its type (22P02). Validation refuses such input first;
 * these are the safety net for a schema or a check that missed it.
 */
const INPUT_ERROR_CODES = new Set(['22003', '22021', '22P05', '22007', '22008', '22009', '22P02']);

/** The input error code of a database error, wherever it sits in the chain of causes (drizzle wraps the driver's). */
function inputErrorCode(error: unknown): string | undefined {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_ERROR_CODES.has(code)) return code;
  }
  return undefined;
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
 * Every error body is `{ msg }` in Chinese. Validation errors say which field; input the database
 * refused is a 400 logged without its query; server errors are logged with their stack and
 * answered without it (no stack traces or SQL to the client); other client errors answer their own message only when it was written in Chinese for users.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof Refusal) return reply.code(error.httpStatus).send(error.field ? { msg: error.msg, field: error.field } : { msg: error.msg });
      if (error.validation) {
        const field = error.validation[0]?.instancePath?.replace(/^\//, '') || error.validation[0]?.params?.missingProperty;
        return reply.code(400).send({ msg: field ? `${MSG.badRequest}：${field}` : MSG.badRequest });
      }
      const databaseCode = inputErrorCode(error);
      if (databaseCode) {
        // The query's text and parameters stay out of the log: they may carry a citizen's data.
        request.log.warn({ databaseCode, route: request.routeOptions.url }, 'input refused by the database');
        return reply.code(400).send({ msg: MSG.badRequest });
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
