import { expect, test, type Locator, type Page } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { seriousViolations } from './support/portal';

// The public portal, browsed without signing in.
const CENTRAL = 'homeStation/centralStationIndex/';
const CENTRAL_PATH = `/rdlz/${CENTRAL}`;
const SLOGAN = '人民选我当代表，我当代表为人民';
const CLOCK = /^\d{4}年\d{2}月\d{2}日 星期[日一二三四五六] \d{2}:\d{2}:\d{2}$/;
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const NAV = ['首页', '站点概况', '工作动态', '通知公告', '专题专栏', '代表履职', '意见处理', '代表风采', '联系中心站'] as const;
const NAV_PATHS = [
  'homePageSubStation',
  'overviewHomeStation',
  'workNews',
  'noticeAnnouncement',
  'specialColumnPage',
  'performanceRepresentative',
  'opinionHandling',
  'npcDeputy',
  'centralStationIndex',
] as const;

const distribution = (page: Page) => page.getByRole('region', { name: '联络站分布' });
const cardNames = (region: Locator) => region.getByRole('article').getByRole('heading', { level: 3 });
const searchInput = (page: Page) => page.getByRole('combobox', { name: '搜索关键字' });

async function openCentral(page: Page) {
  await page.goto(CENTRAL);
  await expect(cardNames(distribution(page)).first()).toBeVisible();
}

