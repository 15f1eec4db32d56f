import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isBlank } from '@shared/blank';
import { MSG } from '@shared/messages';
import { sysUser } from '../../../db/schema';
import { auditLogin, auditLoginFailed, auditLogout } from '../../../services/audit';
import { fixedWindowLimiter, reserveAll, retryAfterSeconds, type LimitRule, type LimitStore } from '../../../services/limits';
import { hashPassword, verifyPassword } from '../../../services/password';
import { createSession, deleteSession } from '../../../services/sessions';
import { maskedPhone } from '../../../services/sms/outbox';
import { loadUserInfo } from '../../../services/user-info';
import { resolveRole } from '../../../services/roles/role-of-user';
import { TOO_MANY_REQUESTS } from '../../../plugins/rate-limit';
import { FORGET_PASSWORD_PATH } from '@shared/forget-password';
import { ErrorSchema } from '@shared/contracts/common';
import { UserInfoSchema } from '@shared/contracts/users';

const LoginBody = Type.Object(
  { username: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);

const LoginAnswer = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer(),
  /** The password was set by someone else (new account, administrator's reset): a new one must be set before anything else. */
  mustChangePassword: Type.Boolean(),
});

/**
 * Failed sign-ins of one account from one address: 5 a minute. Counted per address too, so a
 * stranger's wrong guesses do not lock the owner out at their own address.
 */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS: readonly LimitRule[] = [{ limit: 5, windowMs: 60_000 }];
/** Failed sign-ins of one account from every address together: 100 an hour, so guesses spread over many addresses stay few. */
export const LOGIN_FAILURES_PER_ACCOUNT: readonly LimitRule[] = [{ limit: 100, windowMs: 60 * 60_000 }];
export const TOO_MANY_LOGINS = '登录尝试过于频繁，请稍后再试';

/**
 * The account a sign-in is counted against, as typed: trimmed, NFKC and lower case, so case or
 * width variants of one name share its count. Unknown names are counted the same way as known
 * ones, so the limit reveals nothing about which accounts exist.
 */
export function loginLimitKey(username: string): string {
  return username.normalize('NFKC').trim().toLowerCase();
}

/** The sign-in limiters of an app, on its store. */
export function loginLimiters(store: LimitStore, triesPerAddressPerMinute: number) {
  const failuresPerAccountAndAddress = fixedWindowLimiter('loginAccountAddress', LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, store);
  const failuresPerAccount = fixedWindowLimiter('login', LOGIN_FAILURES_PER_ACCOUNT, store);
  return {
    failuresPerAccountAndAddress,
    /** Every try from an address, right or wrong. */
    triesPerAddress: fixedWindowLimiter('loginAddress', [{ limit: triesPerAddressPerMinute, windowMs: 60_000 }], store),
    failuresPerAccount,
    /** Counts a try of `username` from `address` as failed, under both failure limits, until released. */
    reserveFailure(address: string, username: string, now?: number) {
      const account = loginLimitKey(username);
      return reserveAll(
        [
          [failuresPerAccountAndAddress, `${address} ${account}`],
          [failuresPerAccount, account],
        ],
        now,
      );
    },
  };
}

/** usernameInfo from one address: plenty for a login screen, too few to walk a list of names. */
export const USERNAME_INFO_PER_ADDRESS: readonly LimitRule[] = [{ limit: 30, windowMs: 60_000 }];

const UsernameInfoBody = Type.Object({ username: Type.String({ maxLength: 64 }) }, { additionalProperties: false });

/**
 * What the login screen may know of a name before sign-in (docs/decisions.md, "usernameInfo"):
 * the name masked, whether this address must wait before trying it again, and where a
 * forgotten password is recovered. The same shape and values for a name no account has.
 */
const UsernameInfoAnswer = Type.Object({
  username: Type.String(),
  retryAfterSeconds: Type.Integer(),
  forgetPasswordPath: Type.String(),
});

/** A name as the screen may echo it: a phone as 138****5678, anything else its first and last character. */
export function maskedUsername(username: string): string {
  if (username.length > 7) return maskedPhone(username);
  return username.length <= 2 ? '*'.repeat(username.length) : `${username[0]}${'*'.repeat(username.length - 2)}${username.at(-1)}`;
}

// Verifying against a real hash when the account is unknown keeps the answer time the same,
// so timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

