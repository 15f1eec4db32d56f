import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditLog, commArea, npcDelegate, npcElectoralUnit, npcElectoralUnitDelegate, sysNpcMenu, sysRoleMenu } from '@server/db/schema';
import { ELECTORAL_MSG, ELECTORAL_UNIT_API } from '@shared/groups';
import { managedPaths, type ManagedPage, type ManagedRow } from '@shared/managed-table';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();
const paths = managedPaths(ELECTORAL_UNIT_API);

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORK = '13800000002';
const DELEGATION = '13800000004';
const LIAISON = '13800000008';
const ZHANG = '13900000001';
const ZHANG_NAME = '张明华';

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, as: string, payload?: object) {
  const response = await t.app.inject({ method, url, headers: bearer(await t.tokenFor(as)), ...(payload === undefined ? {} : { payload }) });
  return { status: response.statusCode, body: response.json() };
}

const db = () => t.database.db;

async function bazhouId(): Promise<number> {
  const { body } = await call('GET', `${ELECTORAL_UNIT_API}/options?of=areas`, CONGRESS_ADMIN);
  return (body.list as { id: number; name: string }[]).find((a) => a.name === '巴州区')!.id;
}

async function unitBody(name: string, overrides: Record<string, unknown> = {}) {
  return { unitName: name, term: 5, fkAreaId: await bazhouId(), coverage: '东城街道新华社区', voterCount: 9000, population: 12000, electionDate: '2021-11-18', fkStationId: null, sortNo: 50, ...overrides };
}

const auditRows = (unitId: number) =>
  db().select().from(auditLog).where(and(eq(auditLog.action, 'electoral_unit_change'), eq(auditLog.target, `npc_electoral_unit:${unitId}`))).orderBy(auditLog.auditId);

const unitCount = async () => (await db().select({ n: count() }).from(npcElectoralUnit))[0].n;
const zhangId = async () => (await db().select({ id: npcDelegate.delegateId }).from(npcDelegate).where(eq(npcDelegate.delegateName, ZHANG_NAME)))[0].id;
const unitOfDeputy = async (delegateId: number) => (await db().select().from(npcElectoralUnitDelegate).where(eq(npcElectoralUnitDelegate.fkDelegateId, delegateId)))[0]?.fkUnitId ?? null;

const runMigration = async (file: string) => {
  const text = readFileSync(new URL(`../../src/server/db/migrations/${file}`, import.meta.url), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));
};

// First: the rows the later tests add would be duplicates once their term is taken away.
describe('选区管理: an installation from before the term of a unit', () => {
  it('gives each unit the term of its deputies, else the current term', async () => {
    const [bare] = await db().insert(npcElectoralUnit).values({ unitName: '无代表选区', term: 1 }).returning();
    await db().execute(sql`drop index npc_electoral_unit_term_name_idx`);
    await db().execute(sql`alter table npc_electoral_unit drop column term`);
    // The current session is of the sixth term; the seeded deputies are of the fifth.
    await db().execute(sql`update sys_npc_state set term = 6 where is_current_term_times`);
    await runMigration('0026_electoral-unit-term.sql');
    await db().execute(sql`update sys_npc_state set term = 5 where is_current_term_times`);
    const elected = new Set((await db().select({ unitId: npcElectoralUnitDelegate.fkUnitId }).from(npcElectoralUnitDelegate)).map((r) => r.unitId));
    const units = await db().select({ unitId: npcElectoralUnit.unitId, term: npcElectoralUnit.term }).from(npcElectoralUnit);
    expect(elected.size).toBeGreaterThan(0);
    expect(units.filter((u) => elected.has(u.unitId)).map((u) => u.term)).toEqual([...elected].map(() => 5));
    expect(units.filter((u) => !elected.has(u.unitId)).map((u) => u.term)).toEqual(units.filter((u) => !elected.has(u.unitId)).map(() => 6));
    expect(units.find((u) => u.unitId === bare.unitId)!.term).toBe(6);
  });
});

