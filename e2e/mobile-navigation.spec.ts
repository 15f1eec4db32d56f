import { devices, expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { seriousViolations } from './support/portal';
import { closeSchedulePopups } from './support/session';

// A phone as the platform's device rule sees it (an iPhone's user agent), with its viewport and
// touch, in the project's Chromium: the iPhone profile's own browser (WebKit) is left out.
const { defaultBrowserType: _webkit, ...iPhone } = devices['iPhone 13'];
test.use(iPhone);

const DEPUTY = '13900000001'; // 张明华
const STAFF = '13800000001'; // 人大管理员, system layout
const MOBILE_HOME = '/rdlz/mobile/pageHome/delegatePageHome/';

const main = (page: Page) => page.getByRole('main');
const backControl = (page: Page) => page.getByRole('banner').getByRole('button', { name: '返回' });
const tabBar = (page: Page) => page.getByRole('navigation', { name: '底部导航' });

/** The login form, filled and sent by tapping. */
async function signInByTapping(page: Page, username: string) {
  await page.goto('');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).tap();
}

async function noSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

async function axeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function tapBackHome(page: Page) {
  await backControl(page).tap();
  await expect(page).toHaveURL((url) => url.pathname === MOBILE_HOME);
}

test('a deputy on a phone signs in to the mobile home and reaches every page by tapping', async ({ page }) => {
  await signInByTapping(page, DEPUTY);
  await expect(page).toHaveURL((url) => url.pathname === MOBILE_HOME);
  await expect(main(page).getByRole('heading', { level: 1, name: /张明华/ })).toBeVisible();
  // The home has no back control; its grid comes from the deputy's menus.
  await expect(backControl(page)).toHaveCount(0);
  const grid = main(page).getByRole('list', { name: '议案建议' });
  await expect(grid.getByRole('link', { name: '提出议案' })).toBeVisible();
  await noSideScroll(page);
  await axeClean(page);

  await grid.getByRole('link', { name: '提出议案' }).tap();
  await expect(page).toHaveURL(/\/mobile\/makeProposal$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '提出议案' })).toBeVisible();
  // One back control on the page: the header's.
  await expect(page.getByRole('button', { name: '返回' })).toHaveCount(1);
  await noSideScroll(page);
  await tapBackHome(page);

  await grid.getByRole('link', { name: '我的议案建议' }).tap();
  await expect(page).toHaveURL(/\/mobile\/proposalAndSuggest\/proposal\/myProposalSuggest$/);
  const record = main(page).getByRole('list', { name: '我的议案（卡片）' }).getByRole('link').first();
  await expect(record).toBeVisible();
  const title = (await record.textContent())!.trim();
  await noSideScroll(page);
  await axeClean(page);
  await record.tap();
  await expect(page).toHaveURL(/\/mobile\/detailsProposal\?id=\d+$/);
  await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
  await noSideScroll(page);
  await axeClean(page);
  await backControl(page).tap();
  await expect(page).toHaveURL(/\/mobile\/proposalAndSuggest\/proposal\/myProposalSuggest$/);
  await tapBackHome(page);

  await main(page).getByRole('list', { name: '代表联络站' }).getByRole('link', { name: '群众留言' }).tap();
  await expect(page).toHaveURL(/\/mobile\/deputyStation\/adviceHandling$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '群众留言' })).toBeVisible();
  await main(page).getByRole('list', { name: '群众留言列表' }).getByRole('link').first().tap();
  await expect(page).toHaveURL(/\/mobile\/deputyStation\/adviceInfo\?id=/);
  await expect(main(page).getByRole('heading', { level: 1, name: '留言详情' })).toBeVisible();
  await backControl(page).tap();
  await expect(page).toHaveURL(/\/mobile\/deputyStation\/adviceHandling$/);
  await tapBackHome(page);
});

