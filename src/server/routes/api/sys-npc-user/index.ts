import { and, asc, eq, type SQL } from 'drizzle-orm';
import { ErrorSchema, MessageSchema } from '@shared/contracts/common';
import { PasswordChangeBody, PasswordCheckBody, UserListQuery, UserListSchema } from '@shared/contracts/users';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isBlank } from '@shared/blank';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/constants';
import { MSG } from '@shared/messages';
import { Role } from '@shared/roles';
import type { Database } from '../../../db/database';
import { offsetOf, withTotal } from '../../../db/paging';
import { sysSession, sysUser } from '../../../db/schema';
import { fixedWindowLimiter, retryAfterSeconds, type LimitRule } from '../../../services/limits';
import { hashPassword, verifyPassword } from '../../../services/password';
import type { SessionUserRow } from '../../../services/sessions';
import { accountOf } from '../../../services/user-info';

/** Roles that may read any account (GET). */
const ACCOUNT_READERS: readonly string[] = [Role.superAdmin, Role.congressAdmin];
/** The role that may set another user's password without knowing it (PUT). */
const PASSWORD_RESETTER: string = Role.superAdmin;

/**
 * Wrong old passwords of one account, on the check and on the change together: 5 a minute and 20
 * an hour. A session someone else has got hold of may then guess the password only slowly.
 */
export const OLD_PASSWORD_FAILURES_PER_ACCOUNT: readonly LimitRule[] = [
  { limit: 5, windowMs: 60_000 },
  { limit: 20, windowMs: 60 * 60_000 },
];
export const TOO_MANY_OLD_PASSWORD_TRIES = '原密码错误次数过多，请稍后再试';

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

function publicUser(row: SessionUserRow) {
  return {
    ...accountOf(row),
    isValid: row.isValid,
    fkDelegateId: row.fkDelegateId,
    fkDelegationId: row.fkDelegationId,
    fkUnitId: row.fkUnitId,
    fkStationId: row.fkStationId,
    passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
    createTime: row.createTime.toISOString(),
  };
}

function passwordLengthOk(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}

async function findUser(db: Database, userId: number): Promise<SessionUserRow | undefined> {
  const [row] = await db.select().from(sysUser).where(eq(sysUser.userId, userId)).limit(1);
  return row;
}

/**
 * Accounts: GET /api/sysNpcUser lists accounts — a user sees
 * only their own, NPC_ADMIN and 人大管理员 see any — and PUT /api/sysNpcUser changes a
 * password. The old password is verified here with scrypt (no hash ever reaches the browser);
 * POST /api/sysNpcUser/checkPassword is the "old password checked" step of the change flow
 * on its own, so the form can report it before saving.
 */
const sysNpcUser: FastifyPluginAsyncTypebox = async (app) => {
  const oldPasswordFailures = fixedWindowLimiter('oldPassword', OLD_PASSWORD_FAILURES_PER_ACCOUNT, app.limits);

  /**
   * Whether `oldPassword` is the caller's; when not, the refusal has been sent. A try is counted
   * before the hash is checked (parallel guesses cannot all slip in) and given back when right;
   * over the limit every try is refused, right or wrong, and the refusal is not counted.
   */
  const oldPasswordMatches = async (request: FastifyRequest, reply: FastifyReply, oldPassword: string): Promise<boolean> => {
    const me = request.user!;
    const reservation = await oldPasswordFailures.reserve(String(me.userId));
    if (reservation.wait > 0) {
      request.log.warn({ userId: me.userId }, 'old password tries limited');
      await reply.code(429).header('retry-after', retryAfterSeconds(reservation.wait)).send({ msg: TOO_MANY_OLD_PASSWORD_TRIES });
      return false;
    }
    if (!(await verifyPassword(oldPassword, me.passwordHash, request.ip))) {
      await reply.code(400).send({ msg: MSG.oldPasswordWrong });
      return false;
    }
    await reservation.release();
    return true;
  };

  app.get(
    '/api/sysNpcUser',
    { preHandler: app.requireUser, schema: { querystring: UserListQuery, response: { 200: UserListSchema, ...refusals } } },
    async (request, reply) => {
      const me = request.user!;
      const { userId, username, pageNum = DEFAULT_PAGE_NUM, pageSize = DEFAULT_PAGE_SIZE } = request.query;
      const reader = ACCOUNT_READERS.includes(me.loginRoleCode);
      if (!reader && ((userId !== undefined && userId !== me.userId) || (username !== undefined && username.trim() !== me.username))) {
        return reply.code(403).send({ msg: MSG.forbidden });
      }
      const filters: SQL[] = [];
      if (!reader) filters.push(eq(sysUser.userId, me.userId));
      if (userId !== undefined) filters.push(eq(sysUser.userId, userId));
      if (username !== undefined && username.trim() !== '') filters.push(eq(sysUser.username, username.trim()));
      const where = filters.length ? and(...filters) : undefined;
      const { list, total } = await withTotal(
        app.db,
        sysUser,
        where,
        app.db
          .select()
          .from(sysUser)
          .where(where)
          .orderBy(asc(sysUser.userId))
          .limit(pageSize)
          .offset(offsetOf({ pageNum, pageSize })),
      );
      return { list: list.map(publicUser), total, pageNum, pageSize };
    },
  );

  app.post(
    '/api/sysNpcUser/checkPassword',
    { preHandler: app.requireUser, schema: { body: PasswordCheckBody, response: { 200: MessageSchema, ...refusals, 429: ErrorSchema } } },
    async (request, reply) => {
      const me = request.user!;
      const { userId, oldPassword } = request.body;
      if (userId !== me.userId) return reply.code(403).send({ msg: MSG.forbidden });
      if (isBlank(oldPassword)) return reply.code(400).send({ msg: MSG.oldPasswordRequired });
      if (!(await oldPasswordMatches(request, reply, oldPassword))) return reply;
      return { msg: MSG.operationSucceeded };
    },
  );

  app.put(
    '/api/sysNpcUser',
    { preHandler: app.requireUser, schema: { body: PasswordChangeBody, response: { 200: MessageSchema, ...refusals, 429: ErrorSchema } } },
    async (request, reply) => {
      const me = request.user!;
      const { userId, oldPassword, password } = request.body;
      const own = userId === me.userId;
      if (!own && me.loginRoleCode !== PASSWORD_RESETTER) return reply.code(403).send({ msg: MSG.forbidden });

      const target = own ? me : await findUser(app.db, userId);
      if (!target) return reply.code(404).send({ msg: MSG.notFound });
      if (isBlank(password)) return reply.code(400).send({ msg: MSG.newPasswordRequired });
      if (!passwordLengthOk(password)) return reply.code(400).send({ msg: MSG.passwordLength });
      if (own) {
        if (oldPassword === undefined || isBlank(oldPassword)) return reply.code(400).send({ msg: MSG.oldPasswordRequired });
        if (!(await oldPasswordMatches(request, reply, oldPassword))) return reply;
      }

      const passwordHash = await hashPassword(password, request.ip);
      await app.db.transaction(async (tx) => {
        // A password someone else set is to be replaced at the next sign-in; one's own ends that.
        await tx.update(sysUser).set({ passwordHash, passwordChangedAt: new Date(), mustChangePassword: !own }).where(eq(sysUser.userId, target.userId));
        // Forced re-login: every session of the account ends, the caller's included.
        await tx.delete(sysSession).where(eq(sysSession.fkUserId, target.userId));
      });
      request.log.info({ userId: target.userId, by: me.userId }, 'password changed');
      return { msg: MSG.operationSucceeded };
    },
  );
};

export default sysNpcUser;
