import type { FastifyPluginAsync } from 'fastify';
import contactStationSuggest from './api/contact-station-suggest';
import health from './api/health';
import proposal from './api/proposal';
import suggest from './api/suggest';
import sysLogin from './api/sys-login';
import sysNpcState from './api/sys-npc-state';
import todo from './api/todo';

/** Every API area, registered in one place so a newcomer sees the whole surface at a glance. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(sysLogin);
  await app.register(sysNpcState);
  await app.register(proposal);
  await app.register(suggest);
  await app.register(contactStationSuggest);
  await app.register(todo);
};
