import { expect, test, type Page } from '@playwright/test';
import { minimalPdf } from '../src/server/seed/delegation-work';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { closeSchedulePopups, signIn } from './support/session';

// 代表团: the liaison of 巴州区代表团 (何丽) adds a document with a PDF and publishes it; the city
// deputy 张明华 of that delegation finds it in 我的代表团 and reads it in the viewer inside the
// layout; on a phone (375 px) the same document opens from the mobile pages without side scroll.

const TITLE = '关于参加巴州区人大代表集中视察活动的通知';
const PDF_NAME = '集中视察活动安排.pdf';
const PDF = minimalPdf(['Bazhou District Delegation', 'Inspection of deputies, 2026-04-08']);
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

async function expectPdfFrame(page: Page) {
  const frame = page.locator(`iframe[title="${PDF_NAME}"]`);
  await expect(frame).toBeVisible();
  // The frame shows the stored file itself, served as a PDF our own pages may frame.
  const answer = await page.request.get(new URL((await frame.getAttribute('src'))!, page.url()).toString());
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
}

test('the liaison adds a document with a PDF; a deputy of the delegation reads it in 我的代表团, on a computer and on a phone', async ({ browser }) => {
  const liaison = await (await browser.newContext()).newPage();
  await signIn(liaison, '13800000004');
  await closeSchedulePopups(liaison);
  await liaison.goto('manager/organization/document');
  await expect(liaison.getByRole('main').getByRole('heading', { level: 1, name: '代表团文件' })).toBeVisible();
  await liaison.getByRole('button', { name: '新增文件' }).click();
  const dialog = liaison.getByRole('dialog', { name: '新增文件' });
  // The required fields are named beside themselves; nothing is sent.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请输入文件标题')).toBeVisible();
  await dialog.getByLabel('文件标题').fill(TITLE);
  await dialog.getByLabel('文件类别').selectOption({ label: '通知' });
  await dialog.getByLabel('印发日期').fill('2026-04-01');
  await dialog.getByLabel('发文单位').fill('巴州区代表团');
  await dialog.getByLabel('内容摘要').fill('请本团代表于4月8日参加集中视察。');
  await dialog.getByTestId('attachments-input').setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog.getByRole('button', { name: `移除 ${PDF_NAME}` })).toBeVisible();
  await dialog.getByText('发布（本团代表可见）').click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = liaison.getByRole('table', { name: '代表团文件' }).getByRole('row').filter({ hasText: TITLE });
  await expect(row).toContainText('已发布');

  const deputy = await (await browser.newContext()).newPage();
  await signIn(deputy, '13900000001');
  await deputy.goto('client/organization/delegation');
  const main = deputy.getByRole('main');
  await expect(main.getByRole('heading', { name: '巴州区代表团' })).toBeVisible();
  await expect(main.getByRole('list', { name: '本团代表' })).toContainText('张明华');
  await main.getByRole('link', { name: TITLE }).click();
  await expect(deputy).toHaveURL(/\/client\/organization\/delegationDetails\?id=\d+&type=document$/);
  await expect(main.getByText('请本团代表于4月8日参加集中视察。')).toBeVisible();
  await main.getByRole('link', { name: `在线阅读 ${PDF_NAME}` }).click();
  await expect(deputy).toHaveURL(/\/client\/organization\/viewPdfFile\?fileUrl=/);
  await expect(main.getByRole('heading', { level: 1, name: PDF_NAME })).toBeVisible();
  await expectPdfFrame(deputy);

  const phone = await (await browser.newContext({ userAgent: IPHONE_UA, viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true })).newPage();
  await phone.goto('');
  await phone.getByLabel('账号', { exact: true }).fill('13900000001');
  await phone.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await phone.getByRole('button', { name: '登录', exact: true }).tap();
  await expect(phone).toHaveURL(/\/mobile\/pageHome\/delegatePageHome/);
  await phone.getByRole('main').getByRole('link', { name: '代表团文件' }).tap();
  await expect(phone).toHaveURL(/\/mobile\/organization\/delegationFileList$/);
  const files = phone.getByRole('list', { name: '代表团文件' });
  await expect(files).toContainText(TITLE);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await files.getByRole('listitem').filter({ hasText: TITLE }).getByRole('link', { name: `阅读 ${TITLE}` }).tap();
  await expect(phone).toHaveURL(/\/mobile\/organization\/viewPdfFile\?fileUrl=/);
  await expectPdfFrame(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
