import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isBlank } from '@shared/blank';
import { MSG } from '@shared/messages';
import { sysUser } from '../../../db/schema';
import { hashPassword, verifyPassword } from '../../../services/password';
import { createSession, deleteSession } from '../../../services/sessions';
import { loadUserInfo } from '../../../services/user-info';
import { ErrorSchema, UserInfoSchema } from '../../schemas';

const LoginBody = Type.Object(
  { username: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);

const LoginAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
});

// Verifying against a real hash when the account is unknown keeps the answer time the same,
// so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

/** Section 7: sign in, who am I, sign out. */
const sysLogin: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/sysLogin',
    { schema: { body: LoginBody, response: { 200: LoginAnswer, 400: ErrorSchema, 401: ErrorSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      if (isBlank(username)) return reply.code(400).send({ msg: MSG.usernameRequired });
      if (isBlank(password)) return reply.code(400).send({ msg: MSG.passwordRequired });

      const [user] = await app.db.select().from(sysUser).where(eq(sysUser.username, username.trim())).limit(1);
      dummyHash ??= hashPassword('unused-password');
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash));
      if (!user || !valid) return reply.code(401).send({ msg: MSG.loginFailed });
      if (!user.isValid) return reply.code(401).send({ msg: MSG.accountDisabled });

      const token = await createSession(app.db, user.userId);
      request.log.info({ userId: user.userId, role: user.loginRoleCode }, 'login');
      return { access_token: token, token_type: 'Bearer' as const, expires_in: 30 * 60 };
    },
  );

  app.get(
    '/api/sysLogin',
    { preHandler: app.requireUser, schema: { response: { 200: UserInfoSchema, 401: ErrorSchema } } },
    async (request) => loadUserInfo(app.db, request.user!),
  );

  app.delete(
    '/api/sysLogin',
    {
      preHandler: app.requireUser,
      schema: { querystring: Type.Object({ accessToken: Type.Optional(Type.String()) }), response: { 204: Type.Null(), 401: ErrorSchema } },
    },
    async (request, reply) => {
      await deleteSession(app.db, request.bearerToken!);
      request.log.info({ userId: request.user!.userId }, 'logout');
      return reply.code(204).send(null);
    },
  );
};

export default sysLogin;
