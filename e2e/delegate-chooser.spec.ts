import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { signIn, tokenOf } from './support/session';

// The deputy chooser in the proposal form (选择联名代表), and the chooser's calls on the real
// server (built app, embedded database on disk, demo data) with the session of a deputy who
// signed in through the form. The crowd mode has no screen yet; its calls are covered here.
const DEPUTY = '13900000001';
const OTHER_DEPUTY = '13900000002';

interface ChooserPage {
  list: { delegateId: number; delegateName: string; delegationName: string; delegateGrade: number }[];
  total: number;
  pageNum: number;
  pageSize: number;
}

async function session(page: Page, username: string) {
  await signIn(page, username);
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  const headers = { Authorization: `Bearer ${token}` };
  const me = await (await page.request.get('/api/sysLogin', { headers })).json();
  return {
    delegateId: me.npcDelegateInfo.delegateId as number,
    get: (url: string) => page.request.get(url, { headers }),
    post: (url: string, data: object) => page.request.post(url, { headers, data }),
  };
}

test.describe('the deputy chooser’s list', () => {
  test('defaults to the deputy’s own delegation and grade, leaves them out, and pages by ten', async ({ page }) => {
    const api = await session(page, DEPUTY);

    const first = await api.get('/api/contactStation/getDelegate?pageNum=1&auditStatus=1');
    expect(first.status()).toBe(200);
    const one = (await first.json()) as ChooserPage;
    expect(one).toMatchObject({ total: 11, pageNum: 1, pageSize: 10 });
    expect(one.list).toHaveLength(10);
    const second = (await (await api.get('/api/contactStation/getDelegate?pageNum=2&auditStatus=1')).json()) as ChooserPage;
    expect(second.list).toHaveLength(1);

    const everyone = [...one.list, ...second.list];
    expect(new Set(everyone.map((d) => d.delegateId)).size).toBe(11);
    expect(everyone.map((d) => d.delegateName)).not.toContain('张明华');
    expect(new Set(everyone.map((d) => `${d.delegationName} ${d.delegateGrade}`))).toEqual(new Set(['巴州区代表团 3']));

    const all = (await (await api.get('/api/contactStation/getDelegate?queryAll=true&pageSize=100')).json()) as ChooserPage;
    expect(all.total).toBeGreaterThan(11);
    expect(all.list.map((d) => d.delegateId)).not.toContain(api.delegateId);

    const named = (await (await api.get(`/api/contactStation/getDelegate?delegateName=${encodeURIComponent('秀英')}`)).json()) as ChooserPage;
    expect(named.list.map((d) => d.delegateName)).toEqual(['李秀英']);
  });
});

test.describe('crowd contacts', () => {
  test('a deputy saves and reads their own list; another deputy may not read it', async ({ page }) => {
    const api = await session(page, DEPUTY);
    const original = (await (await api.get('/api/doubleContactPerson/getCrowdList')).json()).list;
    const crowds = [
      { name: '王大爷', phone: '13512345678' },
      { name: '李阿姨', phone: '18900001111' },
    ];
    const saved = await api.post('/api/doubleContactPerson/ContactCrown', { id: api.delegateId, crowds });
    expect(saved.status()).toBe(200);
    const read = await api.get(`/api/doubleContactPerson/getCrowdList?delegateId=${api.delegateId}`);
    expect(await read.json()).toEqual({ list: crowds });

    const bad = await api.post('/api/doubleContactPerson/ContactCrown', { id: api.delegateId, crowds: [{ name: '赵师傅', phone: '12345' }] });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ msg: '第1行：请输入正确的11位手机号码' });

    const login = await page.request.post('/api/sysLogin', { data: { username: OTHER_DEPUTY, password: DEMO_PASSWORD } });
    const otherHeaders = { Authorization: `Bearer ${(await login.json()).access_token}` };
    const refused = await page.request.get(`/api/doubleContactPerson/getCrowdList?delegateId=${api.delegateId}`, { headers: otherHeaders });
    expect(refused.status()).toBe(403);
    const own = await page.request.get('/api/doubleContactPerson/getCrowdList', { headers: otherHeaders });
    expect(own.status()).toBe(200);
    expect((await own.json()).list).not.toContainEqual(crowds[0]);

    // Put the demo back as it was for the other journeys.
    expect((await api.post('/api/doubleContactPerson/ContactCrown', { id: api.delegateId, crowds: original })).status()).toBe(200);
  });
});

