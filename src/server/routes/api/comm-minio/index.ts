import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/commMinio (being built). */
const commMinio: FastifyPluginAsyncTypebox = async () => {};

export default commMinio;
