import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@shared/contracts/common';
import {
  ArchivalSchema,
  CompositionSchema,
  CrossTableSchema,
  DEPUTY_STATISTICS_API as API,
  IncompletePage,
  IncompleteQuery,
  NameListExportQuery,
  NameListPage,
  NameListQuery,
  RosterChangesSchema,
  SliceExportQuery,
  SlicePage,
  SliceQuery,
  StatisticsOptionsSchema,
  StatisticsQuery,
} from '@shared/contracts/deputy-statistics';
import { FieldErrorSchema } from '@shared/contracts/staff-accounts';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { auditRosterExport } from '../../../services/audit';
import {
  archival,
  archivalWorkbook,
  composition,
  compositionWorkbook,
  crossTable,
  crossTableWorkbook,
  deputiesWorkbook,
  incompleteDeputies,
  rosterChanges,
  sliceDeputies,
  statisticsOptions,
} from '../../../services/deputy-statistics.service';
import { rosterPage, rosterWorkbook } from '../../../services/deputy-roster.service';
import { requireMenu, requireOperation } from '../../../services/permissions';
import { chinaTime, sendWorkbook } from '../../../services/workflow/export.service';

const refusals = { 400: FieldErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/** Today in China, the day ages are counted at. */
const today = () => chinaTime(new Date().toISOString(), true);
const stamp = () => chinaTime(new Date().toISOString()).replace(/[-: ]/g, '').slice(0, 12);

/**
 * 代表统计, 统计明细, 代表构成表, 档案统计 and 代表名册（带照片）: read-only, each guarded by its page's
 * menu (the exports by the page and the `export` operation; the roster by `export` or `print`).
 */
const deputyStatisticsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const statisticsPage = requireMenu(SYSTEM_PAGE.npcMsgStatistics);
  const slicePage = requireMenu(SYSTEM_PAGE.npcMsgStatistics, SYSTEM_PAGE.npcMsgStatisticsShow);
  const crossPage = requireMenu(SYSTEM_PAGE.newStatistics);
  const archivalPage = requireMenu(SYSTEM_PAGE.archivalStatistics);
  const rosterPageGrant = requireMenu(SYSTEM_PAGE.exportWithImages);
  const exporting = requireOperation('export');

  const anyPage = requireMenu(
    SYSTEM_PAGE.npcMsgStatistics,
    SYSTEM_PAGE.npcMsgStatisticsShow,
    SYSTEM_PAGE.newStatistics,
    SYSTEM_PAGE.archivalStatistics,
    SYSTEM_PAGE.exportWithImages,
  );
  app.get(API.options, { preHandler: anyPage, schema: { response: { 200: StatisticsOptionsSchema, 401: ErrorSchema, 403: ErrorSchema } } }, async () => statisticsOptions(app.db));

  app.get(API.composition, { preHandler: statisticsPage, schema: { querystring: StatisticsQuery, response: { 200: CompositionSchema, ...refusals } } }, async (request) =>
    composition(app.db, request.query, today()),
  );
  app.get(API.compositionExport, { preHandler: [statisticsPage, exporting], schema: { querystring: StatisticsQuery } }, async (request, reply) =>
    sendWorkbook(reply, `代表统计_${stamp()}.xlsx`, await compositionWorkbook(await composition(app.db, request.query, today()))),
  );

  app.get(API.changes, { preHandler: statisticsPage, schema: { querystring: StatisticsQuery, response: { 200: RosterChangesSchema, ...refusals } } }, async (request) =>
    rosterChanges(app.db, request.query, today()),
  );

  app.get(API.deputies, { preHandler: slicePage, schema: { querystring: SliceQuery, response: { 200: SlicePage, ...refusals } } }, async (request) => {
    const { pageNum, pageSize, ...query } = request.query;
    return { ...(await sliceDeputies(app.db, query, today(), { pageNum, pageSize })), pageNum, pageSize };
  });
  app.get(API.deputiesExport, { preHandler: [slicePage, exporting], schema: { querystring: SliceExportQuery } }, async (request, reply) => {
    const { list, title } = await sliceDeputies(app.db, request.query, today());
    return sendWorkbook(reply, `代表统计明细_${title.replace('：', '_')}_${stamp()}.xlsx`, await deputiesWorkbook(title, list));
  });

  app.get(API.crossTable, { preHandler: crossPage, schema: { querystring: StatisticsQuery, response: { 200: CrossTableSchema, ...refusals } } }, async (request) =>
    crossTable(app.db, request.query, today()),
  );
  app.get(API.crossTableExport, { preHandler: [crossPage, exporting], schema: { querystring: StatisticsQuery } }, async (request, reply) =>
    sendWorkbook(reply, `代表构成表_${stamp()}.xlsx`, await crossTableWorkbook(await crossTable(app.db, request.query, today()))),
  );

  app.get(API.archival, { preHandler: archivalPage, schema: { querystring: StatisticsQuery, response: { 200: ArchivalSchema, ...refusals } } }, async (request) =>
    archival(app.db, request.query),
  );
  app.get(API.archivalIncomplete, { preHandler: archivalPage, schema: { querystring: IncompleteQuery, response: { 200: IncompletePage, ...refusals } } }, async (request) => {
    const { pageNum, pageSize, ...query } = request.query;
    return { ...(await incompleteDeputies(app.db, query, { pageNum, pageSize })), pageNum, pageSize };
  });
  app.get(API.archivalExport, { preHandler: [archivalPage, exporting], schema: { querystring: StatisticsQuery } }, async (request, reply) => {
    const [value, incomplete] = await Promise.all([archival(app.db, request.query), incompleteDeputies(app.db, request.query)]);
    return sendWorkbook(reply, `档案统计_${stamp()}.xlsx`, await archivalWorkbook(value, incomplete.list));
  });

  app.get(API.nameList, { preHandler: rosterPageGrant, schema: { querystring: NameListQuery, response: { 200: NameListPage, ...refusals } } }, async (request) => {
    const { pageNum, pageSize, ...query } = request.query;
    return rosterPage(app.db, app.storage, query, { pageNum, pageSize });
  });
  app.get(
    API.nameListExport,
    { preHandler: [rosterPageGrant, requireOperation('export', 'print')], schema: { querystring: NameListExportQuery, response: { 400: FieldErrorSchema, 401: ErrorSchema, 403: ErrorSchema } } },
    async (request, reply) => {
      const roster = await rosterWorkbook(app.db, app.storage, request.query);
      const { delegateGrade, delegationId } = request.query;
      await auditRosterExport(app.db, request, { delegateGrade, delegationId, deputies: roster.deputies });
      return sendWorkbook(reply, roster.fileName, roster.buffer);
    },
  );
};

export default deputyStatisticsRoutes;
