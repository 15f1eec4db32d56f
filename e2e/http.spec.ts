import { expect, test, type Page } from '@playwright/test';
import { LOGIN_INFO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { MSG } from '../src/shared/messages';
import { signIn, tokenOf } from './support/session';

// Deputies no other test signs in with, so ending their sessions disturbs nobody.
const DEPUTY = '13900000048';
const OTHER_DEPUTY = '13900000049';
const SHOTS = process.env.E2E_SCREENSHOTS;

/** Ends the page's session on the server, as an expiry or a logout elsewhere would. */
async function endSessionOnServer(page: Page) {
  const token = await tokenOf(page);
  expect(token).toBeTruthy();
  const out = await page.request.delete('/api/sysLogin', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(204);
}

const expiredDialog = (page: Page) => page.getByRole('alertdialog', { name: MSG.loginExpiredTitle });

async function storedSession(page: Page) {
  return page.evaluate(
    ([tokenKey, infoKey]) => ({ token: sessionStorage.getItem(tokenKey), info: localStorage.getItem(infoKey) }),
    [TOKEN_STORAGE_KEY, LOGIN_INFO_STORAGE_KEY],
  );
}

test.describe('401: 登录提示', () => {
  test('several failing calls show the dialog once; it cannot be dismissed but by 我知道了, which goes to /', async ({ page }) => {
    await signIn(page, DEPUTY);
    await endSessionOnServer(page);

    // A reload makes the layout's calls (user, term, notices, menus) all fail with 401 together.
    const failures: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) failures.push(response.url());
    });
    await page.reload();

    const dialog = expiredDialog(page);
    // The reload downloads the workspace's code before its calls can fail: allow a loaded machine the time.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(MSG.loginExpiredText, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: MSG.loginExpiredButton })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /关闭|close/i })).toHaveCount(0);
    expect(failures.length).toBeGreaterThan(1);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    expect(await storedSession(page)).toEqual({ token: null, info: null });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-expired.png` });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await page.mouse.click(1200, 680);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: MSG.loginExpiredButton }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  test('a call made on a page whose session ended raises it too, and it shows again after a new sign-in', async ({ page }) => {
    await signIn(page, OTHER_DEPUTY);
    await endSessionOnServer(page);

    await page.getByRole('banner').getByRole('button', { name: '账号管理' }).click();
    const dialog = expiredDialog(page);
    // 账号管理's dialog and 登录提示 both load with their first use: on a busy machine, seconds.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await expect(page.getByRole('dialog', { name: '账号管理' })).toHaveCount(0);
    await dialog.getByRole('button', { name: MSG.loginExpiredButton }).click();
    await expect(dialog).toBeHidden();

    await signIn(page, OTHER_DEPUTY);
    await endSessionOnServer(page);
    await page.reload();
    await expect(expiredDialog(page)).toBeVisible({ timeout: 20_000 });
  });

  test('a visitor without a session never sees it', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await page.goto('client/pageHome/delegatePageHome/');
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await page.waitForTimeout(500);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a wrong password is the login form’s message, not 登录提示', async ({ page }) => {
    await page.goto('./');
    await page.getByLabel('账号', { exact: true }).fill(DEPUTY);
    await page.getByLabel('密码', { exact: true }).fill('Wrong#2026');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText(MSG.loginFailed)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('the loading bar', () => {
  test('shows while a slow call is in flight and completes when it answers', async ({ page }) => {
    await signIn(page, DEPUTY);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => (asked = resolve));
    await page.route((url) => url.pathname === '/api/sysNpcUser', async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await page.getByRole('banner').getByRole('button', { name: '账号管理' }).click();
    // The dialog's code loads first; the bar is read once the held call is on its way.
    await inFlight;
    // The open dialog hides everything else from assistive technology, the bar included.
    const bar = page.getByRole('progressbar', { name: '页面加载进度', includeHidden: true });
    await expect(bar).toBeVisible();
    const early = Number(await bar.getAttribute('aria-valuenow'));
    await page.waitForTimeout(600);
    expect(Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(early);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/loading-bar.png`, clip: { x: 0, y: 0, width: 1280, height: 60 } });
    release();
    await expect(page.getByRole('dialog', { name: '账号管理' }).getByText('联系电话')).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});