test('the tab bar leads to 待办 and 我的, and 我的 to the home-screen guide', async ({ page }) => {
  await signInByTapping(page, DEPUTY);
  await expect(page).toHaveURL((url) => url.pathname === MOBILE_HOME);
  await expect(tabBar(page).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');

  await tabBar(page).getByRole('link', { name: '待办' }).tap();
  await expect(page).toHaveURL(/\/mobile\/pageHome\/pageHomeBox$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '待办' })).toBeVisible();
  // What waits for 张明华 in the demo data: each item opens its own mobile page.
  const todo = main(page).getByRole('list', { name: '待办列表' }).getByRole('link');
  await expect(todo.first()).toBeVisible();
  await noSideScroll(page);
  await axeClean(page);
  const href = await todo.first().getAttribute('href');
  expect(href).toMatch(/^\/rdlz\/mobile\/(detailsProposal|detailsSuggest|deputyStation\/adviceInfo)\?id=/);
  await todo.first().tap();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === href);
  await backControl(page).tap();
  await expect(page).toHaveURL(/\/mobile\/pageHome\/pageHomeBox$/);

  await tabBar(page).getByRole('link', { name: '我的' }).tap();
  await expect(page).toHaveURL(/\/mobile\/pageHome\/my$/);
  await expect(main(page).getByRole('button', { name: '修改密码' })).toBeVisible();
  await noSideScroll(page);
  await axeClean(page);
  await main(page).getByRole('link', { name: '添加到手机桌面' }).tap();
  await expect(page).toHaveURL(/\/mobile\/downLoadApk$/);
  await expect(main(page).getByRole('heading', { level: 1, name: '添加到手机桌面' })).toBeVisible();
  // An iPhone reads Safari's steps first.
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText(/Safari/);
  await expect(main(page).getByText('添加到主屏幕', { exact: false }).first()).toBeVisible();
  await noSideScroll(page);
  await axeClean(page);
  await backControl(page).tap();
  await expect(page).toHaveURL(/\/mobile\/pageHome\/my$/);

  await main(page).getByRole('button', { name: '退出登录' }).tap();
  await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
});

test('a deputy on a phone opening a client address gets its mobile page, or the mobile home', async ({ page }) => {
  await signInByTapping(page, DEPUTY);
  await expect(page).toHaveURL((url) => url.pathname === MOBILE_HOME);
  await page.goto('client/proposalAndSuggest/proposal/proposalExamineInfo?id=12');
  await expect(page).toHaveURL(/\/rdlz\/mobile\/detailsProposal\?id=12$/);
  await page.goto('client/proposalAndSuggest/suggest/makeSuggestions');
  await expect(page).toHaveURL(/\/rdlz\/mobile\/makeSuggestions$/);
  await page.goto('client/deputyStation/adviceHandling');
  await expect(page).toHaveURL(/\/rdlz\/mobile\/deputyStation\/adviceHandling$/);
  // No mobile page of its own: the mobile home.
  await page.goto('client/attendMeeting/meetingIndex');
  await expect(page).toHaveURL((url) => url.pathname === MOBILE_HOME);
});

test('staff on a phone keep the system layout, usable at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await closeSchedulePopups(page);
  await signInByTapping(page, STAFF);
  await expect(page).toHaveURL((url) => url.pathname === '/rdlz/pageHome/');
  const banner = page.getByRole('banner').first();
  await expect(banner.getByText(/^欢迎您，/)).toBeVisible();
  await noSideScroll(page);
  const width = page.viewportSize()!.width;
  // Every control of the header is on the screen, the menus through 更多菜单.
  const controls = banner.locator('a:visible, button:visible');
  await expect(controls).toHaveCount(5); // 应用中心, 菜单, 返回首页, 账号管理, 退出登录
  for (const control of await controls.all()) {
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
    const box = (await control.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, name).toBeLessThanOrEqual(width);
  }
  // The menus that the tiles and the left menu show on a wide screen open in the 菜单 drawer.
  await banner.getByRole('button', { name: '菜单' }).tap();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await drawer.getByRole('button', { name: '议案管理' }).tap();
  await drawer.getByRole('link', { name: '全部议案' }).tap();
  await expect(page).toHaveURL(/\/manager\/adviseManagement\/proposal\/allProposal$/);
  await expect(drawer).toHaveCount(0);
  await expect(main(page).getByRole('heading', { level: 1, name: '全部议案' })).toBeVisible();
  await noSideScroll(page);
  await axeClean(page);
  await page.getByRole('banner').first().getByRole('link', { name: '返回首页' }).tap();
  // The page's own content starts on the screen, not behind the header or the left menu, and
  // fits its width.
  await expect(main(page).getByRole('heading', { name: /您好$/ })).toBeInViewport();
  const box = (await main(page).getByRole('region', { name: '个人信息' }).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await axeClean(page);
});

test('the web app manifest and its icons are served for the home screen', async ({ request }) => {
  const manifest = await request.get('manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const body = (await manifest.json()) as { start_url: string; display: string; icons: { src: string; sizes: string }[] };
  expect(body.start_url).toBe('/rdlz/mobile/pageHome/delegatePageHome');
  expect(body.display).toBe('standalone');
  for (const icon of body.icons) {
    const png = await request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
  }
});