/** Sign in, who am I, sign out. */
const sysLogin: FastifyPluginAsyncTypebox = async (app) => {
  const limiters = loginLimiters(app.limits, app.limitFigures.loginTriesPerAddressPerMinute);

  app.post(
    '/api/sysLogin',
    { schema: { body: LoginBody, response: { 200: LoginAnswer, 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema } } },
    async (request, reply) => {
      const { username, password } = request.body;
      if (isBlank(username)) return reply.code(400).send({ msg: MSG.usernameRequired });
      if (isBlank(password)) return reply.code(400).send({ msg: MSG.passwordRequired });

      const refuse = async (wait: number, reason: string) => {
        request.log.warn({ username: username.trim(), reason }, 'login tries limited');
        await auditLoginFailed(app.db, request, username.trim(), reason);
        return reply.code(429).header('retry-after', retryAfterSeconds(wait)).send({ msg: TOO_MANY_LOGINS });
      };

      // Every try from an address counts, right or wrong: each costs a password hash, so a burst
      // from one address is refused here, before any hashing.
      const addressWait = await limiters.triesPerAddress.take(request.ip);
      if (addressWait > 0) return refuse(addressWait, 'address_throttled');

      // Failed tries count, per account and address and per account. Each try is counted before
      // the password is checked (so parallel guesses cannot all slip in) and given back when it
      // succeeds. Once over a limit every try is refused, right password or not, and the refusal
      // itself is not counted.
      const reservation = await limiters.reserveFailure(request.ip, username);
      if (reservation.wait > 0) return refuse(reservation.wait, 'throttled');

      const [user] = await app.db.select().from(sysUser).where(eq(sysUser.username, username.trim())).limit(1);
      dummyHash ??= hashPassword('unused-password');
      const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyHash), request.ip);
      if (!user || !valid) {
        await auditLoginFailed(app.db, request, username.trim(), 'bad_credentials');
        return reply.code(401).send({ msg: MSG.loginFailed });
      }
      if (!user.isValid) {
        await auditLoginFailed(app.db, request, username.trim(), 'disabled');
        return reply.code(401).send({ msg: MSG.accountDisabled });
      }

      if (!(await resolveRole(app.db, user.loginRoleCode))) {
        await auditLoginFailed(app.db, request, username.trim(), 'role_disabled');
        return reply.code(401).send({ msg: MSG.roleDisabled });
      }

      await reservation.release();
      const token = await createSession(app.db, user.userId);
      await auditLogin(app.db, request, user);
      request.log.info({ userId: user.userId, role: user.loginRoleCode }, 'login');
      return { access_token: token, token_type: 'Bearer' as const, expires_in: 30 * 60, mustChangePassword: user.mustChangePassword };
    },
  );

  const usernameInfoPerAddress = fixedWindowLimiter('usernameInfo', USERNAME_INFO_PER_ADDRESS, app.limits);
  app.post(
    '/api/sysLogin/usernameInfo',
    { schema: { body: UsernameInfoBody, response: { 200: UsernameInfoAnswer, 400: ErrorSchema, 429: ErrorSchema } } },
    async (request, reply) => {
      const wait = await usernameInfoPerAddress.take(request.ip);
      if (wait > 0) return reply.code(429).header('retry-after', retryAfterSeconds(wait)).send({ msg: TOO_MANY_REQUESTS });
      const { username } = request.body;
      if (isBlank(username)) return reply.code(400).send({ msg: MSG.usernameRequired });
      // Read from the typed name and this address's failure count only, never the account table:
      // an unknown name answers exactly as a known one.
      const failureWait = await limiters.failuresPerAccountAndAddress.retryAfterMs(`${request.ip} ${loginLimitKey(username)}`);
      return { username: maskedUsername(username.trim()), retryAfterSeconds: failureWait > 0 ? retryAfterSeconds(failureWait) : 0, forgetPasswordPath: FORGET_PASSWORD_PATH };
    },
  );

  app.get(
    '/api/sysLogin',
    { preHandler: app.requireUser, schema: { response: { 200: UserInfoSchema, 401: ErrorSchema } } },
    async (request) => loadUserInfo(app.db, request.user!, request.bearerToken),
  );

  app.delete(
    '/api/sysLogin',
    {
      preHandler: app.requireUser,
      // The logout variant that names its token in the address: DELETE /api/sysLogin?accessToken=.
      config: { acceptsTokenInQuery: true },
      schema: { querystring: Type.Object({ accessToken: Type.Optional(Type.String()) }), response: { 204: Type.Null(), 401: ErrorSchema } },
    },
    async (request, reply) => {
      await deleteSession(app.db, request.bearerToken!);
      await auditLogout(app.db, request, request.user!);
      request.log.info({ userId: request.user!.userId }, 'logout');
      return reply.code(204).send(null);
    },
  );
};

export default sysLogin;
