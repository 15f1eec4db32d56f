import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PORTAL_API, STATION_CODE_TYPE } from '../src/shared/portal';
import { noSeriousViolations } from './support/axe';
import { apiToken } from './support/portal';
import { closeSchedulePopups, signIn } from './support/session';

// Demo data (src/server/seed/workflow.ts, MESSAGE_SCENARIOS): 张明华 (13900000001) has
// messages at 0, 100, 200 and 300 at 巴州区东城街道代表联络站, which 李晓燕 (13800000007)
// manages. Other specs run on the same server, so rows are picked by status at run time.
const DEPUTY = '13900000001';
const STATION = '13800000007';
const ADMIN = '13800000000';
const STATUS_LABELS = ['待处理', '待交办', '办理中', '已办理'];
/** Set STATION_MESSAGE_SHOTS to a directory to keep screenshots of the screens for review. */
const SHOTS = process.env.STATION_MESSAGE_SHOTS;

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByRole('region', { name: /消息通知/ }).getByText(text, { exact: true }).first();
const rowsOf = (page: Page, list: string) => main(page).getByRole('table', { name: list }).locator('tbody tr');
const statusBadge = (page: Page, label: string) => main(page).getByLabel(`状态：${label}`, { exact: true });
const rowStatuses = (rows: Locator) => rows.getByLabel(/^状态：/);
const actions = (page: Page) => main(page).getByRole('group', { name: '可执行的操作' });

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

// An empty tab shows both 共 0 条 and 暂无群众留言.
const listSettled = (page: Page) => expect(main(page).getByText(/^共 \d+ 条$/).or(main(page).getByText('暂无群众留言')).first()).toBeVisible();

/** Chooses a tab once the page's first list has arrived, and waits for the tab's own list. */
async function openTab(page: Page, name: string) {
  await listSettled(page);
  await main(page).getByRole('tab', { name, exact: true }).click();
  await expect(main(page).getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
  await listSettled(page);
}

/** Narrows the list to one message by its number and answers that row. */
async function findByNumber(page: Page, list: string, number: string): Promise<Locator> {
  await openTab(page, '全部');
  await main(page).getByRole('textbox', { name: '关键字' }).fill(number);
  await main(page).getByRole('button', { name: '查询' }).click();
  await expect(main(page).getByText('共 1 条', { exact: true })).toBeVisible();
  const rows = rowsOf(page, list);
  await expect(rows).toHaveCount(1);
  return rows.first();
}

/** Opens the first message of a tab and answers its number. */
async function openFirstOf(page: Page, list: string, tab: string): Promise<string> {
  await openTab(page, tab);
  const row = rowsOf(page, list).first();
  await expect(row).toBeVisible();
  const number = (await row.locator('td').first().textContent())!.trim();
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`id=${number}$`));
  // The address changes before the detail replaces the list, whose table and cards both show the number.
  await expect(main(page).getByRole('table', { name: list })).toHaveCount(0);
  await expect(main(page).getByText(number, { exact: true })).toBeVisible();
  return number;
}

/** Fills the event's dialog, checks the blank refusal first, confirms, and waits for 操作成功. */
async function sendWithDialog(page: Page, button: string, field: string, blankRefusal: string, text: string, expectedToast = '操作成功') {
  await actions(page).getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(blankRefusal);
  await dialog.getByRole('textbox', { name: field }).fill(text);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: '确定' }).click();
  const confirm = page.getByRole('alertdialog', { name: '提示' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, expectedToast)).toBeVisible();
}

