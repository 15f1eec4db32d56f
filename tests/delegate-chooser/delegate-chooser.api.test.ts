import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { doubleContactPerson, npcDelegate, npcDelegation, sysUser } from '@server/db/schema';
import { MSG } from '@shared/messages';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

const SUPER_ADMIN = '13800000000';
const WORKING_COMMITTEE = '13800000002';
const DELEGATION_ACCOUNT = '13800000004';
/** 张明华, city deputy (grade 3) of the 巴州区 delegation. */
const DEPUTY = '13900000001';
/** 李秀英, another city deputy of the same delegation. */
const OTHER_DEPUTY = '13900000002';

interface ChooserRow {
  delegateId: number;
  delegateName: string;
  sex: string;
  fkDelegationId: number;
  delegationName: string;
  delegateGrade: number;
  npcAvatar: string | null;
}
interface ChooserPage {
  list: ChooserRow[];
  total: number;
  pageNum: number;
  pageSize: number;
}

let t: TestApp;
let own: { delegateId: number; fkDelegationId: number; delegateGrade: number };
let otherDelegateId: number;

beforeAll(async () => {
  t = await createTestApp();
  own = await deputyOf(DEPUTY);
  otherDelegateId = (await deputyOf(OTHER_DEPUTY)).delegateId;
});
afterAll(async () => {
  await t?.close();
});

async function deputyOf(username: string) {
  const [row] = await t.database.db
    .select({ delegateId: npcDelegate.delegateId, fkDelegationId: npcDelegate.fkDelegationId, delegateGrade: npcDelegate.delegateGrade })
    .from(sysUser)
    .innerJoin(npcDelegate, eq(npcDelegate.delegateId, sysUser.fkDelegateId))
    .where(eq(sysUser.username, username));
  return row;
}

