import { expect, test, type Page } from '@playwright/test';
import { noSeriousViolations } from './support/axe';
import { closeSchedulePopups, openTopMenu, signIn } from './support/session';

// The deputy's own station (client and mobile), the committee's and the inspection office's
// queues, the mobile widgets routed on their own (adviceTable, fileList, testMessage) and the
// older twins' addresses: each is a page with demo data, reached as its role, never the menu
// fallback (正在建设中) or the 404 page, and clean under axe.

const DEPUTY = '13900000001';
const WORK = '13800000002';

const main = (page: Page) => page.getByRole('main');

/** The page's own heading is there, and neither the menu fallback nor the 404 page is. */
async function expectPage(page: Page, heading: string) {
  await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('正在建设中，敬请期待')).toHaveCount(0);
  await expect(page.getByText('抱歉，您访问的页面不存在')).toHaveCount(0);
}

const fitsTheScreen = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

test.describe('the deputy’s own station in the client layout', () => {
  test('我的联络站 shows the station, its articles, messages and deputies, and leads to each page', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('client/deputyStation/deputyStation');
    await expectPage(page, '我的联络站');
    await expect(main(page).getByRole('heading', { name: '巴州区东城街道代表联络站' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: '最新资讯' }).getByRole('listitem').first()).toBeVisible();
    await expect(main(page).getByRole('region', { name: '进站代表' }).getByText('张明华')).toBeVisible();
    await expect(main(page).getByRole('region', { name: '群众留言' }).getByRole('listitem').first()).toBeVisible();
    await noSeriousViolations(page, 'client deputyStation');

    await main(page).getByRole('navigation', { name: '联络站功能' }).getByRole('link', { name: '联络站信息' }).click();
    await expectPage(page, '联络站信息');
    await expect(main(page).getByText('巴中市巴州区东城街道新华街88号（东城街道党群服务中心二楼）')).toBeVisible();
    await expect(main(page).getByRole('region', { name: '联络站简介' }).getByText(/规范化建设示范站/)).toBeVisible();
    await noSeriousViolations(page, 'client stationInfo');

    await page.goto('client/deputyStation/articleList');
    await expectPage(page, '联络站资讯');
    const rows = main(page).getByRole('table', { name: '联络站资讯' }).locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await noSeriousViolations(page, 'client articleList');
    const title = (await rows.first().getByRole('link').textContent())!.trim();
    await rows.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/client\/deputyStation\/artticleDetails\?id=\d+/);
    await expectPage(page, '资讯详情');
    await expect(main(page).getByRole('article').getByRole('heading', { level: 2, name: title })).toBeVisible();
    await noSeriousViolations(page, 'client artticleDetails');

    await page.goto('client/deputyStation/deputyList');
    await expectPage(page, '进站代表');
    await expect(main(page).getByRole('table', { name: '进站代表' }).getByText('张明华')).toBeVisible();
    await main(page).getByRole('textbox', { name: '代表姓名' }).fill('马玉兰');
    await main(page).getByRole('button', { name: '查询' }).click();
    await expect(main(page).getByText('共 1 条')).toBeVisible();
    await noSeriousViolations(page, 'client deputyList');
  });

  test('the station’s pages are in the 代表联络站 menu', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('client/deputyStation/deputyStation');
    await expectPage(page, '我的联络站');
    const side = page.getByRole('navigation', { name: '侧边菜单' });
    for (const name of ['联络站信息', '联络站资讯', '进站代表', '我的联络站']) {
      await side.getByRole('link', { name, exact: true }).click();
      await expectPage(page, name);
    }
  });
});

/** The mobile layout's one back control, in its header (the pages' own step aside there). */
const backControl = (page: Page) => page.getByRole('banner').getByRole('button', { name: '返回' });

