import type { FastifyPluginAsync } from 'fastify';
import commMinio from './api/comm-minio';
import contactStation from './api/contact-station';
import contactStationSuggest from './api/contact-station-suggest';
import doubleContactPerson from './api/double-contact-person';
import health from './api/health';
import linkLogin from './api/link-login';
import notices from './api/notices';
import proposal from './api/proposal';
import suggest from './api/suggest';
import sysLogin from './api/sys-login';
import sysMenu from './api/sys-menu';
import sysNpcState from './api/sys-npc-state';
import sysNpcUnit from './api/sys-npc-unit';
import sysNpcUser from './api/sys-npc-user';
import todo from './api/todo';
import workflowDynamics from './api/workflow/dynamics.routes';

/** Every API area, registered in one place so a newcomer sees the whole surface at a glance. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(health);
  await app.register(sysLogin);
  await app.register(sysMenu);
  await app.register(sysNpcState);
  await app.register(sysNpcUser);
  await app.register(proposal);
  await app.register(suggest);
  await app.register(workflowDynamics);
  await app.register(contactStationSuggest);
  await app.register(todo);
  await app.register(linkLogin);
  await app.register(notices);
  await app.register(commMinio);
  await app.register(contactStation);
  await app.register(doubleContactPerson);
  await app.register(sysNpcUnit);
};
