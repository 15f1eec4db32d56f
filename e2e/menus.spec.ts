import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { openTopMenu } from './support/session';

// The top-level menus each demo role sees, typed out from the demo menu tree
// (src/server/seed/menus.ts) rather than computed by the app.
const TOP_MENUS: Record<string, { role: string; name: string; menus: string[] }> = {
  '13800000000': {
    role: 'NPC_ADMIN',
    name: '周文斌',
    menus: ['首页', '议案管理', '建议管理', '代表团事务', '联络站管理', '代表小组', '代表管理', '会议管理', '代表活动', '履职培训', '民生实事', '通知公告', '系统管理'],
  },
  '13800000001': {
    role: '人大管理员',
    name: '陈静',
    menus: ['首页', '议案管理', '建议管理', '代表团事务', '联络站管理', '代表小组', '代表管理', '会议管理', '代表活动', '履职培训', '民生实事', '通知公告', '系统管理'],
  },
  '13800000002': { role: 'NPC_WORK', name: '刘洪涛', menus: ['首页', '议案管理', '建议管理', '代表活动', '通知公告', '系统管理'] },
  '13800000003': { role: 'NPC_SPECIAL_COMMITTEE', name: '杨光华', menus: ['首页', '议案管理', '代表活动', '通知公告'] },
  '13800000004': { role: 'NPC_DELEGATION', name: '何丽', menus: ['首页', '代表团工作', '通知公告'] },
  '13800000005': { role: 'NPC_GOV', name: '赵志勇', menus: ['首页', '议案建议办理', '通知公告'] },
  '13800000006': { role: 'NPC_UNIT', name: '孙晓梅', menus: ['首页', '议案建议办理', '通知公告'] },
  '13800000007': { role: 'NPC_STATION', name: '李晓燕', menus: ['首页', '联络站管理', '通知公告'] },
  '13800000008': { role: 'NPC_GROUP', name: '吴建平', menus: ['首页', '代表小组', '通知公告'] },
  '13900000001': { role: 'NPC_REPRESENT', name: '张明华', menus: ['我的履职活动', '履职素质提升', '我所在的组织'] },
};

// Menus the menu management journey adds are named E2E…; they are left out of the comparisons.
const isSeedMenu = (name: string) => !name.startsWith('E2E');

async function signIn(page: Page, username: string) {
  // A signed-in page without a session sends the visitor to the login form.
  await page.goto('pageHome/');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('banner').getByText(`欢迎您，${TOP_MENUS[username]?.name ?? ''}`)).toBeVisible();
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const sideNav = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

/** The system header's top-level menus, those folded into 更多菜单 included. */
async function systemTopMenus(page: Page): Promise<string[]> {
  const nav = mainNav(page);
  await expect(nav.getByRole('link').first()).toBeVisible();
  const names = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''));
  const more = nav.getByRole('button', { name: '更多菜单' });
  if (await more.count()) {
    await more.click();
    const dialog = page.getByRole('dialog', { name: '更多菜单' });
    await expect(dialog).toBeVisible();
    names.push(...(await dialog.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('aria-label') ?? ''))));
    await page.keyboard.press('Escape');
  }
  return names;
}

async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/sysLogin', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token;
}

test.describe('each demo role signs in and sees its own menus in its layout', () => {
  for (const [username, account] of Object.entries(TOP_MENUS)) {
    test(`${username} ${account.role}`, async ({ page }) => {
      await signIn(page, username);
      if (account.role === 'NPC_REPRESENT') {
        await expect(page).toHaveURL(/\/rdlz\/client\/pageHome\/delegatePageHome\/$/);
        const groups = mainNav(page).getByRole('button');
        await expect(groups).toHaveText(account.menus.map((m) => new RegExp(m)));
        await expect(page.getByRole('navigation', { name: '已打开的页面' })).toHaveCount(0);
      } else {
        await expect(page).toHaveURL(/\/rdlz\/pageHome\/$/);
        expect((await systemTopMenus(page)).filter(isSeedMenu)).toEqual(account.menus);
        await expect(page.getByRole('navigation', { name: '已打开的页面' }).getByRole('link', { name: '首页' })).toBeVisible();
      }
    });
  }
});

