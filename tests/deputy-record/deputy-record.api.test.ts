import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ID_CARD_MSG } from '@machines/deputy-record/index';
import { DEPUTY_MSG } from '@shared/deputies';
import { auditLog, npcDelegate, npcDelegateRelation, npcDelegateTenure, smsOutbox, sysUser } from '@server/db/schema';
import { DEMO, mustSend, type ApiDriver, type Stepper } from '../helpers/api-driver';
import { deputyLifecycle, describePathReplays, playedBy, startLifecycleApi } from '../helpers/lifecycle-api';
import { DEPUTY_MODEL_TARGET_DELEGATION, deputyCast } from '../helpers/lifecycle-paths';
import { bearer, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
let stepper: Stepper;
let bazhou: number;
let enyang: number;

/** A demo deputy whose account the replays link to each new record, to play the deputy himself. */
const HIMSELF = '13900000050';
const USERS = [DEMO.congressAdmin, DEMO.superAdmin, DEMO.delegation, DEMO.author, DEMO.work, HIMSELF];

beforeAll(async () => {
  ({ t, d, stepper } = await startLifecycleApi(deputyLifecycle, USERS));
  bazhou = (await d.actorOf(DEMO.delegation)).delegationId!;
  enyang = (await d.actorOf(DEMO.otherDelegationDeputy)).delegationId!;
  expect(enyang).not.toBe(bazhou);
});
afterAll(async () => {
  await t?.close();
});

let serial = 0;
const recordBody = (fields: Record<string, unknown> = {}) => {
  serial += 1;
  return { delegateName: `测试代表${serial}`, fkDelegationId: bazhou, delegateGrade: 3, term: 5, times: 3, ...fields };
};

async function create(username: string, fields: Record<string, unknown> = {}) {
  return d.request(username, 'POST', '/api/npcDelegate', recordBody(fields));
}

async function created(fields: Record<string, unknown> = {}): Promise<number> {
  const answer = await create(DEMO.congressAdmin, fields);
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return answer.body.record.delegateId as number;
}

/** A new record of 巴州区, whose deputy signs in as HIMSELF. */
async function newRecord(): Promise<number> {
  const id = await created();
  await t.database.db.update(sysUser).set({ fkDelegateId: id }).where(eq(sysUser.username, HIMSELF));
  d.forget(HIMSELF);
  return id;
}

describePathReplays(deputyLifecycle, {
  api: () => ({ d, stepper }),
  newRecord,
  usernameOf: playedBy(deputyCast, { office: DEMO.congressAdmin, congressAdmin: DEMO.superAdmin, delegation: DEMO.delegation, deputyHimself: HIMSELF }),
  // The model's transfer names a delegation of its own: the demo's 恩阳区 plays it.
  bodyOf: (event) => {
    const { actor: _actor, at: _at, version: _version, ...body } = event as unknown as Record<string, unknown>;
    return body.type === 'APPLY_TRANSFER' && body.targetDelegationId === DEPUTY_MODEL_TARGET_DELEGATION ? { ...body, targetDelegationId: enyang } : body;
  },
});

const put = async (username: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/npcDelegate', headers: bearer(await t.tokenFor(username)), payload: body });

describe('POST /api/npcDelegate', () => {
  it('stores a new record at 待审核 whatever auditStatus says, with 族, and only the relatives that have a name', async () => {
    const answer = await create(DEMO.congressAdmin, {
      auditStatus: 1,
      nationality: '回',
      relations: [
        { appellation: '妻子', name: '王芳', birthday: '1980-02-03', political: '群众', works: '巴中市第一小学教师' },
        { appellation: '儿子', name: '  ' },
      ],
    });
    expect(answer.statusCode).toBe(201);
    const record = answer.body.record;
    expect(record).toMatchObject({ auditStatus: 0, nationality: '回族' });
    expect(record.relations).toHaveLength(4);
    expect(record.relations.filter((relative: { name: string | null }) => relative.name)).toEqual([expect.objectContaining({ name: '王芳', appellation: '妻子' })]);
    expect(await t.database.db.select().from(npcDelegateRelation).where(eq(npcDelegateRelation.fkDelegateId, record.delegateId))).toHaveLength(1);
  });

  it('refuses a wrong identity card number, a taken phone or an identity card another deputy holds, and writes nothing', async () => {
    await created({ idCard: '51190219800101018X' });
    const before = await t.database.db.$count(npcDelegate);
    expect((await create(DEMO.congressAdmin, { idCard: '110105194912310021' })).body).toEqual({ msg: ID_CARD_MSG });
    const taken = await create(DEMO.congressAdmin, { phone: DEMO.author });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toEqual({ msg: DEPUTY_MSG.phoneTaken });
    // The same person entered twice, the number written in lower case this time.
    const twice = await create(DEMO.congressAdmin, { idCard: '51190219800101018x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toEqual({ msg: DEPUTY_MSG.idCardTaken });
    expect(await t.database.db.$count(npcDelegate)).toBe(before);
  });

  it('lets a delegation enter only its own deputies, and nobody else at all', async () => {
    expect((await create(DEMO.delegation)).statusCode).toBe(201);
    expect((await create(DEMO.delegation, { fkDelegationId: enyang })).body).toEqual({ msg: DEPUTY_MSG.ownDelegationOnly });
    expect((await create(DEMO.work)).statusCode).toBe(403);
    expect((await create(DEMO.author)).statusCode).toBe(403);
  });
});

describe('PUT /api/npcDelegate', () => {
  it('lets the office correct a record, keeping each changed field before and after in the history and the audit log', async () => {
    const id = await created({ presentOccupation: '巴州区某公司职员' });
    const detail = (await d.detail(DEMO.congressAdmin, 'deputy', id)).body;
    const answer = await put(DEMO.congressAdmin, { delegateId: id, delegateName: detail.delegateName, fkDelegationId: bazhou, delegateGrade: 3, presentOccupation: '巴州区某公司总经理', version: detail.version });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ msg: '信息修改成功', record: { presentOccupation: '巴州区某公司总经理' } });
    const edit = answer.json().record.history.at(-1);
    expect(edit).toMatchObject({ eventType: 'EDIT', changes: [{ field: 'presentOccupation', label: '工作单位及职务', before: '巴州区某公司职员', after: '巴州区某公司总经理' }] });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'lifecycle_event'), eq(auditLog.target, `npc_delegate:${id}`))).orderBy(auditLog.auditId).limit(2).offset(1);
    expect(audit.detail).toMatchObject({ eventType: 'EDIT', changes: { presentOccupation: { before: '巴州区某公司职员', after: '巴州区某公司总经理' } } });
  });

  it('refuses a correction by anyone but the office, and a serving deputy’s new delegation (that is a transfer)', async () => {
    const id = await created();
    const body = { delegateId: id, delegateName: '改名', fkDelegationId: bazhou, delegateGrade: 3 };
    expect((await put(DEMO.delegation, body)).statusCode).toBe(403);
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    const moved = await put(DEMO.congressAdmin, { ...body, fkDelegationId: enyang });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ msg: DEPUTY_MSG.transferByApplication });
  });
});

