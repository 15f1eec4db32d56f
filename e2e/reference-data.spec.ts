import { expect, test, type Page } from '@playwright/test';
import { TRANSPORT_BUREAU } from '../src/server/seed/units';
import { closeSchedulePopups, submitLogin } from './support/session';

// 承办单位管理 as the working committee: add a unit, find it, edit it, and be refused deleting a
// unit that still has records in handling. The unit it adds is named E2E… and deleted again.
const UNIT = 'E2E测试承办单位';
const RENAMED = 'E2E测试承办单位（已改）';

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /消息通知/ }).getByText(text).first();
const units = (page: Page) => page.getByRole('table', { name: '承办单位列表' });

async function search(page: Page, keyword: string) {
  await page.getByRole('textbox', { name: '单位名称或联系人' }).fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
}

test('承办单位: add, find, edit, and a unit in use is not deleted', async ({ page }) => {
  await submitLogin(page, '13800000002');
  // Signing in hashes the password (scrypt): slow on a busy machine.
  await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible({ timeout: 30_000 });
  await closeSchedulePopups(page);
  await page.goto('manager/sysManager/companyManager');
  await expect(page.getByRole('heading', { level: 1, name: '承办单位管理' })).toBeVisible();
  await expect(units(page)).toBeVisible();

  await page.getByRole('button', { name: '新增承办单位' }).click();
  const dialog = page.getByRole('dialog', { name: '新增承办单位' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入单位名称')).toBeVisible();
  await expect(dialog.getByText('请选择交办类型')).toBeVisible();
  await dialog.getByRole('textbox', { name: '单位名称' }).fill(UNIT);
  await dialog.getByRole('combobox', { name: '交办类型' }).selectOption({ label: '政府部门' });
  await dialog.getByRole('textbox', { name: '联系电话' }).fill('电话');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入正确的联系电话')).toBeVisible();
  await dialog.getByRole('textbox', { name: '联系电话' }).fill('0827-5200001');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '添加成功')).toBeVisible();

  await search(page, UNIT);
  await expect(units(page).getByRole('row')).toHaveCount(2);
  await expect(units(page).getByRole('cell', { name: UNIT, exact: true })).toBeVisible();

  await units(page).getByRole('button', { name: `编辑 ${UNIT}` }).click();
  const edit = page.getByRole('dialog', { name: '编辑承办单位' });
  await edit.getByRole('textbox', { name: '单位名称' }).fill(RENAMED);
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(edit).toBeHidden();
  await search(page, RENAMED);
  await expect(units(page).getByRole('cell', { name: RENAMED, exact: true })).toBeVisible();

  await search(page, TRANSPORT_BUREAU);
  await units(page).getByRole('button', { name: `删除 ${TRANSPORT_BUREAU}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toContainText(`确定删除承办单位“${TRANSPORT_BUREAU}”吗？`);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(toast(page, /^该单位还有 \d+ 件未办结的议案建议，不能删除$/)).toBeVisible();
  await expect(units(page).getByRole('cell', { name: TRANSPORT_BUREAU, exact: true })).toBeVisible();

  await search(page, RENAMED);
  await units(page).getByRole('button', { name: `删除 ${RENAMED}` }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '删除成功')).toBeVisible();
  await expect(page.getByText('暂无承办单位')).toBeVisible();
});
