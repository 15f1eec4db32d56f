import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import * as schema from '@server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData, CURRENT_TERM, CURRENT_TIMES } from '@server/seed';
import { verifyPassword } from '@server/services/password';
import { ASSIGN_TYPE } from '@shared/enums';
import { UNCONFIRMED } from '@server/seed/deputy-records';

const {
  commArea,
  commDictData,
  contactStation,
  contactStationColumn,
  contactStationResource,
  noticeReceive,
  npcDelegate,
  npcDelegateRelation,
  npcDelegation,
  overallNotice,
  sysCompetence,
  sysMenuCompetence,
  sysNpcMenu,
  sysNpcState,
  sysNpcUnit,
  sysRoleCompetence,
  sysRoleMenu,
  sysUser,
} = schema;

const STAFF_ROLES: Record<string, string> = {
  '13800000000': 'NPC_ADMIN',
  '13800000001': '人大管理员',
  '13800000002': 'NPC_WORK',
  '13800000003': 'NPC_SPECIAL_COMMITTEE',
  '13800000004': 'NPC_DELEGATION',
  '13800000005': 'NPC_GOV',
  '13800000006': 'NPC_UNIT',
  '13800000007': 'NPC_STATION',
  '13800000008': 'NPC_GROUP',
};
const DEPUTY_USERNAMES = Array.from({ length: 60 }, (_, i) => `139${String(i + 1).padStart(8, '0')}`);
/** The tables the demo data fills. */
const TABLE_NAMES = [
  'commArea', 'commDictData', 'contactStation', 'contactStationColumn', 'contactStationResource', 'noticeReceive',
  'npcDelegate', 'npcDelegateRelation', 'npcDelegation', 'overallNotice', 'sysCompetence', 'sysMenuCompetence',
  'sysNpcMenu', 'sysNpcState', 'sysNpcUnit', 'sysRoleCompetence', 'sysRoleMenu', 'sysUser',
] as const;

let handle: DatabaseHandle;
const db = () => handle.db;

async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of TABLE_NAMES) {
    const [{ n }] = await db().select({ n: count() }).from(schema[name]);
    out[name] = n;
  }
  return out;
}

async function userByName(username: string) {
  const [user] = await db().select().from(sysUser).where(eq(sysUser.username, username));
  return user;
}

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
});

afterAll(async () => {
  await handle?.close();
});

