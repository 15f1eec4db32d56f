import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { signIn, tokenOf } from './support/session';

// The file preview page and downloads, as deputy 张明华.
const DEPUTY = '13900000001';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads as the app does: presign with the session, then PUT to the address without it. */
async function upload(page: Page, objName: string, bytes: Buffer, contentType: string): Promise<string> {
  const token = await tokenOf(page);
  const presign = await page.request.post('/api/commMinio/presignedPutUrl', {
    headers: { Authorization: `Bearer ${token}` },
    form: { objName },
  });
  expect(presign.status()).toBe(200);
  const { presignedPutUrl, objPath } = (await presign.json()) as { presignedPutUrl: string; objPath: string };
  const put = await page.request.put(presignedPutUrl, { headers: { 'Content-Type': contentType }, data: bytes });
  expect(put.status()).toBe(200);
  return objPath;
}

const previewOf = (objPath: string, fileName: string) =>
  `filePreview?${new URLSearchParams({ fileUrl: objPath, fileName, needGetUrl: 'true' })}`;

test.describe('the file preview page', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEPUTY);
  });

  test('an empty address shows 暂无相关信息', async ({ page }) => {
    await page.goto('filePreview?fileUrl=&fileName=&type=&needGetUrl=false');
    await expect(page.getByRole('alert').filter({ hasText: MSG.noFileInfo })).toBeVisible();
    await page.goto('filePreview/?fileUrl=&needGetUrl=true');
    await expect(page.getByRole('alert').filter({ hasText: MSG.noFileInfo })).toBeVisible();
  });

  test('an address that cannot be resolved shows 获取下载地址失败', async ({ page }) => {
    await page.goto(previewOf('2026/01/01/00000000-0000-4000-8000-000000000000/missing.pdf', 'missing.pdf'));
    await expect(page.getByRole('alert').filter({ hasText: MSG.downloadUrlFailed })).toBeVisible();
  });

  test('shows an uploaded text file as text and a picture inline', async ({ page }) => {
    const text = '关于改善城区公共交通的建议\n第二行';
    const textPath = await upload(page, '建议说明.txt', Buffer.from(text), 'text/plain');
    await page.goto(previewOf(textPath, '建议说明.txt'));
    await expect(page.getByRole('heading', { name: '建议说明.txt' })).toBeVisible();
    await expect(page.getByText('关于改善城区公共交通的建议')).toBeVisible();

    const imagePath = await upload(page, '现场照片.png', PNG, 'image/png');
    await page.goto(previewOf(imagePath, '现场照片.png'));
    const image = page.getByRole('img', { name: '现场照片.png' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth)).toBe(1);
  });

  test('puts a PDF in a frame', async ({ page }) => {
    const pdfPath = await upload(page, '履职报告.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    await page.goto(previewOf(pdfPath, '履职报告.pdf'));
    const frame = page.locator('iframe[title="履职报告.pdf"]');
    await expect(frame).toBeAttached();
    await expect(frame).toHaveAttribute('src', /\/api\/commMinio\/object\/.+signature=/);
  });

  test('offers other types for download, with progress over 1 MiB that hides after success', async ({ page }) => {
    const bytes = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(1_200_000, 0x61)]);
    const zipPath = await upload(page, '会议材料.zip', bytes, 'application/zip');
    await page.goto(previewOf(zipPath, '会议材料.zip'));
    await expect(page.getByText('该文件类型不支持在线预览，请下载后查看')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载文件' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('会议材料.zip');
    const box = page.getByTestId('download-progress');
    await expect(box).toBeVisible();
    await expect(box).toContainText('会议材料.zip');
    await expect(box).toBeHidden({ timeout: 3000 });
  });

  test('a small download shows no progress box', async ({ page }) => {
    const docxPath = await upload(page, '纪要.docx', Buffer.from('PK\x03\x04small'), 'application/octet-stream');
    await page.goto(previewOf(docxPath, '纪要.docx'));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载文件' }).click();
    expect((await downloading).suggestedFilename()).toBe('纪要.docx');
    await expect(page.getByTestId('download-progress')).toHaveCount(0);
  });
});