async function get<T>(url: string, as: string | null) {
  const headers = as ? bearer(await t.tokenFor(as)) : {};
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

async function post<T>(url: string, payload: object, as: string | null) {
  const headers = as ? bearer(await t.tokenFor(as)) : {};
  const response = await t.app.inject({ method: 'POST', url, payload, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

const chooser = (query: string, as: string | null = DEPUTY) => get<ChooserPage>(`/api/contactStation/getDelegate?${query}`, as);

describe('GET /api/contactStation/getDelegate', () => {
  it('defaults to the caller’s own delegation and grade, approved deputies only, without the caller', async () => {
    const { status, body } = await chooser('pageSize=100');
    expect(status).toBe(200);

    const expected = await t.database.db
      .select({ delegateId: npcDelegate.delegateId })
      .from(npcDelegate)
      .where(
        and(
          eq(npcDelegate.fkDelegationId, own.fkDelegationId),
          eq(npcDelegate.delegateGrade, own.delegateGrade),
          eq(npcDelegate.auditStatus, 1),
          ne(npcDelegate.delegateId, own.delegateId),
        ),
      );
    // The demo's 巴州区 delegation has twelve city deputies; the caller is one of them.
    expect(body.total).toBe(11);
    expect(body.list.map((d) => d.delegateId).sort((a, b) => a - b)).toEqual(expected.map((d) => d.delegateId).sort((a, b) => a - b));
    expect(body.list.map((d) => d.delegateId)).not.toContain(own.delegateId);
    for (const row of body.list) {
      expect(row.fkDelegationId).toBe(own.fkDelegationId);
      expect(row.delegationName).toBe('巴州区代表团');
      expect(row.delegateGrade).toBe(3);
    }
  });

  it('answers the chooser’s row fields and never a phone number', async () => {
    const { body } = await chooser('');
    const row = body.list[0] as unknown as Record<string, unknown>;
    expect(Object.keys(row).sort()).toEqual(['delegateGrade', 'delegateId', 'delegateName', 'delegationName', 'fkDelegationId', 'npcAvatar', 'sex']);
    expect(JSON.stringify(body)).not.toMatch(/139\d{8}/);
  });

  it('pages by ten by default, without overlap', async () => {
    const first = await chooser('');
    expect(first.body).toMatchObject({ total: 11, pageNum: 1, pageSize: 10 });
    expect(first.body.list).toHaveLength(10);
    const second = await chooser('pageNum=2');
    expect(second.body).toMatchObject({ total: 11, pageNum: 2, pageSize: 10 });
    expect(second.body.list).toHaveLength(1);
    const ids = new Set([...first.body.list, ...second.body.list].map((d) => d.delegateId));
    expect(ids.size).toBe(11);
    const third = await chooser('pageNum=3');
    expect(third.body.list).toEqual([]);
    expect(third.body.total).toBe(11);
  });

  it('refuses a page size or number outside the limits', async () => {
    expect((await chooser('pageSize=0')).status).toBe(400);
    expect((await chooser('pageSize=101')).status).toBe(400);
    const { status, body } = await chooser('pageNum=0');
    expect(status).toBe(400);
    expect((body as unknown as { msg: string }).msg).toBe(`${MSG.badRequest}：pageNum`);
  });

  it('queryAll lifts the default limit but still leaves the caller out', async () => {
    const approved = await t.database.db.$count(npcDelegate, eq(npcDelegate.auditStatus, 1));
    const { status, body } = await chooser('queryAll=true&pageSize=100');
    expect(status).toBe(200);
    expect(body.total).toBe(approved - 1);
    expect(new Set(body.list.map((d) => d.fkDelegationId)).size).toBe(5);
    expect(new Set(body.list.map((d) => d.delegateGrade))).toEqual(new Set([3, 4, 5]));
    expect(body.list.map((d) => d.delegateId)).not.toContain(own.delegateId);
    // queryAll=false is the default query.
    expect((await chooser('queryAll=false')).body.total).toBe(11);
  });

  it('an explicit delegation and grade replace the defaults', async () => {
    const [enyang] = await t.database.db.select().from(npcDelegation).where(eq(npcDelegation.delegationName, '恩阳区代表团'));
    const { body } = await chooser(`delegationId=${enyang.delegationId}&delegateGrade=4&pageSize=100`);
    expect(body.list.map((d) => d.delegateName).sort()).toEqual(['岳成林', '苟天明'].sort());
  });

  it('filters by auditStatus, approved (1) when not given', async () => {
    const pending = await chooser('queryAll=true&auditStatus=3&pageSize=100');
    expect(pending.status).toBe(200);
    expect(pending.body.list.map((d) => d.delegateName)).toEqual(['母德华']);
    const vacant = await chooser('queryAll=true&auditStatus=6');
    expect(vacant.body.list.map((d) => d.delegateName)).toEqual(['蒲明军']);

    const all = await chooser('queryAll=true&pageSize=100');
    const names = all.body.list.map((d) => d.delegateName);
    expect(names).not.toContain('母德华');
    expect(names).not.toContain('蒲明军');
    expect((await chooser('auditStatus=abc')).status).toBe(400);
  });

  it('searches by part of the name, and treats % and _ as plain characters', async () => {
    const { body } = await chooser('queryAll=true&pageSize=100&delegateName=' + encodeURIComponent(' 明 '));
    const names = body.list.map((d) => d.delegateName);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('明'))).toBe(true);
    expect(names).toContain('孙明亮');
    expect(names).not.toContain('张明华');
    expect(body.total).toBe(names.length);

    const inDelegation = await chooser('delegateName=' + encodeURIComponent('秀英'));
    expect(inDelegation.body.list.map((d) => d.delegateName)).toEqual(['李秀英']);

    expect((await chooser('queryAll=true&delegateName=%25')).body.total).toBe(0);
    expect((await chooser('queryAll=true&delegateName=_')).body.total).toBe(0);
  });

  it('defaults a delegation account to its delegation, and gives others every approved deputy', async () => {
    const delegation = await chooser('pageSize=100', DELEGATION_ACCOUNT);
    expect(delegation.status).toBe(200);
    expect(new Set(delegation.body.list.map((d) => d.delegationName))).toEqual(new Set(['巴州区代表团']));
    expect(new Set(delegation.body.list.map((d) => d.delegateGrade))).toEqual(new Set([3, 4, 5]));

    const approved = await t.database.db.$count(npcDelegate, eq(npcDelegate.auditStatus, 1));
    const admin = await chooser('pageSize=100', SUPER_ADMIN);
    expect(admin.body.total).toBe(approved);
  });

  it('initiateMode is accepted and does not narrow the list', async () => {
    const { status, body } = await chooser('initiateMode=1');
    expect(status).toBe(200);
    expect(body.total).toBe(11);
  });

  it('requires a session', async () => {
    const { status, body } = await chooser('', null);
    expect(status).toBe(401);
    expect(body).toEqual({ msg: MSG.unauthorized });
  });
});

describe('crowd contacts: GET getCrowdList, POST ContactCrown', () => {
  const list = (delegateId: number | null, as: string | null = DEPUTY) =>
    get<{ list: { name: string; phone: string }[]; msg?: string }>(
      `/api/doubleContactPerson/getCrowdList${delegateId === null ? '' : `?delegateId=${delegateId}`}`,
      as,
    );
  const save = (id: number, crowds: { name: string; phone: string }[], as: string | null = DEPUTY) =>
    post<{ list: { name: string; phone: string }[]; msg?: string }>('/api/doubleContactPerson/ContactCrown', { id, crowds }, as);

  it('round-trips the deputy’s own list, trimmed and in order, and replaces it as a whole', async () => {
    const before = await list(own.delegateId);
    expect(before.status).toBe(200);
    expect(Array.isArray(before.body.list)).toBe(true);

    const saved = await save(own.delegateId, [
      { name: ' 王大爷 ', phone: '13512345678 ' },
      { name: '李阿姨', phone: '18900001111' },
      { name: '赵师傅', phone: '15800002222' },
    ]);
    expect(saved.status).toBe(200);
    const expected = [
      { name: '王大爷', phone: '13512345678' },
      { name: '李阿姨', phone: '18900001111' },
      { name: '赵师傅', phone: '15800002222' },
    ];
    expect(saved.body).toEqual({ list: expected });
    expect((await list(own.delegateId)).body).toEqual({ list: expected });
    // Without delegateId a deputy reads their own list.
    expect((await list(null)).body).toEqual({ list: expected });

    await save(own.delegateId, [{ name: '赵师傅', phone: '15800002222' }]);
    expect((await list(own.delegateId)).body).toEqual({ list: [{ name: '赵师傅', phone: '15800002222' }] });
    expect(await t.database.db.$count(doubleContactPerson, eq(doubleContactPerson.fkDelegateId, own.delegateId))).toBe(1);

    const cleared = await save(own.delegateId, []);
    expect(cleared.status).toBe(200);
    expect((await list(own.delegateId)).body).toEqual({ list: [] });
  });

  it('two saves at once leave one whole list, never a mix of both', async () => {
    const a = [
      { name: '甲一', phone: '13500000001' },
      { name: '甲二', phone: '13500000002' },
    ];
    const b = [
      { name: '乙一', phone: '18600000001' },
      { name: '乙二', phone: '18600000002' },
      { name: '乙三', phone: '18600000003' },
    ];
    const answers = await Promise.all([save(own.delegateId, a), save(own.delegateId, b), save(own.delegateId, a), save(own.delegateId, b)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const stored = (await list(own.delegateId)).body.list;
    expect([a, b]).toContainEqual(stored);
  });

  it('keeps each deputy’s list to themselves; administrators may read it', async () => {
    await save(own.delegateId, [{ name: '王大爷', phone: '13512345678' }]);

    const readOther = await list(otherDelegateId);
    expect(readOther.status).toBe(403);
    expect(readOther.body).toEqual({ msg: MSG.forbidden });
    expect((await list(own.delegateId, OTHER_DEPUTY)).status).toBe(403);
    expect((await list(own.delegateId, WORKING_COMMITTEE)).status).toBe(403);

    const otherBefore = (await list(otherDelegateId, OTHER_DEPUTY)).body;
    const writeOther = await save(otherDelegateId, [{ name: '王大爷', phone: '13512345678' }]);
    expect(writeOther.status).toBe(403);
    expect((await list(otherDelegateId, OTHER_DEPUTY)).body).toEqual(otherBefore);

    const admin = await list(own.delegateId, SUPER_ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({ list: [{ name: '王大爷', phone: '13512345678' }] });
    expect((await save(own.delegateId, [], SUPER_ADMIN)).status).toBe(403);
    expect((await list(999_999, SUPER_ADMIN)).status).toBe(404);
    // An administrator has no list of their own to default to.
    expect((await list(null, SUPER_ADMIN)).status).toBe(400);
  });

  it('refuses a bad row with a Chinese message naming the row, and keeps the stored list', async () => {
    await save(own.delegateId, [{ name: '王大爷', phone: '13512345678' }]);
    const cases: [{ name: string; phone: string }[], string][] = [
      [[{ name: '李阿姨', phone: '1890000111' }], '第1行：请输入正确的11位手机号码'],
      [[{ name: '李阿姨', phone: '12900001111' }], '第1行：请输入正确的11位手机号码'],
      [[{ name: '李阿姨', phone: '1890000111a' }], '第1行：请输入正确的11位手机号码'],
      [[{ name: '李阿姨', phone: '18900001111' }, { name: '  ', phone: '13512345678' }], '第2行：请输入姓名'],
      [[{ name: '李阿姨', phone: '' }], '第1行：请输入手机号码'],
      [[{ name: '李阿姨', phone: '18900001111' }, { name: '李叔', phone: '18900001111' }], '第2行：手机号码重复'],
    ];
    for (const [crowds, msg] of cases) {
      const { status, body } = await save(own.delegateId, crowds);
      expect(status, msg).toBe(400);
      expect(body).toEqual({ msg });
    }
    expect((await save(own.delegateId, Array.from({ length: 51 }, (_, i) => ({ name: `群众${i}`, phone: `135${String(i).padStart(8, '0')}` })))).status).toBe(400);
    expect((await post('/api/doubleContactPerson/ContactCrown', { crowds: [] }, DEPUTY)).status).toBe(400);
    expect((await list(own.delegateId)).body).toEqual({ list: [{ name: '王大爷', phone: '13512345678' }] });
  });

  it('requires a session', async () => {
    expect((await list(own.delegateId, null)).status).toBe(401);
    expect((await save(own.delegateId, [], null)).status).toBe(401);
    expect((await list(own.delegateId)).body.list).toHaveLength(1);
  });
});
