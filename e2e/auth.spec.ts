import { expect, test } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { TOKEN_STORAGE_KEY, LOGIN_INFO_STORAGE_KEY } from '../src/shared/constants';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/server/seed/accounts';
import { submitLogin, tokenOf } from './support/session';

// Where each account lands, from design/demo-data.md (deliberately not the app's own function).
const DELEGATE_HOME = '/rdlz/client/pageHome/delegatePageHome/';
const SYSTEM_HOME = '/rdlz/pageHome/';
const homeOf = (role: string) => (role === 'NPC_REPRESENT' ? DELEGATE_HOME : SYSTEM_HOME);
const ROUTER_BASE = '/rdlz';


const staff = DEMO_ACCOUNTS.filter((a) => a.roleCode !== 'NPC_REPRESENT');
const deputies = DEMO_ACCOUNTS.filter((a) => a.roleCode === 'NPC_REPRESENT');

// All 60 deputies take about three minutes; by default a sample signs in: the first two, the
// first county and township deputies, and the last. E2E_ALL_DEPUTIES=1 runs every one.
const sampled = new Set(['13900000001', '13900000002', deputies.at(-1)?.username]);
for (const level of ['县级', '乡镇']) sampled.add(deputies.find((a) => a.description.includes(level))?.username);
const deputiesToSignIn = process.env.E2E_ALL_DEPUTIES ? deputies : deputies.filter((a) => sampled.has(a.username));

test.describe('sign-in lands every demo account on its home', () => {
  test('the demo accounts are the ones of design/demo-data.md', () => {
    expect(staff.map((a) => a.username).sort()).toEqual(
      ['13800000000', '13800000001', '13800000002', '13800000003', '13800000004', '13800000005', '13800000006', '13800000007', '13800000008'],
    );
    expect(deputies).toHaveLength(60);
    expect(deputies.find((a) => a.username === '13900000001')?.realName).toBe('张明华');
    for (const account of DEMO_ACCOUNTS) expect(ROUTER_BASE + account.landsOn).toBe(homeOf(account.roleCode));
  });

  for (const account of [...staff, ...deputiesToSignIn]) {
    test(`${account.username} ${account.roleCode} ${account.realName}`, async ({ page }) => {
      await submitLogin(page, account.username);
      await expect(page).toHaveURL((url) => url.pathname === ROUTER_BASE + account.landsOn);
      await expect(page.getByRole('banner').getByText(`欢迎您，${account.realName}`)).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    });
  }
});

test.describe('the login form', () => {
  test('names its fields and asks for both after a submit attempt', async ({ page }) => {
    await page.goto('./');
    await expect(page).toHaveTitle(/巴中市人大代表履职服务平台/);
    await expect(page.getByText('巴中市人大代表履职服务平台').first()).toBeVisible();
    await expect(page.getByText(MSG.usernameRequired)).toHaveCount(0);

    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText(MSG.usernameRequired)).toBeVisible();
    await expect(page.getByText(MSG.passwordRequired)).toBeVisible();
    await expect(page.getByLabel('账号', { exact: true })).toBeFocused();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
  });

  test('submits with Enter from the keyboard alone', async ({ page }) => {
    await page.goto('./');
    await page.getByLabel('账号', { exact: true }).focus();
    await page.keyboard.type('13800000000');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === SYSTEM_HOME);
  });

  test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await submitLogin(page, '13900000001', 'Wrong#pass1');
    await expect(page.getByRole('alert').filter({ hasText: MSG.loginFailed })).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    expect(await tokenOf(page)).toBeNull();
  });

  test('an unknown account gets the same message', async ({ page }) => {
    await submitLogin(page, '13700000000');
    await expect(page.getByText(MSG.loginFailed)).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
  });
});

test.describe('the session', () => {
  test('keeps the token in session storage and the login info encrypted', async ({ page }) => {
    await submitLogin(page, '13900000001');
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    const stored = await page.evaluate(
      ([tokenKey, infoKey]) => ({ token: sessionStorage.getItem(tokenKey), info: localStorage.getItem(infoKey) }),
      [TOKEN_STORAGE_KEY, LOGIN_INFO_STORAGE_KEY],
    );
    expect(stored.token).toBeTruthy();
    expect(stored.info).toBeTruthy();
    expect(stored.info).not.toContain('四川省');
    expect(() => JSON.parse(stored.info!)).toThrow();
  });

  test('logout returns to the login page and the old token stops working', async ({ page, request }) => {
    await submitLogin(page, '13900000001');
    await expect(page.getByRole('banner').getByText('欢迎您，张明华')).toBeVisible();
    const token = await tokenOf(page);
    expect(token).toBeTruthy();
    const before = await request.get('/api/sysLogin', { headers: { Authorization: `Bearer ${token}` } });
    expect(before.status()).toBe(200);

    await page.getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    const left = await page.evaluate(
      ([tokenKey, infoKey]) => ({ token: sessionStorage.getItem(tokenKey), info: localStorage.getItem(infoKey) }),
      [TOKEN_STORAGE_KEY, LOGIN_INFO_STORAGE_KEY],
    );
    expect(left).toEqual({ token: null, info: null });

    const after = await request.get('/api/sysLogin', { headers: { Authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
    expect((await after.json()).msg).toBeTruthy();

    await page.goto('client/pageHome/delegatePageHome/');
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
  });

  test('a token that stops working sends the user back to the login page', async ({ page, request }) => {
    await submitLogin(page, '13800000002');
    await expect(page).toHaveURL((url) => url.pathname === SYSTEM_HOME);
    const token = await tokenOf(page);
    const out = await request.delete('/api/sysLogin', { headers: { Authorization: `Bearer ${token}` } });
    expect(out.status()).toBe(204);

    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    expect(await tokenOf(page)).toBeNull();
  });
});
