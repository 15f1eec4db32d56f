import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { npcDelegate, sysUser } from '@server/db/schema';
import { ADDRESS_BOOK_MSG, OFFICE_GROUP } from '@server/services/address-book.service';
import type { AddressBookEntry, AddressBookGroups, AddressBookPage } from '@shared/contracts/address-book';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const DEPUTY = '13900000001';
const STATION_MANAGER = '13800000007';

async function book(query: string, username?: string) {
  const headers = username ? bearer(await t.tokenFor(username)) : {};
  return t.app.inject({ method: 'GET', url: `/api/addressBook?${query}`, headers });
}

const pageOf = (response: { json: () => unknown }) => response.json() as AddressBookPage;
const names = (list: AddressBookEntry[]) => list.map((entry) => entry.name);

describe('通讯录: phones', () => {
  it('answers names but no phone at all to an anonymous caller', async () => {
    const response = await book('kind=deputy&pageSize=100');
    expect(response.statusCode).toBe(200);
    const page = pageOf(response);
    expect(page.phonesShown).toBe(false);
    expect(names(page.list)).toContain('张明华');
    expect(page.list.every((entry) => entry.phone === null)).toBe(true);
    expect(response.body).not.toContain('13900000001');
    const staff = await book('kind=staff&pageSize=100');
    expect(pageOf(staff).list.every((entry) => entry.phone === null)).toBe(true);
    expect(staff.body).not.toContain('13800000007');
  });

  it('answers the phones to a signed-in deputy and staff member', async () => {
    const deputies = pageOf(await book('kind=deputy&keyword=张明华', DEPUTY));
    expect(deputies.phonesShown).toBe(true);
    expect(deputies.list).toEqual([expect.objectContaining({ name: '张明华', phone: '13900000001', groupName: '巴州区代表团', post: '市人大代表' })]);
    const staff = pageOf(await book('kind=staff&keyword=李晓', STATION_MANAGER));
    expect(staff.list).toEqual([expect.objectContaining({ phone: STATION_MANAGER, groupName: expect.stringContaining('联络站') })]);
  });

  it('reads a stale token as anonymous rather than refusing the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/addressBook?kind=deputy', headers: bearer('not-a-session') });
    expect(response.statusCode).toBe(200);
    expect(pageOf(response).phonesShown).toBe(false);
  });
});

describe('通讯录: who is listed', () => {
  it('lists approved deputies only: the vacant and the pending are absent', async () => {
    const all = pageOf(await book('kind=deputy&pageSize=100', DEPUTY));
    const [approved] = await t.database.db.select({ n: npcDelegate.delegateId }).from(npcDelegate).where(eq(npcDelegate.auditStatus, 1)).then((rows) => [rows.length]);
    expect(all.total).toBe(approved);
    expect(names(all.list)).not.toContain('蒲明军');
    expect(names(all.list)).not.toContain('母德华');
    expect(pageOf(await book('kind=deputy&keyword=蒲明军', DEPUTY)).total).toBe(0);
  });

  it('lists enabled staff accounts only, never a deputy’s', async () => {
    const [disabled] = await t.database.db
      .insert(sysUser)
      .values({ username: '13622229901', realName: '停用测试员', passwordHash: 'x', loginRoleCode: 'NPC_WORK', isValid: false })
      .returning();
    const enabledName = '启用测试员';
    await t.database.db.insert(sysUser).values({ username: '13622229902', realName: enabledName, post: '二级调研员', passwordHash: 'x', loginRoleCode: 'NPC_WORK' });
    const staff = pageOf(await book('kind=staff&pageSize=100', DEPUTY));
    expect(names(staff.list)).toContain(enabledName);
    expect(names(staff.list)).not.toContain(disabled.realName);
    expect(names(staff.list)).not.toContain('张明华');
    expect(staff.list.find((entry) => entry.name === enabledName)).toMatchObject({ groupName: OFFICE_GROUP.name, post: '二级调研员', phone: '13622229902' });
  });

  it('groups deputies by delegation and staff by organisation, with counts the lists agree with', async () => {
    const groups = (await t.app.inject({ method: 'GET', url: '/api/addressBook/groups?kind=deputy' })).json() as AddressBookGroups;
    const bazhou = groups.groups.find((group) => group.name === '巴州区代表团')!;
    expect(bazhou.count).toBeGreaterThan(10);
    const inGroup = pageOf(await book(`kind=deputy&group=${bazhou.key}&pageSize=100`));
    expect(inGroup.total).toBe(bazhou.count);
    expect(inGroup.list.every((entry) => entry.groupName === '巴州区代表团')).toBe(true);
    expect(groups.total).toBe(groups.groups.reduce((sum, group) => sum + group.count, 0));

    const staffGroups = (await t.app.inject({ method: 'GET', url: '/api/addressBook/groups?kind=staff' })).json() as AddressBookGroups;
    const office = staffGroups.groups.find((group) => group.key === 'office')!;
    expect(office.name).toBe(OFFICE_GROUP.name);
    for (const group of [office, ...staffGroups.groups.filter((g) => g.key.startsWith('unit:')).slice(0, 1)]) {
      expect(pageOf(await book(`kind=staff&group=${group.key}&pageSize=100`)).total).toBe(group.count);
    }
  });
});

describe('通讯录: search and paging', () => {
  it('finds by name, by unit and by post', async () => {
    expect(names(pageOf(await book('kind=deputy&keyword=心血管')).list)).toEqual(['李秀英']);
    expect(names(pageOf(await book('kind=deputy&keyword=秀英')).list)).toEqual(['李秀英']);
    expect(pageOf(await book('kind=deputy&keyword=乡镇人大')).total).toBe(0);
    const byPost = pageOf(await book('kind=staff&keyword=二级调研员'));
    expect(names(byPost.list)).toEqual(['启用测试员']);
    // A pattern character is looked for as itself.
    expect(pageOf(await book('kind=deputy&keyword=%25')).total).toBe(0);
  });

  it('pages without overlap and counts every entry', async () => {
    const first = pageOf(await book('kind=deputy&pageSize=7&pageNum=1'));
    const second = pageOf(await book('kind=deputy&pageSize=7&pageNum=2'));
    expect(first.list).toHaveLength(7);
    expect(second.list).toHaveLength(7);
    expect(first.total).toBe(second.total);
    const keys = new Set([...first.list, ...second.list].map((entry) => entry.key));
    expect(keys.size).toBe(14);
    const last = pageOf(await book(`kind=deputy&pageSize=7&pageNum=${Math.ceil(first.total / 7)}`));
    expect(last.list.length).toBe(first.total - 7 * (Math.ceil(first.total / 7) - 1));
  });

  it('refuses bad input with 400 and a Chinese message', async () => {
    for (const query of ['kind=everyone', '', 'kind=deputy&pageSize=1000', 'kind=deputy&pageNum=0', 'kind=staff&group=unit:abc', 'kind=staff&group=;drop', `kind=deputy&keyword=${'长'.repeat(31)}`]) {
      const response = await book(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().msg, query).toMatch(/请求参数有误/);
    }
    const wrongGroup = await book('kind=deputy&group=unit:1');
    expect(wrongGroup.statusCode).toBe(400);
    expect(wrongGroup.json().msg).toBe(ADDRESS_BOOK_MSG.deputyGroup);
    expect((await t.app.inject({ method: 'GET', url: '/api/addressBook/groups?kind=nobody' })).statusCode).toBe(400);
  });
});
