import { expect, test, type Page } from '@playwright/test';
import { closeSchedulePopups, submitLogin } from './support/session';

// 李晓燕, manager of the 东城街道 station (design/demo-data.md).
const STATION_MANAGER = '13800000007';

const searchFor = async (page: Page, text: string) => {
  await page.goto(`homeStation/globalSearch/?search=${encodeURIComponent(text)}&subType=1`);
  return page.getByText(/共找到 \d+ 条结果/);
};

test('a station manager publishes an article that appears on the portal and in its search, then withdraws it and it disappears', async ({ page, context }) => {
  // A journey across two pages and a fresh server: longer than one page's default.
  test.setTimeout(180_000);
  const title = `东城街道代表接待日纪实${Date.now()}`;
  await closeSchedulePopups(page);
  await submitLogin(page, STATION_MANAGER);
  // The first sign-in of a fresh server waits for its start on a busy machine.
  await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible({ timeout: 30_000 });
  await page.goto('manager/deputyStation/articleManage');
  await expect(page.getByRole('heading', { level: 1, name: '文章管理' })).toBeVisible();

  await page.getByRole('button', { name: '新增文章' }).click();
  const editor = page.getByRole('dialog', { name: '新增文章' });
  // Sent empty, each required field says what it needs.
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor.getByText('请输入文章标题')).toBeVisible();
  await expect(editor.getByText('请选择栏目')).toBeVisible();

  await editor.getByRole('combobox', { name: '栏目' }).selectOption({ index: 1 });
  await editor.getByRole('textbox', { name: '标题' }).fill(title);
  await editor.getByRole('textbox', { name: '来源' }).fill('东城街道代表联络站');
  await editor.getByRole('textbox', { name: '正文' }).click();
  await page.keyboard.type('本月代表接待日共接待群众十二人次，收集意见建议八条。');
  await editor.getByRole('button', { name: '保存' }).click();
  await expect(editor).toBeHidden();

  const row = page.getByRole('table', { name: '文章列表' }).getByRole('row').filter({ hasText: title });
  await expect(row.getByText('未发布')).toBeVisible();
  await expect(await searchFor(page, title)).toHaveText(/共找到 0 条结果/);

  await page.goto('manager/deputyStation/articleManage');
  await row.getByRole('button', { name: `发布 ${title}` }).click();
  const publish = page.getByRole('dialog', { name: '发布文章' });
  await publish.getByRole('button', { name: '立即发布' }).click();
  await expect(publish).toBeHidden();
  await expect(row.getByText('已发布')).toBeVisible();

  // On the portal at once: its search finds it and its page opens.
  const portal = await context.newPage();
  await expect(await searchFor(portal, title)).toHaveText(/共找到 1 条结果/);
  await portal.getByRole('link', { name: title }).first().click();
  await expect(portal.getByRole('heading', { name: title })).toBeVisible();
  const articleAddress = portal.url();

  await row.getByRole('button', { name: `撤销发布 ${title}` }).click();
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm.getByText(`确定撤销发布“${title}”吗？门户将不再显示该文章。`)).toBeVisible();
  await confirm.getByRole('button', { name: '撤销发布' }).click();
  await expect(row.getByText('未发布')).toBeVisible();

  await expect(await searchFor(portal, title)).toHaveText(/共找到 0 条结果/);
  await portal.goto(articleAddress);
  await expect(portal.getByRole('heading', { name: title })).toHaveCount(0);
});
