import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@shared/messages';

/** A service's deliberate refusal (e.g. WorkflowRefusal): its status and Chinese message go out as they are. */
function isRefusal(error: unknown): error is { httpStatus: number; msg: string } {
  return typeof (error as { httpStatus?: unknown }).httpStatus === 'number' && typeof (error as { msg?: unknown }).msg === 'string';
}

/**
 * Every error body is `{ msg }` in Chinese. Validation errors say which field; server errors
 * are logged with their stack and answered without it (no stack traces or SQL to the client).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isRefusal(error)) return reply.code(error.httpStatus).send({ msg: error.msg });
      if (error.validation) {
        const field = error.validation[0]?.instancePath?.replace(/^\//, '') || error.validation[0]?.params?.missingProperty;
        return reply.code(400).send({ msg: field ? `${MSG.badRequest}：${field}` : MSG.badRequest });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ msg: MSG.serverError });
      }
      if (status === 413) return reply.code(413).send({ msg: '请求内容过大' });
      return reply.code(status).send({ msg: error.message || MSG.badRequest });
    });
  },
  { name: 'errors' },
);