describe('选区管理: the office keeps the electoral units', () => {
  it('creates a unit, lists it with its county, edits it and audits both with before and after', async () => {
    const created = await call('POST', paths.add, CONGRESS_ADMIN, await unitBody('测试第一选区'));
    expect(created.status).toBe(200);
    const unit = created.body as ManagedRow;
    expect(unit).toMatchObject({ unitName: '测试第一选区', term: 5, areaName: '巴州区', deputyCount: 0, deputies: null, electionDate: '2021-11-18' });

    const listed = await call('GET', `${paths.list}?keyword=${encodeURIComponent('测试第一')}`, CONGRESS_ADMIN);
    expect((listed.body as ManagedPage).list.map((r) => r.unitId)).toEqual([unit.unitId]);

    const edited = await call('PUT', paths.one(unit.unitId as number), CONGRESS_ADMIN, await unitBody('测试第一选区（东城）', { voterCount: 9100 }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ unitName: '测试第一选区（东城）', voterCount: 9100 });

    const rows = await auditRows(unit.unitId as number);
    expect(rows.map((r) => r.detail?.op)).toEqual(['add', 'edit']);
    expect(rows[0]).toMatchObject({ userName: '陈静', detail: { table: '选区', after: { unitName: '测试第一选区' } } });
    expect(rows[1].detail).toMatchObject({
      before: { unitName: '测试第一选区', voterCount: 9000 },
      after: { unitName: '测试第一选区（东城）', voterCount: 9100 },
      changes: { unitName: { from: '测试第一选区', to: '测试第一选区（东城）' }, voterCount: { from: 9000, to: 9100 } },
    });
  });

  it('answers a broken field with 400, its Chinese message and the field, and writes nothing', async () => {
    const before = await unitCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ unitName: '  ' }, 'unitName', '请输入选区名称'],
      [{ unitName: '长'.repeat(61) }, 'unitName', '选区名称不能超过60个字'],
      [{ fkAreaId: null }, 'fkAreaId', '请选择所在区县'],
      [{ coverage: '' }, 'coverage', '请输入覆盖范围'],
      [{ voterCount: -1 }, 'voterCount', '选民数应为0到10000000之间的整数'],
      [{ electionDate: '2021-02-30' }, 'electionDate', '请输入正确的选举日期（年-月-日）'],
      [{ fkStationId: 999_999 }, 'fkStationId', ELECTORAL_MSG.stationNotFound],
    ];
    for (const [overrides, field, msg] of cases) {
      const answer = await call('POST', paths.add, ADMIN, await unitBody('校验选区', overrides));
      expect(answer.status, field).toBe(400);
      expect(answer.body).toEqual({ msg, field });
    }
    // A town is no county.
    const [town] = await db().select({ id: commArea.areaId }).from(commArea).where(eq(commArea.areaLevel, 4)).limit(1);
    const onTown = await call('POST', paths.add, ADMIN, await unitBody('校验选区', { fkAreaId: town.id }));
    expect(onTown.body).toEqual({ msg: ELECTORAL_MSG.areaRequired, field: 'fkAreaId' });
    expect(await unitCount()).toBe(before);
  });

  it('keeps a name unique within its term: the same name is refused in the term and allowed in another', async () => {
    expect((await call('POST', paths.add, CONGRESS_ADMIN, await unitBody('重名选区'))).status).toBe(200);
    const again = await call('POST', paths.add, CONGRESS_ADMIN, await unitBody('重名选区'));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ msg: ELECTORAL_MSG.nameTaken(5, '重名选区'), field: 'unitName' });
    expect((await call('POST', paths.add, CONGRESS_ADMIN, await unitBody('重名选区', { term: 4 }))).status).toBe(200);
    const named = await db().select().from(npcElectoralUnit).where(eq(npcElectoralUnit.unitName, '重名选区'));
    expect(named.map((u) => u.term).sort()).toEqual([4, 5]);
  });

  it('refuses every other role (403) on every route, writing nothing', async () => {
    const unit = (await call('POST', paths.add, ADMIN, await unitBody('权限选区'))).body as ManagedRow;
    const id = unit.unitId as number;
    const auditsBefore = (await auditRows(id)).length;
    const unitsBefore = await unitCount();
    const delegateId = await zhangId();
    for (const who of [WORK, DELEGATION, LIAISON, ZHANG]) {
      const answers = [
        await call('GET', paths.list, who),
        await call('POST', paths.add, who, await unitBody('越权选区')),
        await call('PUT', paths.one(id), who, await unitBody('越权改名')),
        await call('DELETE', paths.one(id), who),
        await call('GET', `${ELECTORAL_UNIT_API}/options?of=stations`, who),
        await call('GET', `${ELECTORAL_UNIT_API}/${id}/delegates`, who),
        await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, who, { delegateIds: [delegateId] }),
        await call('PUT', `${ELECTORAL_UNIT_API}/${id}/delegates/${delegateId}`, who, { votes: 1 }),
        await call('DELETE', `${ELECTORAL_UNIT_API}/${id}/delegates/${delegateId}`, who),
      ];
      expect(answers.map((a) => a.status), who).toEqual(Array(answers.length).fill(403));
    }
    const [row] = await db().select().from(npcElectoralUnit).where(eq(npcElectoralUnit.unitId, id));
    expect(row.unitName).toBe('权限选区');
    expect(await unitCount()).toBe(unitsBefore);
    expect((await db().select().from(npcElectoralUnit).where(inArray(npcElectoralUnit.unitName, ['越权选区', '越权改名']))).length).toBe(0);
    expect((await auditRows(id)).length).toBe(auditsBefore);
  });
});

