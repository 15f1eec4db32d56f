import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { npcDelegate, npcDelegation, suggest, sysNpcMenu, sysNpcUnit, sysUser } from '@server/db/schema';
import { HOUSING_BUREAU } from '@server/seed/units';
import { managedPaths, type ManagedPage, type ManagedRow } from '@shared/managed-table';
import { REFERENCE_API } from '@shared/reference-data';
import { bearer, useTestApp } from '../helpers/test-app';

const SUPER_ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORKING_COMMITTEE = '13800000002';
const DEPUTY = '13900000001';

const t = useTestApp();

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string, payload?: object) {
  const response = await t.app.inject({ method, url, payload, headers: bearer(await t.tokenFor(as)) });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}
const listOf = (body: Record<string, unknown>) => (body as unknown as ManagedPage).list;

describe('handling units', () => {
  const paths = managedPaths(REFERENCE_API.unit);

  async function unitIdOf(name: string) {
    const [row] = await t.database.db.select({ unitId: sysNpcUnit.unitId }).from(sysNpcUnit).where(eq(sysNpcUnit.unitName, name));
    return row.unitId;
  }
  async function suggestionAt(status: number, unitId: number) {
    const [author] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, DEPUTY));
    await t.database.db.insert(suggest).values({
      term: 5,
      times: 3,
      title: '单位测试建议',
      authorDelegateId: author.fkDelegateId!,
      authorUserId: author.userId,
      status,
      units: [{ unitId, assignType: 7, main: true, signedAt: null, opinionAt: null }],
    });
  }

  it('refuses disabling or deleting a unit with an unfinished suggestion (409), and says why', async () => {
    const unitId = (await call('POST', paths.add, WORKING_COMMITTEE, { unitName: '在办测试单位', assignType: 7, term: 5, times: 3 })).body.unitId as number;
    await suggestionAt(400, unitId);
    expect(await call('PUT', paths.valid(unitId), WORKING_COMMITTEE, { isValid: false })).toEqual({ status: 409, body: { msg: '该单位还有 1 件未办结的议案建议，不能停用' } });
    expect(await call('DELETE', paths.one(unitId), SUPER_ADMIN)).toEqual({ status: 409, body: { msg: '该单位还有 1 件未办结的议案建议，不能删除' } });
    const listed = listOf((await call('GET', `${paths.list}?keyword=在办测试单位`, SUPER_ADMIN)).body);
    expect(listed[0]).toMatchObject({ unitId, isValid: true, openCount: 1 });
  });

  it('disables a unit whose records are all finished, but keeps it (deleting is refused), and assignment no longer offers it', async () => {
    const unitId = (await call('POST', paths.add, SUPER_ADMIN, { unitName: '办结测试单位', assignType: 7, term: 5, times: 3 })).body.unitId as number;
    await suggestionAt(600, unitId);
    expect((await call('PUT', paths.valid(unitId), SUPER_ADMIN, { isValid: false })).status).toBe(200);
    expect(await call('DELETE', paths.one(unitId), SUPER_ADMIN)).toEqual({ status: 409, body: { msg: '该单位办理过 1 件议案建议（可停用），不能删除' } });
    const offered = (await call('GET', '/api/sysNpcUnit', DEPUTY)).body as { list: { unitId: number; unitName: string; assignType: number }[] };
    expect(offered.list.some((u) => u.unitId === unitId)).toBe(false);
    expect(Object.keys(offered.list[0]).sort()).toEqual(['assignType', 'unitId', 'unitName']);
  });

  it('refuses deleting a unit that has accounts', async () => {
    const unitId = await unitIdOf(HOUSING_BUREAU);
    expect(await call('DELETE', paths.one(unitId), SUPER_ADMIN)).toEqual({ status: 409, body: { msg: '该单位还有 1 个账号，不能删除' } });
  });

  it('refuses a contact phone that is no phone number, naming the field', async () => {
    const bad = await call('POST', paths.add, SUPER_ADMIN, { unitName: '电话测试单位', assignType: 7, term: 5, times: 3, contactPhone: '请联系办公室' });
    expect(bad).toEqual({ status: 400, body: { msg: '请输入正确的联系电话', field: 'contactPhone' } });
  });
});

