import { DEMO_PASSWORD } from '@server/seed/accounts';
import { PORTAL_API, STATION_CODE_TYPE } from '@shared/portal';
import { PORTAL_CONTENT_API as PC } from '@shared/contracts/portal-content';
import { DELEGATION_API as DW } from '@shared/delegation-work';
import { ELECTORAL_UNIT_API } from '@shared/groups';

/**
 * The authorization matrix: every route of the API, one request for it, and the
 * status each demo role must get. route-access.api.test.ts collects the routes the app really
 * registers and fails when one has no row here, or a row names no route.
 *
 * The expected statuses come from the product's rules (docs/decisions.md "Lifecycles and the
 * workflow API" → Visibility, "Citizens' messages", "Menus and permissions", "Notices", the
 * route code's role lists), not from what the server happens to answer.
 * 401 is requireUser / requireRole without a token; 403 a role with no business on the route;
 * 404 an object outside the caller's view (its existence is not revealed).
 */

export const ROLES = [
  'anonymous',
  'NPC_ADMIN',
  '人大管理员',
  'NPC_WORK',
  'NPC_SPECIAL_COMMITTEE',
  'NPC_DELEGATION',
  'NPC_GOV',
  'NPC_UNIT',
  'NPC_STATION',
  'NPC_GROUP',
  'NPC_REPRESENT',
] as const;
export type MatrixRole = (typeof ROLES)[number];
export type SignedInRole = Exclude<MatrixRole, 'anonymous'>;

/** The demo account playing each role (design/demo-data.md). */
export const ACCOUNT: Record<SignedInRole, string> = {
  NPC_ADMIN: '13800000000',
  人大管理员: '13800000001',
  NPC_WORK: '13800000002',
  NPC_SPECIAL_COMMITTEE: '13800000003',
  /** 巴州区代表团: the author's delegation. */
  NPC_DELEGATION: '13800000004',
  /** 巴中市交通运输局: the main unit of the records below. */
  NPC_GOV: '13800000005',
  /** 巴中市住房和城乡建设局: the co-handling unit of the records below. */
  NPC_UNIT: '13800000006',
  /** 东城街道 station: the author's station. */
  NPC_STATION: '13800000007',
  NPC_GROUP: '13800000008',
  /** 张明华, the author of the records below. */
  NPC_REPRESENT: '13900000001',
};

/** One request of the matrix. The runner adds the role's bearer token (unless `token` says otherwise) and an address of its own. */
export interface MatrixRequest {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** A token to send instead of the role's own (null: none at all). */
  token?: string | null;
}

/**
 * What a row may use: demo ids found at run time, and records made for the row, so a request
 * that changes something never changes what a later row reads.
 */
export interface MatrixContext {
  role: MatrixRole;
  ids: {
    /** delegateId and userId of 张明华 (NPC_REPRESENT). */
    authorDelegateId: number;
    authorUserId: number;
    /** 东城街道 station. */
    stationId: number;
    columnId: number;
    articleId: number;
    /** A proposal at 500 and a suggestion at 400 of the author, assigned to both demo units. */
    proposalId: number;
    suggestId: number;
    /** A message to the author at his station, left with phone `messagePhone`. */
    messageId: string;
    messagePhone: string;
    /** A stored file. */
    objPath: string;
    /** A menu made for the matrix and an operation id. */
    menuId: number;
    competenceId: number;
    /** A county (an electoral unit lies in one). */
    countyId: number;
    /** A notice of 人大管理员, distributed by the fastBatch row. */
    batchNoticeId: number;
    /** A notice distributed to the author alone. */
    authorNoticeId: number;
    /** A bind message of the author. */
    authorBindMsgId: number;
    /** A deputy no other row uses: the target of the password reset. */
    resetTargetUserId: number;
  };
  /** A draft of the author, new for this row. */
  freshDraft(kind: 'proposal' | 'suggest'): Promise<{ id: number; version: number }>;
  /** A new unread message to the author at his station. */
  freshMessage(): Promise<string>;
  /** A new top-level menu. */
  freshMenu(): Promise<number>;
  /** A new session of the role's account (null for anonymous), for requests that end one. */
  freshToken(): Promise<string | null>;
  /** A one-time login link of the author. */
  freshLoginLink(): Promise<string>;
  /** A live verification code for `codePhone`. */
  liveCode(): Promise<{ phone: string; code: string }>;
  /** A solved challenge, the proof a message without a phone carries. */
  messageProof(): Promise<{ challenge: string; nonce: string }>;
  /** A signed address to PUT a new file to (issued to the author, as the presign route does), and one to GET the stored file. */
  signedPutUrl(): Promise<string>;
  signedGetUrl(): string;
  /** A new upload-from-phone ticket to a new draft of the author. */
  freshUploadTicket(): Promise<string>;
  /** Portal content of the 东城街道 station made for this row: a column, a draft article, a reception day, a deputy moved there. */
  freshPortal(kind: 'column' | 'article' | 'reception' | 'deputy'): Promise<number>;
  /** The 东城街道 station's information as its edit form sends it. */
  stationBody(): Promise<Record<string, unknown>>;
  /** A published document of 巴州区代表团 made for this row, and a valid body of one. */
  freshDelegationDocument(): Promise<number>;
  delegationDocumentBody(): Promise<Record<string, unknown>>;
}

export type Expected = Record<MatrixRole, 200 | 201 | 204 | 400 | 401 | 403 | 404>;
type Status = Expected[MatrixRole];

export interface RouteRow {
  /** The rule the expectation follows, in a line. */
  rule: string;
  request(ctx: MatrixContext): MatrixRequest | Promise<MatrixRequest>;
  expect: Expected;
}

const allRoles = (status: Status): Expected => Object.fromEntries(ROLES.map((role) => [role, status])) as Expected;

/** A public route: the same answer for everyone, signed in or not. */
const everyone = (status: Status): Expected => allRoles(status);

/** requireUser: 401 without a token; `status` for every signed-in role unless `except` says otherwise. */
const signedIn = (status: Status, except: Partial<Record<SignedInRole, Status>> = {}): Expected => ({
  ...allRoles(status),
  anonymous: 401,
  ...except,
});

/** 401 without a token; `status` for the roles listed; `otherwise` (403) for the rest. */
const only = (roles: readonly SignedInRole[], status: Status, otherwise: Status = 403): Expected => ({
  ...allRoles(otherwise),
  anonymous: 401,
  ...Object.fromEntries(roles.map((role) => [role, status])),
});

const ADMINS = ['NPC_ADMIN', '人大管理员'] as const;
/** Oversight of every submitted proposal and suggestion (records.service OVERSEERS). */
const OVERSEERS = ['NPC_ADMIN', '人大管理员', 'NPC_WORK', 'NPC_SPECIAL_COMMITTEE'] as const;
/** Who may list proposals and suggestions at all: overseers, deputies, units, delegations. */
const RECORD_READERS = [...OVERSEERS, 'NPC_REPRESENT', 'NPC_GOV', 'NPC_UNIT', 'NPC_DELEGATION'] as const;
/** Who keeps the portal's content: the administrators, and station managers for their own station. */
const PORTAL_KEEPERS = [...ADMINS, 'NPC_STATION'] as const;
/** Who keeps a delegation's records: the office (every delegation) and the liaison (巴州区, its own). */
const DELEGATION_KEEPERS = [...ADMINS, 'NPC_DELEGATION'] as const;
/** Numbers the stations the matrix creates, each with a code of its own. */
let portalSerial = 0;
/** Who may list citizens' messages: administrators, the deputies, station managers. */
const MESSAGE_READERS = [...ADMINS, 'NPC_REPRESENT', 'NPC_STATION'] as const;

/** A session's body for the matrix's session rows. */
const MATRIX_SESSION = { times: 1, timesStartTime: null, currentMeetStatus: 2, proposalOpenAt: null, proposalCloseAt: null };

const query = (url: string, params: Record<string, string | number | boolean>) =>
  `${url}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)]))}`;
const form = (fields: Record<string, string | number>) => ({
  payload: new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)])).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