test.describe('the deputy on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the station, an article and a message to the station open by tapping and fit 375 px', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('mobile/deputyStation/deputyStation');
    await expectPage(page, '我的联络站');
    await fitsTheScreen(page);
    await noSeriousViolations(page, 'mobile deputyStation');

    await main(page).getByRole('region', { name: '最新资讯' }).getByRole('listitem').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/mobile\/deputyStation\/artticleDetails\?id=\d+/);
    await expectPage(page, '资讯详情');
    await fitsTheScreen(page);
    await noSeriousViolations(page, 'mobile artticleDetails');
    await backControl(page).click();

    // A message already handled (and read): opening an unread one would mark it read for the other journeys.
    await main(page).getByRole('region', { name: '群众留言' }).getByRole('listitem').filter({ hasText: '已办理' }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/mobile\/deputyStation\/deputyStationSuggestDetails\?id=/);
    await expectPage(page, '留言详情');
    await expect(main(page).getByRole('region', { name: '留言内容' })).toBeVisible();
    await noSeriousViolations(page, 'mobile deputyStationSuggestDetails');
    await backControl(page).click();

    const shows: Record<string, (page: Page) => ReturnType<Page['getByText']>> = {
      联络站信息: (p) => main(p).getByText('巴中市巴州区东城街道新华街88号（东城街道党群服务中心二楼）'),
      联络站资讯: (p) => main(p).getByRole('list', { name: '联络站资讯' }).getByRole('listitem').first(),
      进站代表: (p) => main(p).getByRole('list', { name: '进站代表' }).getByText('张明华'),
    };
    for (const heading of Object.keys(shows)) {
      await main(page).getByRole('navigation', { name: '联络站功能' }).getByRole('link', { name: heading }).click();
      await expectPage(page, heading);
      await expect(shows[heading](page)).toBeVisible();
      await fitsTheScreen(page);
      await noSeriousViolations(page, `mobile ${heading}`);
      await backControl(page).click();
      await expectPage(page, '我的联络站');
    }

    await main(page).getByRole('navigation', { name: '联络站功能' }).getByRole('link', { name: '群众留言' }).click();
    await expect(page).toHaveURL(/\/mobile\/adviceTable$/);
    await expectPage(page, '群众留言');
    await expect(main(page).getByRole('list', { name: '群众留言列表' }).getByRole('listitem').first()).toBeVisible();
    await noSeriousViolations(page, 'mobile adviceTable');
  });

  test('fileList lists the deputy’s records and opens one record’s files', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('mobile/fileList');
    await expectPage(page, '我的附件');
    const cards = main(page).getByRole('list', { name: '我的议案' }).getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    await fitsTheScreen(page);
    await noSeriousViolations(page, 'mobile fileList');
    const title = (await cards.first().getByRole('link').textContent())!.trim();
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/mobile\/fileList\?type=proposal&id=\d+/);
    await expectPage(page, '附件');
    await expect(main(page).getByRole('heading', { level: 2 })).toContainText(title);
    await expect(main(page).getByRole('region', { name: '议案附件' })).toBeVisible();
    await expect(main(page).getByRole('region', { name: '答复附件' })).toBeVisible();
    await noSeriousViolations(page, 'mobile fileList record');
  });

  test('testMessage sends a test notice to oneself and finds it in the in-box', async ({ page }) => {
    await signIn(page, DEPUTY);
    await page.goto('mobile/testMessage');
    await expectPage(page, '消息测试');
    await main(page).getByRole('button', { name: '发送测试消息' }).click();
    const results = main(page).getByRole('list', { name: '送达情况' });
    await expect(results.getByText(/^已送达收件箱/)).toBeVisible();
    await expect(results.getByText('已发往 139****0001，请查看手机是否收到')).toBeVisible();
    await expect(main(page).getByRole('list', { name: '测试消息列表' }).getByText('未读').first()).toBeVisible();
    await fitsTheScreen(page);
    await noSeriousViolations(page, 'mobile testMessage');
  });
});

test.describe('the working committee’s pages', () => {
  const QUEUES = [
    ['actingWorkingCommittee/forwardedFile', '转交办文件'],
    ['actingWorkingCommittee/delegationSuggest', '联名建议'],
    ['actingWorkingCommittee/handleInfo', '办理情况'],
    ['inspectionRoom/awaitAdvise', '待督办建议'],
    ['proposal/concernedIssues', '关注的议题'],
    ['proposal/proposeSubmit', '已提交议案'],
  ] as const;

  test.beforeEach(async ({ page }) => {
    await closeSchedulePopups(page);
    await signIn(page, WORK);
  });

  for (const [path, title] of QUEUES) {
    test(`${title} (${path}) lists demo records`, async ({ page }) => {
      await page.goto(`manager/adviseManagement/${path}`);
      await expectPage(page, title);
      await expect(main(page).getByRole('table').locator('tbody tr').first()).toBeVisible();
      await expect(main(page).getByText(/^共 [1-9]\d* 条$/)).toBeVisible();
      await noSeriousViolations(page, path);
    });
  }

  test('转交办文件 opens from the menus: 建议管理 in the header, then the left menu', async ({ page }) => {
    await page.goto('pageHome/');
    await openTopMenu(page, '建议管理');
    await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '转交办文件' }).click();
    await expect(page).toHaveURL(/actingWorkingCommittee\/forwardedFile/);
    await expectPage(page, '转交办文件');
  });

  test('the older twins’ bookmarks lead to their current pages', async ({ page }) => {
    for (const [old, current, title] of [
      ['suggest/pendingAssignment', 'suggest/waitAssignment', '待交办建议'],
      ['suggest/delegationExamineSuggest', 'suggest/waitExamineByDelegation', '代表团审查'],
      ['proposal/concernedIssues', 'proposal/concernedIssues', '关注的议题'],
      ['proposal/proposeSubmit', 'proposal/proposeSubmit', '已提交议案'],
      ['proposal/allProposal', 'proposal/allProposal', '全部议案'],
    ] as const) {
      await page.goto(`manager/adviseManagement_old/${old}`);
      await expect(page).toHaveURL(new RegExp(`/manager/adviseManagement/${current}$`));
      await expectPage(page, title);
    }
  });
});

test('the older twins’ bookmarks of the deputy and the delegation lead to their current pages', async ({ page }) => {
  await signIn(page, DEPUTY);
  await page.goto('client/proposalAndSuggest_old/proposal/myProposalSuggest?tab=suggest');
  await expect(page).toHaveURL(/\/client\/proposalAndSuggest\/proposal\/myProposalSuggest\?tab=suggest$/);
  await expectPage(page, '我的建议');
});
