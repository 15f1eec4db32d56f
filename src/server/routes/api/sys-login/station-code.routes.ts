import formbody from '@fastify/formbody';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { phoneProblem } from '@machines/verification-code';
import { isBlank } from '@shared/blank';
import { PORTAL_API, STATION_CODE_TYPE } from '@shared/portal';
import { fixedWindowLimiter, retryAfterSeconds } from '../../../services/limits';
import { CODE_MSG, createSmsSender, createVerificationCodes } from '../../../services/sms';
import { ErrorSchema } from '@shared/contracts/common';
import { TOO_MANY_REQUESTS } from '../../../plugins/rate-limit';

/** Code requests from one client address: enough for a few phones, too few to flood phones with texts. */
export const CODE_REQUESTS_PER_IP = [{ limit: 5, windowMs: 5 * 60_000 }];
/**
 * Wrong code checks from one client address, whatever the phones: the form never needs more,
 * and guessing across many phones' codes from one address stops here.
 */
export const WRONG_CODE_CHECKS_PER_IP = [{ limit: 10, windowMs: 5 * 60_000 }];

const SendCodeBody = Type.Object({
  /** The phone (the contract's field name). */
  username: Type.Optional(Type.String({ maxLength: 20 })),
  type: Type.Optional(Type.String({ maxLength: 20 })),
});

const CheckCodeQuery = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 10 })),
  username: Type.Optional(Type.String({ maxLength: 20 })),
});

const Answer = { 200: ErrorSchema, 400: ErrorSchema, 429: ErrorSchema, 503: ErrorSchema };

/**
 * The message form's verification code (design/lifecycles.md): send
 * one to a phone and check it. The code itself only ever leaves through the SMS sender.
 */
const stationCode: FastifyPluginAsyncTypebox = async (app) => {
  // The code request arrives as a form; JSON is accepted too. The parser stays in this plugin.
  await app.register(formbody, { bodyLimit: 4 * 1024 });
  const codes = await createVerificationCodes(app.db, createSmsSender(app.db, app.log));
  const perIp = fixedWindowLimiter('sendCode', CODE_REQUESTS_PER_IP, app.limits);
  const wrongChecksPerIp = fixedWindowLimiter('checkStationCode', WRONG_CODE_CHECKS_PER_IP, app.limits);

  app.post(PORTAL_API.sendCode, { schema: { body: SendCodeBody, response: Answer } }, async (request, reply) => {
    const problem = phoneProblem(request.body.username);
    if (problem) return reply.code(400).send({ msg: problem });
    if (request.body.type !== STATION_CODE_TYPE) return reply.code(400).send({ msg: CODE_MSG.typeInvalid });
    const phone = request.body.username!.trim();

    // Only texts actually sent count against the address. The text is counted before it is
    // sent, so parallel requests cannot all pass the check first; a request the phone's own rules
    // refuse, or that the gateway fails, gives its count back.
    const reservation = await perIp.reserve(request.ip);
    if (reservation.wait > 0) {
      return reply.code(429).header('retry-after', retryAfterSeconds(reservation.wait)).send({ msg: TOO_MANY_REQUESTS });
    }

    let outcome;
    try {
      outcome = await codes.request(phone);
    } catch (error) {
      await reservation.release();
      request.log.error({ err: error, phone }, 'verification code not sent');
      return reply.code(503).send({ msg: CODE_MSG.sendFailed });
    }
    if (outcome.status !== 'sent') await reservation.release();
    if (outcome.status === 'tooSoon') {
      return reply.code(429).header('retry-after', outcome.retryAfterSeconds).send({ msg: CODE_MSG.tooSoon(outcome.retryAfterSeconds) });
    }
    if (outcome.status === 'dailyCapReached') return reply.code(429).send({ msg: CODE_MSG.dailyCapReached });
    return { msg: CODE_MSG.sent };
  });

  app.get(PORTAL_API.checkCode, { schema: { querystring: CheckCodeQuery, response: Answer } }, async (request, reply) => {
    const { code, username } = request.query;
    const problem = phoneProblem(username);
    if (problem) return reply.code(400).send({ msg: problem });
    if (isBlank(code)) return reply.code(400).send({ msg: CODE_MSG.codeRequired });

    // Each check is counted before the code is compared (so parallel guesses cannot all slip in)
    // and given back when it was right: only wrong checks use up the address's allowance.
    const reservation = await wrongChecksPerIp.reserve(request.ip);
    if (reservation.wait > 0) {
      return reply.code(429).header('retry-after', retryAfterSeconds(reservation.wait)).send({ msg: TOO_MANY_REQUESTS });
    }
    let correct;
    try {
      correct = await codes.check(username!.trim(), code!, request.ip);
    } catch (error) {
      await reservation.release();
      throw error;
    }
    if (!correct) return reply.code(400).send({ msg: CODE_MSG.wrongOrExpired });
    await reservation.release();
    return { msg: CODE_MSG.correct };
  });
};

export default stationCode;
