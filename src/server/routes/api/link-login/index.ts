import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@shared/messages';
import { bindMsg, sysUser } from '../../../db/schema';
import { auditLogin, auditLoginLinkIssued } from '../../../services/audit';
import { acknowledgeLinkNotices } from '../../../services/login-link-notices';
import { ErrorSchema } from '@shared/contracts/common';
import { LINK_TARGET_FORBIDDEN, LOGIN_LINK_ISSUERS, mayIssueLoginLink } from './login-link-policy';
import { createBindMessage, exchangeLoginLink, findBindMessage, issueLoginLink, purgeLoginLinks } from './login-links.service';
import { resolveRole } from '../../../services/roles/role-of-user';

/** 'the user does not exist or is disabled' */
const USER_UNAVAILABLE = '用户不存在或已停用';
/** 'the bind message does not exist or is not this user's' */
const BIND_MSG_UNAVAILABLE = '绑定消息不存在或不属于该用户';
/** 'give either bindMsgId or bindMsg, not both' */
const BIND_MSG_EITHER = '绑定消息只能指定已有消息或新建消息之一';

const IssueBody = Type.Object(
  {
    userId: Type.Integer({ minimum: 1 }),
    /** An existing bind message of that user, to lead to after sign-in. */
    bindMsgId: Type.Optional(Type.Integer({ minimum: 1 })),
    /** Or a new bind message for that user, created with the link. */
    bindMsg: Type.Optional(
      Type.Object(
        { msgType: Type.Integer({ minimum: 0, maximum: 32767 }), localId: Type.Integer({ minimum: 1 }) },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

const IssuedAnswer = Type.Object({
  token: Type.String(),
  /** Under the router base: `/rdlz/sso?token=…` (plus `&id=` for a bind message). */
  url: Type.String(),
  expiresAt: Type.String(),
  bindMsgId: Type.Union([Type.Integer(), Type.Null()]),
});

const LoginAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});

const BindMsgAnswer = Type.Object({ id: Type.Integer(), msgType: Type.Integer(), localId: Type.Integer() });

const exchangeResponses = { 200: LoginAnswer, 401: ErrorSchema };

/** A header sent once; repeated headers arrive as arrays and are not a credential. */
function headerValue(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Link login. An administrator issues a one-time link
 * for a user it may issue for (login-link-policy.ts); `/sso` and `/singleSignOn` exchange it
 * for a session. Every issue is audited, and the user is told at a later sign-in. The `code` of
 * GET /api/srdLogin is the same kind of one-time credential as the link's token (there is no
 * separate code issuer here), so both calls spend the same links.
 */
const linkLogin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/bind/loginLink',
    {
      preHandler: app.requireRole(...LOGIN_LINK_ISSUERS),
      schema: { body: IssueBody, response: { 201: IssuedAnswer, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema } },
    },
    async (request, reply) => {
      const { userId, bindMsgId, bindMsg: newBindMsg } = request.body;
      if (bindMsgId !== undefined && newBindMsg !== undefined) return reply.code(400).send({ msg: BIND_MSG_EITHER });

      const [user] = await app.db
        .select({ userId: sysUser.userId, realName: sysUser.realName, loginRoleCode: sysUser.loginRoleCode })
        .from(sysUser)
        .where(and(eq(sysUser.userId, userId), eq(sysUser.isValid, true)))
        .limit(1);
      if (!user) return reply.code(404).send({ msg: USER_UNAVAILABLE });
      const issuer = request.user!;
      // The account's stored role may be a custom one: the policy speaks of base roles.
      const target = await resolveRole(app.db, user.loginRoleCode);
      if (!target) return reply.code(404).send({ msg: USER_UNAVAILABLE });
      if (!mayIssueLoginLink(issuer.loginRoleCode, target.baseRole)) {
        request.log.warn({ userId, targetRole: user.loginRoleCode, issuedBy: issuer.userId, issuerRole: issuer.loginRoleCode }, 'login link refused');
        return reply.code(403).send({ msg: LINK_TARGET_FORBIDDEN });
      }

      const issued = await app.db.transaction(async (tx) => {
        let linkedMsgId: number | null = null;
        if (bindMsgId !== undefined) {
          const [own] = await tx
            .select({ id: bindMsg.id })
            .from(bindMsg)
            .where(and(eq(bindMsg.id, bindMsgId), eq(bindMsg.fkUserId, userId)))
            .limit(1);
          if (!own) return null;
          linkedMsgId = own.id;
        } else if (newBindMsg) {
          linkedMsgId = await createBindMessage(tx, { userId, ...newBindMsg });
        }
        await purgeLoginLinks(tx);
        const link = await issueLoginLink(tx, { userId, issuedBy: issuer.userId, bindMsgId: linkedMsgId });
        await auditLoginLinkIssued(tx, request, issuer, user, { bindMsgId: linkedMsgId, expiresAt: link.expiresAt });
        return { ...link, bindMsgId: linkedMsgId };
      });
      if (!issued) return reply.code(404).send({ msg: BIND_MSG_UNAVAILABLE });

      request.log.info({ userId, issuedBy: issuer.userId, bindMsgId: issued.bindMsgId }, 'login link issued');
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ token: issued.token, url: issued.url, expiresAt: issued.expiresAt.toISOString(), bindMsgId: issued.bindMsgId });
    },
  );

  const exchange = async (request: FastifyRequest, reply: FastifyReply, credential: string) => {
    const session = await exchangeLoginLink(app.db, credential);
    reply.header('cache-control', 'no-store');
    if (!session) {
      request.log.info('link login refused');
      return reply.code(401).send({ msg: MSG.authFailed });
    }
    request.log.info({ userId: session.userId }, 'link login');
    await auditLogin(app.db, request, { userId: session.userId }, { via: 'link' });
    return reply.send({ access_token: session.accessToken, token_type: 'Bearer' as const, expires_in: 30 * 60 });
  };

  app.get(
    '/api/bind/user',
    {
      schema: {
        querystring: Type.Object({ terminal: Type.Optional(Type.String({ maxLength: 16 })) }),
        response: exchangeResponses,
      },
    },
    async (request, reply) => exchange(request, reply, headerValue(request, 'user-token')),
  );

  // On the /sso screen the code also travels as a `code` header.
  app.get(
    '/api/srdLogin',
    {
      schema: {
        querystring: Type.Object({ code: Type.Optional(Type.String({ maxLength: 256 })) }),
        response: exchangeResponses,
      },
    },
    async (request, reply) => exchange(request, reply, request.query.code?.trim() || headerValue(request, 'code')),
  );

  app.put(
    '/api/bind/loginLinkNotice',
    {
      preHandler: app.requireUser,
      schema: {
        body: Type.Object({ through: Type.String({ format: 'date-time', maxLength: 40 }) }, { additionalProperties: false }),
        response: { 204: Type.Null(), 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      await acknowledgeLinkNotices(app.db, request.user!.userId, request.bearerToken, new Date(request.body.through));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/bind/bindMsg/:id',
    {
      preHandler: app.requireUser,
      schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), response: { 200: BindMsgAnswer, 401: ErrorSchema, 404: ErrorSchema } },
    },
    async (request, reply) => {
      const message = await findBindMessage(app.db, request.params.id, request.user!.userId);
      if (!message) return reply.code(404).send({ msg: MSG.notFound });
      return message;
    },
  );
};

export default linkLogin;
