import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** /api/doubleContactPerson (being built). */
const doubleContactPerson: FastifyPluginAsyncTypebox = async () => {};

export default doubleContactPerson;
