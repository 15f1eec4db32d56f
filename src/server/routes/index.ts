import type { FastifyPluginAsync } from 'fastify';
import contactStationSuggest from './api/contact-station-suggest';
import health from './api/health';
import linkLogin from './api/link-login';
import notices from './api/notices';
import proposal from './api/proposal';
import suggest from './api/suggest';
import sysLogin from './api/sys-login';
import sysMenu from './api/sys-menu';
import sysNpcState from './api/sys-npc-state';
import sysNpcUser from './api/sys-npc-user';
import todo from './api/todo';

/** Every API area, registered in one place so a newcomer sees the whole surface at a glance. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(sysLogin);
  await app.register(sysMenu);
  await app.register(sysNpcState);
  await app.register(sysNpcUser);
  await app.register(proposal);
  await app.register(suggest);
  await app.register(contactStationSuggest);
  await app.register(todo);
  await app.register(linkLogin);
  await app.register(notices);
};
