import { asc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@shared/messages';
import { ADMIN_ROLES } from '@shared/roles';
import type { Database } from '../../../db/database';
import { doubleContactPerson, npcDelegate } from '../../../db/schema';
import type { SessionUserRow } from '../../../services/sessions';
import { ErrorSchema } from '@shared/contracts/common';
import { CROWD_MAX, NAME_MAX_LENGTH, crowdProblem } from '@shared/crowd-contacts';


const CrowdPerson = Type.Object({ name: Type.String(), phone: Type.String() });
const CrowdList = Type.Object({ list: Type.Array(CrowdPerson) });

const ContactCrownBody = Type.Object(
  {
    /** The deputy (delegateId) whose list this is. */
    id: Type.Integer({ minimum: 1 }),
    crowds: Type.Array(
      Type.Object(
        { name: Type.String({ maxLength: NAME_MAX_LENGTH }), phone: Type.String({ maxLength: 20 }) },
        { additionalProperties: false },
      ),
      { maxItems: CROWD_MAX },
    ),
  },
  { additionalProperties: false },
);

async function readList(db: Pick<Database, 'select'>, delegateId: number) {
  return db
    .select({ name: doubleContactPerson.name, phone: doubleContactPerson.phone })
    .from(doubleContactPerson)
    .where(eq(doubleContactPerson.fkDelegateId, delegateId))
    .orderBy(asc(doubleContactPerson.sortNo), asc(doubleContactPerson.personId));
}

const isOwner = (caller: SessionUserRow, delegateId: number) => caller.fkDelegateId === delegateId;

/**
 * /api/doubleContactPerson: a deputy's public (crowd) contact people, read by the chooser's
 * crowd mode and saved as a whole.
 */
const doubleContactPersonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/doubleContactPerson/getCrowdList',
    {
      preHandler: app.requireUser,
      schema: {
        // Without delegateId a deputy reads their own list.
        querystring: Type.Object({ delegateId: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: CrowdList, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const caller = request.user!;
      const delegateId = request.query.delegateId ?? caller.fkDelegateId;
      if (!delegateId) return reply.code(400).send({ msg: `${MSG.badRequest}：delegateId` });
      if (!isOwner(caller, delegateId)) {
        // The administrators read any deputy's crowd contacts; only the deputy themself changes them.
        if (!(ADMIN_ROLES as readonly string[]).includes(caller.loginRoleCode)) return reply.code(403).send({ msg: MSG.forbidden });
        const [deputy] = await app.db.select({ id: npcDelegate.delegateId }).from(npcDelegate).where(eq(npcDelegate.delegateId, delegateId)).limit(1);
        if (!deputy) return reply.code(404).send({ msg: MSG.notFound });
      }
      return { list: await readList(app.db, delegateId) };
    },
  );

  app.post(
    '/api/doubleContactPerson/ContactCrown',
    {
      preHandler: app.requireUser,
      schema: { body: ContactCrownBody, response: { 200: CrowdList, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } },
    },
    async (request, reply) => {
      const { id, crowds } = request.body;
      if (!isOwner(request.user!, id)) return reply.code(403).send({ msg: MSG.forbidden });
      const problem = crowdProblem(crowds);
      if (problem) return reply.code(400).send({ msg: problem });

      const rows = crowds.map((c, index) => ({ fkDelegateId: id, name: c.name.trim(), phone: c.phone.trim(), sortNo: index + 1 }));
      // The list is replaced as a whole: readers see the old list or the new one, never a mix,
      // and the lock on the deputy's row keeps two saves from merging their rows.
      const list = await app.db.transaction(async (tx) => {
        await tx.select({ id: npcDelegate.delegateId }).from(npcDelegate).where(eq(npcDelegate.delegateId, id)).for('update');
        await tx.delete(doubleContactPerson).where(eq(doubleContactPerson.fkDelegateId, id));
        if (rows.length > 0) await tx.insert(doubleContactPerson).values(rows);
        return readList(tx, id);
      });
      return { list };
    },
  );
};

export default doubleContactPersonRoutes;