describe('demo accounts', () => {
  it('holds the nine staff accounts and sixty deputies of demo-data.md', async () => {
    const users = await db().select().from(sysUser);
    expect(users).toHaveLength(69);
    for (const [username, role] of Object.entries(STAFF_ROLES)) {
      expect(users.find((u) => u.username === username)?.loginRoleCode).toBe(role);
    }
    for (const username of DEPUTY_USERNAMES) {
      expect(users.find((u) => u.username === username)?.loginRoleCode).toBe('NPC_REPRESENT');
    }
  });

  it('exports DEMO_ACCOUNTS matching the database, with their landing pages', async () => {
    expect(DEMO_ACCOUNTS).toHaveLength(69);
    for (const account of DEMO_ACCOUNTS) {
      const user = await userByName(account.username);
      expect(user.loginRoleCode).toBe(account.roleCode);
      expect(user.realName).toBe(account.realName);
      expect(account.landsOn).toBe(account.roleCode === 'NPC_REPRESENT' ? '/client/pageHome/delegatePageHome/' : '/pageHome/');
    }
  });

  it('signs every account in with the documented password, hashed once per seed', async () => {
    const hashes = new Set((await db().select({ h: sysUser.passwordHash }).from(sysUser)).map((r) => r.h));
    expect(hashes.size).toBe(1);
    const [hash] = hashes;
    expect(DEMO_PASSWORD).toBe('Rdlz@2026');
    expect(await verifyPassword(DEMO_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('wrong-password', hash)).toBe(false);
  });

  it('links every deputy account to its deputy record', async () => {
    const rows = await db()
      .select({ username: sysUser.username, phone: npcDelegate.phone, name: npcDelegate.delegateName, realName: sysUser.realName })
      .from(sysUser)
      .innerJoin(npcDelegate, eq(sysUser.fkDelegateId, npcDelegate.delegateId));
    expect(rows).toHaveLength(60);
    for (const r of rows) {
      expect(r.phone).toBe(r.username);
      expect(r.name).toBe(r.realName);
    }
  });

  it('uses plausible names, never test data', async () => {
    const names = [
      ...(await db().select({ n: sysUser.realName }).from(sysUser)).map((r) => r.n),
      ...(await db().select({ n: contactStationResource.title }).from(contactStationResource)).map((r) => r.n),
    ];
    for (const name of names) expect(name).not.toMatch(/测试|test|lorem/i);
  });
});

describe('deputies and delegations', () => {
  it('has one delegation per county at delegation level 3, and the delegation account points at 巴州区', async () => {
    const delegations = await db().select().from(npcDelegation);
    expect(delegations.map((d) => d.delegationName).sort()).toEqual(
      ['巴州区代表团', '恩阳区代表团', '通江县代表团', '南江县代表团', '平昌县代表团'].sort(),
    );
    expect(delegations.every((d) => d.delegationLevel === 3)).toBe(true);
    const account = await userByName('13800000004');
    expect(delegations.find((d) => d.delegationId === account.fkDelegationId)?.delegationName).toBe('巴州区代表团');
  });

  it('makes 13900000001 张明华, a city deputy of 巴州区 addressed by the 东城街道 station', async () => {
    const user = await userByName('13900000001');
    expect(user.realName).toBe('张明华');
    const [deputy] = await db().select().from(npcDelegate).where(eq(npcDelegate.delegateId, user.fkDelegateId!));
    expect(deputy.delegateGrade).toBe(3);
    expect(deputy.auditStatus).toBe(1);
    const [delegation] = await db().select().from(npcDelegation).where(eq(npcDelegation.delegationId, deputy.fkDelegationId));
    expect(delegation.delegationName).toBe('巴州区代表团');

    const manager = await userByName('13800000007');
    expect(deputy.fkStationId).toBe(manager.fkStationId);
    const [station] = await db().select().from(contactStation).where(eq(contactStation.stationId, manager.fkStationId!));
    expect(station.stationName).toBe('巴州区东城街道代表联络站');
    const addressed = await db().select().from(npcDelegate).where(eq(npcDelegate.fkStationId, station.stationId));
    expect(addressed.length).toBeGreaterThan(3);
  });

  it('spreads grades 3, 4 and 5 over the delegations, with ten city deputies of 巴州区 able to sign', async () => {
    const deputies = await db().select().from(npcDelegate);
    const delegations = await db().select().from(npcDelegation);
    // The sixty deputies with accounts, and the records the office has not confirmed.
    expect(deputies).toHaveLength(60 + UNCONFIRMED.length);
    for (const d of delegations) {
      const grades = new Set(deputies.filter((x) => x.fkDelegationId === d.delegationId).map((x) => x.delegateGrade));
      expect([...grades].sort()).toEqual([3, 4, 5]);
    }
    const bazhou = delegations.find((d) => d.delegationName === '巴州区代表团')!;
    const signers = deputies.filter((x) => x.fkDelegationId === bazhou.delegationId && x.delegateGrade === 3 && x.auditStatus === 1);
    expect(signers.length).toBeGreaterThanOrEqual(10);
  });

  it('approves the first twenty deputies and keeps a couple pending or vacant', async () => {
    const rows = await db()
      .select({ username: sysUser.username, audit: npcDelegate.auditStatus })
      .from(sysUser)
      .innerJoin(npcDelegate, eq(sysUser.fkDelegateId, npcDelegate.delegateId));
    for (const r of rows.filter((r) => DEPUTY_USERNAMES.slice(0, 20).includes(r.username))) expect(r.audit).toBe(1);
    const others = rows.filter((r) => r.audit !== 1).map((r) => r.audit);
    expect(others.length).toBeGreaterThanOrEqual(2);
    expect(others.every((a) => [2, 3, 4, 5, 6].includes(a))).toBe(true);
  });

  it('fills real-looking profiles in the current term', async () => {
    const deputies = await db().select().from(npcDelegate);
    for (const d of deputies) {
      expect(d.nationality).toMatch(/族$/);
      expect(d.political).toBeTruthy();
      expect(d.educationBackground).toBeTruthy();
      expect(d.birth).toMatch(/^19\d\d-\d\d-\d\d$/);
      expect(d.presentOccupation).toBeTruthy();
      expect([d.term, d.times]).toEqual([5, 3]);
    }
    expect(new Set(deputies.map((d) => d.nationality)).size).toBeGreaterThan(1);
    const [{ n }] = await db().select({ n: count() }).from(npcDelegateRelation);
    expect(n).toBeGreaterThan(0);
  });
});

describe('units', () => {
  it('has a unit of every assign type 1–7 in the current session, and two or more of type 4', async () => {
    const units = await db().select().from(sysNpcUnit);
    for (const type of Object.keys(ASSIGN_TYPE).map(Number)) {
      expect(units.some((u) => u.assignType === type)).toBe(true);
    }
    expect(units.filter((u) => u.assignType === 4).length).toBeGreaterThanOrEqual(2);
    expect(units.every((u) => u.term === CURRENT_TERM && u.times === CURRENT_TIMES)).toBe(true);
  });

  it('links the government and the unit accounts to their units', async () => {
    for (const [username, unitName, assignType] of [
      ['13800000005', '巴中市交通运输局', 4],
      ['13800000006', '巴中市住房和城乡建设局', 7],
    ] as const) {
      const user = await userByName(username);
      const [unit] = await db().select().from(sysNpcUnit).where(eq(sysNpcUnit.unitId, user.fkUnitId!));
      expect(unit.unitName).toBe(unitName);
      expect(unit.assignType).toBe(assignType);
    }
  });
});

describe('stations and the portal', () => {
  it('has eight complete stations, 东城街道 first', async () => {
    const stations = await db().select().from(contactStation).orderBy(contactStation.sortNo);
    expect(stations).toHaveLength(8);
    expect(stations[0].stationName).toBe('巴州区东城街道代表联络站');
    for (const s of stations) {
      expect(s.province).toBe('四川省');
      expect(s.city).toBe('巴中市');
      for (const field of [s.county, s.streetName, s.address, s.contactUser, s.conveneUser, s.contactPhone, s.stationPicture]) {
        expect(field).toBeTruthy();
      }
      expect(s.introduce!.length).toBeGreaterThan(80);
      const [lng, lat] = s.coordinate!.split(',').map(Number);
      expect(Math.abs(lng - 106.9)).toBeLessThan(1);
      expect(Math.abs(lat - 31.9)).toBeLessThan(1);
      const deputies = await db().select().from(npcDelegate).where(eq(npcDelegate.fkStationId, s.stationId));
      expect(deputies.length).toBeGreaterThan(0);
    }
  });

  it('gives every station three columns and the central station its own, each with five or more articles', async () => {
    const stations = await db().select().from(contactStation);
    for (const s of stations) {
      const columns = await db().select().from(contactStationColumn).where(eq(contactStationColumn.fkStationId, s.stationId));
      expect(columns).toHaveLength(3);
    }
    const central = await db().select().from(contactStationColumn).where(isNull(contactStationColumn.fkStationId));
    expect(central.map((c) => c.columnName)).toEqual(expect.arrayContaining(['工作动态', '通知公告', '专题专栏']));

    const columns = await db().select().from(contactStationColumn);
    for (const c of columns) {
      const articles = await db().select().from(contactStationResource).where(eq(contactStationResource.fkColumnId, c.columnId));
      expect(articles.length).toBeGreaterThanOrEqual(5);
      for (const a of articles) {
        expect(a.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
        expect(a.source).toBeTruthy();
        expect(a.thumbnail).toMatch(/^\/rdlz\/static\/articles\/\w+\.svg$/);
        expect(a.createTime.getTime()).toBeLessThan(Date.parse('2026-11-21T00:00:00+08:00'));
      }
    }
    const titles = (await db().select({ t: contactStationResource.title }).from(contactStationResource)).map((r) => r.t);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('terms and areas', () => {
  it('has exactly one current session, 第五届第三次会议, in recess', async () => {
    const sessions = await db().select().from(sysNpcState);
    const current = sessions.filter((s) => s.isCurrentTermTimes);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ term: 5, times: 3, termShow: '第五届', timesShow: '第三次会议', currentMeetStatus: 2 });
    expect(sessions.filter((s) => s.term === 5 && s.times < 3)).toHaveLength(2);
  });

  it('has 四川省 → 巴中市 → five counties, each with towns', async () => {
    const areas = await db().select().from(commArea);
    const [province] = areas.filter((a) => a.areaName === '四川省' && a.fkParentArea === null);
    const [city] = areas.filter((a) => a.areaName === '巴中市' && a.fkParentArea === province.areaId);
    const counties = areas.filter((a) => a.fkParentArea === city.areaId);
    expect(counties.map((c) => c.areaName)).toEqual(['巴州区', '恩阳区', '通江县', '南江县', '平昌县']);
    for (const county of counties) expect(areas.filter((a) => a.fkParentArea === county.areaId).length).toBeGreaterThan(5);
    expect(areas.some((a) => a.areaName === '东城街道' && a.areaLevel === 4)).toBe(true);
  });
});

describe('menus and operations', () => {
  it('gives every role of a demo account some menus', async () => {
    for (const role of new Set(DEMO_ACCOUNTS.map((a) => a.roleCode))) {
      const [{ n }] = await db().select({ n: count() }).from(sysRoleMenu).where(eq(sysRoleMenu.roleCode, role));
      expect(n, role).toBeGreaterThan(0);
    }
  });

  it('gives deputies the three top navigation groups of the client layout', async () => {
    const tops = await db()
      .select({ name: sysNpcMenu.menuName })
      .from(sysNpcMenu)
      .innerJoin(sysRoleMenu, eq(sysRoleMenu.fkMenuId, sysNpcMenu.menuId))
      .where(and(eq(sysRoleMenu.roleCode, 'NPC_REPRESENT'), isNull(sysNpcMenu.parentMenuId)))
      .orderBy(sysNpcMenu.sortNum);
    expect(tops.map((t) => t.name)).toEqual(['我的履职活动', '履职素质提升', '我所在的组织']);
  });

  it('uses every open type, a disabled and a hidden menu, and class icons', async () => {
    const menus = await db().select().from(sysNpcMenu);
    expect(new Set(menus.map((m) => m.openType))).toEqual(new Set([1, 2, 3, 4]));
    expect(menus.some((m) => !m.isEnable)).toBe(true);
    expect(menus.some((m) => !m.isShow)).toBe(true);
    for (const m of menus) {
      expect(JSON.parse(m.menuIcon!)).toMatchObject({ menuIconType: 'class', objName: '', objPath: '' });
      if (m.parentMenuId !== null) expect(menus.some((p) => p.menuId === m.parentMenuId)).toBe(true);
    }
    const urls = menus.map((m) => m.menuUrl);
    expect(urls).toEqual(expect.arrayContaining(['/client/proposalAndSuggest/proposal/create', '/manager/adviseManagement/proposal/waitExamineByGroup', '/manager/adminManager/menuList']));
  });

  it('links the menu administration keys to the menu list and to the administrators', async () => {
    const keys = ['addParentMenu', 'addSubMenu', 'deleteMenu', 'addSymbol', 'saveChanges'];
    const [menuList] = await db().select().from(sysNpcMenu).where(eq(sysNpcMenu.menuUrl, '/manager/adminManager/menuList'));
    const linked = await db()
      .select({ code: sysCompetence.code })
      .from(sysMenuCompetence)
      .innerJoin(sysCompetence, eq(sysCompetence.competenceId, sysMenuCompetence.fkCompetenceId))
      .where(eq(sysMenuCompetence.fkMenuId, menuList.menuId));
    expect(linked.map((l) => l.code).sort()).toEqual([...keys].sort());
    for (const role of ['NPC_ADMIN', '人大管理员']) {
      const held = await db()
        .select({ code: sysCompetence.code })
        .from(sysRoleCompetence)
        .innerJoin(sysCompetence, eq(sysCompetence.competenceId, sysRoleCompetence.fkCompetenceId))
        .where(and(eq(sysRoleCompetence.roleCode, role), inArray(sysCompetence.code, keys)));
      expect(held).toHaveLength(keys.length);
    }
    const [{ n }] = await db()
      .select({ n: count() })
      .from(sysRoleCompetence)
      .innerJoin(sysCompetence, eq(sysCompetence.competenceId, sysRoleCompetence.fkCompetenceId))
      .where(and(eq(sysRoleCompetence.roleCode, 'NPC_REPRESENT'), inArray(sysCompetence.code, keys)));
    expect(n).toBe(0);
  });
});

describe('dictionaries and notices', () => {
  it('has dictionary entries of the common types', async () => {
    const entries = await db().select().from(commDictData);
    for (const type of ['nationality', 'political', 'education', 'answerCategory', 'proposalType']) {
      expect(entries.filter((e) => e.typeCode === type && e.isValid).length, type).toBeGreaterThan(1);
    }
    expect(entries.filter((e) => e.typeCode === 'nationality').every((e) => e.dataValue.endsWith('族'))).toBe(true);
  });

  it('gives the undertaker and deputies read and unread notices with destinations', async () => {
    for (const username of ['13800000008', '13900000001']) {
      const user = await userByName(username);
      const rows = await db()
        .select({ isLook: noticeReceive.isLook, destination: overallNotice.destination })
        .from(noticeReceive)
        .innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId))
        .where(and(eq(noticeReceive.fkUserId, user.userId), eq(overallNotice.noticeType, 1)));
      expect(new Set(rows.map((r) => r.isLook)), username).toEqual(new Set([0, 1]));
      for (const r of rows) expect(r.destination).toMatch(/^\//);
    }
  });

  it('schedules items in the coming days for system users', async () => {
    const items = await db().select().from(overallNotice).where(eq(overallNotice.noticeType, 2));
    expect(items.length).toBeGreaterThan(2);
    const now = Date.now();
    for (const item of items) {
      expect(item.scheduleTime!.getTime()).toBeGreaterThan(now);
      expect(item.scheduleTime!.getTime()).toBeLessThan(now + 8 * 86_400_000);
    }
    const recipients = await db()
      .select({ role: sysUser.loginRoleCode })
      .from(noticeReceive)
      .innerJoin(sysUser, eq(sysUser.userId, noticeReceive.fkUserId))
      .where(inArray(noticeReceive.fkNoticeId, items.map((i) => i.noticeId)));
    expect(recipients.length).toBeGreaterThan(0);
    expect(recipients.every((r) => r.role !== 'NPC_REPRESENT')).toBe(true);
  });
});

describe('what the seed moves through the lifecycle machines', () => {
  // Their statuses and histories are checked in seed-workflow.test.ts.
  it('holds proposals, suggestions and contact-station messages', async () => {
    for (const table of [schema.proposal, schema.suggest, schema.contactStationSuggest]) {
      const [{ n }] = await db().select({ n: count() }).from(table);
      expect(n).toBeGreaterThan(0);
    }
  });
});

describe('a second seed', () => {
  it('answers { seeded: false } and changes nothing', async () => {
    const before = await rowCounts();
    expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('a seed that fails half-way', () => {
  let fresh: DatabaseHandle;
  beforeAll(async () => {
    fresh = await openDatabase({ kind: 'pglite' });
    await fresh.migrate();
  });
  afterAll(async () => {
    await fresh?.close();
  });

  it('leaves nothing behind', async () => {
    // An operation code taken in advance makes the menu step, late in the seed, fail.
    await fresh.db.insert(sysCompetence).values({ code: 'addParentMenu', operator: '新增一级菜单' });
    await expect(seedDemoData(fresh.db)).rejects.toThrow();
    for (const table of [commArea, sysUser, npcDelegate, contactStation, contactStationResource]) {
      const [{ n }] = await fresh.db.select({ n: count() }).from(table);
      expect(n).toBe(0);
    }
    await fresh.db.delete(sysCompetence);
    expect(await seedDemoData(fresh.db)).toEqual({ seeded: true });
  });
});
