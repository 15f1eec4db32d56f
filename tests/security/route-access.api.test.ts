import { issueUploadTicket } from '@server/services/storage/upload-tickets';
import diagnostics from 'node:diagnostics_channel';
import { Readable } from 'node:stream';
import { and, desc, eq, isNotNull, ne } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_API, STATION_CODE_TYPE } from '@shared/portal';
import { commArea, npcDelegate, smsOutbox, sysCompetence } from '@server/db/schema';
import { PORTAL_CONTENT_API } from '@shared/contracts/portal-content';
import { DELEGATION_API } from '@shared/delegation-work';
import { createSession } from '@server/services/sessions';
import { newObjPath } from '@server/services/storage/object-path';
import { createBindMessage, issueLoginLink } from '@server/routes/api/link-login/login-links.service';
import { proofFor } from '../helpers/message-proof';
import { bearer, createTestApp, type TestApp, userIdOf } from '../helpers/test-app';
import { DEMO, createApiDriver, type ApiDriver } from '../helpers/api-driver';
import { ACCOUNT, ROLES, ROUTE_TABLE, type MatrixContext, type MatrixRequest, type MatrixRole } from './route-access.table';

/**
 * The authorization matrix: every route the app registers × every demo role, the
 * status from route-access.table.ts. A route without a row, or a row without a route, fails.
 */

let t: TestApp;
let d: ApiDriver;
/** `METHOD path` of every route, as Fastify registered them (onRoute). */
const registered = new Set<string>();
const tokens = new Map<MatrixRole, string>();
let ids: MatrixContext['ids'];

