import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/contactStation (being built). */
const contactStation: FastifyPluginAsyncTypebox = async () => {};

export default contactStation;