test.describe('the chooser dialog in the proposal form', () => {
  test('pages, searches, deletes per row and cancels from the keyboard or mouse; 确定 hands the chosen to the draft', async ({ page }) => {
    const api = await session(page, DEPUTY);
    await page.goto('client/proposalAndSuggest/proposal/create');
    await page.getByRole('button', { name: '选择联名代表' }).click();

    const dialog = page.getByRole('dialog', { name: '选择联名代表' });
    const available = dialog.getByRole('table', { name: '可选代表' });
    const chosen = () => dialog.getByRole('table', { name: /^已选代表/ });
    // Chakra's checkbox input is visually hidden: the keyboard reaches it, the mouse its box.
    const pressSpaceOn = async (name: string) => {
      await dialog.getByRole('checkbox', { name: `选择 ${name}` }).focus();
      await page.keyboard.press('Space');
    };
    const clickBoxOf = (name: string) => available.getByRole('row').filter({ hasText: name }).locator('[data-part="control"]').click();
    await expect(available.getByRole('row')).toHaveCount(11);
    await expect(dialog.getByText('共 11 人')).toBeVisible();
    await expect(available.getByText('张明华')).toHaveCount(0);
    await expect(dialog.getByLabel('代表姓名')).toBeFocused();
    // The computed height, not the box: the dialog's opening animation scales the box.
    await expect(available.locator('xpath=..')).toHaveCSS('height', '300px');

    // A checkbox takes Space; each chosen row has its own 删除.
    await pressSpaceOn('李秀英');
    await clickBoxOf('王建国');
    await expect(chosen().getByRole('row')).toHaveCount(3);
    await expect(dialog.getByText('已选代表（2 人）')).toBeVisible();
    await dialog.getByRole('button', { name: '删除 王建国' }).click();
    await expect(dialog.getByRole('checkbox', { name: '选择 王建国' })).not.toBeChecked();
    await expect(chosen().getByRole('row')).toHaveCount(2);

    await dialog.getByRole('button', { name: '第 2 页' }).click();
    await expect(available.getByRole('row')).toHaveCount(2);
    await clickBoxOf('孙明亮');
    await expect(chosen().getByRole('cell', { name: '孙明亮', exact: true })).toBeVisible();

    await dialog.getByLabel('代表姓名').fill('红梅');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('共 1 人')).toBeVisible();
    await expect(available.getByRole('row')).toHaveCount(2);
    await expect(available.getByRole('cell', { name: '陈红梅', exact: true })).toBeVisible();

    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // 取消 hands nothing over, and the dialog opens again from the form's value.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('李秀英')).toHaveCount(0);
    await page.getByRole('button', { name: '选择联名代表' }).click();
    await expect(dialog.getByText('尚未选择代表')).toBeVisible();

    await clickBoxOf('李秀英');
    await dialog.getByRole('button', { name: '第 2 页' }).click();
    await pressSpaceOn('孙明亮');
    await expect(dialog.getByText('已选代表（2 人）')).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('李秀英')).toBeVisible();
    await expect(page.getByText('孙明亮')).toBeVisible();

    // The form saves the co-signers as a draft; they reach the server, then the draft goes.
    await expect(page).toHaveURL(/proposal\/create\?id=\d+$/, { timeout: 15_000 });
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const detail = async () => (await (await api.get(`/api/proposal/${id}`)).json()) as { version: number; coSigners: { delegateName: string }[] };
    await expect.poll(async () => (await detail()).coSigners.map((c) => c.delegateName), { timeout: 15_000 }).toEqual(['李秀英', '孙明亮']);
    const removed = await api.post(`/api/proposal/${id}/events`, { type: 'DELETE', version: (await detail()).version });
    expect(removed.status()).toBe(204);
  });
});