describe('选区管理: who was elected in a unit', () => {
  it('refuses a deputy elected elsewhere by name, then assigns after the move-out; the deputy sees the new unit', async () => {
    const delegateId = await zhangId();
    const formerUnitId = (await unitOfDeputy(delegateId))!;
    const [former] = await db().select().from(npcElectoralUnit).where(eq(npcElectoralUnit.unitId, formerUnitId));
    const unit = (await call('POST', paths.add, CONGRESS_ADMIN, await unitBody('分配选区'))).body as ManagedRow;
    const id = unit.unitId as number;

    const refused = await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, CONGRESS_ADMIN, { delegateIds: [delegateId] });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(ELECTORAL_MSG.inOtherUnit(ZHANG_NAME, former.unitName));
    expect(await unitOfDeputy(delegateId)).toBe(formerUnitId);

    const out = await call('DELETE', `${ELECTORAL_UNIT_API}/${formerUnitId}/delegates/${delegateId}`, CONGRESS_ADMIN);
    expect(out.status).toBe(200);
    expect((out.body.list as { delegateId: number }[]).some((d) => d.delegateId === delegateId)).toBe(false);
    expect((await call('DELETE', `${ELECTORAL_UNIT_API}/${formerUnitId}/delegates/${delegateId}`, CONGRESS_ADMIN)).body.msg).toBe(ELECTORAL_MSG.notAssigned);

    const assigned = await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, CONGRESS_ADMIN, { delegateIds: [delegateId] });
    expect(assigned.status).toBe(200);
    expect(assigned.body.list).toEqual([expect.objectContaining({ delegateId, delegateName: ZHANG_NAME, delegationName: '巴州区代表团' })]);

    const listed = await call('GET', `${paths.list}?keyword=${ZHANG_NAME}`, CONGRESS_ADMIN);
    expect((listed.body as ManagedPage).list).toEqual([expect.objectContaining({ unitId: id, deputyCount: 1, deputies: `${ZHANG_NAME}（巴州区代表团）` })]);

    const mine = await call('GET', '/api/electoralUnit/mine', ZHANG);
    expect(mine.body.unit).toMatchObject({ unitId: id, unitName: '分配选区', areaName: '巴州区' });

    const formerAudit = await auditRows(formerUnitId);
    expect(formerAudit.at(-1)!.detail).toMatchObject({ op: 'unassign', unitName: former.unitName });
    expect((formerAudit.at(-1)!.detail!.before as { delegateName: string }[]).map((d) => d.delegateName)).toContain(ZHANG_NAME);
    expect((formerAudit.at(-1)!.detail!.after as { delegateName: string }[]).map((d) => d.delegateName)).not.toContain(ZHANG_NAME);
    expect((await auditRows(id)).at(-1)!.detail).toMatchObject({ op: 'assign', before: [], after: [{ delegateId, delegateName: ZHANG_NAME, votes: 0 }] });

    // His votes, at most the unit's 9,000 voters.
    const votesUrl = `${ELECTORAL_UNIT_API}/${id}/delegates/${delegateId}`;
    expect(await call('PUT', votesUrl, CONGRESS_ADMIN, { votes: 9001 })).toEqual({ status: 400, body: { msg: ELECTORAL_MSG.votesOverVoters(9000), field: 'votes' } });
    expect(await call('PUT', votesUrl, CONGRESS_ADMIN, { votes: -1 })).toEqual({ status: 400, body: { msg: ELECTORAL_MSG.votesInvalid, field: 'votes' } });
    const voted = await call('PUT', votesUrl, CONGRESS_ADMIN, { votes: 7380 });
    expect(voted.body.list).toEqual([expect.objectContaining({ delegateId, votes: 7380 })]);
    expect((await call('GET', '/api/electoralUnit/mine', ZHANG)).body.unit).toMatchObject({ votes: 7380, voteShare: 82 });
    expect((await auditRows(id)).at(-1)!.detail).toMatchObject({ op: 'votes', before: [{ votes: 0 }], after: [{ votes: 7380 }] });
  });

  it('refuses deleting a unit while deputies are assigned, and deletes it once they are moved out', async () => {
    const [{ delegateId }] = await db()
      .select({ delegateId: npcElectoralUnitDelegate.fkDelegateId })
      .from(npcElectoralUnitDelegate)
      .innerJoin(npcDelegate, eq(npcDelegate.delegateId, npcElectoralUnitDelegate.fkDelegateId))
      .where(eq(npcDelegate.term, 5))
      .orderBy(desc(npcElectoralUnitDelegate.fkDelegateId))
      .limit(1);
    const formerUnitId = (await unitOfDeputy(delegateId))!;
    await call('DELETE', `${ELECTORAL_UNIT_API}/${formerUnitId}/delegates/${delegateId}`, ADMIN);
    const unit = (await call('POST', paths.add, ADMIN, await unitBody('删除选区'))).body as ManagedRow;
    const id = unit.unitId as number;
    expect((await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, ADMIN, { delegateIds: [delegateId] })).status).toBe(200);

    const refused = await call('DELETE', paths.one(id), ADMIN);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(ELECTORAL_MSG.hasDeputies(1));
    expect((await db().select().from(npcElectoralUnit).where(eq(npcElectoralUnit.unitId, id))).length).toBe(1);

    expect((await call('DELETE', `${ELECTORAL_UNIT_API}/${id}/delegates/${delegateId}`, ADMIN)).status).toBe(200);
    expect((await call('DELETE', paths.one(id), ADMIN)).status).toBe(200);
    expect((await db().select().from(npcElectoralUnit).where(eq(npcElectoralUnit.unitId, id))).length).toBe(0);
    const deleted = (await auditRows(id)).at(-1)!;
    expect(deleted.detail).toMatchObject({ op: 'delete', before: { unitName: '删除选区' } });
  });

  it('a disabled unit keeps its deputies, open to corrections, and takes no more until it is enabled again', async () => {
    const delegateId = await zhangId();
    const formerUnitId = (await unitOfDeputy(delegateId))!;
    const unit = (await call('POST', paths.add, ADMIN, await unitBody('停用选区'))).body as ManagedRow;
    const id = unit.unitId as number;
    expect(unit.isValid).toBe(true);

    const disabled = await call('PUT', paths.valid(formerUnitId), ADMIN, { isValid: false });
    expect(disabled.status).toBe(200);
    expect(disabled.body.isValid).toBe(false);
    const disabledList = (await call('GET', `${paths.list}?isValid=false`, ADMIN)).body.list as ManagedRow[];
    expect(disabledList.map((row) => [row.unitId, row.isValid])).toContainEqual([formerUnitId, false]);
    expect(disabledList.every((row) => row.isValid === false)).toBe(true);
    expect((await auditRows(formerUnitId)).at(-1)!.detail).toMatchObject({ op: 'disable' });
    // Its deputy stays, with votes and move-out still open.
    expect((await call('GET', '/api/electoralUnit/mine', ZHANG)).body.unit).toMatchObject({ unitId: formerUnitId });
    expect((await call('PUT', `${ELECTORAL_UNIT_API}/${formerUnitId}/delegates/${delegateId}`, ADMIN, { votes: 100 })).status).toBe(200);
    expect((await call('DELETE', `${ELECTORAL_UNIT_API}/${formerUnitId}/delegates/${delegateId}`, ADMIN)).status).toBe(200);

    const refused = await call('POST', `${ELECTORAL_UNIT_API}/${formerUnitId}/delegates`, ADMIN, { delegateIds: [delegateId] });
    expect(refused).toEqual({ status: 409, body: { msg: ELECTORAL_MSG.disabled } });
    expect(await unitOfDeputy(delegateId)).toBeNull();
    expect((await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, ADMIN, { delegateIds: [delegateId] })).status).toBe(200);
    expect((await call('DELETE', `${ELECTORAL_UNIT_API}/${id}/delegates/${delegateId}`, ADMIN)).status).toBe(200);

    expect((await call('PUT', paths.valid(formerUnitId), ADMIN, { isValid: true })).body.isValid).toBe(true);
    expect((await auditRows(formerUnitId)).at(-1)!.detail).toMatchObject({ op: 'enable' });
    expect((await call('POST', `${ELECTORAL_UNIT_API}/${formerUnitId}/delegates`, ADMIN, { delegateIds: [delegateId] })).status).toBe(200);
    expect(await unitOfDeputy(delegateId)).toBe(formerUnitId);
  });

  it('refuses an empty choice (400), an unknown deputy (400) and a deputy of another term (409)', async () => {
    const unit = (await call('POST', paths.add, ADMIN, await unitBody('第四届选区', { term: 4 }))).body as ManagedRow;
    const id = unit.unitId as number;
    expect((await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, ADMIN, { delegateIds: [] })).body).toEqual({ msg: ELECTORAL_MSG.chooseDeputies, field: 'delegateIds' });
    expect((await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, ADMIN, { delegateIds: [999_999] })).body).toEqual({ msg: ELECTORAL_MSG.deputyNotFound, field: 'delegateIds' });
    const otherTerm = await call('POST', `${ELECTORAL_UNIT_API}/${id}/delegates`, ADMIN, { delegateIds: [await zhangId()] });
    expect(otherTerm.status).toBe(409);
    expect(otherTerm.body.msg).toBe(ELECTORAL_MSG.otherTerm(ZHANG_NAME, 4));
    expect((await call('GET', `${ELECTORAL_UNIT_API}/${id}/delegates`, ADMIN)).body.list).toEqual([]);
  });
});

