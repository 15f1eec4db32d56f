import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { signIn } from './support/session';

// One journey through 菜单管理 as the super administrator: every validation message of
// the menu form, then add a top-level menu and a child, edit it, link an operation and delete
// with a confirmation. The menus it makes are named E2E…, and it deletes them again.
const TOP = 'E2E测试模块';
const CHILD = 'E2E测试页面';
const RENAMED = 'E2E测试页面（已改）';

// 1×1 red PNG: a real picture for the icon upload.
const RED_DOT = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');


const toast = (page: Page, text: string) => page.getByRole('region', { name: /消息通知/ }).getByText(text, { exact: true }).first();
const tree = (page: Page) => page.getByRole('tree');
const treeRow = (page: Page, name: string) => tree(page).getByText(name, { exact: true });
const toolbar = (page: Page) => page.getByRole('main').locator('header').first();
const detail = (page: Page) => page.getByRole('form', { name: '菜单详情' });

/** The toaster shows 4 at a time and queues the rest, so a message may wait for earlier ones. */
async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible({ timeout: 20_000 });
}

async function fill(scope: Locator, label: string, value: string) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.fill(value);
}

test.describe.configure({ mode: 'serial' });

test.describe('菜单管理', () => {
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await (await browser.newContext()).newPage();
    await signIn(page, '13800000000');
    await page.goto('manager/adminManager/menuList');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '菜单管理' })).toBeVisible();
    await expect(treeRow(page, '系统管理')).toBeVisible();
  });

  test.afterAll(async () => {
    await page.context().close();
  });

  test('has no serious or critical accessibility violation (axe)', async () => {
    await treeRow(page, '系统管理').click();
    await treeRow(page, '菜单管理').click();
    await expect(detail(page).getByRole('textbox', { name: '菜单名称' })).toHaveValue('菜单管理');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Back to nothing selected for the journey below.
    await page.reload();
    await expect(treeRow(page, '系统管理')).toBeVisible();
  });

  test('asks for a parent, a menu to delete and a menu to link before acting', async () => {
    await toolbar(page).getByRole('button', { name: '添加子菜单' }).click();
    await expectToast(page, MSG.parentMenuRequired);
    await toolbar(page).getByRole('button', { name: '删除菜单' }).click();
    await expectToast(page, MSG.menusToDeleteRequired);
    await toolbar(page).getByRole('button', { name: '关联操作' }).click();
    await expectToast(page, MSG.menuToOperateRequired);
  });

  test('adds a top-level menu, asking for its name and refusing a too large icon', async () => {
    await toolbar(page).getByRole('button', { name: '添加一级菜单' }).click();
    const dialog = page.getByRole('dialog', { name: '添加一级菜单' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '上级菜单' })).toHaveValue('无（一级菜单）');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText(MSG.menuNameRequired)).toBeVisible();

    await fill(dialog, '菜单名称', TOP);
    await expect(dialog.getByText(MSG.menuNameRequired)).toHaveCount(0);
    await dialog.getByText('上传图片', { exact: true }).click();
    await dialog.getByLabel('选择图标图片').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
    await expectToast(page, MSG.menuIconTooLarge);
    await dialog.getByLabel('选择图标图片').setInputFiles({ name: 'red.png', mimeType: 'image/png', buffer: RED_DOT });
    await expect(dialog.getByText(/red\.png（压缩后 \d+ 字符）/)).toBeVisible();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expectToast(page, MSG.operationSucceeded);
    await expect(dialog).toHaveCount(0);
    await expect(treeRow(page, TOP)).toBeVisible();
    // The new menu is selected; its default sortNum follows its siblings.
    await expect(detail(page).getByRole('textbox', { name: '菜单名称' })).toHaveValue(TOP);
    expect(Number(await detail(page).getByRole('textbox', { name: '排序号' }).inputValue())).toBeGreaterThan(12);
    // The super administrator sees it in the header at once.
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: TOP }).or(page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '更多菜单' }))).toBeVisible();
  });

  test('adds a child under the selected menu', async () => {
    await treeRow(page, TOP).click();
    await toolbar(page).getByRole('button', { name: '添加子菜单' }).click();
    const dialog = page.getByRole('dialog', { name: '添加子菜单' });
    await expect(dialog.getByRole('textbox', { name: '上级菜单' })).toHaveValue(TOP);
    await expect(dialog.getByRole('textbox', { name: '排序号' })).toHaveValue('1');
    await fill(dialog, '菜单名称', CHILD);
    await fill(dialog, '菜单地址', '/manager/e2e/testPage');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expectToast(page, MSG.operationSucceeded);
    await expect(treeRow(page, CHILD)).toBeVisible();
    await expect(detail(page).getByRole('combobox', { name: '上级菜单' })).toHaveValue(/\d+/);
  });

  test('edits the menu, asking for its name', async () => {
    await treeRow(page, CHILD).click();
    const form = detail(page);
    await expect(form.getByRole('textbox', { name: '菜单名称' })).toHaveValue(CHILD);
    await fill(form, '菜单名称', '');
    await form.getByRole('button', { name: '保存修改' }).click();
    await expect(form.getByText(MSG.menuNameRequired)).toBeVisible();
    await fill(form, '菜单名称', RENAMED);
    await form.getByRole('combobox', { name: '打开方式' }).selectOption({ label: '新页面' });
    await form.getByRole('button', { name: '保存修改' }).click();
    await expectToast(page, MSG.operationSucceeded);
    await expect(treeRow(page, RENAMED)).toBeVisible();
    await expect(form.getByRole('combobox', { name: '打开方式' })).toHaveValue('2');
  });

  test('links an operation to the menu', async () => {
    await treeRow(page, RENAMED).click();
    await toolbar(page).getByRole('button', { name: '关联操作' }).click();
    const dialog = page.getByRole('dialog', { name: '关联操作' });
    await expect(dialog.getByText(`当前菜单：${RENAMED}`)).toBeVisible();
    await dialog.getByRole('textbox', { name: '操作名称' }).fill('导出');
    await dialog.getByRole('button', { name: '查询' }).click();
    const row = dialog.getByRole('row', { name: /导出\s*export/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('未关联')).toBeVisible();
    // The check box's input is visually hidden; its label is what a user clicks.
    await row.locator('label').first().click();
    await expect(row.getByRole('checkbox')).toBeChecked();
    await dialog.getByRole('button', { name: '关联', exact: true }).click();
    await expectToast(page, MSG.linkSucceeded);
    await expect(row.getByText('已关联')).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).first().click();
    await expect(detail(page).getByText('export')).toBeVisible();
  });

  test('deletes only after a confirmation, and says when it was cancelled', async () => {
    // The check box is drawn in the row; the tree item announces its state (aria-checked).
    await tree(page).getByRole('button', { name: TOP, exact: true }).locator('[data-part="node-checkbox"]').click();
    await expect(tree(page).getByRole('treeitem', { name: new RegExp(`^${TOP}`) })).toHaveAttribute('aria-checked', 'true');
    await toolbar(page).getByRole('button', { name: '删除菜单' }).click();
    const confirm = page.getByRole('alertdialog', { name: '提示' });
    await expect(confirm.getByText(MSG.deleteMenuConfirm)).toBeVisible();
    await expect(confirm.getByRole('button', { name: '取消' })).toBeFocused();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expectToast(page, MSG.deleteCancelled);
    await expect(treeRow(page, TOP)).toBeVisible();

    await toolbar(page).getByRole('button', { name: '删除菜单' }).click();
    await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    await expectToast(page, MSG.operationSucceeded);
    await expect(treeRow(page, TOP)).toHaveCount(0);
    await expect(treeRow(page, RENAMED)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: TOP })).toHaveCount(0);
  });
});