test.describe('the deputy handles the messages addressed to them', () => {
  const LIST = '群众留言列表';

  test('群众留言 lists the messages with their statuses, each tab its own', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: /我的履职活动/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: /代表联络站/ }).click();
    await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: /^群众留言( （待办.*）)?$/ }).click();
    await expect(page).toHaveURL(/\/client\/deputyStation\/adviceHandling$/);
    await expect(main(page).getByRole('heading', { level: 1, name: '群众留言' })).toBeVisible();
    await expect(main(page).getByText(/^共 \d+ 条$/)).toBeVisible();

    const rows = rowsOf(page, LIST);
    expect(await rows.count()).toBeGreaterThan(0);
    for (const label of await rowStatuses(rows).allTextContents()) expect(STATUS_LABELS).toContain(label);
    // The citizen's phone is masked in the list.
    await expect(rows.filter({ hasText: /1\d{2}\*{4}\d{4}/ }).first()).toBeVisible();
    await shot(page, 'deputy-list');

    for (const label of STATUS_LABELS) {
      await openTab(page, label);
      const shown = rowsOf(page, LIST);
      expect(await shown.count(), `${label} has demo messages`).toBeGreaterThan(0);
      await expect(rowStatuses(shown)).toHaveText(Array(await shown.count()).fill(label));
    }
    await noSeriousViolations(page, 'adviceHandling');
  });

  test('opening an unread message marks it read, and the list shows it read', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('client/deputyStation/adviceHandling');
    await openTab(page, '未读');
    await expect(page).toHaveURL(/adviceHandling\?tab=unread$/);
    const unread = rowsOf(page, LIST).first();
    await expect(unread).toHaveAttribute('data-read', 'false');
    await expect(unread.getByText('未读', { exact: true })).toBeVisible();
    await expect(unread).toHaveCSS('font-weight', '700');
    const masked = /(\d{3})\*{4}(\d{4})/.exec((await unread.locator('td').nth(2).textContent()) ?? '');

    const number = await openFirstOf(page, LIST, '未读');
    await expect(main(page).getByRole('heading', { level: 1, name: '留言详情' })).toBeVisible();
    // READ went by itself: the mark is gone and the history has it.
    await expect(main(page).getByText('未读', { exact: true })).toHaveCount(0);
    await expect(main(page).getByRole('list', { name: '办理过程' }).getByText('标记已读')).toBeVisible();
    // The list masks the phone; the deputy sees the whole number here, to call back.
    if (masked) await expect(main(page).getByRole('link', { name: new RegExp(`^${masked[1]}\\d{4}${masked[2]}$`) })).toHaveAttribute('href', /^tel:/);
    await shot(page, 'deputy-detail');
    await noSeriousViolations(page, 'adviceInfo');

    // 返回 comes back to the tab the message was opened from.
    await main(page).getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/adviceHandling\?tab=unread$/);
    await expect(main(page).getByRole('tab', { name: '未读', exact: true })).toHaveAttribute('aria-selected', 'true');
    const row = await findByNumber(page, LIST, number);
    await expect(row).toHaveAttribute('data-read', 'true');
    await expect(row.getByText('未读', { exact: true })).toHaveCount(0);
    await expect(row).toHaveCSS('font-weight', '400');
  });

  test('a message at 待处理 answered with 办理答复 is 已办理', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('client/deputyStation/adviceHandling');
    await openFirstOf(page, LIST, '待处理');
    await expect(statusBadge(page, '待处理')).toBeVisible();
    await expect(actions(page).getByRole('button', { name: '提出处理建议' })).toBeVisible();

    const answer = `已联系社区和物业，三日内处理完毕。${Date.now()}`;
    await sendWithDialog(page, '办理答复', '办理结果', '请填写办理结果', answer);
    await expect(statusBadge(page, '已办理')).toBeVisible();
    await expect(main(page).getByRole('region', { name: '办理情况' }).getByText(answer)).toBeVisible();
    await expect(main(page).getByRole('list', { name: '办理过程' }).getByText('办理答复')).toBeVisible();
    // Nothing more to do with a handled message.
    await expect(actions(page)).toHaveCount(0);
  });
});

