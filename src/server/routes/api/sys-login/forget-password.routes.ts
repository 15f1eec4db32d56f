import { and, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { phoneProblem } from '@machines/verification-code';
import { isBlank } from '@shared/blank';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/constants';
import { FieldErrorSchema } from '@shared/contracts/staff-accounts';
import { ErrorSchema } from '@shared/contracts/common';
import { FORGET_PASSWORD_API, FORGET_PASSWORD_MSG } from '@shared/forget-password';
import { MSG } from '@shared/messages';
import { sysSession, sysUser } from '../../../db/schema';
import { TOO_MANY_REQUESTS } from '../../../plugins/rate-limit';
import { auditPasswordRecovered } from '../../../services/audit';
import { fixedWindowLimiter, retryAfterSeconds } from '../../../services/limits';
import { hashPassword } from '../../../services/password';
import { createSmsSender, createVerificationCodes } from '../../../services/sms';
import { maskedPhone } from '../../../services/sms/outbox';
import { CODE_REQUESTS_PER_IP, WRONG_CODE_CHECKS_PER_IP } from './station-code.routes';

const CodeBody = Type.Object({ username: Type.String({ maxLength: 20 }) }, { additionalProperties: false });
const ResetBody = Type.Object(
  { username: Type.String({ maxLength: 20 }), code: Type.String({ maxLength: 10 }), password: Type.String({ maxLength: 128 }) },
  { additionalProperties: false },
);
const Answers = { 200: ErrorSchema, 400: FieldErrorSchema, 429: ErrorSchema };

/**
 * 忘记密码 (public): a code texted to the account's phone, then the code and a new password.
 * The code service and its limits are the portal's message code with the `password` purpose.
 * No answer says whether a phone is an account's: an unknown or disabled one gets the same
 * answer, at once, and no text.
 */
const forgetPassword: FastifyPluginAsyncTypebox = async (app) => {
  const sms = createSmsSender(app.db, app.log);
  const codes = await createVerificationCodes(app.db, sms, 'password');
  const requestsPerIp = fixedWindowLimiter('forgetPasswordCode', CODE_REQUESTS_PER_IP, app.limits);
  const wrongChecksPerIp = fixedWindowLimiter('forgetPasswordCheck', WRONG_CODE_CHECKS_PER_IP, app.limits);
  // Codes go out after the answer, so an account's phone is answered as fast as a stranger's;
  // closing the app waits for the texts under way.
  const sending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.all(sending);
  });

  app.post(FORGET_PASSWORD_API.sendCode, { schema: { body: CodeBody, response: Answers } }, async (request, reply) => {
    const problem = phoneProblem(request.body.username);
    if (problem) return reply.code(400).send({ msg: problem, field: 'username' });
    const wait = await requestsPerIp.take(request.ip);
    if (wait > 0) return reply.code(429).header('retry-after', retryAfterSeconds(wait)).send({ msg: TOO_MANY_REQUESTS });
    const phone = request.body.username.trim();
    const [account] = await app.db
      .select({ userId: sysUser.userId })
      .from(sysUser)
      .where(and(eq(sysUser.username, phone), eq(sysUser.isValid, true)))
      .limit(1);
    if (account) {
      // The phone's 60 s wait and daily cap apply as on the portal; what they decide is not told.
      const sent = codes.request(phone).then(
        (outcome) => request.log.info({ phone: maskedPhone(phone), outcome: outcome.status }, 'password code requested'),
        (error: unknown) => request.log.error({ err: error, phone: maskedPhone(phone) }, 'password code not sent'),
      );
      sending.add(sent);
      void sent.finally(() => sending.delete(sent));
    }
    return { msg: FORGET_PASSWORD_MSG.codeSent };
  });

  app.post(FORGET_PASSWORD_API.reset, { schema: { body: ResetBody, response: Answers } }, async (request, reply) => {
    const { username, code, password } = request.body;
    const problem = phoneProblem(username);
    if (problem) return reply.code(400).send({ msg: problem, field: 'username' });
    if (isBlank(code)) return reply.code(400).send({ msg: FORGET_PASSWORD_MSG.codeRequired, field: 'code' });
    if (isBlank(password)) return reply.code(400).send({ msg: MSG.newPasswordRequired, field: 'password' });
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return reply.code(400).send({ msg: MSG.passwordLength, field: 'password' });

    // Counted before the code is compared, given back when it was right.
    const reservation = await wrongChecksPerIp.reserve(request.ip);
    if (reservation.wait > 0) return reply.code(429).header('retry-after', retryAfterSeconds(reservation.wait)).send({ msg: TOO_MANY_REQUESTS });

    const phone = username.trim();
    // Hashed before the code is known right or wrong, so both answers take the same time.
    const passwordHash = await hashPassword(password, request.ip);
    // The wrong try is committed with the transaction, so a wrong code returns false, not throws.
    const recovered = await app.db.transaction(async (tx) => {
      if (!(await codes.spend(tx, phone, code, request.ip, new Date()))) return false;
      const [user] = await tx
        .update(sysUser)
        .set({ passwordHash, mustChangePassword: false, passwordChangedAt: new Date() })
        .where(and(eq(sysUser.username, phone), eq(sysUser.isValid, true)))
        .returning();
      if (!user) return false;
      await tx.delete(sysSession).where(eq(sysSession.fkUserId, user.userId));
      await auditPasswordRecovered(tx, request, user);
      return true;
    });
    if (!recovered) return reply.code(400).send({ msg: FORGET_PASSWORD_MSG.codeWrong, field: 'code' });
    await reservation.release();
    request.log.info({ phone: maskedPhone(phone) }, 'password recovered');
    return { msg: FORGET_PASSWORD_MSG.done };
  });
};

export default forgetPassword;
