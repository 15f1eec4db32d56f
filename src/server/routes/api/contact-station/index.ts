import { and, asc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { ErrorSchema, Nullable } from '@shared/contracts/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CHOOSER_PAGE_SIZE, DEFAULT_PAGE_NUM } from '@shared/constants';
import { npcDelegate, npcDelegation } from '../../../db/schema';
import portalRoutes from './portal.routes';
import { containsPattern } from '../../../db/like';
import { offsetOf, withTotal } from '../../../db/paging';

/** auditStatus 1: an approved deputy, the only kind the chooser offers unless asked otherwise. */
const APPROVED = 1;


const DelegateQuery = Type.Object({
  delegationId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** 1 country, 2 province, 3 city, 4 county, 5 township. */
  delegateGrade: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  pageNum: Type.Integer({ minimum: 1, default: DEFAULT_PAGE_NUM }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: CHOOSER_PAGE_SIZE }),
  auditStatus: Type.Integer({ minimum: 0, maximum: 9, default: APPROVED }),
  /** Part of the name. */
  delegateName: Type.Optional(Type.String({ maxLength: 50 })),
  /** true lifts the default limit to the caller's own delegation and grade. */
  queryAll: Type.Optional(Type.Boolean()),
  /**
   * Sent by the original client; the documents do not say what it filters, so it is accepted
   * and does not narrow the list (docs/decisions.md).
   */
  initiateMode: Type.Optional(Type.String({ maxLength: 20 })),
});

const ChooserDelegate = Type.Object({
  delegateId: Type.Integer(),
  delegateName: Type.String(),
  sex: Type.String(),
  fkDelegationId: Type.Integer(),
  delegationName: Type.String(),
  delegateGrade: Type.Integer(),
  npcAvatar: Nullable(Type.String()),
});


/**
 * /api/contactStation: the deputy chooser's list. Phones are not part of the answer: choosing a
 * co-signer needs the name and delegation only.
 */
const contactStation: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(portalRoutes);

  app.get(
    '/api/contactStation/getDelegate',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: DelegateQuery,
        response: {
          200: Type.Object({ list: Type.Array(ChooserDelegate), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() }),
          401: ErrorSchema,
        },
      },
    },
    async (request) => {
      const caller = request.user!;
      const { pageNum, pageSize, auditStatus, queryAll } = request.query;
      let { delegationId, delegateGrade } = request.query;

      const [own] = caller.fkDelegateId
        ? await app.db
            .select({ delegateId: npcDelegate.delegateId, fkDelegationId: npcDelegate.fkDelegationId, delegateGrade: npcDelegate.delegateGrade })
            .from(npcDelegate)
            .where(eq(npcDelegate.delegateId, caller.fkDelegateId))
            .limit(1)
        : [];
      if (queryAll !== true) {
        // The default query is the caller's own delegation and grade; a
        // delegation account has a delegation but no grade.
        delegationId ??= own?.fkDelegationId ?? caller.fkDelegationId ?? undefined;
        delegateGrade ??= own?.delegateGrade ?? undefined;
      }

      const name = request.query.delegateName?.trim();
      const filters: (SQL | undefined)[] = [
        eq(npcDelegate.auditStatus, auditStatus),
        delegationId === undefined ? undefined : eq(npcDelegate.fkDelegationId, delegationId),
        delegateGrade === undefined ? undefined : eq(npcDelegate.delegateGrade, delegateGrade),
        name ? ilike(npcDelegate.delegateName, containsPattern(name)) : undefined,
        // The current user never chooses themselves.
        own ? ne(npcDelegate.delegateId, own.delegateId) : undefined,
      ];
      const where = and(...filters);

      const { list, total } = await withTotal(
        app.db,
        npcDelegate,
        where,
        app.db
          .select({
            delegateId: npcDelegate.delegateId,
            delegateName: npcDelegate.delegateName,
            sex: npcDelegate.sex,
            fkDelegationId: npcDelegate.fkDelegationId,
            delegationName: npcDelegation.delegationName,
            delegateGrade: npcDelegate.delegateGrade,
            npcAvatar: npcDelegate.headPortrait,
          })
          .from(npcDelegate)
          .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
          .where(where)
          .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId), asc(npcDelegate.delegateGrade), asc(npcDelegate.delegateId))
          .limit(pageSize)
          .offset(offsetOf({ pageNum, pageSize })),
      );
      return { list, total, pageNum, pageSize };
    },
  );
};

export default contactStation;
