import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { closeSchedulePopups, signIn } from './support/session';

// 代表统计 as the congress administrator: an older bookmark leads to it, a level filter narrows
// it, a table row opens the deputies behind the slice and they download as a workbook; then the
// roster with photos is previewed and downloaded, and the workbook holds the pictures. On a
// phone (375 px) the charts and their tables stack in the width of the screen.

async function workbookOf(page: Page, click: () => Promise<void>): Promise<{ book: ExcelJS.Workbook; name: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
  return { book, name: download.suggestedFilename() };
}

test('the office reads the deputies’ composition, opens a slice, exports it, and downloads the roster with photos', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signIn(page, '13800000001');
  await closeSchedulePopups(page);
  // The system home does not load echarts: it comes with the statistics page.
  expect(scripts.filter((url) => /statistics\.screen/.test(url))).toEqual([]);

  await page.goto('manager/npcMsgManager_old/statisticsOne');
  await expect(page).toHaveURL(/\/manager\/npcMsgManager\/npcMsgStatistics$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: '代表统计' })).toBeVisible();
  // Other journeys add and vacate deputies on the same server: the total is read, then each table sums to it.
  const summary = main.getByText(/在任代表共 \d+ 人/);
  await expect(summary).toBeVisible();
  const serving = /在任代表共 (\d+) 人/.exec((await summary.textContent()) ?? '')![1];
  expect(Number(serving)).toBeGreaterThanOrEqual(50);
  const sex = main.getByRole('region', { name: '按性别' });
  await expect(sex.getByRole('img', { name: /性别构成图/ })).toBeVisible();
  await expect(sex.getByRole('table', { name: '性别构成表' }).getByRole('row', { name: /合计/ })).toContainText(serving);
  expect(scripts.some((url) => /statistics\.screen/.test(url))).toBe(true);

  await main.getByRole('combobox', { name: '代表层级' }).selectOption({ label: '市级代表' });
  await main.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/delegateGrade=3/);
  const grades = main.getByRole('table', { name: '代表层级构成表' });
  await expect(grades.getByRole('row')).toHaveCount(3);
  await expect(grades).toContainText('市级代表');
  await expect(grades).not.toContainText('乡镇代表');

  await main.getByRole('region', { name: '按政治面貌' }).getByRole('link', { name: '查看政治面貌为群众的代表' }).click();
  await expect(main.getByRole('heading', { level: 1, name: '统计明细' })).toBeVisible();
  await expect(main.getByRole('heading', { name: '政治面貌：群众' })).toBeVisible();
  const deputies = main.getByRole('table', { name: '政治面貌：群众的代表' });
  await expect(deputies.getByRole('row').nth(1)).toBeVisible();
  for (const row of await deputies.getByRole('row').all()) await expect(row).toContainText(/群众|政治面貌/);
  await expect(deputies).not.toContainText('乡镇代表');
  const shown = await deputies.getByRole('row').count();
  const slice = await workbookOf(page, () => main.getByRole('button', { name: '导出' }).click());
  expect(slice.name).toMatch(/^代表统计明细_政治面貌_群众_\d+\.xlsx$/);
  expect(slice.book.worksheets[0].rowCount).toBe(shown);

  await page.goto('manager/nameList/exportWithImages');
  await expect(main.getByRole('heading', { level: 1, name: '代表名册' })).toBeVisible();
  const preview = main.getByRole('table', { name: '代表名册预览' });
  await expect(preview.getByRole('img', { name: '陈红梅的照片' })).toBeVisible();
  await main.getByRole('combobox', { name: '代表团' }).selectOption({ label: '巴州区代表团' });
  await main.getByRole('button', { name: '查询' }).click();
  await expect(main.getByText('共 16 条')).toBeVisible();
  const roster = await workbookOf(page, () => main.getByRole('button', { name: '下载名册（Excel，带照片）' }).click());
  expect(roster.name).toBe('巴中市第五届人民代表大会代表名册.xlsx');
  const sheet = roster.book.worksheets[0];
  expect(roster.book.worksheets.map((s) => s.name)).toEqual(['巴州区代表团']);
  expect(String(sheet.getCell('A1').value)).toContain('巴中市第五届人民代表大会代表名册');
  expect(sheet.rowCount).toBe(2 + 16);
  const names = Array.from({ length: 16 }, (_, i) => sheet.getRow(3 + i).getCell(3).value);
  expect(names).toContain('张明华');
  // Every seventh demo deputy has no photo: the others' rows carry one each.
  expect(sheet.getImages().length).toBe(16 - names.filter((_, i) => sheet.getRow(3 + i).getCell(2).value === '无照片').length);
  expect(sheet.getImages().length).toBeGreaterThan(10);
});

test('on a phone the statistics and the roster fit the screen', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true })).newPage();
  await signIn(page, '13800000000');
  await closeSchedulePopups(page);
  await page.goto('manager/npcMsgManager/npcMsgStatistics');
  const main = page.getByRole('main');
  const education = main.getByRole('region', { name: '按学历' });
  await education.scrollIntoViewIfNeeded();
  await expect(education.getByRole('img', { name: /学历构成图/ })).toBeVisible();
  await expect(education.getByRole('table', { name: '学历构成表' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto('manager/nameList/exportWithImages');
  const cards = main.getByRole('list', { name: '代表名册预览' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards.getByRole('img').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