describe('选区管理: the menu', () => {
  it('is granted to the office in a new installation and, by its migration, in an existing one', async () => {
    const granted = async () => {
      const rows = await db()
        .select({ roleCode: sysRoleMenu.roleCode, url: sysNpcMenu.menuUrl })
        .from(sysRoleMenu)
        .innerJoin(sysNpcMenu, eq(sysNpcMenu.menuId, sysRoleMenu.fkMenuId))
        .where(eq(sysNpcMenu.menuUrl, SYSTEM_PAGE.electoralUnitManager));
      return rows.map((r) => r.roleCode).sort();
    };
    const seeded = await granted();
    expect(seeded).toEqual(['NPC_ADMIN', 'NPC_LY', '人大管理员', '选任代工委'].sort());

    // An installation from before the page: no menu, and NPC_LY without 系统管理.
    const [system] = await db().select().from(sysNpcMenu).where(eq(sysNpcMenu.menuCode, 'system'));
    await db().delete(sysNpcMenu).where(eq(sysNpcMenu.menuUrl, SYSTEM_PAGE.electoralUnitManager));
    await db().delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleCode, 'NPC_LY'), eq(sysRoleMenu.fkMenuId, system.menuId)));
    await runMigration('0027_electoral-unit-manager-menu.sql');

    expect(await granted()).toEqual(seeded);
    const lyHoldsSystem = await db().select().from(sysRoleMenu).where(and(eq(sysRoleMenu.roleCode, 'NPC_LY'), eq(sysRoleMenu.fkMenuId, system.menuId)));
    expect(lyHoldsSystem.length).toBe(1);
    const siblings = await db().select({ url: sysNpcMenu.menuUrl, sortNum: sysNpcMenu.sortNum }).from(sysNpcMenu).where(eq(sysNpcMenu.parentMenuId, system.menuId)).orderBy(sysNpcMenu.sortNum);
    const urls = siblings.map((s) => s.url);
    expect(urls.indexOf(SYSTEM_PAGE.electoralUnitManager)).toBe(urls.indexOf(SYSTEM_PAGE.npcGroupManager) + 1);
    expect(new Set(siblings.map((s) => s.sortNum)).size).toBe(siblings.length);
  });
});