describe('delegations', () => {
  const paths = managedPaths(REFERENCE_API.delegation);

  it('hides the city’s own delegation from the delegation list, not from its management', async () => {
    const own = (await call('POST', paths.add, CONGRESS_ADMIN, { delegationName: '巴中市代表团', fkNpcId: 1, delegationLevel: 3, sortNo: 0 })).body;
    expect(own.delegationId).toBeTypeOf('number');
    const listed = (await call('GET', `${REFERENCE_API.delegation}?fkNpcId=1&delegationLevel=3`, DEPUTY)).body as { list: ManagedRow[] };
    expect(listed.list.map((d) => d.delegationName)).toEqual(['巴州区代表团', '恩阳区代表团', '通江县代表团', '南江县代表团', '平昌县代表团']);
    const managed = listOf((await call('GET', `${paths.list}?keyword=巴中市`, CONGRESS_ADMIN)).body);
    expect(managed.map((d) => d.delegationName)).toEqual(['巴中市代表团']);
  });

  it('refuses deleting a delegation its deputies and accounts belong to', async () => {
    const [bazhou] = await t.database.db.select().from(npcDelegation).where(eq(npcDelegation.delegationName, '巴州区代表团'));
    const refused = await call('DELETE', paths.one(bazhou.delegationId), SUPER_ADMIN);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^该代表团还有 \d+ 名代表、1 个账号属于该代表团，不能删除$/);
  });
});

describe('dictionaries', () => {
  const paths = managedPaths(REFERENCE_API.dictData);

  it('answers GET /api/commDictData by typeCode and isValid, in sort_num order', async () => {
    const { body } = await call('GET', `${REFERENCE_API.dictData}?typeCode=sex&isValid=true&orderBy=${encodeURIComponent('sort_num asc')}`, DEPUTY);
    expect((body.list as ManagedRow[]).map((e) => [e.dataKey, e.dataValue, e.sort_num])).toEqual([
      ['1', '男', 1],
      ['2', '女', 2],
    ]);
  });

  it('renames a label without rewriting deputies’ records, and refuses deleting an entry their records use', async () => {
    const han = listOf((await call('GET', `${paths.list}?typeCode=nationality&keyword=汉族`, CONGRESS_ADMIN)).body)[0];
    const renamed = await call('PUT', paths.one(han.dictId as number), CONGRESS_ADMIN, { typeCode: 'nationality', dataKey: han.dataKey, dataValue: '汉', sort_num: han.sort_num });
    expect(renamed.status).toBe(200);
    const [author] = await t.database.db.select({ nationality: npcDelegate.nationality }).from(npcDelegate).where(eq(npcDelegate.delegateName, '张明华'));
    expect(author.nationality).toBe('汉族');
    const hui = listOf((await call('GET', `${paths.list}?typeCode=nationality&keyword=回族`, CONGRESS_ADMIN)).body)[0];
    const refused = await call('DELETE', paths.one(hui.dictId as number), CONGRESS_ADMIN);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^该字典数据已被 \d+ 位代表的资料使用，不能删除（可停用）$/);
  });

  it('refuses an entry of an unknown type or a key its type already has', async () => {
    expect(await call('POST', paths.add, SUPER_ADMIN, { typeCode: 'nothing', dataKey: '1', dataValue: '无', sort_num: 1 })).toEqual({ status: 400, body: { msg: '请选择字典分类' } });
    expect(await call('POST', paths.add, SUPER_ADMIN, { typeCode: 'sex', dataKey: '1', dataValue: '男性', sort_num: 3 })).toEqual({ status: 400, body: { msg: '字典键「1」在该分类中已存在' } });
  });

  it('refuses deleting a dictionary type that still has entries', async () => {
    const sex = listOf((await call('GET', `${managedPaths(REFERENCE_API.dictType).list}?keyword=sex`, SUPER_ADMIN)).body).find((r) => r.typeCode === 'sex')!;
    expect(await call('DELETE', managedPaths(REFERENCE_API.dictType).one(sex.typeId as number), SUPER_ADMIN)).toEqual({ status: 409, body: { msg: '该分类下还有 2 条字典数据，不能删除' } });
  });

  it('keeps dictionary entries to the holders of dictAdd: the working committee is refused', async () => {
    expect((await call('POST', paths.add, WORKING_COMMITTEE, { typeCode: 'sex', dataKey: '9', dataValue: '未知', sort_num: 9 })).status).toBe(403);
  });
});

