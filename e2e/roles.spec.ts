import { expect, test, type Page } from '@playwright/test';
import { closeSchedulePopups, openTopMenu, signIn, tokenOf } from './support/session';

// 角色菜单 as the super administrator: grant 组联络员（承办人） the 承办单位管理 page and its
// 新增承办单位 operation in the tree, then the undertaker signs in and finds that page in the menus.
// The journey withdraws the grant again at the end (the server then refuses the page's API at
// once), so other journeys see the demo grants. 权限说明 answers 允许 with the grant, 不允许 without.
const ROLE = '组联络员（承办人）（NPC_GROUP）';
const PAGE = '承办单位管理';

async function openGrants(page: Page) {
  await page.goto('manager/sysManager/roleMenuManager');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '角色菜单' })).toBeVisible();
  await page.getByRole('combobox', { name: '角色' }).selectOption({ label: ROLE });
  const tree = page.getByRole('tree', { name: '授权菜单树' });
  await expect(tree).toBeVisible();
  await tree.getByText('系统管理', { exact: true }).click();
  await tree.getByText(PAGE, { exact: true }).click();
  return tree;
}

/** 权限说明 for the undertaker and the page: 允许 or 不允许, with the reasons. */
async function explain(page: Page, answer: '允许' | '不允许') {
  await page.goto('manager/sysManager/permissionExplain');
  await page.getByRole('search', { name: '查找用户' }).getByLabel('姓名或手机号码').fill('13800000008');
  await page.getByRole('button', { name: '查找用户' }).click();
  const conditions = page.getByRole('form', { name: '权限说明条件' });
  const user = conditions.getByLabel('用户', { exact: true });
  await expect(user.locator('option', { hasText: '13800000008' })).toHaveCount(1);
  await user.selectOption({ label: '吴建平（13800000008，组联络员（承办人））' });
  await conditions.getByLabel('菜单', { exact: true }).selectOption({ label: `系统管理 / ${PAGE}` });
  await conditions.getByRole('button', { name: '说明' }).click();
  const result = page.getByRole('region', { name: '说明结果' });
  await expect(result.getByText(answer, { exact: true })).toBeVisible();
  await expect(result.getByRole('listitem').first()).toBeVisible();
}

test('a menu and an operation granted in the tree reach the role’s user at sign-in', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, '13800000000');
  const tree = await openGrants(admin);
  const row = tree.getByRole('treeitem', { name: new RegExp(PAGE) });
  await expect(row).toHaveAttribute('aria-checked', 'false');
  await row.press('Space');
  await expect(row).toHaveAttribute('aria-checked', 'true');
  const operations = admin.getByRole('region', { name: '菜单的操作' });
  await operations.getByText('新增承办单位（unitAdd）').click();
  await admin.getByRole('button', { name: '保存', exact: true }).click();
  await expect(admin.getByText('已保存，用户下次获取菜单时生效').first()).toBeVisible();

  const undertaker = await (await browser.newContext()).newPage();
  await signIn(undertaker, '13800000008');
  await closeSchedulePopups(undertaker);
  await openTopMenu(undertaker, '系统管理');
  // Exactly what was granted: the one page under 系统管理.
  const sideMenu = undertaker.getByRole('navigation', { name: '侧边菜单' });
  await expect(sideMenu.getByRole('link', { name: PAGE })).toBeVisible({ timeout: 20_000 });
  await expect(sideMenu.getByRole('link')).toHaveCount(1);
  const token = await tokenOf(undertaker);
  const unitList = () => undertaker.request.get('/api/sysNpcUnit/page?pageNum=1&pageSize=10', { headers: { Authorization: `Bearer ${token}` } });
  const listed = await unitList();
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { list: unknown[] }).list.length).toBeGreaterThan(0);
  await explain(admin, '允许');

  // Withdraw it again: the server refuses the page's API at once, without a new sign-in.
  const again = await openGrants(admin);
  const granted = again.getByRole('treeitem', { name: new RegExp(PAGE) });
  await expect(granted).toHaveAttribute('aria-checked', 'true');
  await granted.press('Space');
  // The first save's toast may still show: wait for this save's answer itself.
  const saved = admin.waitForResponse((response) => response.request().method() === 'PUT' && /\/api\/sysRole\/[^/]+\/grants$/.test(new URL(response.url()).pathname));
  await admin.getByRole('button', { name: '保存', exact: true }).click();
  expect((await saved).status()).toBe(200);
  expect((await unitList()).status()).toBe(403);
  await explain(admin, '不允许');
  await admin.context().close();
  await undertaker.context().close();
});
