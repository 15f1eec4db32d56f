import { expect, test, type Page } from '@playwright/test';
import { closeSchedulePopups, signIn } from './support/session';

// 选区管理: the office (陈静) creates an electoral unit — told beside the fields what is missing
// and that the name is taken in the term —, assigns 张明华, is refused while he is still the
// deputy of his former unit, moves him out there, assigns him and enters his votes, cannot delete
// the unit while he is assigned; 张明华 then finds the new unit in 选区信息. The page fits a 375 px phone.
// A disabled unit keeps its deputies and offers no assignment.
const UNIT = 'E2E测试第一选区（东城街道）';
const DEPUTY = '张明华';

const toast = (page: Page, text: string | RegExp) => page.getByRole('region', { name: /消息通知/ }).getByText(text).first();
const units = (page: Page) => page.getByRole('table', { name: '选区列表' });

async function search(page: Page, keyword: string) {
  await page.getByRole('textbox', { name: '选区名称、覆盖范围或代表' }).fill(keyword);
  await page.getByRole('button', { name: '查询' }).click();
}

async function chooseDeputy(page: Page, name: string) {
  const chooser = page.getByRole('dialog', { name: '分配代表' });
  await chooser.getByLabel('代表姓名').fill(name);
  await page.keyboard.press('Enter');
  await expect(chooser.getByText('共 1 人')).toBeVisible();
  await chooser.getByRole('table', { name: '可选代表' }).getByRole('row').filter({ hasText: name }).locator('[data-part="control"]').click();
  await chooser.getByRole('button', { name: '确定' }).click();
}