describe('organisations', () => {
  const paths = managedPaths(REFERENCE_API.organization);

  it('answers the tree of congresses by level with pageSize 1000, sort_no order', async () => {
    const { status, body } = await call('GET', `${REFERENCE_API.organization}?pageNum=1&pageSize=1000&delegateGrade=4&isValid=true&orderBy=${encodeURIComponent('sort_no asc')}&fkParentOrganization=1`, DEPUTY);
    expect(status).toBe(200);
    expect(listOf(body).map((o) => o.organizationName)).toEqual(['巴州区人民代表大会', '恩阳区人民代表大会', '通江县人民代表大会', '南江县人民代表大会', '平昌县人民代表大会']);
  });

  it('refuses deleting the city congress (its counties, delegations and terms hang on it) and a parent of a lower level', async () => {
    const refused = await call('DELETE', paths.one(1), SUPER_ADMIN);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/^该机构还有 5 个下级机构、\d+ 个代表团属于该机构、该机构有 3 条届次记录，不能删除$/);
    const county = listOf((await call('GET', `${paths.list}?keyword=巴州区`, SUPER_ADMIN)).body)[0];
    const upsideDown = await call('POST', paths.add, SUPER_ADMIN, { organizationName: '测试市人大', fkParentOrganization: county.organizationId, delegateGrade: 3, sortNo: 1 });
    expect(upsideDown).toEqual({ status: 400, body: { msg: '上级机构的层级须高于本机构' } });
  });
});

describe('special committees', () => {
  const members = managedPaths(REFERENCE_API.committeeMember);

  it('keeps npc_delegate.is_special_committee true exactly while the deputy has a seat', async () => {
    const [deputy] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateName, '李秀英'));
    expect(deputy.isSpecialCommittee).toBe(false);
    const seat = await call('POST', members.add, CONGRESS_ADMIN, { fkSpecialCommitteeId: 4, fkDelegateId: deputy.delegateId, specialCommitteePosition: '委员', term: 5, times: 3 });
    expect(seat.status).toBe(200);
    expect(seat.body).toMatchObject({ delegateName: '李秀英', delegationName: '巴州区代表团' });
    const flag = async () => (await t.database.db.select({ f: npcDelegate.isSpecialCommittee }).from(npcDelegate).where(eq(npcDelegate.delegateId, deputy.delegateId)))[0].f;
    expect(await flag()).toBe(true);
    expect(await call('POST', members.add, CONGRESS_ADMIN, { fkSpecialCommitteeId: 4, fkDelegateId: deputy.delegateId, specialCommitteePosition: '委员', term: 5, times: 3 })).toEqual({
      status: 400,
      body: { msg: '该代表已是本委员会该届次的成员' },
    });
    expect(await call('DELETE', managedPaths(REFERENCE_API.committee).one(4), SUPER_ADMIN)).toEqual({ status: 409, body: { msg: '该专门委员会还有 1 名成员，不能删除' } });
    expect((await call('DELETE', members.one(seat.body.memberId as number), CONGRESS_ADMIN)).status).toBe(200);
    expect(await flag()).toBe(false);
  });
});

describe('interface addresses', () => {
  const paths = managedPaths(REFERENCE_API.sysUrl);

  it('takes http(s) addresses only', async () => {
    expect(await call('POST', paths.add, SUPER_ADMIN, { urlName: '脚本', url: 'javascript:alert(1)', sortNo: 1 })).toEqual({ status: 400, body: { msg: '地址须以 http:// 或 https:// 开头', field: 'url' } });
  });

  it('refuses deleting an address a menu of open type 4 embeds, and the menu follows an edited address', async () => {
    const used = listOf((await call('GET', `${paths.list}?keyword=cnbz`, SUPER_ADMIN)).body)[0];
    expect(used.menuCount).toBe(1);
    expect(await call('DELETE', paths.one(used.urlId as number), SUPER_ADMIN)).toEqual({ status: 409, body: { msg: '该地址正被 1 个菜单使用，不能删除' } });
    const moved = await call('PUT', paths.one(used.urlId as number), SUPER_ADMIN, { urlName: used.urlName, url: 'https://www.cnbz.gov.cn/index.html', sortNo: used.sortNo });
    expect(moved.status).toBe(200);
    const menus = await t.database.db.select({ url: sysNpcMenu.menuUrl }).from(sysNpcMenu).where(and(eq(sysNpcMenu.openType, 4), eq(sysNpcMenu.menuName, '巴中市人民政府网')));
    expect(menus).toEqual([{ url: 'https://www.cnbz.gov.cn/index.html' }]);
    expect((await call('GET', REFERENCE_API.sysUrl, DEPUTY)).status).toBe(403);
  });
});