describe('the tenure and the account', () => {
  it('an approved deputy with a phone gets an account and a texted temporary password; a vacated one is disabled', async () => {
    const phone = '13987650001';
    const id = await created({ phone });
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    const [account] = await t.database.db.select().from(sysUser).where(eq(sysUser.fkDelegateId, id));
    expect(account).toMatchObject({ username: phone, loginRoleCode: 'NPC_REPRESENT', isValid: true, mustChangePassword: true });
    const texts = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone));
    expect(texts).toHaveLength(1);
    expect(texts[0].text).toMatch(/临时密码为\w{10}/);

    await mustSend(d, DEMO.delegation, 'deputy', id, { type: 'APPLY_VACANCY', reason: '调离本行政区域' });
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    const [after] = await t.database.db.select().from(sysUser).where(eq(sysUser.fkDelegateId, id));
    expect(after.isValid).toBe(false);
    const tenures = await t.database.db.select().from(npcDelegateTenure).where(eq(npcDelegateTenure.fkDelegateId, id));
    expect(tenures).toHaveLength(1);
    expect(tenures[0].validTo).not.toBeNull();
  });

  it('a transfer answers the roster as of a day with the delegation of that day, and the history shows before and after', async () => {
    const id = await created();
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    // The first tenure began a while ago, as the seed's do.
    await t.database.db.update(npcDelegateTenure).set({ validFrom: '2024-01-01T00:00:00Z' }).where(eq(npcDelegateTenure.fkDelegateId, id));
    await mustSend(d, DEMO.delegation, 'deputy', id, { type: 'APPLY_TRANSFER', reason: '工作调动', targetDelegationId: enyang });
    const approved = await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    expect(approved.body.fkDelegationId).toBe(enyang);
    expect(approved.body.history.at(-1).changes).toEqual([{ field: 'fkDelegationId', label: '所属代表团', before: '巴州区代表团', after: '恩阳区代表团' }]);

    const asOf = async (date: string) => {
      const answer = await d.request(DEMO.congressAdmin, 'GET', `/api/npcDelegate/asOf?date=${date}&pageSize=100&keyword=${encodeURIComponent(approved.body.delegateName)}`);
      expect(answer.statusCode).toBe(200);
      return answer.body.list.map((row: { delegationName: string }) => row.delegationName);
    };
    expect(await asOf('2025-06-01')).toEqual(['巴州区代表团']);
    expect(await asOf(new Date(Date.now() + 86_400_000).toISOString().slice(0, 10))).toEqual(['恩阳区代表团']);
    expect(await asOf('2023-06-01')).toEqual([]);
  });
});

