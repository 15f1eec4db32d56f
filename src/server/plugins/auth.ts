import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { RoleCode } from '@shared/roles';
import { MSG } from '@shared/messages';
import { resolveSession, type SignedInUser } from '../services/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route also takes the session token as `?accessToken=`. Only the logout variant,
     * DELETE /api/sysLogin?accessToken=, opts in: a token in an address ends up in histories, proxies and logs.
     */
    acceptsTokenInQuery?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a live session. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * preHandler of a public route whose answer says more to a signed-in caller: sets the user of
     * a live session, and lets every request through (no token, or a stale one, reads as anonymous).
     */
    identifyUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler factory: 401 without a session, 403 unless the user has one of the roles. */
    requireRole: (...roles: RoleCode[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by requireUser. loginRoleCode is its base role, roleCode its data role. */
    user: SignedInUser | null;
    /** The bearer token as sent, for logout. */
    bearerToken: string | null;
  }
}

/** Reads `Authorization: Bearer <token>`; a route that opts in (the logout variant) also `?accessToken=`. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  if (request.routeOptions.config.acceptsTokenInQuery !== true) return null;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.accessToken === 'string' && query.accessToken ? query.accessToken : null;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('bearerToken', null);

    const requireUser = async (request: FastifyRequest, reply: FastifyReply) => {
      const token = tokenOf(request);
      const user = token ? await resolveSession(app.db, token) : null;
      if (!user) {
        await reply.code(401).send({ msg: MSG.unauthorized });
        return;
      }
      request.user = user;
      request.bearerToken = token;
    };
    app.decorate('requireUser', requireUser);

    app.decorate('identifyUser', async (request: FastifyRequest) => {
      const token = tokenOf(request);
      const user = token ? await resolveSession(app.db, token) : null;
      if (!user) return;
      request.user = user;
      request.bearerToken = token;
    });

    app.decorate('requireRole', (...roles: RoleCode[]) => async (request: FastifyRequest, reply: FastifyReply) => {
      await requireUser(request, reply);
      if (reply.sent) return;
      if (!roles.includes(request.user!.loginRoleCode as RoleCode)) {
        await reply.code(403).send({ msg: MSG.forbidden });
      }
    });
  },
  { name: 'auth', dependencies: ['database'] },
);
