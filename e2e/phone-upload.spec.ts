import { devices, expect, test } from '@playwright/test';
import { noSeriousViolations } from './support/axe';
import { signIn } from './support/session';
import { titleBox, typeContent } from './support/workflow';

const ZHANG = '13900000001';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-phone-photo')]);

test('手机上传: the draft shows a QR code, the phone uploads a photo by its ticket, and the desktop lists it', async ({ page, browser }) => {
  await signIn(page, ZHANG);
  await page.goto('client/proposalAndSuggest/suggest/makeSuggestions');
  await titleBox(page).fill(`关于背街小巷照明的建议${Date.now()}`);
  await typeContent(page, '建议内容', '背街小巷夜间照明不足。');
  await expect(page.getByRole('status').filter({ hasText: /^已自动保存 \d{2}:\d{2}$/ })).toBeVisible({ timeout: 15_000 });

  const issuing = page.waitForResponse((response) => response.url().endsWith('/api/commMinio/uploadTicket') && response.request().method() === 'POST');
  await page.getByRole('button', { name: '手机上传' }).click();
  const dialog = page.getByRole('dialog', { name: '手机上传' });
  await expect(dialog.getByRole('img', { name: '手机上传二维码' })).toBeVisible();
  await noSeriousViolations(page, 'the QR dialog');
  const { path } = (await (await issuing).json()) as { path: string };
  expect(path).toMatch(/^\/ddFileUpload\?ticket=[A-Za-z0-9_-]{43}$/);
  const issued = `/rdlz${path}`;

  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  const phoneContext = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL: test.info().project.use.baseURL });
  const phone = await phoneContext.newPage();
  await phone.goto(new URL(issued, test.info().project.use.baseURL).href);
  await expect(phone.getByRole('heading', { name: '手机上传附件' })).toBeVisible();
  await noSeriousViolations(phone, 'the phone upload page');
  await phone.getByLabel(/拍照或选择文件/).setInputFiles({ name: '现场照片.png', mimeType: 'image/png', buffer: PNG });
  await phone.getByRole('button', { name: '上传', exact: true }).click();
  await expect(phone.getByText('已上传 1 个文件')).toBeVisible();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('现场照片.png')).toBeVisible();

  // Used once: the same address now refuses.
  await phone.reload();
  await expect(phone.getByRole('alert')).toHaveText('二维码已使用，请在电脑上重新生成');
  await phoneContext.close();
});
