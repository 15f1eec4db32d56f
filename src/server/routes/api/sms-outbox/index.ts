import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { PORTAL_API } from '@shared/portal';
import { OutboxEntrySchema, PageOf } from '@shared/portal.schemas';
import { listOutbox } from '../../../services/sms';
import { requireMenu } from '../../../services/permissions';
import { ErrorSchema } from '@shared/contracts/common';
import { PageQuery } from '../workflow/query';

/**
 * The texts the embedded default "sent" (verification codes), for the roles granted 验证码发件箱
 * (the super administrator): with no SMS gateway configured, this page and the server log are
 * where a code can be read.
 */
const smsOutbox: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    PORTAL_API.smsOutbox,
    {
      preHandler: requireMenu(SYSTEM_PAGE.smsOutbox),
      schema: {
        querystring: Type.Object({ ...PageQuery, phone: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: { 200: PageOf(OutboxEntrySchema), 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );
};

export default smsOutbox;
