import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PORTAL_API } from '@shared/portal';
import { FeedbackSchema, MessageAcceptedSchema, MessageChallengeSchema, MessageSubmissionSchema } from '@shared/portal.schemas';
import { fixedWindowLimiter, retryAfterSeconds } from '../../../services/limits';
import { PROOF_MSG } from '../../../services/portal/message-proof';
import { CODE_MSG, createSmsSender, createVerificationCodes } from '../../../services/sms';
import { ErrorSchema } from '@shared/contracts/common';
import { INTAKE_MSG, acceptMessage, checkSubmission, deputyTakingMessages, findFeedback } from './message-intake.service';

/** Accepted messages from one client address: one a minute, five in five minutes. */
export const ACCEPTED_MESSAGES_PER_IP = [
  { limit: 1, windowMs: 60_000 },
  { limit: 5, windowMs: 5 * 60_000 },
];
/** Feedback queries from one client address: plenty for a citizen, too few to guess numbers and phones. */
const FEEDBACK_QUERIES_PER_IP = [{ limit: 30, windowMs: 5 * 60_000 }];
const TOO_MANY_QUERIES = '查询过于频繁，请稍后再试';

const FeedbackQuery = Type.Object({
  massesSuggestId: Type.String({ maxLength: 40 }),
  massesPhone: Type.Optional(Type.String({ maxLength: 20 })),
  massesName: Type.Optional(Type.String({ maxLength: 50 })),
});

/**
 * The citizen's side of contact-station messages, without a login: leave a message for a deputy
 * (proved by the phone's code or, without a phone, by a proof of work of a challenge) and read its
 * feedback by number and phone (or name). These static paths win over the authenticated
 * `/api/contactStationSuggest/:id` beside them.
 */
const contactStationSuggestPublic: FastifyPluginAsyncTypebox = async (app) => {
  const codes = await createVerificationCodes(app.db, createSmsSender(app.db, app.log));
  const acceptedPerIp = fixedWindowLimiter('acceptedMessages', ACCEPTED_MESSAGES_PER_IP, app.limits);
  const feedbackPerIp = fixedWindowLimiter('feedback', FEEDBACK_QUERIES_PER_IP, app.limits);

  const provers = { codes, proofs: app.messageProofs };

  app.get(PORTAL_API.messageChallenge, { schema: { response: { 200: MessageChallengeSchema } } }, async (_request, reply) => {
    // Each answer is a new challenge: no cache may keep one.
    reply.header('cache-control', 'no-store');
    return app.messageProofs.issue();
  });

  app.post(
    PORTAL_API.submitMessage,
    {
      schema: {
        body: MessageSubmissionSchema,
        response: { 201: MessageAcceptedSchema, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const checked = checkSubmission(request.body);
      if ('msg' in checked) return reply.code(400).send(checked);
      const { message } = checked;
      const deputy = await deputyTakingMessages(app.db, message.fkDelegateId);
      if (!deputy) return reply.code(400).send({ msg: INTAKE_MSG.deputyRequired });
      // Without a phone there is no code: the browser's work on a challenge proves the message
      // instead, so that every message costs its sender something. Checked here, spent with it.
      let proof = null;
      if (message.massesPhone === null) {
        if (!request.body.proof) return reply.code(400).send({ msg: PROOF_MSG.required });
        proof = app.messageProofs.check(request.body.proof);
        if (!proof) return reply.code(400).send({ msg: PROOF_MSG.refused });
      }

      // Counted before storing, so parallel submissions cannot all pass the check first; a
      // message then refused (its code, say) gives its count back, so a refusal is answered with
      // its reason and does not use up the address's allowance.
      const reservation = await acceptedPerIp.reserve(request.ip);
      if (reservation.wait > 0) {
        return reply.code(429).header('retry-after', retryAfterSeconds(reservation.wait)).send({ msg: INTAKE_MSG.tooManyMessages });
      }

      let outcome;
      try {
        outcome = await acceptMessage(app.db, provers, message, deputy, { address: request.ip, proof });
      } catch (error) {
        await reservation.release();
        throw error;
      }
      if (outcome.status !== 'accepted') await reservation.release();
      if (outcome.status === 'codeRefused') return reply.code(400).send({ msg: CODE_MSG.wrongOrExpired });
      if (outcome.status === 'proofRefused') return reply.code(400).send({ msg: PROOF_MSG.refused });
      if (proof) await app.messageProofs.forgetExpired();
      request.log.info({ massesSuggestId: outcome.massesSuggestId, fkDelegateId: message.fkDelegateId }, 'message accepted');
      return reply.code(201).send({ massesSuggestId: outcome.massesSuggestId });
    },
  );

  app.get(
    PORTAL_API.feedback,
    { schema: { querystring: FeedbackQuery, response: { 200: FeedbackSchema, 404: ErrorSchema, 429: ErrorSchema } } },
    async (request, reply) => {
      const wait = await feedbackPerIp.take(request.ip);
      if (wait > 0) return reply.code(429).header('retry-after', retryAfterSeconds(wait)).send({ msg: TOO_MANY_QUERIES });
      const feedback = await findFeedback(app.db, request.query);
      return feedback ?? reply.code(404).send({ msg: INTAKE_MSG.feedbackNotFound });
    },
  );
};

export default contactStationSuggestPublic;
