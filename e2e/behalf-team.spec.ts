import { expect, test, type Page } from '@playwright/test';
import { closeSchedulePopups, signIn } from './support/session';

// 代表小组: 吴建平, the liaison of the 东城街道 group, adds a deputy of 沙溪镇 (in no group yet) to
// it; 张明华 writes a 述职报告, is told what it lacks beside the field, submits it and finds
// his group; on a phone (375 px) the deputy's group, reports and electoral unit fit the screen.

const GROUP = '巴州区东城街道代表小组';
const NEWCOMER = '王天福';

test('the group liaison adds a deputy to the group it administers', async ({ page }) => {
  await signIn(page, '13800000008');
  await closeSchedulePopups(page);
  await page.goto('manager/deputyStation/behalfTeam/groupPerson');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '小组成员' })).toBeVisible();
  // Only its own group is offered.
  await expect(page.getByRole('combobox', { name: '代表小组' }).getByRole('option')).toHaveText([GROUP]);
  await expect(page.getByRole('table', { name: '小组成员' }).getByRole('row').filter({ hasText: '张明华' })).toBeVisible();

  await page.getByRole('button', { name: '添加成员' }).click();
  const dialog = page.getByRole('dialog', { name: '添加小组成员' });
  await dialog.getByLabel('代表姓名').fill(NEWCOMER);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('共 1 人')).toBeVisible();
  await dialog.getByRole('table', { name: '可选代表' }).getByRole('row').filter({ hasText: NEWCOMER }).locator('[data-part="control"]').click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('已添加 1 名代表')).toBeVisible();
  const row = page.getByRole('table', { name: '小组成员' }).getByRole('row').filter({ hasText: NEWCOMER });
  await expect(row).toBeVisible();
  await expect(row.getByRole('combobox', { name: `${NEWCOMER}的小组职务` })).toHaveValue('3');
});

test('a deputy writes and submits a 述职报告, and sees his group', async ({ page }) => {
  await signIn(page, '13900000001');
  await closeSchedulePopups(page);
  await page.goto('client/organization/reportOnWork');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '述职报告' })).toBeVisible();
  await page.getByRole('button', { name: '撰写述职报告' }).click();
  const dialog = page.getByRole('dialog', { name: '撰写述职报告' });
  const title = '2025年度东城街道选民见面会述职报告';
  await dialog.getByRole('textbox', { name: '报告标题' }).fill(title);
  await dialog.getByLabel('述职会议日期').fill('2026-01-16');
  await dialog.getByRole('textbox', { name: '述职会议地点' }).fill('东城街道党群服务中心');
  // Submitted without content: said beside the field, nothing sent.
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.locator('[data-part="error-text"]').getByText('请填写述职内容')).toBeVisible();
  await dialog.getByRole('textbox', { name: '述职内容' }).click();
  await page.keyboard.type('一年来，我走访选民三十余户，提出建议五件。');
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('已提交');
  await expect(row.getByRole('button', { name: `修改 ${title}` })).toHaveCount(0);

  await page.goto('client/organization/behalfTeam');
  await expect(page.getByRole('heading', { name: GROUP })).toBeVisible();
  await expect(page.getByRole('table', { name: '小组成员' }).getByRole('row').filter({ hasText: '张明华' })).toContainText('组长');
  await expect(page.getByText('吴建平（13800000008）')).toBeVisible();
  await expect(page.getByRole('button', { name: title })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  async function fitsTheScreen(page: Page) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  }

  test('the deputy’s group, reports and electoral unit fit a phone', async ({ page }) => {
    await signIn(page, '13900000001');
    await closeSchedulePopups(page);
    await page.goto('mobile/organization/behalfTeam');
    await expect(page.getByRole('heading', { name: GROUP })).toBeVisible();
    await expect(page.getByRole('list', { name: '小组成员' }).getByText('张明华')).toBeVisible();
    await fitsTheScreen(page);

    await page.goto('mobile/organization/reportOnWork');
    await expect(page.getByRole('heading', { level: 1, name: '述职报告' })).toBeVisible();
    // The returned report's card says why it came back.
    await expect(page.getByText(/^审阅意见：/).first()).toBeVisible();
    await fitsTheScreen(page);

    await page.goto('mobile/electoralUnit');
    await expect(page.getByRole('heading', { level: 1, name: '选区信息' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /东城街道/ }).first()).toBeVisible();
    await expect(page.getByText('本人', { exact: true })).toBeVisible();
    await fitsTheScreen(page);
  });
});
