import { expect, test } from '@playwright/test';
import { closeSchedulePopups, signIn } from './support/session';

// 任免人员 as 人大管理员: a new appointment is refused until its required fields are filled, then
// found by its meeting, and deleted after a confirmation.

const NAME = '龚启明';

test('an administrator records an appointment, finds it by its meeting and deletes it', async ({ page }) => {
  await signIn(page, '13800000001');
  await closeSchedulePopups(page);
  await page.goto('manager/deputyStation/appointmentRemovalPersonnel');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '任免人员' })).toBeVisible();
  await expect(main.getByRole('table', { name: '任免人员' }).getByRole('cell', { name: '罗振宇', exact: true })).toBeVisible();

  await main.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增任免人员' });
  await dialog.getByRole('textbox', { name: '姓名' }).fill(NAME);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入职务')).toBeVisible();
  await expect(dialog.getByText('请选择任免日期')).toBeVisible();
  await dialog.getByRole('combobox', { name: '性别' }).selectOption('男');
  await dialog.getByRole('combobox', { name: '任免类别' }).selectOption({ label: '任命' });
  await dialog.getByRole('textbox', { name: '职务' }).fill('巴中市数据局局长');
  await dialog.getByLabel('任免日期').fill('2026-03-24');
  await dialog.getByRole('textbox', { name: '会议届次' }).fill('市五届人大常委会第三十七次会议');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  const filters = main.getByRole('search', { name: '筛选任免人员' });
  await filters.getByRole('textbox', { name: '会议届次' }).fill('第三十七次');
  await filters.getByRole('button', { name: '查询' }).click();
  const table = main.getByRole('table', { name: '任免人员' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: NAME, exact: true })).toBeVisible();

  await table.getByRole('button', { name: `删除 ${NAME}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(NAME);
  await confirm.getByRole('button', { name: '删除' }).click();
  await expect(main.getByText('暂无符合条件的任免记录')).toBeVisible();
});
