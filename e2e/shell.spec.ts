import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { signIn } from './support/session';

const DELEGATE_HOME = '/rdlz/client/pageHome/delegatePageHome/';
const SYSTEM_HOME = '/rdlz/pageHome/';


async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('layouts and home screens', () => {
  test('the deputy home shows the deputy’s own record and the current session', async ({ page }) => {
    await signIn(page, '13900000001');
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: /张明华/ })).toBeVisible();
    const record = main.getByRole('region', { name: '代表信息' });
    await expect(record.getByText('巴州区', { exact: false }).first()).toBeVisible();
    await expect(record.getByText('市级人大代表')).toBeVisible();
    await expect(record.getByText('13900000001')).toBeVisible();
    const term = main.getByRole('region', { name: '届次信息' });
    await expect(term.getByText('第五届')).toBeVisible();
    await expect(term.getByText('第三次会议')).toBeVisible();
    await expect(term.getByText('闭会期间')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: '返回首页' })).toHaveAttribute('href', DELEGATE_HOME);
  });

  test('on a phone the deputy’s header keeps its title, term line and buttons on the screen', async ({ page }) => {
    const width = 360;
    await page.setViewportSize({ width, height: 740 });
    await signIn(page, '13900000001');
    const banner = page.getByRole('banner');
    // Side by side with the buttons, the title was squeezed to nothing and the term line stood one character per row.
    const title = await banner.getByText('巴中市人大代表履职服务平台').boundingBox();
    expect(title!.width).toBeGreaterThan(200);
    const term = await banner.getByText(/^第五届/).boundingBox();
    expect(term!.height).toBeLessThan(30);
    for (const control of [banner.getByRole('link', { name: '返回首页' }), banner.getByRole('button', { name: '账号管理' }), banner.getByRole('button', { name: '退出登录' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  });

  test('the system home shows the signed-in user’s real data', async ({ page }) => {
    await signIn(page, '13800000000');
    await expect(page).toHaveURL((url) => url.pathname === SYSTEM_HOME);
    const info = page.getByRole('region', { name: '个人信息' });
    await expect(info.getByText('超级管理员')).toBeVisible();
    await expect(info.getByText('13800000000')).toBeVisible();
    await expect(page.getByRole('region', { name: '届次信息' }).getByText('闭会期间')).toBeVisible();
  });

  test('a handling unit sees its unit on the system home', async ({ page }) => {
    await signIn(page, '13800000005');
    await expect(page.getByRole('region', { name: '个人信息' }).getByText('巴中市交通运输局', { exact: true })).toBeVisible();
  });

  test('a deep link reloads into the app for a signed-in deputy', async ({ page }) => {
    await signIn(page, '13900000002');
    await page.goto('client/pageHome/delegatePageHome/');
    await page.reload();
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible();
    await expect(page.getByRole('region', { name: '代表信息' })).toBeVisible();
    // Dates speak Chinese after a cold load too: lib/dates.ts sets the locale when imported.
    await expect(page.getByText(/^\d{4}年\d{1,2}月\d{1,2}日 星期[日一二三四五六]$/)).toBeVisible();
  });

  test('a reload asks for the user and the menus once, and the layout waits for slow menus', async ({ page }) => {
    await signIn(page, '13900000001');
    // Slow menus: a layout that rendered before they arrived would ask for them (and the user) again.
    await page.route(/\/api\/sysLogin\/sysMenu\?/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname.startsWith('/api/sysLogin')) asked.push(pathname);
    });
    await page.reload();
    await expect(page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '我的履职活动' })).toBeVisible();
    await expect(page.getByRole('region', { name: '代表信息' })).toBeVisible();
    expect(asked).toEqual(['/api/sysLogin', '/api/sysLogin/sysMenu']);
  });

  test('a deep link without a session goes to the login page', async ({ page }) => {
    await page.goto('client/pageHome/delegatePageHome/');
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await page.goto('pageHome/');
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
  });

  test('each role stays on its own home', async ({ page }) => {
    await signIn(page, '13900000003');
    await page.goto('pageHome/');
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
  });

  test('the mobile home shows the same record in the mobile layout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '13900000001');
    await page.goto('mobile/pageHome/delegatePageHome/');
    await expect(page.getByRole('heading', { level: 1, name: /张明华/ })).toBeVisible();
    await expect(page.getByRole('region', { name: '代表信息' }).getByText('市级人大代表')).toBeVisible();
    // 退出登录 is on the 我的 tab.
    await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: '退出登录' })).toBeVisible();
  });

  test('the exam layout greets the user and exits', async ({ page }) => {
    await signIn(page, '13800000000');
    await page.goto('manager/examinationManager/examOnline/');
    const header = page.getByRole('banner');
    await expect(header.getByText(/欢迎您，/)).toBeVisible();
    await expect(header.getByText('13800000000')).toBeVisible();
    await header.getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
  });

  test('an unknown path shows the 404 page and its home link works', async ({ page }) => {
    await page.goto('no/such/page/');
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
    await page.getByRole('link', { name: '首页' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  });

  test('a page chunk that fails to load reloads the page once', async ({ page }) => {
    let requests = 0;
    await page.route(/\/assets\/not-found\.screen-[\w-]+\.js$/, (route) => (requests++ === 0 ? route.abort() : route.continue()));
    await page.goto('no/such/page/');
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
    expect(requests).toBe(2);
  });
});

test.describe('accessibility (axe: no serious or critical violation)', () => {
  test('login page', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText(MSG.usernameRequired)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('deputy home', async ({ page }) => {
    await signIn(page, '13900000001');
    await expect(page.getByRole('region', { name: '届次信息' }).getByText('闭会期间')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('system home', async ({ page }) => {
    await signIn(page, '13800000001');
    await expect(page.getByRole('region', { name: '届次信息' }).getByText('闭会期间')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('404 page', async ({ page }) => {
    await page.goto('no/such/page/');
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