let ipSerial = 0;
/** Each request comes from an address of its own, so no per-address limit bites. */
const newIp = () => {
  ipSerial += 1;
  return `10.${80 + Math.floor(ipSerial / 62_500)}.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

/**
 * Fastify announces every new instance on the `fastify.initialization` diagnostics channel
 * before any plugin is registered, so an onRoute hook added there sees every route, in every
 * plugin, exactly as registered (the hook is what APM tools use; no change to app.ts needed).
 */
async function createAppCollectingRoutes(): Promise<TestApp> {
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of ([] as HTTPMethods[]).concat(route.method)) registered.add(`${method} ${route.url}`);
    });
  };
  channel.subscribe(onInit);
  try {
    return await createTestApp();
  } finally {
    channel.unsubscribe(onInit);
  }
}

/** The routes to check: HEAD twins of GET routes (added by Fastify) are checked through their GET. */
function routesToCheck(): string[] {
  return [...registered].filter((route) => !(route.startsWith('HEAD ') && registered.has(route.replace(/^HEAD /, 'GET ')))).sort();
}

async function json(response: { statusCode: number; body: string }, what: string) {
  if (response.statusCode >= 300) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return JSON.parse(response.body) as Record<string, unknown>;
}

async function asAdmin(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(await t.tokenFor(ACCOUNT.NPC_ADMIN)), remoteAddress: newIp(), ...(payload === undefined ? {} : { payload: payload as never }) });
}

async function newMenu(): Promise<number> {
  const body = await json(await asAdmin('POST', '/api/sysNpcMenu', { menuName: '矩阵测试菜单', parentMenuId: null }), 'menu');
  return body.menuId as number;
}

async function newNotice(username: string, title: string): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/notice', headers: bearer(await t.tokenFor(username)), remoteAddress: newIp(), payload: { noticeTitle: title } });
  return (await json(response, 'notice')).noticeId as number;
}

let liveCode: Promise<{ phone: string; code: string }> | undefined;
function codeForMatrix(): Promise<{ phone: string; code: string }> {
  liveCode ??= (async () => {
    const phone = '13711110000';
    const sent = await t.app.inject({ method: 'POST', url: PORTAL_API.sendCode, payload: { username: phone, type: STATION_CODE_TYPE }, remoteAddress: newIp() });
    if (sent.statusCode !== 200) throw new Error(`sendCode: ${sent.statusCode} ${sent.body}`);
    const [latest] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId)).limit(1);
    const code = /验证码为(\d{6})/.exec(latest?.text ?? '')?.[1];
    if (!code) throw new Error('no code in the outbox');
    return { phone, code };
  })();
  return liveCode;
}

/** Portal content made for one row (as the administrator), in the 东城街道 station. */
async function portalFixture(kind: 'column' | 'article' | 'reception' | 'deputy'): Promise<number> {
  if (kind === 'deputy') {
    // A deputy of another station moves to 东城街道, so a row may take them off it again.
    const [deputy] = await t.database.db
      .select({ delegateId: npcDelegate.delegateId })
      .from(npcDelegate)
      .where(and(isNotNull(npcDelegate.fkStationId), ne(npcDelegate.fkStationId, ids.stationId)))
      .limit(1);
    await t.database.db.update(npcDelegate).set({ fkStationId: ids.stationId }).where(eq(npcDelegate.delegateId, deputy.delegateId));
    return deputy.delegateId;
  }
  if (kind === 'column') {
    const body = await json(await asAdmin('POST', PORTAL_CONTENT_API.columns, { columnName: '矩阵测试栏目', picture: null, fkStationId: ids.stationId, sortNo: 99, isValid: true }), 'column');
    return body.columnId as number;
  }
  if (kind === 'article') {
    const columnId = await portalFixture('column');
    const payload = { fkColumnId: columnId, title: '矩阵测试文章', source: null, content: '<p>权限矩阵测试。</p>', thumbnail: null, isCarousel: false };
    return (await json(await asAdmin('POST', PORTAL_CONTENT_API.articles, payload), 'article')).resourcesId as number;
  }
  const payload = { fkStationId: ids.stationId, receptionDate: '2099-01-05', startTime: '09:00', endTime: '11:00', place: '矩阵测试接待室', delegateIds: [ids.authorDelegateId], remark: null };
  return (await json(await asAdmin('POST', PORTAL_CONTENT_API.receptions, payload), 'reception')).receptionId as number;
}

/** A published document of 巴州区代表团 (the liaison's and the author's delegation), made for one row. */
async function delegationDocument(): Promise<number> {
  const payload = { ...(await delegationDocumentBody()), title: '矩阵测试文件' };
  return ((await json(await asAdmin('POST', DELEGATION_API.list('document'), payload), 'delegation document')).record as { recordId: number }).recordId;
}

async function delegationDocumentBody(): Promise<Record<string, unknown>> {
  const options = await json(await asAdmin('GET', DELEGATION_API.options), 'delegation options');
  const bazhou = (options.delegations as { id: number; name: string }[]).find((d) => d.name === '巴州区代表团')!;
  return { fkDelegationId: bazhou.id, title: '矩阵测试文件（改）', category: '通知', happenDate: '2026-03-20', organiser: '巴州区代表团', summary: null, attachments: [], isPublished: true };
}

function contextFor(role: MatrixRole): MatrixContext {
  return {
    role,
    ids,
    async freshDraft(kind) {
      const created = await d.create(DEMO.author, kind, { title: '矩阵测试草稿', content: '权限矩阵测试。' });
      if (created.statusCode !== 201) throw new Error(`draft: ${created.statusCode} ${JSON.stringify(created.body)}`);
      return { id: created.body.id as number, version: created.body.version as number };
    },
    freshMessage: async () => d.insertMessage({ delegateId: ids.authorDelegateId, stationId: ids.stationId }),
    freshMenu: newMenu,
    async freshToken() {
      return role === 'anonymous' ? null : createSession(t.database.db, await userIdOf(t, ACCOUNT[role]));
    },
    async freshLoginLink() {
      return (await issueLoginLink(t.database.db, { userId: ids.authorUserId, issuedBy: await userIdOf(t, ACCOUNT.NPC_ADMIN), bindMsgId: null })).token;
    },
    liveCode: codeForMatrix,
    messageProof: () => proofFor(t.app),
    async signedPutUrl() {
      const objPath = newObjPath('matrix.txt');
      await t.app.uploads.issue(ids.authorUserId, objPath);
      return t.app.storage.presignedPutUrl(objPath);
    },
    signedGetUrl: () => t.app.storage.presignedGetUrl(ids.objPath),
    freshPortal: portalFixture,
    freshDelegationDocument: delegationDocument,
    delegationDocumentBody,
    async stationBody() {
      const body = await json(await asAdmin('GET', PORTAL_CONTENT_API.station(ids.stationId)), 'station');
      const { stationId: _id, delegateCount: _count, ...rest } = body;
      return rest;
    },
    async freshUploadTicket() {
      const { id } = await this.freshDraft('suggest');
      const actor = await d.actorOf(DEMO.author);
      return (await issueUploadTicket(t.database.db, 'suggest', id, actor)).ticket;
    },
  };
}

beforeAll(async () => {
  t = await createAppCollectingRoutes();
  d = createApiDriver(t);
  for (const role of ROLES) if (role !== 'anonymous') tokens.set(role, await t.tokenFor(ACCOUNT[role]));

  const authorDelegateId = await d.deputyId(DEMO.author);
  const authorUserId = await userIdOf(t, DEMO.author);
  const stationId = await d.stationId(DEMO.station);
  const columns = await json(await t.app.inject({ method: 'GET', url: '/api/contactStationColumn/gateway', remoteAddress: newIp() }), 'columns');
  const columnId = (columns.list as { columnId: number }[])[0].columnId;
  const articles = await json(await t.app.inject({ method: 'GET', url: `/api/contactStationResource/resource?columns=${columnId}`, remoteAddress: newIp() }), 'articles');
  const articleId = (articles.list as { resourcesId: number }[])[0].resourcesId;
  const messageId = await d.insertMessage({ delegateId: authorDelegateId, stationId });
  const objPath = newObjPath('matrix.txt');
  await t.app.storage.put(objPath, Readable.from([Buffer.from('权限矩阵测试文件')]), { maxBytes: 1024 });
  const [competence] = await t.database.db.select({ competenceId: sysCompetence.competenceId }).from(sysCompetence).limit(1);
  const [county] = await t.database.db.select({ areaId: commArea.areaId }).from(commArea).where(eq(commArea.areaLevel, 3)).limit(1);
  const authorNoticeId = await newNotice(ACCOUNT.人大管理员, '矩阵测试：仅发给代表');
  await json(await asAdmin('POST', '/api/noticeReceive/fastBatch', [{ fkNoticeId: authorNoticeId, fkUserId: authorUserId }]), 'distribute');

  ids = {
    authorDelegateId,
    authorUserId,
    stationId,
    columnId,
    articleId,
    proposalId: await d.proposalAt(500),
    suggestId: await d.suggestionAt('400'),
    messageId,
    messagePhone: '13512345678',
    objPath,
    menuId: await newMenu(),
    competenceId: competence.competenceId,
    countyId: county.areaId,
    batchNoticeId: await newNotice(ACCOUNT.人大管理员, '矩阵测试：分发'),
    authorNoticeId,
    authorBindMsgId: await createBindMessage(t.database.db, { userId: authorUserId, msgType: 1, localId: 1 }),
    resetTargetUserId: await userIdOf(t, DEMO.otherDelegationDeputy),
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('the authorization matrix', () => {
  it('has exactly one row for every registered route', () => {
    const routes = routesToCheck();
    expect(routes.length, 'routes were collected').toBeGreaterThan(40);
    expect(routes.filter((route) => !(route in ROUTE_TABLE)), 'routes without a row in route-access.table.ts').toEqual([]);
    expect(Object.keys(ROUTE_TABLE).filter((route) => !registered.has(route)), 'rows naming no registered route').toEqual([]);
  });

  it('answers every route and every role as the table says', async () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const route of routesToCheck()) {
      const row = ROUTE_TABLE[route];
      if (!row) continue; // reported by the test above
      const method = route.slice(0, route.indexOf(' ')) as HTTPMethods;
      for (const role of ROLES) {
        const request: MatrixRequest = await row.request(contextFor(role));
        const token = request.token === undefined ? tokens.get(role) : request.token;
        const response = await t.app.inject({
          method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
          url: request.url,
          headers: { ...(token ? bearer(token) : {}), ...request.headers },
          remoteAddress: newIp(),
          ...(request.payload === undefined ? {} : { payload: request.payload as never }),
        });
        checked += 1;
        if (response.statusCode !== row.expect[role]) {
          mismatches.push(`${route} as ${role}: expected ${row.expect[role]}, got ${response.statusCode} ${response.body.slice(0, 120)} (${row.rule})`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(checked).toBe(routesToCheck().length * ROLES.length);
  }, 180_000);
});
