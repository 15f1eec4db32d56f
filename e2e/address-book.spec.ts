import { devices, expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { seriousViolations } from './support/portal';
import { signIn } from './support/session';

// 通讯录: signed out, /mobileBook shows names and no phone; a deputy signed in reaches it from
// 我所在的组织 and gets tel: links; on a phone the mobile home's tile opens /mobile/mobileBook.

const DEPUTY = '13900000001'; // 张明华

const book = (page: Page) => page.getByRole('search', { name: '搜索通讯录' });

async function searchFor(page: Page, keyword: string) {
  await book(page).getByRole('searchbox', { name: '姓名、单位或职务' }).fill(keyword);
  await book(page).getByRole('button', { name: '搜索' }).click();
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test.describe('on a desktop', () => {
  test('a visitor reads names only; a signed-in deputy finds a colleague and a staff member with their phones', async ({ page }) => {
    await page.goto('mobileBook');
    await expect(page.getByRole('heading', { level: 1, name: '通讯录' })).toBeVisible();
    await expect(page.getByRole('note')).toContainText('联系电话仅向已登录用户显示');
    await searchFor(page, '李秀英');
    const table = page.getByRole('table', { name: '人大代表通讯录' });
    // The search has applied when 李秀英 is the list's only deputy.
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('cell', { name: '李秀英', exact: true })).toBeVisible();
    await expect(rows.getByRole('cell', { name: '巴州区代表团', exact: true })).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page, DEPUTY);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: /我所在的组织/ }).click();
    await page.getByRole('menuitem', { name: '通讯录' }).click();
    await expect(page).toHaveURL(/\/rdlz\/mobileBook$/);
    await expect(page.getByRole('note')).toHaveCount(0);
    await book(page).getByRole('combobox', { name: '代表团' }).selectOption({ label: '巴州区代表团（16人）' });
    await searchFor(page, '心血管');
    await expect(page.getByRole('table', { name: '人大代表通讯录' }).getByRole('link', { name: '拨打 李秀英 13900000002' })).toHaveAttribute('href', 'tel:13900000002');

    await page.getByRole('tab', { name: '工作人员' }).click();
    await book(page).getByRole('combobox', { name: '单位' }).selectOption({ label: '市人大常委会机关（4人）' });
    const staff = page.getByRole('table', { name: '工作人员通讯录' });
    await expect(staff.getByRole('cell', { name: '周文斌', exact: true })).toBeVisible();
    await expect(staff.getByRole('link', { name: '拨打 周文斌 13800000000' })).toHaveAttribute('href', 'tel:13800000000');
  });
});

test.describe('on a phone', () => {
  const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
  test.use({ ...iPhone, viewport: { width: 375, height: 740 } });

  test('a deputy taps 通讯录 on the mobile home and calls a colleague; signed out the same list has no phones', async ({ page }) => {
    await page.goto('mobileBook');
    await searchFor(page, '李秀英');
    const visitorCards = page.getByRole('list', { name: '人大代表通讯录' });
    await expect(visitorCards.getByText('李秀英', { exact: true })).toBeVisible();
    await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    await noSideScroll(page);

    await page.goto('');
    await page.getByLabel('账号', { exact: true }).fill(DEPUTY);
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).tap();
    await expect(page).toHaveURL(/\/mobile\/pageHome\/delegatePageHome\/?$/);
    await page.getByRole('main').getByRole('link', { name: '通讯录' }).tap();
    await expect(page).toHaveURL(/\/mobile\/mobileBook$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '通讯录' })).toBeVisible();
    await searchFor(page, '李秀英');
    const cards = page.getByRole('list', { name: '人大代表通讯录' });
    await expect(cards.getByRole('link', { name: '拨打 李秀英 13900000002' })).toHaveAttribute('href', 'tel:13900000002');
    await noSideScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