test('the station manager marks a message read, assigns one at 待交办, and a stale page is refused and refreshed', async ({ page, request }) => {
  const LIST = '群众留言办理列表';
  await closeSchedulePopups(page);
  await signIn(page, STATION);
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '联络站管理', exact: true }).click();
  await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: /^群众留言办理( （待办.*）)?$/ }).click();
  await expect(page).toHaveURL(/\/manager\/deputyStation\/adviceManage$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '群众留言办理' })).toBeVisible();
  await expect(main(page).getByRole('columnheader', { name: '留言代表' })).toBeVisible();
  await expect(rowsOf(page, LIST).first()).toBeVisible();
  await shot(page, 'manager-list');
  await noSeriousViolations(page, 'adviceManage');

  // Looking through the station's messages leaves them unread for the deputy; 标记已读 marks one.
  await openFirstOf(page, LIST, '未读');
  await expect(main(page).getByText('未读', { exact: true })).toBeVisible();
  await actions(page).getByRole('button', { name: '标记已读', exact: true }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(main(page).getByText('未读', { exact: true })).toHaveCount(0);
  await expect(actions(page)).toHaveCount(0);
  await main(page).getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/adviceManage\?tab=unread$/);

  const number = await openFirstOf(page, LIST, '待交办');
  await expect(main(page).getByRole('heading', { level: 1, name: '留言办理详情' })).toBeVisible();
  await sendWithDialog(page, '交办', '联络站交办意见', '请填写联络站交办意见', '请社区网格员会同物业现场核查并限期处理。');
  await expect(statusBadge(page, '办理中')).toBeVisible();
  await expect(main(page).getByRole('list', { name: '办理过程' }).getByText('交办', { exact: true })).toBeVisible();
  await shot(page, 'manager-detail');

  // Someone else answers it meanwhile (the administrator, through the API).
  const headers = { Authorization: `Bearer ${await apiToken(request, ADMIN)}` };
  const current = await (await request.get(`/api/contactStationSuggest/${number}`, { headers })).json();
  const replied = await request.post(`/api/contactStationSuggest/${number}/events`, { headers, data: { type: 'REPLY', version: current.version, handleResult: '已由市人大常委会办公室协调处理。' } });
  expect(replied.status()).toBe(200);

  await actions(page).getByRole('button', { name: '办理答复', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '办理答复' });
  await dialog.getByRole('textbox', { name: '办理结果' }).fill('联络站已督促办理完毕。');
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '该记录已被他人更新，请刷新后重试')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(statusBadge(page, '已办理')).toBeVisible();
  await expect(main(page).getByText('已由市人大常委会办公室协调处理。').first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile list is a column of cards that fits 375 px and opens the message', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('mobile/deputyStation/adviceHandling');
    await expect(main(page).getByRole('heading', { level: 1, name: '群众留言' })).toBeVisible();
    const cards = main(page).getByRole('list', { name: '群众留言列表' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await expect(main(page).getByRole('table')).toHaveCount(0);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'mobile-list');
    await noSeriousViolations(page, 'mobile adviceHandling');

    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/mobile\/deputyStation\/adviceInfo\?id=/);
    await expect(main(page).getByRole('heading', { level: 1, name: '留言详情' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: '留言内容' })).toBeVisible();
    const detailOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(detailOverflow).toBeLessThanOrEqual(0);
    await shot(page, 'mobile-detail');
  });
});

test('the administrator reads a verification code in 验证码发件箱', async ({ page, request }) => {
  const phone = `139${String(Date.now()).slice(-8)}`;
  const sent = await request.post(PORTAL_API.sendCode, { form: { username: phone, type: STATION_CODE_TYPE } });
  expect(sent.status(), `POST ${PORTAL_API.sendCode}`).toBe(200);

  await closeSchedulePopups(page);
  await signIn(page, ADMIN);
  await page.goto('manager/adminManager/smsOutbox');
  await expect(main(page).getByRole('heading', { level: 1, name: '验证码发件箱' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '验证码发件箱' })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByText(/未接入短信网关时/)).toBeVisible();

  await main(page).getByRole('textbox', { name: '手机号码' }).fill('139-x');
  await main(page).getByRole('button', { name: '查询' }).click();
  await expect(main(page).getByText('手机号码只能包含数字')).toBeVisible();

  await main(page).getByRole('textbox', { name: '手机号码' }).fill(phone);
  await main(page).getByRole('button', { name: '查询' }).click();
  const rows = main(page).getByRole('table', { name: '验证码短信' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('td').first()).toHaveText(phone);
  await expect(rows.first().locator('td').nth(1)).toContainText(/\d{4,6}/);
  await shot(page, 'sms-outbox');
  await noSeriousViolations(page, 'smsOutbox');
});