async function enterStation(page: Page, name: string) {
  await openCentral(page);
  await distribution(page).getByRole('link', { name }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/homePageSubStation/');
  await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
}

test.describe('the central station', () => {
  test('greets the visitor with a live clock and the slogan; the title leads home and the back control does nothing', async ({ page }) => {
    await openCentral(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('您好！欢迎访问巴中市人大代表联络站中心站')).toBeVisible();
    await expect(banner.getByText(SLOGAN)).toBeVisible();
    const clock = banner.getByTestId('portal-clock');
    await expect(clock).toHaveText(CLOCK);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first!, { timeout: 3000 });
    await expect(clock).toHaveText(CLOCK);

    const back = banner.getByRole('button', { name: '返回' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await back.click({ force: true });
    await expect(page).toHaveURL((url) => url.pathname === CENTRAL_PATH);

    await page.goto('homeStation/centralStationSpecialColumnPage/');
    await banner.getByRole('link', { name: '巴中市人大代表联络站' }).click();
    await expect(page).toHaveURL((url) => url.pathname === CENTRAL_PATH);
    await expect(page.getByRole('contentinfo')).toContainText('主办单位：巴中市人民代表大会常务委员会');
  });

  test('shows the carousel, the work-news and notice tabs, the columns and the big buttons', async ({ page }) => {
    await openCentral(page);
    const carousel = page.getByRole('region', { name: '图片新闻' });
    await expect(carousel.getByRole('button', { name: '暂停轮播' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: '新闻公告' });
    await expect(tabs.getByRole('tab', { name: '工作动态' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('listitem')).toHaveCount(5);
    await tabs.getByRole('tab', { name: '通知公告' }).click();
    await expect(page.getByRole('link', { name: '更多通知公告' })).toHaveAttribute('href', /centralStationMoreTopics\/\?fkColumnId=\d+&title=.+&pageTitle=/);
    await page.getByRole('link', { name: '更多通知公告' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '通知公告' })).toBeVisible();
    await expect(page).toHaveURL(/pageTitle=%E4%B8%93%E9%A2%98%E4%B8%93%E6%A0%8F/);

    await openCentral(page);
    await expect(page.getByRole('link', { name: '更多代表履职' })).toBeVisible();
    // The 专题专栏 section holds the other columns, not a 专题专栏 block of its own, and no column stands empty.
    const section = page.getByRole('region', { name: '专题专栏' });
    await expect(section.getByRole('link', { name: '更多专题专栏' })).toHaveCount(1);
    const blocks = await section.locator(':scope > div:last-child > *').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
    const sectionWidth = await section.evaluate((element) => element.getBoundingClientRect().width);
    expect(blocks.reduce((sum, width) => sum + width, 0) + 20 * (blocks.length - 1)).toBeGreaterThan(sectionWidth - 2);
    // Named by the visible title alone, the hint line read as the description (no aria-label).
    const leave = page.getByRole('button', { name: '我要留言', exact: true });
    await expect(leave).toHaveAccessibleDescription('向人大代表反映意见建议');
    await expect(leave).not.toHaveAttribute('aria-label');
    await expect(page.getByRole('button', { name: '留言反馈查询', exact: true })).toHaveAccessibleDescription('凭留言编号查询办理结果');
  });

  test('the carousel pauses while the pointer is over it', async ({ page }) => {
    await openCentral(page);
    const carousel = page.getByRole('region', { name: '图片新闻' });
    const current = carousel.getByRole('button', { name: /^第 \d+ 张/ }).and(carousel.locator('[aria-current="true"]'));
    await expect(current).toHaveAccessibleName(/^第 1 张/);
    await expect(current).toHaveAccessibleName(/^第 2 张/, { timeout: 5000 });
    await carousel.hover();
    const held = await current.getAttribute('aria-label');
    await page.waitForTimeout(3500);
    await expect(current).toHaveAttribute('aria-label', held!);
  });

  test('the area switcher offers Bazhong’s counties (the one city with stations) and filters the distribution cards by county', async ({ page }) => {
    await openCentral(page);
    const region = distribution(page);
    // Only cities where the portal has stations are offered: here 巴中市 alone, so no city tabs.
    await expect(region.getByRole('group', { name: '选择城市' })).toHaveCount(0);
    await expect(cardNames(region)).toHaveCount(6);

    const counties = region.getByRole('group', { name: '选择区县' });
    await expect(counties.getByRole('button')).toHaveText(['全部', '巴州区', '恩阳区', '通江县', '南江县', '平昌县']);
    await counties.getByRole('button', { name: '通江县' }).click();
    await expect(counties.getByRole('button', { name: '通江县' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardNames(region)).toHaveText(['通江县诺江镇代表联络站', '通江县沙溪镇代表联络站']);

    await counties.getByRole('button', { name: '南江县' }).click();
    await expect(cardNames(region)).toHaveText(['南江县集州街道代表联络站', '南江县长赤镇代表联络站']);

    await counties.getByRole('button', { name: '全部' }).click();
    await expect(counties.getByRole('button', { name: '通江县' })).toHaveAttribute('aria-pressed', 'false');
    await expect(cardNames(region)).toHaveCount(6);
  });

  test('a list that cannot load says so and loads again on 重试', async ({ page }) => {
    let failing = true;
    await page.route(/\/api\/contactStation\/gateway\?/, (route) => (failing ? route.fulfill({ status: 500, json: { msg: '服务器内部错误，请稍后再试' } }) : route.continue()));
    await page.goto(CENTRAL);
    const region = distribution(page);
    await expect(region.getByRole('alert')).toContainText('获取数据失败');
    failing = false;
    await region.getByRole('button', { name: '重试' }).click();
    await expect(cardNames(region)).toHaveCount(6);
  });

  test('the distribution pager: 首页 and 上一页 off on page 1, 末页 and 下一页 off on the last page', async ({ page }) => {
    await openCentral(page);
    const pager = page.getByRole('navigation', { name: '联络站分页' });
    await expect(pager.getByRole('button', { name: '首页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('button', { name: '末页' }).click();
    await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: '末页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
    await expect(cardNames(distribution(page))).toHaveCount(2);
    await pager.getByRole('button', { name: '上一页' }).click();
    await expect(cardNames(distribution(page))).toHaveCount(6);
  });
});

test.describe('search', () => {
  test('the header opens the results in place, by Enter and by 搜索, and Back returns', async ({ page, context }) => {
    let opened = 0;
    context.on('page', () => opened++);
    await openCentral(page);
    await searchInput(page).fill('代表');
    await searchInput(page).press('Enter');
    const results = page;
    await expect(results).toHaveURL((url) => url.pathname === '/rdlz/homeStation/globalSearch/' && url.searchParams.get('search') === '代表' && url.searchParams.get('subType') === '1');
    const kinds = results.getByRole('tablist', { name: '结果类别' });
    await expect(kinds.getByRole('tab', { name: /文章\s*\d+/ })).toHaveAttribute('aria-selected', 'true');
    await expect(kinds.getByRole('tab', { name: /栏目\s*\d+/ })).toBeVisible();
    await expect(kinds.getByRole('tab', { name: /代表\s*\d+/ })).toBeVisible();
    await expect(results.locator('mark').first()).toHaveText('代表');

    await searchInput(results).fill('养老');
    await results.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(results).toHaveURL((url) => url.searchParams.get('search') === '养老');
    await expect(results.locator('mark').first()).toHaveText('养老');

    await kinds.getByRole('tab', { name: /栏目/ }).click();
    await expect(results).toHaveURL(/kind=column/);

    // Back to the central index, whose 搜索 button searches in place too.
    await openCentral(page);
    await searchInput(page).fill('学校');
    await page.getByRole('button', { name: '搜索', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/globalSearch/' && url.searchParams.get('search') === '学校');
    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/centralStationIndex/');
    expect(opened).toBe(0);
  });

  test('remembers searches and suggests them by prefix', async ({ page }) => {
    for (const text of ['养老服务', '道路修缮']) {
      await openCentral(page);
      await searchInput(page).fill(text);
      await searchInput(page).press('Enter');
      await expect(page).toHaveURL((url) => url.searchParams.get('search') === text);
    }
    await openCentral(page);
    await searchInput(page).fill('');
    await searchInput(page).focus();
    const list = page.getByRole('listbox', { name: '最近搜索' });
    await expect(list.getByRole('option')).toHaveText(['道路修缮', '养老服务']);
    await searchInput(page).fill('养');
    await expect(list.getByRole('option')).toHaveText(['养老服务']);
    await searchInput(page).press('ArrowDown');
    await searchInput(page).press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('search') === '养老服务');
  });

  test('the result pager has 首页, 上一页, seven numbers, 下一页 and 末页', async ({ page }) => {
    await page.goto('homeStation/globalSearch/?search=代表&subType=1');
    const pager = page.getByRole('navigation', { name: '搜索结果分页' });
    await expect(pager.getByRole('button', { name: /^第 \d+ 页$/ })).toHaveCount(7);
    await expect(pager.getByRole('button', { name: '首页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '下一页' })).toBeEnabled();
    const hits = page.getByRole('tabpanel').getByRole('listitem');
    const firstTitle = await hits.first().getByRole('link').textContent();

    await pager.getByRole('button', { name: '第 2 页' }).click();
    await expect(page).toHaveURL(/pageNum=2/);
    await expect(pager.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: '首页' })).toBeEnabled();
    await expect(hits.first().getByRole('link')).not.toHaveText(firstTitle!);

    await pager.getByRole('button', { name: '末页' }).click();
    await expect(pager.getByRole('button', { name: '末页' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: '下一页' })).toBeDisabled();
    const total = Number((await pager.getByText(/^共 \d+ 条/).textContent())!.match(/共 (\d+) 条/)![1]);
    const last = Math.ceil(total / 10);
    await expect(pager.getByRole('button', { name: `第 ${last} 页` })).toHaveAttribute('aria-current', 'page');
    await expect(hits).toHaveCount(total - (last - 1) * 10);

    await pager.getByRole('button', { name: '首页' }).click();
    await expect(pager.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
  });

  test('a search without results shows the no-data placeholder', async ({ page }) => {
    await page.goto('homeStation/globalSearch/?search=不存在的关键字zzz&subType=1');
    await expect(page.getByText('暂无相关信息')).toBeVisible();
    await page.goto('homeStation/globalSearch/?subType=1');
    await expect(page.getByRole('main').getByText(MSG.searchPlaceholder)).toBeVisible();
  });
});

test.describe('articles', () => {
  test('opening an article shows it and marks it read in the lists', async ({ page }) => {
    await openCentral(page);
    const panel = page.getByRole('tabpanel');
    const first = panel.getByRole('listitem').first();
    // A first visit has no read history: nothing is marked 未读.
    await expect(page.getByText('未读', { exact: true })).toHaveCount(0);
    const title = (await first.getByRole('link').textContent())!.trim();
    await first.getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/centralStationArticleDetails/' && url.searchParams.get('type') === '3' && !!url.searchParams.get('queryId'));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('article').getByText(/^发布时间：\d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(page.getByRole('article').getByText(/^来源：/)).toBeVisible();
    await page.goBack();
    const again = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(again.getByRole('link')).toHaveAttribute('data-read', 'true');
    await expect(again.getByText('未读')).toHaveCount(0);
    // Once this browser has read one, the others it has not opened are 未读.
    await expect(page.getByRole('tabpanel').getByRole('listitem').nth(1).getByText('未读')).toBeVisible();
  });

  test('an article without values shows the defaults', async ({ page }) => {
    await page.goto('homeStation/centralStationArticleDetails/');
    await expect(page.getByRole('heading', { level: 1, name: MSG.titleFallback })).toBeVisible();
    await expect(page.getByText('暂无发布时间')).toBeVisible();
    await expect(page.getByText('暂无内容')).toBeVisible();
    await expect(page.getByText(/^来源：/)).toHaveCount(0);
  });
});

test.describe('a substation', () => {
  test('is entered from a distribution card; its nine entries all open and 登录 leads to the login page', async ({ page }) => {
    await enterStation(page, '通江县诺江镇代表联络站');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('您好！欢迎访问通江县诺江镇代表联络站')).toBeVisible();
    await expect(banner.getByText(SLOGAN)).toBeVisible();
    await expect(page.getByRole('region', { name: '站点概况' }).getByRole('heading', { name: '通江县诺江镇代表联络站' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: '站点导航' });
    await expect(nav.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/rdlz/');
    for (const [i, label] of NAV.entries()) {
      if (i === NAV.length - 1) break;
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === `/rdlz/homeStation/${NAV_PATHS[i]}/`);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(MSG.underConstruction)).toHaveCount(0);
      await expect(page.getByText(MSG.pageNotFound)).toHaveCount(0);
    }
    await nav.getByRole('link', { name: '联系中心站' }).click();
    await expect(page).toHaveURL((url) => url.pathname === CENTRAL_PATH);
  });

  test('its pages show the station: overview, work news, a paged list, an article with activeIndex 4', async ({ page }) => {
    await enterStation(page, '巴州区东城街道代表联络站');
    await page.getByRole('link', { name: '更多工作动态' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/workNews/');
    await page.goBack();
    await page.getByRole('tab', { name: '通知公告' }).click();
    await page.getByRole('link', { name: '更多通知公告' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/noticeAnnouncement/');
    await expect(page.getByRole('list', { name: '通知公告列表' }).getByRole('listitem').first()).toBeVisible();

    const nav = page.getByRole('navigation', { name: '站点导航' });
    await nav.getByRole('link', { name: '站点概况' }).click();
    await expect(page.getByText('0827-5262018')).toBeVisible();
    await expect(page.getByText('张明华').first()).toBeVisible();

    await nav.getByRole('link', { name: '工作动态', exact: true }).click();
    const items = page.getByRole('list', { name: '工作动态列表' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '工作动态分页' }).getByRole('button', { name: '首页' })).toBeDisabled();
    const title = (await items.first().getByRole('link').textContent())!.trim();
    await items.first().getByRole('link').click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/detailsPage/' && url.searchParams.get('activeIndex') === '4' && url.searchParams.get('type') === '3' && url.searchParams.get('pageTitle') === '工作动态');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(nav.getByRole('link', { name: '专题专栏' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: '专题专栏' }).click();
    await page.getByRole('link', { name: '更多代表履职' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/moreTopics/' && url.searchParams.get('pageTitle') === '专题专栏' && url.searchParams.get('title') === '代表履职');
    await expect(page.getByRole('heading', { level: 1, name: '代表履职' })).toBeVisible();
    await expect(page.getByRole('list', { name: '代表履职列表' }).getByRole('listitem').first()).toBeVisible();
  });

  test('a substation page without a station in state goes to the central index', async ({ page }) => {
    for (const path of ['homeStation/homePageSubStation/', 'homeStation/workNews/', 'homeStation/detailsPage/?queryId=1']) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === CENTRAL_PATH);
    }
    await expect(page.getByRole('banner').getByText('您好！欢迎访问巴中市人大代表联络站中心站')).toBeVisible();
  });

  test('a ?stationId= address enters that station', async ({ page }) => {
    await openCentral(page);
    const href = await distribution(page).getByRole('link', { name: '巴州区江北街道代表联络站' }).getAttribute('href');
    const fresh = await page.context().newPage();
    await fresh.goto(href!.replace(/^\/rdlz\//, ''));
    await expect(fresh.getByRole('banner').getByRole('link', { name: '巴州区江北街道代表联络站' })).toBeVisible();
    await fresh.getByRole('navigation', { name: '站点导航' }).getByRole('link', { name: '通知公告' }).click();
    await expect(fresh.getByRole('heading', { level: 1, name: '通知公告' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ userAgent: IPHONE_UA, viewport: { width: 375, height: 812 } });

  async function fitsTheScreen(page: Page) {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  }

  test('the central index is one column with a compact header', async ({ page }) => {
    await openCentral(page);
    await expect(page.getByRole('banner').getByText(SLOGAN)).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('portal-clock')).toHaveText(CLOCK);
    await expect(page.getByRole('button', { name: '菜单' })).toHaveCount(0);
    const boxes = await cardNames(distribution(page)).evaluateAll((nodes) => nodes.map((n) => n.closest('article')!.getBoundingClientRect().x));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    await fitsTheScreen(page);
  });

  test('a substation opens its navigation from the 菜单 button', async ({ page }) => {
    await enterStation(page, '南江县集州街道代表联络站');
    const menu = page.getByRole('button', { name: '菜单' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: '站点导航' })).toBeHidden();
    await menu.click();
    const nav = page.getByRole('navigation', { name: '站点导航' });
    for (const label of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: '站点概况' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/homeStation/overviewHomeStation/');
    await expect(page.getByRole('navigation', { name: '站点导航' })).toBeHidden();
    await fitsTheScreen(page);
  });

  test('an article shows its whole create time', async ({ page }) => {
    await openCentral(page);
    await page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('article').getByText(/^发布时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await fitsTheScreen(page);
  });
});

test.describe('accessibility of the portal (axe: no serious or critical violation)', () => {
  test('central index', async ({ page }) => {
    await openCentral(page);
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('substation home', async ({ page }) => {
    await enterStation(page, '巴州区东城街道代表联络站');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('article page', async ({ page }) => {
    await openCentral(page);
    await page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link').click();
    await expect(page.getByRole('article').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('search page', async ({ page }) => {
    await page.goto('homeStation/globalSearch/?search=代表&subType=1');
    await expect(page.locator('mark').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