test('the office creates a unit and assigns 张明华, who then sees it', async ({ page }) => {
  await signIn(page, '13800000001');
  await closeSchedulePopups(page);
  await page.goto('manager/sysManager/electoralUnitManager');
  await expect(page.getByRole('heading', { level: 1, name: '选区管理' })).toBeVisible();

  // His present unit, as the list names it.
  await search(page, DEPUTY);
  const formerRow = units(page).getByRole('row').filter({ hasText: `${DEPUTY}（巴州区代表团）` });
  await expect(formerRow).toHaveCount(1);
  const former = (await formerRow.getByRole('cell').first().textContent())!.trim();

  await page.getByRole('button', { name: '新增选区' }).click();
  const dialog = page.getByRole('dialog', { name: '新增选区' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入选区名称')).toBeVisible();
  await expect(dialog.getByText('请选择所在区县')).toBeVisible();
  await expect(dialog.getByText('请输入覆盖范围')).toBeVisible();
  // A name the term already has: the server's refusal stands beside the name.
  await dialog.getByRole('textbox', { name: '选区名称' }).fill(former);
  await dialog.getByRole('combobox', { name: '所在区县' }).selectOption({ label: '巴州区' });
  await dialog.getByRole('textbox', { name: '覆盖范围' }).fill('东城街道新华社区、红旗社区');
  await dialog.getByRole('textbox', { name: '选民数' }).fill('9800');
  await dialog.getByRole('textbox', { name: '人口数' }).fill('12900');
  await dialog.getByLabel('选举日期').fill('2021-11-18');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.locator('[data-part="error-text"]').getByText(`第5届已有名为“${former}”的选区`)).toBeVisible();
  await dialog.getByRole('textbox', { name: '选区名称' }).fill(UNIT);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, '添加成功')).toBeVisible();

  await search(page, UNIT);
  await expect(units(page).getByRole('row').filter({ hasText: UNIT })).toContainText('暂无');
  await units(page).getByRole('button', { name: `代表 ${UNIT}` }).click();
  const deputies = page.getByRole('dialog', { name: `${UNIT}的代表` });
  await expect(deputies.getByText('本选区尚未分配代表')).toBeVisible();
  await deputies.getByRole('button', { name: '分配代表' }).click();
  await chooseDeputy(page, DEPUTY);
  await expect(deputies.getByRole('alert')).toHaveText(`${DEPUTY}已是“${former}”的代表，请先从该选区移出`);
  await deputies.getByRole('button', { name: '关闭' }).click();

  // Moved out of the former unit, after confirmation.
  await search(page, former);
  await units(page).getByRole('button', { name: `代表 ${former}` }).click();
  const formerDeputies = page.getByRole('dialog', { name: `${former}的代表` });
  await formerDeputies.getByRole('button', { name: `移出 ${DEPUTY}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toContainText(`确定将“${DEPUTY}”移出“${former}”吗？`);
  await confirm.getByRole('button', { name: '移出' }).click();
  await expect(toast(page, `已将${DEPUTY}移出本选区`)).toBeVisible();
  await expect(formerDeputies.getByRole('table', { name: `${former}的代表` }).getByRole('row').filter({ hasText: DEPUTY })).toHaveCount(0);
  await formerDeputies.getByRole('button', { name: '关闭' }).click();

  await search(page, UNIT);
  await units(page).getByRole('button', { name: `代表 ${UNIT}` }).click();
  await deputies.getByRole('button', { name: '分配代表' }).click();
  await chooseDeputy(page, DEPUTY);
  await expect(toast(page, '已分配 1 名代表')).toBeVisible();
  await expect(deputies.getByRole('table', { name: `${UNIT}的代表` }).getByRole('row').filter({ hasText: DEPUTY })).toContainText('巴州区代表团');
  // His votes: more than the unit's voters are refused beside the field.
  await deputies.getByRole('button', { name: `得票数 ${DEPUTY}` }).click();
  const votes = page.getByRole('dialog', { name: `${DEPUTY}的得票数` });
  await votes.getByRole('textbox', { name: '得票数' }).fill('9900');
  await votes.getByRole('button', { name: '保存' }).click();
  await expect(votes.locator('[data-part="error-text"]').getByText('得票数不能超过选区的选民数（9800）')).toBeVisible();
  await votes.getByRole('textbox', { name: '得票数' }).fill('8036');
  await votes.getByRole('button', { name: '保存' }).click();
  await expect(votes).toBeHidden();
  await expect(deputies.getByRole('table', { name: `${UNIT}的代表` }).getByRole('row').filter({ hasText: DEPUTY })).toContainText('8036');
  await deputies.getByRole('button', { name: '关闭' }).click();
  await expect(units(page).getByRole('row').filter({ hasText: UNIT })).toContainText(`${DEPUTY}（巴州区代表团）`);

  // Not deleted while a deputy is assigned.
  await units(page).getByRole('button', { name: `删除 ${UNIT}` }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '删除' }).click();
  await expect(toast(page, '该选区还有 1 名代表，请先移出代表再删除')).toBeVisible();
  await expect(units(page).getByRole('cell', { name: UNIT, exact: true })).toBeVisible();

  // On a phone the list, the form and the deputies fit the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expect(page.getByRole('list', { name: '选区列表' }).getByText(UNIT)).toBeVisible();
  await fits();
  await page.getByRole('button', { name: `编辑 ${UNIT}` }).click();
  await expect(page.getByRole('dialog', { name: '编辑选区' })).toBeVisible();
  await fits();
  await page.getByRole('dialog', { name: '编辑选区' }).getByRole('button', { name: '取消' }).click();
  await page.getByRole('button', { name: `代表 ${UNIT}` }).click();
  await expect(deputies.getByRole('list', { name: `${UNIT}的代表` }).getByText(DEPUTY, { exact: true })).toBeVisible();
  await fits();

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, '13900000001');
  await page.goto('client/electoralUnit');
  await expect(page.getByRole('heading', { level: 1, name: '选区信息' })).toBeVisible();
  await expect(page.getByRole('heading', { name: UNIT })).toBeVisible();
  await expect(page.getByText('本人', { exact: true })).toBeVisible();
  await expect(page.getByText(/^8,?036 票（占选民 82%）$/)).toBeVisible();
});

test('a disabled unit keeps its deputies and offers no assignment until it is enabled again', async ({ page }) => {
  await signIn(page, '13800000001');
  await closeSchedulePopups(page);
  await page.goto('manager/sysManager/electoralUnitManager');
  await search(page, '李秀英');
  const row = units(page).getByRole('row').filter({ hasText: '李秀英（巴州区代表团）' });
  await expect(row).toHaveCount(1);
  const name = (await row.getByRole('cell').first().textContent())!.trim();

  await units(page).getByRole('button', { name: `停用 ${name}` }).click();
  await expect(toast(page, '已停用')).toBeVisible();
  await expect(row.getByText('停用', { exact: true })).toBeVisible();
  await units(page).getByRole('button', { name: `代表 ${name}` }).click();
  const deputies = page.getByRole('dialog', { name: `${name}的代表` });
  await expect(deputies.getByText('该选区已停用：保留已选出的代表，可更正得票数或移出，不再分配代表。')).toBeVisible();
  await expect(deputies.getByRole('row').filter({ hasText: '李秀英' })).toHaveCount(1);
  await expect(deputies.getByRole('button', { name: '分配代表' })).toHaveCount(0);
  await deputies.getByRole('button', { name: '关闭' }).click();

  await units(page).getByRole('button', { name: `启用 ${name}` }).click();
  await expect(toast(page, '已启用')).toBeVisible();
  await units(page).getByRole('button', { name: `代表 ${name}` }).click();
  await expect(deputies.getByRole('button', { name: '分配代表' })).toBeVisible();
});