/** The small picture the editor upload takes (a PNG signature is what the type check reads). */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-matrix-image')]);
function multipartPng(): Pick<MatrixRequest, 'payload' | 'headers'> {
  const boundary = '----rdlz-matrix-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="matrix.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Rows for /api/proposal and /api/suggest, which share their routes (workflow/records.routes.ts). */
function recordRows(kind: 'proposal' | 'suggest'): Record<string, RouteRow> {
  const base = `/api/${kind}`;
  const idOf = (ctx: MatrixContext) => (kind === 'proposal' ? ctx.ids.proposalId : ctx.ids.suggestId);
  return {
    [`POST ${base}`]: {
      rule: 'Creating is for deputies only (decisions.md, Creating).',
      request: () => ({ url: base, payload: { title: '矩阵测试草稿', content: '权限矩阵测试。' } }),
      expect: only(['NPC_REPRESENT'], 201),
    },
    [`GET ${base}`]: {
      rule: 'Overseers, deputies, units and delegations list records; other roles get 403 (decisions.md, Visibility).',
      request: () => ({ url: base }),
      expect: only(RECORD_READERS, 200),
    },
    [`GET ${base}/export`]: {
      rule: 'The export has the list’s filters and visibility.',
      request: () => ({ url: `${base}/export` }),
      expect: only(RECORD_READERS, 200),
    },
    [`GET ${base}/:id`]: {
      rule: 'A submitted record assigned to both demo units: overseers, deputies, its units and the author’s delegation see it; anyone else gets 404.',
      request: (ctx) => ({ url: `${base}/${idOf(ctx)}` }),
      expect: only(RECORD_READERS, 200, 404),
    },
    [`POST ${base}/:id/events`]: {
      rule: 'A draft is its author’s alone: SAVE by anyone else is 404 (even the super administrator, who cannot see drafts).',
      request: async (ctx) => {
        const draft = await ctx.freshDraft(kind);
        return { url: `${base}/${draft.id}/events`, payload: { type: 'SAVE', version: draft.version, title: '矩阵测试草稿（已保存）' } };
      },
      expect: only(['NPC_REPRESENT'], 200, 404),
    },
  };
}

/**
 * The table: `METHOD path` as Fastify registers it. HEAD routes Fastify adds for every GET are
 * covered by their GET row.
 */
// ─── Reference tables (managed tables: services/managed-table.ts) ──────────────────────────

/** A row id no table has: a writer reaches the lookup (404), anyone else is refused before it (403). */
const NO_ROW = 2_000_000_000;

/**
 * The routes of one managed table: its writers get 200 on the list and on adding (a row of
 * their own, so parallel roles do not collide) and 404 on a row that does not exist.
 */
function managedRows(base: string, label: string, writers: readonly SignedInRole[], body: (ctx: MatrixContext) => object, extra: { valid?: boolean; move?: boolean } = {}): Record<string, RouteRow> {
  const rule = `${label}: ${writers.join(', ')} manage it; others 403.`;
  const rows: Record<string, RouteRow> = {
    [`GET ${base}/page`]: { rule, request: () => ({ url: `${base}/page` }), expect: only(writers, 200) },
    [`POST ${base}`]: { rule, request: (ctx) => ({ url: base, payload: body(ctx) }), expect: only(writers, 200) },
    [`PUT ${base}/:id`]: { rule, request: (ctx) => ({ url: `${base}/${NO_ROW}`, payload: body(ctx) }), expect: only(writers, 404) },
    [`DELETE ${base}/:id`]: { rule, request: () => ({ url: `${base}/${NO_ROW}` }), expect: only(writers, 404) },
  };
  if (extra.valid !== false) rows[`PUT ${base}/:id/valid`] = { rule, request: () => ({ url: `${base}/${NO_ROW}/valid`, payload: { isValid: false } }), expect: only(writers, 404) };
  if (extra.move) rows[`PUT ${base}/:id/move`] = { rule, request: () => ({ url: `${base}/${NO_ROW}/move`, payload: { direction: 'up' } }), expect: only(writers, 404) };
  return rows;
}

/** A 任免人员 record as the form sends it. */
const MATRIX_APPOINTMENT = {
  personName: '矩阵人员',
  sex: '男',
  birth: null,
  kind: 1,
  post: '矩阵职务',
  unit: '',
  decisionDate: '2026-01-20',
  session: '市五届人大常委会第三十五次会议',
  documentNo: '',
  remark: '',
  attachments: [],
};

const roleIndex = (ctx: MatrixContext) => ROLES.indexOf(ctx.role);

function referenceRows(): Record<string, RouteRow> {
  return {
    ...managedRows('/api/commDictType', '字典分类', ['NPC_ADMIN'], (ctx) => ({ typeCode: `matrix${roleIndex(ctx)}`, typeName: '矩阵分类', sort_num: 99 }), { move: true }),
    ...managedRows('/api/commDictData', '字典数据 (dictAdd, dictEdit, dictDelete)', ADMINS, (ctx) => ({ typeCode: 'sex', dataKey: `m${roleIndex(ctx)}`, dataValue: '矩阵', sort_num: 99 }), { move: true }),
    ...managedRows('/api/npcOrganization', '组织机构', ADMINS, (ctx) => ({ organizationName: `矩阵人大${roleIndex(ctx)}`, delegateGrade: 5, sortNo: 99 }), { move: true }),
    ...managedRows('/api/sysNpcDelegation', '代表团', ADMINS, (ctx) => ({ delegationName: `矩阵代表团${roleIndex(ctx)}`, fkNpcId: 1, delegationLevel: 3, sortNo: 99 }), { move: true }),
    ...managedRows('/api/sysNpcUnit', '承办单位 (unitAdd, unitEdit)', [...ADMINS, 'NPC_WORK'], (ctx) => ({ unitName: `矩阵单位${roleIndex(ctx)}`, assignType: 7, term: 5, times: 3 })),
    ...managedRows('/api/npcSpecialCommittee', '专门委员会', ADMINS, (ctx) => ({ committeeName: `矩阵委员会${roleIndex(ctx)}`, sortNo: 99 }), { move: true }),
    ...managedRows(
      '/api/npcSpecialCommitteeMember',
      '专门委员会成员',
      ADMINS,
      (ctx) => ({ fkSpecialCommitteeId: 1, fkDelegateId: ctx.ids.authorDelegateId, specialCommitteePosition: '委员', term: 9, times: 10 + roleIndex(ctx) }),
      { valid: false },
    ),
    ...managedRows('/api/sysUrl', '接口地址', ['NPC_ADMIN'], (ctx) => ({ urlName: '矩阵地址', url: `https://matrix.example.cn/${roleIndex(ctx)}`, sortNo: 99 }), { move: true }),
    'GET /api/commDictType': { rule: 'Dictionary types for selects: any signed-in user.', request: () => ({ url: '/api/commDictType' }), expect: signedIn(200) },
    'GET /api/npcOrganization': { rule: 'Organisations: any signed-in user.', request: () => ({ url: query('/api/npcOrganization', { pageSize: 1000, isValid: true }) }), expect: signedIn(200) },
    'GET /api/sysNpcDelegation': { rule: 'Delegations: any signed-in user.', request: () => ({ url: query('/api/sysNpcDelegation', { fkNpcId: 1 }) }), expect: signedIn(200) },
    'GET /api/sysUrl': { rule: 'Addresses a menu of open type 4 may embed: the menu administrators.', request: () => ({ url: '/api/sysUrl' }), expect: only(ADMINS, 200) },
  };
}

export const ROUTE_TABLE: Record<string, RouteRow> = {
  // ─── Health, sign-in, link login ──────────────────────────────────────────────────────────
  'GET /api/health': { rule: 'Public: load balancers ask it.', request: () => ({ url: '/api/health' }), expect: everyone(200) },
  'GET /api/ping': { rule: 'Public: a liveness probe without database access.', request: () => ({ url: '/api/ping' }), expect: everyone(200) },
  'POST /api/sysLogin': {
    rule: 'Public: anyone may sign in (each role signs in its own account; anonymous a deputy’s).',
    request: (ctx) => ({
      url: '/api/sysLogin',
      payload: { username: ctx.role === 'anonymous' ? '13900000002' : ACCOUNT[ctx.role], password: DEMO_PASSWORD },
      token: null,
    }),
    expect: everyone(200),
  },
  'GET /api/sysLogin': { rule: 'Who am I: any signed-in user.', request: () => ({ url: '/api/sysLogin' }), expect: signedIn(200) },
  'DELETE /api/sysLogin': {
    rule: 'Sign out: any signed-in user (a session made for the row, so the shared one lives on).',
    request: async (ctx) => ({ url: '/api/sysLogin', token: await ctx.freshToken() }),
    expect: signedIn(204),
  },
  'GET /api/sysLogin/sysMenu': { rule: 'One’s own menus: any signed-in user.', request: () => ({ url: '/api/sysLogin/sysMenu' }), expect: signedIn(200) },
  'POST /api/bind/loginLink': {
    rule: 'Issuing a login link: NPC_ADMIN and 人大管理员, each for whom login-link-policy.ts allows (both for a deputy).',
    request: (ctx) => ({ url: '/api/bind/loginLink', payload: { userId: ctx.ids.authorUserId } }),
    expect: only(ADMINS, 201),
  },
  'GET /api/bind/user': {
    rule: 'Public: the one-time link is the credential.',
    request: async (ctx) => ({ url: '/api/bind/user', headers: { 'user-token': await ctx.freshLoginLink() } }),
    expect: everyone(200),
  },
  'GET /api/srdLogin': {
    rule: 'Public: the one-time code is the credential.',
    request: async (ctx) => ({ url: query('/api/srdLogin', { code: await ctx.freshLoginLink() }) }),
    expect: everyone(200),
  },
  'PUT /api/bind/loginLinkNotice': {
    rule: 'Acknowledging the notices of one’s own login links: any signed-in user.',
    request: () => ({ url: '/api/bind/loginLinkNotice', payload: { through: new Date().toISOString() } }),
    expect: signedIn(204),
  },
  'GET /api/bind/bindMsg/:id': {
    rule: 'A bind message is its user’s alone; someone else’s is as unknown as a missing one (404).',
    request: (ctx) => ({ url: `/api/bind/bindMsg/${ctx.ids.authorBindMsgId}` }),
    expect: only(['NPC_REPRESENT'], 200, 404),
  },

  // ─── Verification codes and citizens' messages (public side) ─────────────────────────────
  [`POST ${PORTAL_API.sendCode}`]: {
    rule: 'Public: the message form asks for a code (a phone of its own per role, so the per-phone limit does not bite).',
    request: (ctx) => ({ url: PORTAL_API.sendCode, ...form({ username: `1370000${String(ROLES.indexOf(ctx.role)).padStart(4, '0')}`, type: STATION_CODE_TYPE }) }),
    expect: everyone(200),
  },
  [`GET ${PORTAL_API.checkCode}`]: {
    rule: 'Public: the form checks the code.',
    request: async (ctx) => {
      const { phone, code } = await ctx.liveCode();
      return { url: query(PORTAL_API.checkCode, { username: phone, code }) };
    },
    expect: everyone(200),
  },
  [`GET ${PORTAL_API.messageChallenge}`]: {
    rule: 'Public: the message form fetches the challenge a message without a phone is proved by.',
    request: () => ({ url: PORTAL_API.messageChallenge }),
    expect: everyone(200),
  },
  [`POST ${PORTAL_API.submitMessage}`]: {
    rule: 'Public: citizens leave messages without an account (without a phone, with a solved challenge).',
    request: async (ctx) => ({
      url: PORTAL_API.submitMessage,
      payload: { title: '矩阵测试留言', content: '权限矩阵测试留言内容。', fkDelegateId: ctx.ids.authorDelegateId, proof: await ctx.messageProof() },
    }),
    expect: everyone(201),
  },
  [`GET ${PORTAL_API.feedback}`]: {
    rule: 'Public: the feedback by number and the matching phone.',
    request: (ctx) => ({ url: query(PORTAL_API.feedback, { massesSuggestId: ctx.ids.messageId, massesPhone: ctx.ids.messagePhone }) }),
    expect: everyone(200),
  },
  [`GET ${PORTAL_API.smsOutbox}`]: {
    rule: 'The code outbox: the roles granted 验证码发件箱, NPC_ADMIN (decisions.md, Verification codes; which route is controlled by which grant).',
    request: () => ({ url: PORTAL_API.smsOutbox }),
    expect: only(['NPC_ADMIN'], 200),
  },

  // ─── Public portal reads ─────────────────────────────────────────────────────────────────
  'GET /api/commArea': { rule: 'Public portal.', request: () => ({ url: query('/api/commArea', { areaName: '巴中市' }) }), expect: everyone(200) },
  'GET /api/homeStation/search': { rule: 'Public portal.', request: () => ({ url: query('/api/homeStation/search', { search: '代表' }) }), expect: everyone(200) },
  'GET /api/contactStation/gateway': { rule: 'Public portal.', request: () => ({ url: '/api/contactStation/gateway' }), expect: everyone(200) },
  'GET /api/contactStation/gateway/:stationId': {
    rule: 'Public portal.',
    request: (ctx) => ({ url: `/api/contactStation/gateway/${ctx.ids.stationId}` }),
    expect: everyone(200),
  },
  'GET /api/contactStation/representatives': { rule: 'Public portal.', request: () => ({ url: '/api/contactStation/representatives' }), expect: everyone(200) },
  'GET /api/contactStation/representatives/:delegateId': {
    rule: 'Public portal.',
    request: (ctx) => ({ url: `/api/contactStation/representatives/${ctx.ids.authorDelegateId}` }),
    expect: everyone(200),
  },
  'GET /api/contactStationColumn/gateway': { rule: 'Public portal.', request: () => ({ url: '/api/contactStationColumn/gateway' }), expect: everyone(200) },
  'GET /api/contactStationColumn/gateway/:columnId': {
    rule: 'Public portal.',
    request: (ctx) => ({ url: `/api/contactStationColumn/gateway/${ctx.ids.columnId}` }),
    expect: everyone(200),
  },
  'GET /api/contactStationResource/resource': {
    rule: 'Public portal.',
    request: (ctx) => ({ url: query('/api/contactStationResource/resource', { columns: ctx.ids.columnId }) }),
    expect: everyone(200),
  },
  'GET /api/contactStationResource/resource/:resourcesId': {
    rule: 'Public portal.',
    request: (ctx) => ({ url: `/api/contactStationResource/resource/${ctx.ids.articleId}` }),
    expect: everyone(200),
  },

  // ─── Accounts, terms, units, chooser ─────────────────────────────────────────────────────
  'GET /api/sysNpcState': { rule: 'Any signed-in user.', request: () => ({ url: '/api/sysNpcState' }), expect: signedIn(200) },
  'GET /api/sysNpcState/current': { rule: 'Any signed-in user.', request: () => ({ url: '/api/sysNpcState/current' }), expect: signedIn(200) },
  'GET /api/sysNpcUnit': { rule: 'Any signed-in user.', request: () => ({ url: '/api/sysNpcUnit' }), expect: signedIn(200) },
  'GET /api/contactStation/getDelegate': { rule: 'The chooser: any signed-in user.', request: () => ({ url: '/api/contactStation/getDelegate' }), expect: signedIn(200) },
  'GET /api/sysNpcUser': {
    rule: 'Another account (the author’s): NPC_ADMIN and 人大管理员 read any, the author reads his own, others 403.',
    request: (ctx) => ({ url: query('/api/sysNpcUser', { userId: ctx.ids.authorUserId }) }),
    expect: only([...ADMINS, 'NPC_REPRESENT'], 200),
  },
  'POST /api/sysNpcUser/checkPassword': {
    rule: 'Only one’s own password may be checked (the author’s here).',
    request: (ctx) => ({ url: '/api/sysNpcUser/checkPassword', payload: { userId: ctx.ids.authorUserId, oldPassword: DEMO_PASSWORD } }),
    expect: only(['NPC_REPRESENT'], 200),
  },
  'PUT /api/sysNpcUser': {
    rule: 'Setting another user’s password: NPC_ADMIN only.',
    request: (ctx) => ({ url: '/api/sysNpcUser', payload: { userId: ctx.ids.resetTargetUserId, password: DEMO_PASSWORD } }),
    expect: only(['NPC_ADMIN'], 200),
  },
  'GET /api/doubleContactPerson/getCrowdList': {
    rule: 'A deputy’s crowd contacts: the deputy and NPC_ADMIN / 人大管理员.',
    request: (ctx) => ({ url: query('/api/doubleContactPerson/getCrowdList', { delegateId: ctx.ids.authorDelegateId }) }),
    expect: only([...ADMINS, 'NPC_REPRESENT'], 200),
  },
  'POST /api/doubleContactPerson/ContactCrown': {
    rule: 'Only the deputy changes his crowd contacts.',
    request: (ctx) => ({ url: '/api/doubleContactPerson/ContactCrown', payload: { id: ctx.ids.authorDelegateId, crowds: [] } }),
    expect: only(['NPC_REPRESENT'], 200),
  },

  // ─── Menus and operations (requireOperation: NPC_ADMIN, and the roles granted the keys: 人大管理员) ──
  'GET /api/sysNpcMenu': { rule: 'Menu administration keys.', request: () => ({ url: '/api/sysNpcMenu' }), expect: only(ADMINS, 200) },
  'POST /api/sysNpcMenu': {
    rule: 'addParentMenu.',
    request: () => ({ url: '/api/sysNpcMenu', payload: { menuName: '矩阵测试菜单', parentMenuId: null } }),
    expect: only(ADMINS, 200),
  },
  'PUT /api/sysNpcMenu': {
    rule: 'saveChanges.',
    request: (ctx) => ({ url: '/api/sysNpcMenu', payload: { menuId: ctx.ids.menuId, menuName: '矩阵测试菜单（改）' } }),
    expect: only(ADMINS, 200),
  },
  'DELETE /api/sysNpcMenu': {
    rule: 'deleteMenu (a menu made for the row).',
    request: async (ctx) => ({ url: query('/api/sysNpcMenu', { ids: await ctx.freshMenu() }) }),
    expect: only(ADMINS, 204),
  },
  'GET /api/sysCompetence': { rule: 'The 菜单管理 or 操作管理 menu granted: the administrators.', request: () => ({ url: '/api/sysCompetence' }), expect: only(ADMINS, 200) },
  'POST /api/sysCompetence/menus': {
    rule: 'addSymbol.',
    request: (ctx) => ({ url: '/api/sysCompetence/menus', payload: { menuId: ctx.ids.menuId, competenceIds: String(ctx.ids.competenceId) } }),
    expect: only(ADMINS, 200),
  },
  'DELETE /api/sysCompetence/menus': {
    rule: 'addSymbol. (Sent as a body: with the ids in the query alone the route answers 400 before any check, see the report.)',
    request: (ctx) => ({ url: '/api/sysCompetence/menus', payload: { menuId: ctx.ids.menuId, competenceIds: String(ctx.ids.competenceId) } }),
    expect: only(ADMINS, 200),
  },

  // ─── Roles, grants, 权限说明, operations (requireMenu of the page, then its button's operation) ──
  'GET /api/sysRole': { rule: '角色管理 or 角色菜单 granted: NPC_ADMIN.', request: () => ({ url: '/api/sysRole' }), expect: only(['NPC_ADMIN'], 200) },
  'POST /api/sysRole': {
    rule: '角色管理 and roleAdd: NPC_ADMIN.',
    request: () => ({ url: '/api/sysRole', payload: { roleCode: 'MATRIX_ROLE', roleName: '矩阵测试角色', baseRole: 'NPC_WORK', dataScope: 'all' } }),
    expect: only(['NPC_ADMIN'], 201),
  },
  'PUT /api/sysRole/:roleCode': {
    rule: '角色管理 and roleEdit: NPC_ADMIN (a role outside the matrix, its name unchanged).',
    request: () => ({ url: '/api/sysRole/NPC_PARTY', payload: { roleName: '党群部门' } }),
    expect: only(['NPC_ADMIN'], 200),
  },
  'PUT /api/sysRole/:roleCode/enable': {
    rule: '角色管理 and roleEdit: NPC_ADMIN (enabling an enabled role).',
    request: () => ({ url: '/api/sysRole/NPC_PARTY/enable', payload: { isValid: true } }),
    expect: only(['NPC_ADMIN'], 200),
  },
  'DELETE /api/sysRole/:roleCode': {
    rule: '角色管理 and roleDelete: NPC_ADMIN, who gets 404 for a role that does not exist.',
    request: () => ({ url: '/api/sysRole/MATRIX_NO_ROLE' }),
    expect: only(['NPC_ADMIN'], 404),
  },
  'GET /api/sysRole/menuTree': { rule: '角色菜单 or 权限说明 granted: the administrators.', request: () => ({ url: '/api/sysRole/menuTree' }), expect: only(ADMINS, 200) },
  'GET /api/sysRole/:roleCode/grants': { rule: '角色菜单 granted: NPC_ADMIN.', request: () => ({ url: '/api/sysRole/NPC_PARTY/grants' }), expect: only(['NPC_ADMIN'], 200) },
  'PUT /api/sysRole/:roleCode/grants': {
    rule: '角色菜单 and roleMenuSave: NPC_ADMIN (a role outside the matrix).',
    request: () => ({ url: '/api/sysRole/NPC_PARTY/grants', payload: { menuIds: [], competenceIds: [] } }),
    expect: only(['NPC_ADMIN'], 200),
  },
  'GET /api/sysRole/explain': {
    rule: '权限说明 granted: the administrators.',
    request: (ctx) => ({ url: query('/api/sysRole/explain', { userId: ctx.ids.authorUserId, operation: 'export' }) }),
    expect: only(ADMINS, 200),
  },
  'GET /api/sysRole/explain/users': { rule: '权限说明 granted: the administrators.', request: () => ({ url: query('/api/sysRole/explain/users', { keyword: '张' }) }), expect: only(ADMINS, 200) },
  'POST /api/sysCompetence': {
    rule: '操作管理 and operationAdd: NPC_ADMIN.',
    request: () => ({ url: '/api/sysCompetence', payload: { code: 'matrixOperation', operator: '矩阵测试操作' } }),
    expect: only(['NPC_ADMIN'], 201),
  },
  'PUT /api/sysCompetence/:competenceId': {
    rule: '操作管理 and operationEdit: NPC_ADMIN (nothing changed).',
    request: (ctx) => ({ url: `/api/sysCompetence/${ctx.ids.competenceId}`, payload: {} }),
    expect: only(['NPC_ADMIN'], 200),
  },
  'PUT /api/sysCompetence/:competenceId/enable': {
    rule: '操作管理 and operationEdit: NPC_ADMIN (enabling an enabled operation).',
    request: (ctx) => ({ url: `/api/sysCompetence/${ctx.ids.competenceId}/enable`, payload: { isEnable: true } }),
    expect: only(['NPC_ADMIN'], 200),
  },
  'DELETE /api/sysCompetence/:competenceId': {
    rule: '操作管理 and operationDelete: NPC_ADMIN, who gets 404 for an operation that does not exist.',
    request: () => ({ url: '/api/sysCompetence/99999999' }),
    expect: only(['NPC_ADMIN'], 404),
  },

  // ─── Notices ─────────────────────────────────────────────────────────────────────────────
  'GET /api/overallNotice': {
    rule: 'Another user’s in-box (the author’s): NPC_ADMIN and 人大管理员, and the author himself.',
    request: (ctx) => ({ url: query('/api/overallNotice', { fkUserId: ctx.ids.authorUserId }) }),
    expect: only([...ADMINS, 'NPC_REPRESENT'], 200),
  },
  'GET /api/overallNotice/schedule': { rule: 'One’s own schedule: any signed-in user.', request: () => ({ url: '/api/overallNotice/schedule' }), expect: signedIn(200) },
  'POST /api/notice': {
    rule: 'Creating a notice: NPC_ADMIN, 人大管理员, NPC_WORK.',
    request: () => ({ url: '/api/notice', payload: { noticeTitle: '矩阵测试通知' } }),
    expect: only(['NPC_ADMIN', '人大管理员', 'NPC_WORK'], 201),
  },
  'POST /api/noticeReceive/fastBatch': {
    rule: 'Distributing 人大管理员’s notice: the administrators; NPC_WORK only its own notices (403 here).',
    request: (ctx) => ({ url: '/api/noticeReceive/fastBatch', payload: [{ fkNoticeId: ctx.ids.batchNoticeId, fkUserId: ctx.ids.authorUserId }] }),
    expect: only(ADMINS, 201),
  },
  'PUT /api/noticeReceive/receiveNotice': {
    rule: 'Marking one’s own receipt read; a notice one did not receive is 404.',
    request: (ctx) => ({ url: '/api/noticeReceive/receiveNotice', payload: { fkNoticeId: ctx.ids.authorNoticeId } }),
    expect: only(['NPC_REPRESENT'], 200, 404),
  },
  'POST /api/overallNotice/testMessage': {
    rule: 'A test notice and text to oneself: deputies only (their phone is their account).',
    request: () => ({ url: '/api/overallNotice/testMessage' }),
    expect: only(['NPC_REPRESENT'], 201),
  },

  // ─── Files ───────────────────────────────────────────────────────────────────────────────
  'POST /api/commMinio/presignedPutUrl': {
    rule: 'Any signed-in user may upload.',
    request: () => ({ url: '/api/commMinio/presignedPutUrl', ...form({ objName: 'matrix.pdf' }) }),
    expect: signedIn(200),
  },
  'POST /api/commMinio/presignedGetUrl': {
    rule: 'Any signed-in user may read a file whose path they know (decisions.md, Files).',
    request: (ctx) => ({ url: '/api/commMinio/presignedGetUrl', ...form({ objPath: ctx.ids.objPath }) }),
    expect: signedIn(200),
  },
  'POST /api/commMinio/upload': { rule: 'Any signed-in user (the editor’s pictures).', request: () => ({ url: '/api/commMinio/upload', ...multipartPng() }), expect: signedIn(200) },
  'PUT /api/commMinio/object/*': {
    rule: 'No session: the signature is the permission.',
    request: async (ctx) => ({ url: await ctx.signedPutUrl(), payload: Buffer.from('权限矩阵测试文件'), headers: { 'content-type': 'text/plain' } }),
    expect: everyone(200),
  },
  'POST /api/commMinio/uploadTicket': {
    rule: 'The draft’s author alone; anyone else learns nothing of the draft (404).',
    request: async (ctx) => ({ url: '/api/commMinio/uploadTicket', payload: { type: 'suggest', recordId: (await ctx.freshDraft('suggest')).id } }),
    expect: only(['NPC_REPRESENT'], 201, 404),
  },
  'GET /api/commMinio/uploadTicket/:ticket': {
    rule: 'No session: the ticket is the permission.',
    request: async (ctx) => ({ url: `/api/commMinio/uploadTicket/${await ctx.freshUploadTicket()}` }),
    expect: everyone(200),
  },
  'POST /api/commMinio/uploadTicket/:ticket/files': {
    rule: 'No session: the ticket is the permission (one upload).',
    request: async (ctx) => ({ url: `/api/commMinio/uploadTicket/${await ctx.freshUploadTicket()}/files`, ...multipartPng() }),
    expect: everyone(200),
  },
  'GET /api/commMinio/object/*': {
    rule: 'No session: the signature is the permission.',
    request: (ctx) => ({ url: ctx.signedGetUrl() }),
    expect: everyone(200),
  },

  // ─── Proposals, suggestions and their queues ─────────────────────────────────────────────
  ...recordRows('proposal'),
  ...recordRows('suggest'),
  'GET /api/workflowDynamics': {
    rule: 'The records the caller may see (a deputy: his own): the list’s readers.',
    request: () => ({ url: query('/api/workflowDynamics', { type: 'suggest' }) }),
    expect: only(RECORD_READERS, 200),
  },
  'GET /api/todo': { rule: 'One’s own to-do queue: any signed-in user (empty when nothing is theirs).', request: () => ({ url: '/api/todo' }), expect: signedIn(200) },
  'GET /api/workflowVisualizer/:kind/counts': {
    rule: 'The visualizer shows every record: NPC_ADMIN, 人大管理员, NPC_WORK.',
    request: () => ({ url: '/api/workflowVisualizer/suggest/counts' }),
    expect: only(['NPC_ADMIN', '人大管理员', 'NPC_WORK'], 200),
  },
  'GET /api/workflowVisualizer/:kind/analytics': {
    rule: 'The visualizer shows every record: NPC_ADMIN, 人大管理员, NPC_WORK.',
    request: () => ({ url: '/api/workflowVisualizer/proposal/analytics' }),
    expect: only(['NPC_ADMIN', '人大管理员', 'NPC_WORK'], 200),
  },

  // ─── Terms and sessions, submission settings, number rules (administrators) ──────────────
  // The seed's sessions are numbered in order (5-1 is 1, the current 5-3 is 3) and its number
  // rules too (1 for proposals of 5-3); the changes below rewrite their values as they are.
  'POST /api/sysNpcState': {
    rule: 'Administrators (a new session of a term of its own per role).',
    request: (ctx) => ({ url: '/api/sysNpcState', payload: { ...MATRIX_SESSION, term: 40 + ROLES.indexOf(ctx.role) } }),
    expect: only(ADMINS, 201),
  },
  'PUT /api/sysNpcState/:stateId': {
    rule: 'Administrators (5-1 rewritten as it is).',
    request: () => ({ url: '/api/sysNpcState/1', payload: { ...MATRIX_SESSION, term: 5, times: 1, timesStartTime: '2024-01-10' } }),
    expect: only(ADMINS, 200),
  },
  'PUT /api/sysNpcState/:stateId/current': {
    rule: 'Administrators (the current session made current again).',
    request: () => ({ url: '/api/sysNpcState/3/current' }),
    expect: only(ADMINS, 200),
  },
  'PUT /api/sysNpcState/:stateId/submitSettings': {
    rule: 'Administrators (the current session’s settings as they are).',
    request: () => ({ url: '/api/sysNpcState/3/submitSettings', payload: { proposalMinSigners: 10, suggestInRecess: true } }),
    expect: only(ADMINS, 200),
  },
  'DELETE /api/sysNpcState/:stateId': {
    rule: 'Administrators (a session that does not exist: 404; deleting is in tests/terms).',
    request: () => ({ url: '/api/sysNpcState/999999' }),
    expect: only(ADMINS, 404),
  },
  'GET /api/sysCodeRule': { rule: 'Administrators.', request: () => ({ url: '/api/sysCodeRule' }), expect: only(ADMINS, 200) },
  'POST /api/sysCodeRule': {
    rule: 'Administrators (a rule of its own kind or session per role).',
    request: (ctx) => ({ url: '/api/sysCodeRule', payload: { kind: ctx.role === 'NPC_ADMIN' ? 'proposal' : 'suggest', term: 5, times: 1, pattern: '矩阵{n}号', digits: 3, startNo: 1 } }),
    expect: only(ADMINS, 201),
  },
  'PUT /api/sysCodeRule/:ruleId': {
    rule: 'Administrators (the proposals’ rule of 5-3 as it is).',
    request: () => ({ url: '/api/sysCodeRule/1', payload: { kind: 'proposal', term: 5, times: 3, pattern: '议案第{n}号', digits: 3, startNo: 1 } }),
    expect: only(ADMINS, 200),
  },
  'DELETE /api/sysCodeRule/:ruleId': {
    rule: 'Administrators (a rule that does not exist: 404; deleting is in tests/terms).',
    request: () => ({ url: '/api/sysCodeRule/999999' }),
    expect: only(ADMINS, 404),
  },

  // ─── Citizens' messages (handling side) ──────────────────────────────────────────────────
  'GET /api/contactStationSuggest': {
    rule: 'Messages: the administrators, deputies (their own), station managers (their station’s); others 403.',
    request: () => ({ url: '/api/contactStationSuggest' }),
    expect: only(MESSAGE_READERS, 200),
  },
  'GET /api/contactStationSuggest/:id': {
    rule: 'A message to the author at his station: the administrators, the author, the station’s manager; others 404.',
    request: (ctx) => ({ url: `/api/contactStationSuggest/${ctx.ids.messageId}` }),
    expect: only(MESSAGE_READERS, 200, 404),
  },
  'POST /api/contactStationSuggest/:id/events': {
    rule: 'READ on a new message: the addressed deputy, the station’s manager, NPC_ADMIN; 人大管理员 sees it but may not (403); others 404.',
    request: async (ctx) => ({ url: `/api/contactStationSuggest/${await ctx.freshMessage()}/events`, payload: { type: 'READ', version: 0 } }),
    expect: { ...only(['NPC_ADMIN', 'NPC_REPRESENT', 'NPC_STATION'], 200, 404), 人大管理员: 403 },
  },

  // ─── The delegation's records (services/delegation-work.service.ts): the office every delegation's, the liaison its own, deputies read their own ───
  'GET /api/delegationWork/options': { rule: 'Holders of a delegation page: the office and the liaison.', request: () => ({ url: DW.options }), expect: only(DELEGATION_KEEPERS, 200) },
  'GET /api/delegationWork/deputies': {
    rule: 'The 巴州区 deputies: the office and 巴州区’s liaison.',
    request: async (ctx) => ({ url: `${DW.deputies}?fkDelegationId=${(await ctx.delegationDocumentBody()).fkDelegationId as number}` }),
    expect: only(DELEGATION_KEEPERS, 200),
  },
  'GET /api/delegationWork/:kind': { rule: '代表团文件: its page’s holders.', request: () => ({ url: DW.list('document') }), expect: only(DELEGATION_KEEPERS, 200) },
  'GET /api/delegationWork/:kind/export': { rule: '审议意见 export: its page’s holders.', request: () => ({ url: DW.export('deliberation') }), expect: only(DELEGATION_KEEPERS, 200) },
  'GET /api/delegationWork/:kind/:id': { rule: 'A 巴州区 document: the office and 巴州区’s liaison.', request: async (ctx) => ({ url: DW.record('document', await ctx.freshDelegationDocument()) }), expect: only(DELEGATION_KEEPERS, 200) },
  'POST /api/delegationWork/:kind': {
    rule: 'A 巴州区 document: the office and 巴州区’s liaison.',
    request: async (ctx) => ({ url: DW.list('document'), payload: await ctx.delegationDocumentBody() }),
    expect: only(DELEGATION_KEEPERS, 201),
  },
  'PUT /api/delegationWork/:kind/:id': {
    rule: 'A 巴州区 document: the office and 巴州区’s liaison.',
    request: async (ctx) => ({ url: DW.record('document', await ctx.freshDelegationDocument()), payload: await ctx.delegationDocumentBody() }),
    expect: only(DELEGATION_KEEPERS, 200),
  },
  'DELETE /api/delegationWork/:kind/:id': { rule: 'A 巴州区 document: the office and 巴州区’s liaison.', request: async (ctx) => ({ url: DW.record('document', await ctx.freshDelegationDocument()) }), expect: only(DELEGATION_KEEPERS, 200) },
  'GET /api/myDelegation': { rule: 'The deputy’s own delegation: deputies only.', request: () => ({ url: DW.mine }), expect: only(['NPC_REPRESENT'], 200) },
  'GET /api/myDelegation/:kind': { rule: 'The deputy’s delegation’s documents: deputies only.', request: () => ({ url: DW.myList('document') }), expect: only(['NPC_REPRESENT'], 200) },
  'GET /api/myDelegation/:kind/:id': { rule: 'A published document of the author’s delegation: deputies only.', request: async (ctx) => ({ url: DW.myRecord('document', await ctx.freshDelegationDocument()) }), expect: only(['NPC_REPRESENT'], 200) },

  // ─── The portal's content (services/portal-content): station managers their own station, the administrators all ───
  'GET /api/portalContent/stations': { rule: 'Portal keepers: the administrators and station managers (their own station).', request: () => ({ url: PC.stations }), expect: only(PORTAL_KEEPERS, 200) },
  'GET /api/portalContent/stations/:stationId': { rule: 'The 东城街道 station: the administrators and its manager.', request: (ctx) => ({ url: PC.station(ctx.ids.stationId) }), expect: only(PORTAL_KEEPERS, 200) },
  'POST /api/portalContent/stations': {
    rule: 'A new station: the administrators only (the station manager holds stationEdit but keeps one station: 403).',
    request: async (ctx) => ({ url: PC.stations, payload: { ...(await ctx.stationBody()), stationName: '矩阵测试联络站', stationCode: `MATRIX-${(portalSerial += 1)}`, stationPicture: null } }),
    expect: only(ADMINS, 201),
  },
  'PUT /api/portalContent/stations/:stationId': {
    rule: 'The 东城街道 station’s information, sent back unchanged: the administrators and its manager.',
    request: async (ctx) => ({ url: PC.station(ctx.ids.stationId), payload: await ctx.stationBody() }),
    expect: only(PORTAL_KEEPERS, 200),
  },
  'GET /api/portalContent/columns': { rule: 'Portal keepers.', request: () => ({ url: PC.columns }), expect: only(PORTAL_KEEPERS, 200) },
  'GET /api/portalContent/columns/:columnId': { rule: 'A 东城街道 column: the administrators and its manager.', request: async (ctx) => ({ url: PC.column(await ctx.freshPortal('column')) }), expect: only(PORTAL_KEEPERS, 200) },
  'POST /api/portalContent/columns': {
    rule: 'A column of the 东城街道 station: the administrators and its manager (columnAdd).',
    request: (ctx) => ({ url: PC.columns, payload: { columnName: '矩阵测试栏目', picture: null, fkStationId: ctx.ids.stationId, sortNo: 1, isValid: true } }),
    expect: only(PORTAL_KEEPERS, 201),
  },
  'PUT /api/portalContent/columns/:columnId': {
    rule: 'A 东城街道 column (columnEdit).',
    request: async (ctx) => ({ url: PC.column(await ctx.freshPortal('column')), payload: { columnName: '矩阵测试栏目（改）', picture: null, fkStationId: ctx.ids.stationId, sortNo: 2, isValid: true } }),
    expect: only(PORTAL_KEEPERS, 200),
  },
  'DELETE /api/portalContent/columns/:columnId': { rule: 'An empty 东城街道 column (columnDelete).', request: async (ctx) => ({ url: PC.column(await ctx.freshPortal('column')) }), expect: only(PORTAL_KEEPERS, 204) },
  'GET /api/portalContent/articles': { rule: 'Portal keepers.', request: () => ({ url: PC.articles }), expect: only(PORTAL_KEEPERS, 200) },
  'GET /api/portalContent/articles/:resourcesId': { rule: 'A 东城街道 article: the administrators and its manager.', request: async (ctx) => ({ url: PC.article(await ctx.freshPortal('article')) }), expect: only(PORTAL_KEEPERS, 200) },
  'POST /api/portalContent/articles': {
    rule: 'An article in a 东城街道 column (articleAdd).',
    request: async (ctx) => ({ url: PC.articles, payload: { fkColumnId: await ctx.freshPortal('column'), title: '矩阵测试文章', source: null, content: '<p>权限矩阵测试。</p>', thumbnail: null, isCarousel: false } }),
    expect: only(PORTAL_KEEPERS, 201),
  },
  'PUT /api/portalContent/articles/:resourcesId': {
    rule: 'A 东城街道 article (articleEdit).',
    request: async (ctx) => {
      const id = await ctx.freshPortal('article');
      return { url: PC.article(id), payload: { fkColumnId: await ctx.freshPortal('column'), title: '矩阵测试文章（改）', source: null, content: '<p>改。</p>', thumbnail: null, isCarousel: false } };
    },
    expect: only(PORTAL_KEEPERS, 200),
  },
  'POST /api/portalContent/articles/:resourcesId/publish': { rule: 'A 东城街道 draft (articleAdd: 发布文章).', request: async (ctx) => ({ url: PC.publish(await ctx.freshPortal('article')), payload: {} }), expect: only(PORTAL_KEEPERS, 200) },
  'POST /api/portalContent/articles/:resourcesId/unpublish': { rule: 'A 东城街道 article (articleAdd).', request: async (ctx) => ({ url: PC.unpublish(await ctx.freshPortal('article')) }), expect: only(PORTAL_KEEPERS, 200) },
  'DELETE /api/portalContent/articles/:resourcesId': { rule: 'A 东城街道 draft (articleDelete).', request: async (ctx) => ({ url: PC.article(await ctx.freshPortal('article')) }), expect: only(PORTAL_KEEPERS, 204) },
  'GET /api/portalContent/stations/:stationId/deputies': { rule: 'The 东城街道 deputies: portal keepers of the station.', request: (ctx) => ({ url: PC.deputies(ctx.ids.stationId) }), expect: only(PORTAL_KEEPERS, 200) },
  'POST /api/portalContent/stations/:stationId/deputies': {
    rule: 'Adding a deputy already there (nothing changes): portal keepers of the station.',
    request: (ctx) => ({ url: PC.deputies(ctx.ids.stationId), payload: { delegateIds: [ctx.ids.authorDelegateId] } }),
    expect: only(PORTAL_KEEPERS, 200),
  },
  'DELETE /api/portalContent/stations/:stationId/deputies/:delegateId': {
    rule: 'Taking a deputy off the 东城街道 station: portal keepers of the station.',
    request: async (ctx) => ({ url: PC.deputy(ctx.ids.stationId, await ctx.freshPortal('deputy')) }),
    expect: only(PORTAL_KEEPERS, 204),
  },
  'GET /api/portalContent/receptions': { rule: 'The 东城街道 reception days: portal keepers of the station.', request: (ctx) => ({ url: query(PC.receptions, { fkStationId: ctx.ids.stationId }) }), expect: only(PORTAL_KEEPERS, 200) },
  'POST /api/portalContent/receptions': {
    rule: 'A reception day of the 东城街道 station: portal keepers of the station.',
    request: (ctx) => ({ url: PC.receptions, payload: { fkStationId: ctx.ids.stationId, receptionDate: '2099-01-06', startTime: '14:00', endTime: '16:00', place: '矩阵测试接待室', delegateIds: [ctx.ids.authorDelegateId], remark: null } }),
    expect: only(PORTAL_KEEPERS, 201),
  },
  'PUT /api/portalContent/receptions/:receptionId': {
    rule: 'A 东城街道 reception day.',
    request: async (ctx) => ({
      url: PC.reception(await ctx.freshPortal('reception')),
      payload: { fkStationId: ctx.ids.stationId, receptionDate: '2099-01-07', startTime: '14:00', endTime: '16:00', place: '矩阵测试接待室', delegateIds: [ctx.ids.authorDelegateId], remark: '改期' },
    }),
    expect: only(PORTAL_KEEPERS, 200),
  },
  'DELETE /api/portalContent/receptions/:receptionId': { rule: 'A 东城街道 reception day.', request: async (ctx) => ({ url: PC.reception(await ctx.freshPortal('reception')) }), expect: only(PORTAL_KEEPERS, 204) },
  'GET /api/portalContent/statistics': { rule: 'Station statistics: portal keepers (a manager sees their station).', request: () => ({ url: PC.statistics }), expect: only(PORTAL_KEEPERS, 200) },
  'GET /api/portalContent/statistics/export': { rule: 'The statistics export (export of 联络站统计).', request: () => ({ url: PC.statisticsExport }), expect: only(PORTAL_KEEPERS, 200) },
  'GET /api/contactStation/gateway/:stationId/receptions': { rule: 'Public portal.', request: (ctx) => ({ url: PC.upcomingReceptions(ctx.ids.stationId) }), expect: everyone(200) },
  // ─── Reference tables ───────────────────────────────────────────────────────────────────
  'GET /api/commDictData': { rule: 'Dictionary entries for selects: any signed-in user.', request: () => ({ url: query('/api/commDictData', { typeCode: 'sex', isValid: true, orderBy: 'sort_num asc' }) }), expect: signedIn(200) },
  ...referenceRows(),
  // ─── Staff accounts, 忘记密码, usernameInfo, audit log ─────────────────────────────────────
  'GET /api/workPeople': { rule: 'Staff accounts: NPC_ADMIN and 人大管理员.', request: () => ({ url: '/api/workPeople' }), expect: only(ADMINS, 200) },
  'GET /api/workPeople/options': { rule: 'Staff accounts: NPC_ADMIN and 人大管理员.', request: () => ({ url: '/api/workPeople/options' }), expect: only(ADMINS, 200) },
  'GET /api/workPeople/export': { rule: 'Staff accounts: NPC_ADMIN and 人大管理员.', request: () => ({ url: '/api/workPeople/export' }), expect: only(ADMINS, 200) },
  'GET /api/workPeople/importTemplate': { rule: 'Staff accounts: NPC_ADMIN and 人大管理员.', request: () => ({ url: '/api/workPeople/importTemplate' }), expect: only(ADMINS, 200) },
  'POST /api/workPeople/import': {
    rule: 'Staff accounts: NPC_ADMIN and 人大管理员; a request without a file is refused before anything is read (400).',
    request: () => ({ url: '/api/workPeople/import', payload: {} }),
    expect: only(ADMINS, 400),
  },
  'POST /api/workPeople': {
    rule: 'Creating a group liaison account (both administrators reach it; a phone of its own per role).',
    request: (ctx) => ({
      url: '/api/workPeople',
      payload: { username: `1361111${String(ROLES.indexOf(ctx.role)).padStart(4, '0')}`, realName: '矩阵人员', post: '', loginRoleCode: 'NPC_GROUP', fkUnitId: null, fkStationId: null, fkDelegationId: null },
    }),
    expect: only(ADMINS, 201),
  },
  ...Object.fromEntries(
    (['PUT /api/workPeople/:userId', 'PUT /api/workPeople/:userId/disable', 'PUT /api/workPeople/:userId/enable', 'POST /api/workPeople/:userId/resetPassword'] as const).map((route) => [
      route,
      {
        rule: 'A deputy’s account is no staff account: 404 for the administrators, 403 for the rest.',
        request: (ctx: MatrixContext) => ({
          url: route.split(' ')[1].replace(':userId', String(ctx.ids.authorUserId)),
          ...(route === 'PUT /api/workPeople/:userId'
            ? { payload: { username: '13900000001', realName: '张明华', post: '', loginRoleCode: 'NPC_WORK', fkUnitId: null, fkStationId: null, fkDelegationId: null } }
            : {}),
        }),
        expect: only(ADMINS, 404),
      },
    ]),
  ),
  'POST /api/sysLogin/forgetPassword/code': {
    rule: 'Public: the same answer for every phone, an account’s or not.',
    request: (ctx) => ({ url: '/api/sysLogin/forgetPassword/code', payload: { username: `1362222${String(ROLES.indexOf(ctx.role)).padStart(4, '0')}` } }),
    expect: everyone(200),
  },
  'POST /api/sysLogin/forgetPassword': {
    rule: 'Public: a code no phone was sent is refused alike for everyone (400).',
    request: () => ({ url: '/api/sysLogin/forgetPassword', payload: { username: '13622220000', code: '000000', password: 'abc12345' } }),
    expect: everyone(400),
  },
  'POST /api/sysLogin/usernameInfo': { rule: 'Public: no token sent.', request: () => ({ url: '/api/sysLogin/usernameInfo', payload: { username: '13800000000' } }), expect: everyone(200) },
  'GET /api/auditLog': { rule: 'The audit log: NPC_ADMIN only.', request: () => ({ url: '/api/auditLog' }), expect: only(['NPC_ADMIN'], 200) },
  'GET /api/auditLog/export': { rule: 'The audit log: NPC_ADMIN only.', request: () => ({ url: '/api/auditLog/export' }), expect: only(['NPC_ADMIN'], 200) },
  'GET /api/auditLog/:auditId': { rule: 'The audit log: NPC_ADMIN only (a row that does not exist: 404).', request: () => ({ url: '/api/auditLog/999999999' }), expect: only(['NPC_ADMIN'], 404) },
  // ─── 代表信息 ─────────────────────────────────────────────────────────────────────────────
  // The office (NPC_ADMIN, 人大管理员, NPC_LY, 选任代工委) sees every record, a delegation its own, a deputy their own (deputy.kind.ts).
  'GET /api/npcDelegate': { rule: 'Deputy records: the office, a delegation, a deputy (each their own view).', request: () => ({ url: '/api/npcDelegate' }), expect: only([...ADMINS, 'NPC_DELEGATION', 'NPC_REPRESENT'], 200) },
  'GET /api/npcDelegate/export': {
    rule: '代表信息 export: who sees the list (the office, a delegation its own) and holds 导出; a deputy holds no 导出.',
    request: () => ({ url: '/api/npcDelegate/export?delegateGrade=3' }),
    expect: only([...ADMINS, 'NPC_DELEGATION'], 200),
  },
  'GET /api/npcDelegate/info': {
    rule: '张明华’s record: the office, his delegation (巴州区) and himself; to anyone else it does not exist.',
    request: (ctx) => ({ url: `/api/npcDelegate/info?delegateId=${ctx.ids.authorDelegateId}` }),
    expect: only([...ADMINS, 'NPC_DELEGATION', 'NPC_REPRESENT'], 200, 404),
  },
  'GET /api/npcDelegate/:id': {
    rule: 'As /info.',
    request: (ctx) => ({ url: `/api/npcDelegate/${ctx.ids.authorDelegateId}` }),
    expect: only([...ADMINS, 'NPC_DELEGATION', 'NPC_REPRESENT'], 200, 404),
  },
  'GET /api/npcDelegate/asOf': { rule: 'The roster as of a day: the office and a delegation (its own).', request: () => ({ url: '/api/npcDelegate/asOf?date=2026-01-01' }), expect: only([...ADMINS, 'NPC_DELEGATION'], 200) },
  'GET /api/npcDelegate/changes': { rule: '变更记录: the office and a delegation (its own).', request: () => ({ url: '/api/npcDelegate/changes' }), expect: only([...ADMINS, 'NPC_DELEGATION'], 200) },
  'GET /api/npcDelegate/importTemplate': { rule: '代表信息 → 下载模板: the office only.', request: () => ({ url: '/api/npcDelegate/importTemplate' }), expect: only(ADMINS, 200) },
  'POST /api/npcDelegate/import': {
    rule: '代表信息 → 导入: the office only; a request without a file is refused before anything is read (400).',
    request: () => ({ url: '/api/npcDelegate/import', payload: {} }),
    expect: only(ADMINS, 400),
  },
  'POST /api/npcDelegate': {
    rule: 'A new record: the office, or a delegation for its own delegation (巴州区, the first seeded).',
    request: (ctx) => ({ url: '/api/npcDelegate', payload: { delegateName: `矩阵代表${roleIndex(ctx)}`, fkDelegationId: 1, delegateGrade: 3, term: 5, times: 3 } }),
    expect: only([...ADMINS, 'NPC_DELEGATION'], 201),
  },
  'PUT /api/npcDelegate': {
    rule: 'A correction: the office only; a record that does not exist is 404 to it.',
    request: () => ({ url: '/api/npcDelegate', payload: { delegateId: NO_ROW, delegateName: '矩阵代表', fkDelegationId: 1, delegateGrade: 3 } }),
    expect: only(ADMINS, 404),
  },
  'DELETE /api/npcDelegate/:id': { rule: 'Deleting a record: the office only.', request: () => ({ url: `/api/npcDelegate/${NO_ROW}` }), expect: only(ADMINS, 404) },
  'POST /api/npcDelegate/:id/events': {
    rule: 'An event on a record nobody sees: 404 to every signed-in role (the machine decides who acts on a visible one).',
    request: () => ({ url: `/api/npcDelegate/${NO_ROW}/events`, payload: { type: 'APPROVE', version: 0 } }),
    expect: signedIn(404),
  },
  // ─── 通讯录 ────────────────────────────────────────────────────────────────────────────────
  'GET /api/addressBook': {
    rule: 'Public: /mobileBook opens signed out; phones go to signed-in callers only (address-book.api.test.ts).',
    request: () => ({ url: '/api/addressBook?kind=deputy' }),
    expect: everyone(200),
  },
  'GET /api/addressBook/groups': { rule: 'Public: the groups and their counts, no phone.', request: () => ({ url: '/api/addressBook/groups?kind=staff' }), expect: everyone(200) },
  // ─── 任免人员 ──────────────────────────────────────────────────────────────────────────────
  'GET /api/appointmentRemoval': { rule: '任免人员: the holders of its menu (代表管理: the administrators).', request: () => ({ url: '/api/appointmentRemoval' }), expect: only(ADMINS, 200) },
  'GET /api/appointmentRemoval/export': { rule: '任免人员 export (export of the menu).', request: () => ({ url: '/api/appointmentRemoval/export' }), expect: only(ADMINS, 200) },
  'POST /api/appointmentRemoval': { rule: '任免人员 (appointmentAdd).', request: () => ({ url: '/api/appointmentRemoval', payload: MATRIX_APPOINTMENT }), expect: only(ADMINS, 201) },
  'PUT /api/appointmentRemoval/:appointmentId': {
    rule: '任免人员 (appointmentEdit): a row that does not exist is 404 to its editors.',
    request: () => ({ url: `/api/appointmentRemoval/${NO_ROW}`, payload: MATRIX_APPOINTMENT }),
    expect: only(ADMINS, 404),
  },
  'DELETE /api/appointmentRemoval/:appointmentId': {
    rule: '任免人员 (appointmentDelete): a row that does not exist is 404 to its editors.',
    request: () => ({ url: `/api/appointmentRemoval/${NO_ROW}` }),
    expect: only(ADMINS, 404),
  },
  // 代表小组, 述职报告, 选区信息: each manager page's grant is its control (menus.ts 代表小组); the ids below exist nowhere.
  'GET /api/behalfTeam/groups': { rule: '小组管理: its menu (NPC_ADMIN, 人大管理员, NPC_LY).', request: () => ({ url: '/api/behalfTeam/groups' }), expect: only(ADMINS, 200) },
  'GET /api/behalfTeam/groups/export': { rule: '小组管理: its menu.', request: () => ({ url: '/api/behalfTeam/groups/export' }), expect: only(ADMINS, 200) },
  'GET /api/behalfTeam/options': { rule: 'Any of the group pages: 小组管理, 小组成员 (NPC_GROUP too), 组管理员.', request: () => ({ url: '/api/behalfTeam/options' }), expect: only([...ADMINS, 'NPC_GROUP'], 200) },
  'POST /api/behalfTeam/groups': {
    rule: '小组管理: its menu; a name of its own per role.',
    request: (ctx) => ({ url: '/api/behalfTeam/groups', payload: { groupName: `矩阵小组${ROLES.indexOf(ctx.role)}`, groupLevel: 5, fkStationId: null, fkAreaId: null, description: null, sortNo: 0 } }),
    expect: only(ADMINS, 201),
  },
  'PUT /api/behalfTeam/groups/:groupId': {
    rule: '小组管理: its menu; a group that does not exist is 404.',
    request: () => ({ url: '/api/behalfTeam/groups/999999999', payload: { groupName: '矩阵小组', groupLevel: 5, fkStationId: null, fkAreaId: null, description: null, sortNo: 0 } }),
    expect: only(ADMINS, 404),
  },
  ...Object.fromEntries(
    (['PUT /api/behalfTeam/groups/:groupId/enable', 'PUT /api/behalfTeam/groups/:groupId/disable', 'DELETE /api/behalfTeam/groups/:groupId'] as const).map((route) => [
      route,
      { rule: '小组管理: its menu; a group that does not exist is 404.', request: () => ({ url: route.split(' ')[1].replace(':groupId', '999999999') }), expect: only(ADMINS, 404) },
    ]),
  ),
  'GET /api/behalfTeam/groups/:groupId/members': { rule: '小组成员: its menu (NPC_GROUP in its own groups only: another is 404).', request: () => ({ url: '/api/behalfTeam/groups/999999999/members' }), expect: only([...ADMINS, 'NPC_GROUP'], 404) },
  'POST /api/behalfTeam/groups/:groupId/members': {
    rule: '小组成员: its menu; NPC_GROUP in its own groups only.',
    request: (ctx) => ({ url: '/api/behalfTeam/groups/999999999/members', payload: { delegateIds: [ctx.ids.authorDelegateId] } }),
    expect: only([...ADMINS, 'NPC_GROUP'], 404),
  },
  'PUT /api/behalfTeam/groups/:groupId/members/:memberId': {
    rule: '小组成员: its menu; NPC_GROUP in its own groups only.',
    request: () => ({ url: '/api/behalfTeam/groups/999999999/members/999999999', payload: { memberRole: 2 } }),
    expect: only([...ADMINS, 'NPC_GROUP'], 404),
  },
  'DELETE /api/behalfTeam/groups/:groupId/members/:memberId': {
    rule: '小组成员: its menu; NPC_GROUP in its own groups only.',
    request: () => ({ url: '/api/behalfTeam/groups/999999999/members/999999999' }),
    expect: only([...ADMINS, 'NPC_GROUP'], 404),
  },
  'GET /api/behalfTeam/groups/:groupId/admins': { rule: '组管理员: its menu (NPC_ADMIN, 人大管理员).', request: () => ({ url: '/api/behalfTeam/groups/999999999/admins' }), expect: only(ADMINS, 404) },
  'POST /api/behalfTeam/groups/:groupId/admins': {
    rule: '组管理员: its menu.',
    request: (ctx) => ({ url: '/api/behalfTeam/groups/999999999/admins', payload: { userId: ctx.ids.authorUserId } }),
    expect: only(ADMINS, 404),
  },
  'DELETE /api/behalfTeam/groups/:groupId/admins/:userId': { rule: '组管理员: its menu.', request: () => ({ url: '/api/behalfTeam/groups/999999999/admins/999999999' }), expect: only(ADMINS, 404) },
  'GET /api/behalfTeam/myGroup': { rule: 'A deputy’s own group: deputies only.', request: () => ({ url: '/api/behalfTeam/myGroup' }), expect: only(['NPC_REPRESENT'], 200) },
  'GET /api/reportOnWork/mine': { rule: 'A deputy’s own reports: deputies only.', request: () => ({ url: '/api/reportOnWork/mine' }), expect: only(['NPC_REPRESENT'], 200) },
  'GET /api/reportOnWork': { rule: 'Reviewing reports: the 述职报告 menu (NPC_GROUP, NPC_LY, NPC_ADMIN, 人大管理员).', request: () => ({ url: '/api/reportOnWork' }), expect: only([...ADMINS, 'NPC_GROUP'], 200) },
  'POST /api/reportOnWork': {
    rule: 'Writing a report: deputies only.',
    request: () => ({ url: '/api/reportOnWork', payload: { title: '矩阵述职报告', reportYear: 2025, meetingDate: null, meetingPlace: null, content: '', attachments: [] } }),
    expect: only(['NPC_REPRESENT'], 201),
  },
  'GET /api/reportOnWork/:reportId': {
    rule: 'A report: its author and the reviewers (a report that does not exist is 404); other roles 403.',
    request: () => ({ url: '/api/reportOnWork/999999999' }),
    expect: only([...ADMINS, 'NPC_GROUP', 'NPC_REPRESENT'], 404),
  },
  'PUT /api/reportOnWork/:reportId': {
    rule: 'Editing a report: its author; a report that does not exist is 404 to those who could see one.',
    request: () => ({ url: '/api/reportOnWork/999999999', payload: { title: '矩阵述职报告', reportYear: 2025, meetingDate: null, meetingPlace: null, content: '', attachments: [], version: 0 } }),
    expect: only([...ADMINS, 'NPC_GROUP', 'NPC_REPRESENT'], 404),
  },
  ...Object.fromEntries(
    (['POST /api/reportOnWork/:reportId/submit', 'POST /api/reportOnWork/:reportId/delete'] as const).map((route) => [
      route,
      {
        rule: 'The author’s actions; a report that does not exist is 404 to those who could see one.',
        request: () => ({ url: route.split(' ')[1].replace(':reportId', '999999999'), payload: { version: 0 } }),
        expect: only([...ADMINS, 'NPC_GROUP', 'NPC_REPRESENT'], 404),
      },
    ]),
  ),
  'POST /api/reportOnWork/:reportId/return': {
    rule: 'Reviewing: the 述职报告 menu; a report that does not exist is 404.',
    request: () => ({ url: '/api/reportOnWork/999999999/return', payload: { opinion: '矩阵退回', version: 0 } }),
    expect: only([...ADMINS, 'NPC_GROUP'], 404),
  },
  'POST /api/reportOnWork/:reportId/archive': {
    rule: 'Reviewing: the 述职报告 menu; a report that does not exist is 404.',
    request: () => ({ url: '/api/reportOnWork/999999999/archive', payload: { version: 0 } }),
    expect: only([...ADMINS, 'NPC_GROUP'], 404),
  },
  'GET /api/electoralUnit/mine': { rule: 'A deputy’s own electoral unit: deputies only.', request: () => ({ url: '/api/electoralUnit/mine' }), expect: only(['NPC_REPRESENT'], 200) },
  ...managedRows(
    ELECTORAL_UNIT_API,
    '选区管理 (its menu: the deputies’ office — administrators, NPC_LY, 选任代工委)',
    ADMINS,
    (ctx) => ({ unitName: `矩阵选区${roleIndex(ctx)}`, term: 5, fkAreaId: ctx.ids.countyId, coverage: '矩阵街道', voterCount: 0, population: 0, sortNo: 99 }),
    { move: true },
  ),
  [`GET ${ELECTORAL_UNIT_API}/options`]: { rule: '选区管理: the form’s choices, its menu.', request: () => ({ url: `${ELECTORAL_UNIT_API}/options?of=areas` }), expect: only(ADMINS, 200) },
  [`GET ${ELECTORAL_UNIT_API}/:unitId/delegates`]: { rule: '选区管理: a unit’s deputies, its menu (no such unit: 404).', request: () => ({ url: `${ELECTORAL_UNIT_API}/${NO_ROW}/delegates` }), expect: only(ADMINS, 404) },
  [`POST ${ELECTORAL_UNIT_API}/:unitId/delegates`]: {
    rule: '选区管理: assigning deputies, its menu (no such unit: 404).',
    request: (ctx) => ({ url: `${ELECTORAL_UNIT_API}/${NO_ROW}/delegates`, payload: { delegateIds: [ctx.ids.authorDelegateId] } }),
    expect: only(ADMINS, 404),
  },
  [`PUT ${ELECTORAL_UNIT_API}/:unitId/delegates/:delegateId`]: {
    rule: '选区管理: correcting a deputy’s votes, its menu (no such unit: 404).',
    request: (ctx) => ({ url: `${ELECTORAL_UNIT_API}/${NO_ROW}/delegates/${ctx.ids.authorDelegateId}`, payload: { votes: 1 } }),
    expect: only(ADMINS, 404),
  },
  [`DELETE ${ELECTORAL_UNIT_API}/:unitId/delegates/:delegateId`]: {
    rule: '选区管理: moving a deputy out, its menu (no such unit: 404).',
    request: (ctx) => ({ url: `${ELECTORAL_UNIT_API}/${NO_ROW}/delegates/${ctx.ids.authorDelegateId}` }),
    expect: only(ADMINS, 404),
  },
  ...Object.fromEntries(
    (
      [
        ['GET /api/npcDelegate/statistics', '/api/npcDelegate/statistics'],
        ['GET /api/npcDelegate/statistics/options', '/api/npcDelegate/statistics/options'],
        ['GET /api/npcDelegate/statistics/export', '/api/npcDelegate/statistics/export?delegateGrade=3'],
        ['GET /api/npcDelegate/statistics/changes', '/api/npcDelegate/statistics/changes?delegateGrade=3'],
        ['GET /api/npcDelegate/statistics/deputies', `/api/npcDelegate/statistics/deputies?dimension=sex&value=${encodeURIComponent('女')}`],
        ['GET /api/npcDelegate/statistics/deputies/export', `/api/npcDelegate/statistics/deputies/export?dimension=sex&value=${encodeURIComponent('女')}`],
        ['GET /api/npcDelegate/statistics/crossTable', '/api/npcDelegate/statistics/crossTable'],
        ['GET /api/npcDelegate/statistics/crossTable/export', '/api/npcDelegate/statistics/crossTable/export'],
        ['GET /api/npcDelegate/statistics/archival', '/api/npcDelegate/statistics/archival'],
        ['GET /api/npcDelegate/statistics/archival/incomplete', '/api/npcDelegate/statistics/archival/incomplete'],
        ['GET /api/npcDelegate/statistics/archival/export', '/api/npcDelegate/statistics/archival/export'],
        ['GET /api/npcDelegate/nameList', '/api/npcDelegate/nameList'],
        ['GET /api/npcDelegate/nameList/exportWithImages', '/api/npcDelegate/nameList/exportWithImages?delegateGrade=5'],
      ] as const
    ).map(([route, url]) => [
      route,
      {
        rule: 'Deputies’ statistics and the roster: the holders of the page’s menu (代表管理: the administrators, 选任代工委, NPC_LY); exports also need 导出 (the roster 导出 or 打印).',
        request: () => ({ url }),
        expect: only(ADMINS, 200),
      },
    ]),
  ),
};