test.describe('menu navigation follows the open types', () => {
  test('open type 1 embeds the page in the layout and marks the current menu', async ({ page }) => {
    await signIn(page, '13900000001');
    await mainNav(page).getByRole('button', { name: /我的履职活动/ }).click();
    const dropDown = page.getByRole('menu');
    // More than 3 sub-menus: two columns.
    await expect(dropDown).toHaveCSS('grid-template-columns', /^\S+px \S+px$/);
    await dropDown.getByRole('menuitem', { name: /议案建议/ }).click();
    await expect(page).toHaveURL(/\/rdlz\/client\/proposalAndSuggest\/proposal\/create$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '提出议案' })).toBeVisible();
    await expect(main.getByText('输入内容后将自动保存为草稿')).toBeVisible();
    await expect(sideNav(page).getByRole('link', { name: '提出议案' })).toHaveAttribute('aria-current', 'page');

    await sideNav(page).getByRole('link', { name: '建议草稿箱' }).click();
    await expect(page).toHaveURL(/\/suggest\/draftsBox$/);
    await expect(main.getByRole('heading', { level: 1, name: '建议草稿箱' })).toBeVisible();
  });

  test('open type 1 in the system layout opens a tab that can be closed', async ({ page }) => {
    await signIn(page, '13800000000');
    await openTopMenu(page, '系统管理');
    await expect(page).toHaveURL(/\/rdlz\/manager\/adminManager\/menuList$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '菜单管理' })).toBeVisible();
    await sideNav(page).getByRole('link', { name: '数据字典' }).click();
    const tabs = page.getByRole('navigation', { name: '已打开的页面' });
    await expect(tabs.getByRole('link')).toHaveText(['首页', '菜单管理', '数据字典']);
    await tabs.getByRole('button', { name: '关闭 数据字典' }).click();
    await expect(page).toHaveURL(/\/manager\/adminManager\/menuList$/);
    await expect(tabs.getByRole('link')).toHaveText(['首页', '菜单管理']);
    await expect(tabs.getByRole('button', { name: /关闭 首页/ })).toHaveCount(0);
  });

  test('open type 2 pushes the menu’s address in the same tab', async ({ page, context }) => {
    await signIn(page, '13800000000');
    let popups = 0;
    context.on('page', () => popups++);
    await openTopMenu(page, '建议管理');
    await expect(page).toHaveURL(/\/manager\/adviseManagement\/suggest\/waitExamineByDelegation$/);
    await sideNav(page).getByRole('link', { name: '建议数据大屏' }).click();
    await expect(page).toHaveURL(/\/rdlz\/manager\/adviseManagement\/largeScreen\/suggestIndex$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '建议数据大屏' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/waitExamineByDelegation$/);
    expect(popups).toBe(0);
  });

  test('open type 3 opens a new browser tab', async ({ page, context }) => {
    await context.route('http://www.npc.gov.cn/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>中国人大网</title>' }));
    await signIn(page, '13900000001');
    const before = page.url();
    await mainNav(page).getByRole('button', { name: /我所在的组织/ }).click();
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('menuitem', { name: /中国人大网/ }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('http://www.npc.gov.cn/');
    expect(page.url()).toBe(before);
  });

  test('open type 4 embeds a third-party page through thirdPage?redirect=', async ({ page, context }) => {
    await context.route('https://www.cnbz.gov.cn/**', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>巴中市人民政府</h1>' }));
    await signIn(page, '13800000000');
    await openTopMenu(page, '民生实事');
    await sideNav(page).getByRole('link', { name: '巴中市人民政府网' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/manager/livelihoodIssues/thirdPage' && url.searchParams.get('redirect') === 'https://www.cnbz.gov.cn/');
    const frame = page.locator('iframe[title="巴中市人民政府网"]');
    await expect(frame).toHaveAttribute('src', 'https://www.cnbz.gov.cn/');
    await expect(page.frameLocator('iframe[title="巴中市人民政府网"]').getByRole('heading', { name: '巴中市人民政府' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '巴中市人民政府网' })).toBeVisible();
  });

  test('the third page refuses an address that is not a page', async ({ page }) => {
    await signIn(page, '13800000000');
    await page.goto(`manager/livelihoodIssues/thirdPage?redirect=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByText('页面地址无效，无法打开')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a drop-down opens from the keyboard, whether or not its code has arrived, and gives the focus back', async ({ page }) => {
    await signIn(page, '13900000001');
    // The drop-downs load when the focus first reaches the navigation: Enter at once may come
    // before them (the press is kept) or after (the focus was handed to the real trigger).
    const trigger = mainNav(page).getByRole('button', { name: /我的履职活动/ });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dropDown = page.getByRole('menu');
    await expect(dropDown.getByRole('menuitem', { name: /议案建议/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dropDown).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a disabled menu says the module is not open yet', async ({ page }) => {
    await signIn(page, '13900000001');
    const before = page.url();
    await mainNav(page).getByRole('button', { name: /履职素质提升/ }).click();
    await page.getByRole('menuitem', { name: /在线考试/ }).click();
    await expect(page.getByText(MSG.moduleNotOpen)).toBeVisible();
    expect(page.url()).toBe(before);
  });

  test('choosing a menu clears session storage except the token, and the temporary entries', async ({ page }) => {
    await signIn(page, '13900000001');
    await page.evaluate(() => {
      sessionStorage.setItem('draftOfSomething', '1');
      localStorage.setItem('temporary', '1');
      localStorage.setItem('currentActivity', '1');
      localStorage.setItem('keptEntry', '1');
    });
    await mainNav(page).getByRole('button', { name: /我所在的组织/ }).click();
    await page.getByRole('menuitem', { name: /我的代表团/ }).click();
    await expect(page).toHaveURL(/\/client\/organization\/delegation$/);
    const left = await page.evaluate((tokenKey) => ({
      token: sessionStorage.getItem(tokenKey),
      draft: sessionStorage.getItem('draftOfSomething'),
      temporary: localStorage.getItem('temporary'),
      activity: localStorage.getItem('currentActivity'),
      kept: localStorage.getItem('keptEntry'),
      permissions: JSON.parse(localStorage.getItem('permissionList') ?? '[]') as { code: string; hasJurisdiction: boolean }[],
    }), TOKEN_STORAGE_KEY);
    expect(left).toMatchObject({ draft: null, temporary: null, activity: null, kept: '1' });
    expect(left.token).toBeTruthy();
    // The permission list, from the operations of the enabled menus.
    expect(left.permissions).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'proposalAdd', hasJurisdiction: true })]));
    expect(left.permissions.map((p) => p.code)).not.toContain('deleteMenu');
  });

  test('after a reload the current menu is found by its address', async ({ page }) => {
    await signIn(page, '13900000001');
    await page.goto('client/proposalAndSuggest/suggest/draftsBox');
    await expect(sideNav(page).getByRole('link', { name: '建议草稿箱' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).getByRole('button', { name: /我的履职活动/ })).toHaveAttribute('aria-current', 'true');
  });

  test('an address outside the user’s menus is a 404 inside the layout', async ({ page }) => {
    await signIn(page, '13800000005');
    await page.goto('manager/adminManager/dataDictionaries');
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
    await expect(page.getByRole('banner').getByText('欢迎您，赵志勇')).toBeVisible();
    // One of the unit's own menus without a screen yet says so instead.
    await page.goto('manager/notices/inBox');
    await expect(page.getByRole('main').getByText(MSG.underConstruction)).toBeVisible();
  });

  test('header names stay on one line at desktop widths, 登录成功 keeps off the header, and the left menu folds', async ({ page }) => {
    // Where 登录成功 shows, recorded by the page as it appears (it leaves after two seconds).
    await page.goto('pageHome/');
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        const toast = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find((el) => el.textContent?.includes('登录成功'));
        if (!toast) return;
        const { top, bottom } = toast.getBoundingClientRect();
        (window as unknown as { arrival?: { top: number; bottom: number } }).arrival = { top, bottom };
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.getByLabel('账号', { exact: true }).fill('13800000005');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('banner').getByText('欢迎您，赵志勇')).toBeVisible();
    await page.waitForFunction(() => 'arrival' in window);
    const arrival = await page.evaluate(() => (window as unknown as { arrival: { top: number } }).arrival);
    const header = (await page.getByRole('banner').first().boundingBox())!;
    expect(arrival.top).toBeGreaterThan(header.y + header.height);
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      const tile = mainNav(page).getByRole('link', { name: '议案建议办理' });
      expect(await tile.innerText()).toBe('议案建议办理');
      const name = (await tile.getByText('议案建议办理').boundingBox())!;
      expect(name.height, `${width} px`).toBeLessThan(25);
    }
    expect(await mainNav(page).getByRole('link', { name: '通知公告' }).innerText()).toBe('通知公告');

    const fold = page.getByRole('button', { name: '收起菜单' });
    await fold.click();
    await expect(page.getByRole('button', { name: '展开菜单' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('aside[data-region="side-menu"]')).toHaveCSS('width', '0px');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.locator('aside[data-region="side-menu"]')).toHaveCSS('width', '200px');
  });

  test('the cloud icon goes to the application centre (no left menu) and back', async ({ page }) => {
    await signIn(page, '13800000000');
    await page.getByRole('banner').getByRole('link', { name: '应用中心' }).click();
    await expect(page).toHaveURL(/\/rdlz\/manager\/cloud\/$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '应用中心' })).toBeVisible();
    await expect(sideNav(page)).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: '返回代表信息库' }).click();
    await expect(page).toHaveURL(/\/rdlz\/manager\/npcMsgManager\/baseMsgManager\/$/);
    await expect(sideNav(page)).toBeVisible();
  });
});

test.describe('the permission gate', () => {
  test('shows the menu buttons by the stored operations', async ({ page, request, browser }) => {
    const admin = await apiToken(request, '13800000000');
    const headers = { Authorization: `Bearer ${admin}` };
    const menus = (await (await request.get('/api/sysNpcMenu', { headers })).json()) as { menuUrl: string | null; menuId: number; sysBaseCompetences: { code: string; competenceId: number }[]; children: unknown[] }[];
    const flat = (list: typeof menus): typeof menus => list.flatMap((m) => [m, ...flat(m.children as typeof menus)]);
    const menuList = flat(menus).find((m) => m.menuUrl === '/manager/adminManager/menuList')!;
    const deleteOp = menuList.sysBaseCompetences.find((o) => o.code === 'deleteMenu')!;
    const form = { competenceIds: String(deleteOp.competenceId), menuId: String(menuList.menuId) };

    // Unlinked from the menu list, deleteMenu leaves the congress administrator's permission list.
    expect((await request.delete('/api/sysCompetence/menus', { headers, form })).status()).toBe(200);
    try {
      await signIn(page, '13800000001');
      await page.goto('manager/adminManager/menuList');
      const header = page.getByRole('main').locator('header').first();
      await expect(header.getByRole('button', { name: '添加子菜单' })).toBeVisible();
      await expect(header.getByRole('button', { name: '关联操作' })).toBeVisible();
      await expect(header.getByRole('button', { name: '删除菜单' })).toHaveCount(0);

      // The super administrator keeps every control.
      await page.getByRole('button', { name: '退出登录' }).click();
      await signIn(page, '13800000000');
      await page.goto('manager/adminManager/menuList');
      await expect(page.getByRole('main').getByRole('button', { name: '删除菜单' })).toBeVisible();
    } finally {
      expect((await request.post('/api/sysCompetence/menus', { headers, form })).status()).toBe(200);
    }

    // Linked again, the congress administrator's next sign-in (a browser of its own) shows it again.
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    try {
      const again = await context.newPage();
      await signIn(again, '13800000001');
      await again.goto('manager/adminManager/menuList');
      await expect(again.getByRole('main').getByRole('button', { name: '删除菜单' })).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a role without the menu administration page finds no such page, and none of its buttons', async ({ page }) => {
    await signIn(page, '13800000002');
    await page.goto('manager/adminManager/menuList');
    await expect(page.getByText(MSG.pageNotFound)).toBeVisible();
    for (const name of ['添加一级菜单', '添加子菜单', '关联操作', '删除菜单', '保存修改']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
  });
});

test.describe('accessibility of the menus (axe: no serious or critical violation)', () => {
  async function seriousViolations(page: Page) {
    // A drop-down fades in: contrast checked mid-fade reads the text's colour half-blended.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }

  test('client layout with a group open in the left menu and a drop-down open', async ({ page }) => {
    await signIn(page, '13900000001');
    await page.goto('client/proposalAndSuggest/proposal/drafts');
    await expect(sideNav(page).getByRole('link', { name: '议案草稿' })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);
    await mainNav(page).getByRole('button', { name: /履职素质提升/ }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('system layout with tabs, the more-menus popover and the application centre', async ({ page }) => {
    await signIn(page, '13800000001');
    await page.goto('manager/cloud/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '应用中心' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await mainNav(page).getByRole('button', { name: '更多菜单' }).click();
    await expect(page.getByRole('dialog', { name: '更多菜单' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