describe('reading and deleting', () => {
  it('a deputy reads their own record through /info; the identity card is masked for all but the office', async () => {
    const own = await d.request(DEMO.author, 'GET', '/api/npcDelegate/info');
    expect(own.statusCode).toBe(200);
    expect(own.body.delegateId).toBe(await d.deputyId(DEMO.author));
    const id = await created({ idCard: '11010519491231002X' });
    expect((await d.request(DEMO.congressAdmin, 'GET', `/api/npcDelegate/info?delegateId=${id}`)).body.idCard).toBe('11010519491231002X');
    expect((await d.request(DEMO.delegation, 'GET', `/api/npcDelegate/info?delegateId=${id}`)).body.idCard).toBe('110105********002X');
  });

  it('deletes a record nothing refers to; a deputy with a citizen’s message is vacated instead', async () => {
    const id = await created();
    const remove = async (delegateId: number) => t.app.inject({ method: 'DELETE', url: `/api/npcDelegate/${delegateId}`, headers: bearer(await t.tokenFor(DEMO.congressAdmin)) });
    expect((await remove(id)).statusCode).toBe(200);
    expect(await t.database.db.$count(npcDelegate, eq(npcDelegate.delegateId, id))).toBe(0);
    const addressed = await created();
    await d.insertMessage({ delegateId: addressed, stationId: null });
    const refused = await remove(addressed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ msg: DEPUTY_MSG.inUse });
  });
});

describe('本届代表变动 (GET /api/npcDelegate/statistics/changes)', () => {
  const changes = async (username: string, query = '') => d.request(username, 'GET', `/api/npcDelegate/statistics/changes${query}`);
  const thisMonth = async (query: string) => {
    const answer = await changes(DEMO.congressAdmin, query);
    expect(answer.statusCode).toBe(200);
    return answer.body.months.at(-1);
  };

  it('counts each month’s approvals by kind and who served at its end, from the term’s first session to this month', async () => {
    const whole = (await changes(DEMO.congressAdmin)).body;
    expect(whole.months[0].month).toBe('2024-01');
    expect(whole.months.at(-1).month).toBe(whole.to.slice(0, 7));
    // The demo: 孙明亮 moved to 巴州区 in March 2025; vacancies were approved at the end of June 2025.
    expect(whole.months.find((m: { month: string }) => m.month === '2025-03')).toMatchObject({ transferred: 1, joined: 0 });
    expect(whole.months.find((m: { month: string }) => m.month === '2025-06').vacated).toBeGreaterThan(0);

    const query = '?delegateGrade=3';
    const before = await thisMonth(query);
    const id = await created();
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    expect(await thisMonth(query)).toEqual({ ...before, joined: before.joined + 1, serving: before.serving + 1 });

    await mustSend(d, DEMO.delegation, 'deputy', id, { type: 'APPLY_TRANSFER', reason: '工作调动', targetDelegationId: enyang });
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPLY_INFO', reason: '更正', changes: { officePhone: '0827-5550001' } });
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    expect(await thisMonth(query)).toEqual({ ...before, joined: before.joined + 1, transferred: before.transferred + 1, corrected: before.corrected + 1, serving: before.serving + 1 });

    const inEnyang = await thisMonth(`?delegationId=${enyang}`);
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPLY_VACANCY', reason: '调离本行政区域' });
    await mustSend(d, DEMO.congressAdmin, 'deputy', id, { type: 'APPROVE' });
    expect(await thisMonth(`?delegationId=${enyang}`)).toEqual({ ...inEnyang, vacated: inEnyang.vacated + 1, serving: inEnyang.serving - 1 });
    expect((await thisMonth(query)).serving).toBe(before.serving);
  });

  it('answers the office only: a delegation and a deputy get 403', async () => {
    expect((await changes(DEMO.delegation)).statusCode).toBe(403);
    expect((await changes(DEMO.author)).statusCode).toBe(403);
  });
});

describe('代表信息 → 导出 (GET /api/npcDelegate/export)', () => {
  const exported = async (username: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/npcDelegate/export${query}`, headers: bearer(await t.tokenFor(username)) });
  const sheetRows = async (body: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as never);
    const rows: string[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    return rows;
  };
  const exportsAudited = () => t.database.db.$count(auditLog, and(eq(auditLog.action, 'roster_export'), eq(auditLog.target, 'npcDelegate:list')));

  it('writes the records the list shows under the same filters, one row each, and audits it', async () => {
    const query = `?delegateGrade=3&fkDelegationId=${enyang}`;
    const list = await d.request(DEMO.congressAdmin, 'GET', `/api/npcDelegate${query}&pageSize=100`);
    const before = await exportsAudited();
    const answer = await exported(DEMO.congressAdmin, query);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toContain('attachment');
    const rows = await sheetRows(answer.rawPayload);
    expect(rows[0].slice(0, 2)).toEqual(['姓名', '性别']);
    expect(rows.slice(1).map((row) => row[0]).sort()).toEqual(list.body.list.map((row: { delegateName: string }) => row.delegateName).sort());
    expect(rows.length - 1).toBe(list.body.total);
    expect(await exportsAudited()).toBe(before + 1);
  });

  it('gives a delegation its own deputies only, and a deputy (no 导出) 403 with nothing audited', async () => {
    const rows = await sheetRows((await exported(DEMO.delegation, '')).rawPayload);
    expect(new Set(rows.slice(1).map((row) => row[10]))).toEqual(new Set(['巴州区代表团']));
    const before = await exportsAudited();
    expect((await exported(DEMO.author, '')).statusCode).toBe(403);
    expect(await exportsAudited()).toBe(before);
  });
});
