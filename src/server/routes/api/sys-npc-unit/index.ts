import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/sysNpcUnit (being built). */
const sysNpcUnit: FastifyPluginAsyncTypebox = async () => {};

export default sysNpcUnit;
