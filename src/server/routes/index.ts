import type { FastifyPluginAsync } from 'fastify';
import health from './api/health';
import sysLogin from './api/sys-login';
import sysNpcState from './api/sys-npc-state';

/** Every API area, registered in one place so a newcomer sees the whole surface at a glance. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(sysLogin);
  await app.register(sysNpcState);
};
