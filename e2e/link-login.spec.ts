import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { submitLogin } from './support/session';

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const DEPUTY = '13900000001';
/** Told of a link in this file only. */
const NOTIFIED_DEPUTY = '13900000041';
const UNDERTAKER = '13800000008';
const DELEGATE_HOME = '/rdlz/client/pageHome/delegatePageHome/';
const SYSTEM_HOME = '/rdlz/pageHome/';
const OPINION_TABLE = '/rdlz/client/opinionSolicitation/opinionSolicitationTable';

interface IssuedLink {
  token: string;
  url: string;
  bindMsgId: number | null;
}

async function apiToken(request: APIRequestContext, username: string): Promise<{ token: string; userId: number }> {
  const login = await request.post('/api/sysLogin', { data: { username, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).access_token as string;
  const me = await request.get('/api/sysLogin', { headers: { Authorization: `Bearer ${token}` } });
  return { token, userId: (await me.json()).userId as number };
}

/** Marks every link notice of the account as seen, through a session no link opened. */
async function acknowledgeLinkNotices(request: APIRequestContext, token: string) {
  const answer = await request.put('/api/bind/loginLinkNotice', { headers: { Authorization: `Bearer ${token}` }, data: { through: new Date().toISOString() } });
  expect(answer.status()).toBe(204);
}

/**
 * An administrator (13800000000 unless told) issues a one-time link for `username` through the
 * API. The notices of the account's earlier links are acknowledged first: the session a link
 * opens is not told of that link, but would be told of the earlier ones.
 */
async function issueLink(request: APIRequestContext, username: string, bindMsg?: { msgType: number; localId: number }, issuer = ADMIN): Promise<IssuedLink> {
  const { token, userId } = await apiToken(request, username);
  await acknowledgeLinkNotices(request, token);
  const admin = await apiToken(request, issuer);
  const response = await request.post('/api/bind/loginLink', {
    headers: { Authorization: `Bearer ${admin.token}` },
    data: bindMsg ? { userId, bindMsg } : { userId },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as IssuedLink;
}

/** Opens a path the API returned (it carries the /rdlz base already). */
async function open(page: Page, path: string) {
  await page.goto(path);
}

const storedToken = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY);

test.describe('link login (/sso and /singleSignOn)', () => {
  // Later files sign these accounts in with a password: no notice of this file's links is left for them.
  test.afterAll(async ({ request }) => {
    for (const username of [DEPUTY, UNDERTAKER]) await acknowledgeLinkNotices(request, (await apiToken(request, username)).token);
  });

  test('a token link shows 登录认证中..., then 登录成功 and the delegate home', async ({ page, request }) => {
    const link = await issueLink(request, DEPUTY);
    expect(link.url).toMatch(/^\/rdlz\/sso\?token=[\w-]{43}$/);

    // Hold the exchange a moment so the full-screen message can be seen; check its header.
    const exchange = page.waitForRequest((r) => r.url().includes('/api/bind/user'));
    await page.route('**/api/bind/user**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await open(page, link.url);
    await expect(page.getByRole('status').getByText(MSG.authenticating)).toBeVisible();
    const sent = await exchange;
    expect(sent.headers()['user-token']).toBe(link.token);
    expect(new URL(sent.url()).searchParams.get('terminal')).toBe('PC');

    await expect(page.getByText(MSG.loginSucceeded)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME && url.search === '');
    await expect(page.getByRole('banner').getByText('欢迎您，张明华')).toBeVisible();
    expect(await storedToken(page)).toMatch(/^[\w-]{43}$/);
    expect(await storedToken(page)).not.toBe(link.token);
  });

  test('the same link a second time shows 认证失败！ after 1.5 s and a way back to the login page', async ({ page, request }) => {
    const link = await issueLink(request, DEPUTY);
    await open(page, link.url);
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    await page.evaluate(() => sessionStorage.clear());

    const started = Date.now();
    await open(page, link.url);
    await expect(page.getByText(MSG.authenticating)).toBeVisible();
    const heading = page.getByRole('heading', { level: 1, name: MSG.authFailed });
    await expect(heading).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/sso');
    await expect(page.getByText(/已被使用或已过期/)).toBeVisible();
    expect(await storedToken(page)).toBeNull();

    // The outcome has the focus; the way out is one Tab away.
    await expect(heading).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '返回登录页' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  test('/singleSignOn?code= signs in the same way through GET /api/srdLogin', async ({ page, request }) => {
    const link = await issueLink(request, DEPUTY);
    const exchange = page.waitForRequest((r) => r.url().includes('/api/srdLogin'));
    await open(page, `/rdlz/singleSignOn?code=${link.token}`);
    expect(new URL((await exchange).url()).searchParams.get('code')).toBe(link.token);
    await expect(page.getByText(MSG.loginSucceeded)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    await expect(page.getByRole('banner').getByText('欢迎您，张明华')).toBeVisible();

    // And a spent code fails like a spent token.
    await page.evaluate(() => sessionStorage.clear());
    await open(page, `/rdlz/singleSignOn?code=${link.token}`);
    await expect(page.getByRole('heading', { level: 1, name: MSG.authFailed })).toBeVisible();
  });

  test('on /sso a code also travels as the `code` header', async ({ page, request }) => {
    const link = await issueLink(request, DEPUTY);
    const exchange = page.waitForRequest((r) => r.url().includes('/api/srdLogin'));
    await open(page, `/rdlz/sso?code=${link.token}`);
    expect((await exchange).headers()['code']).toBe(link.token);
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
  });

  test('a link with a bind message of msgType 0 lands on the opinion-solicitation list with id and type', async ({ page, request }) => {
    const link = await issueLink(request, DEPUTY, { msgType: 0, localId: 2026 });
    expect(link.url).toBe(`/rdlz/sso?token=${link.token}&id=${link.bindMsgId}`);
    await open(page, link.url);
    await expect(page.getByText(MSG.loginSucceeded)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === OPINION_TABLE && url.searchParams.get('id') === '2026' && url.searchParams.get('type') === '0');
  });

  test('a bind message of another kind leads to the role’s home; a staff user lands on /pageHome/', async ({ page, request }) => {
    const link = await issueLink(request, UNDERTAKER, { msgType: 1, localId: 5 });
    await open(page, link.url);
    await expect(page.getByText(MSG.loginSucceeded)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === SYSTEM_HOME);
    await expect(page.getByRole('banner').getByText('欢迎您，吴建平')).toBeVisible();
  });

  test('after a link was issued, the next sign-in shows who issued it, once, until 我知道了', async ({ page, request }) => {
    await issueLink(request, NOTIFIED_DEPUTY, undefined, CONGRESS_ADMIN);
    await submitLogin(page, NOTIFIED_DEPUTY);
    const notice = page.getByRole('alertdialog', { name: '登录链接提醒' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveCount(1);
    await expect(notice.getByRole('listitem')).toContainText('陈静（人大管理员）为您签发了登录链接，尚未使用');
    const { violations } = await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await notice.getByRole('button', { name: '我知道了' }).click();
    await expect(notice).toBeHidden();
    await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: '登录链接提醒' })).toHaveCount(0);
  });

  test('without token or code the screen fails, and it passes axe', async ({ page }) => {
    await open(page, '/rdlz/sso');
    await expect(page.getByText(MSG.authenticating)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: MSG.authFailed })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
