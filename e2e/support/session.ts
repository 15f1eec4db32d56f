import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/seed/accounts';
import { TOKEN_STORAGE_KEY } from '../../src/shared/constants';

/**
 * Fills the login form and presses 登录, without waiting for the outcome (for tests of refusals).
 * A signed-in page without a session leads to the login form, so this does not depend on how
 * the server answers the bare /rdlz/ address.
 */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('pageHome/');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Signs a demo account in through the form and waits for the layout's welcome line. The wait
 * covers the password hash (scrypt, about a second on an idle machine, several while parallel
 * journeys sign in from the same address and queue behind each other) and the layout's first data.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await submitLogin(page, username, password);
  await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible({ timeout: 20_000 });
}

/** The bearer token the app keeps in session storage. */
export const tokenOf = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY);

/** The system layout's schedule pop-up (近期日程) covers the lower right after sign-in: closed whenever it shows. */
export async function closeSchedulePopups(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: '近期日程' }), async (popup) => {
    await popup.getByRole('button', { name: '关闭近期日程' }).click();
  });
}

/** Opens a top-level menu from the system header, through 更多菜单 when it is folded there. */
export async function openTopMenu(page: Page, name: string) {
  const mainNav = page.getByRole('navigation', { name: '主导航' });
  const tile = mainNav.getByRole('link', { name, exact: true });
  await expect(mainNav.getByRole('link').first()).toBeVisible();
  if (await tile.isVisible()) {
    await tile.click();
    return;
  }
  await mainNav.getByRole('button', { name: '更多菜单' }).click();
  await page.getByRole('dialog', { name: '更多菜单' }).getByRole('link', { name, exact: true }).click();
}
