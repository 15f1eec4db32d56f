import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { signIn } from './support/session';

// The layouts mount the three notice components: the bell in the header for NPC_GROUP, the
// schedule pop-up in the system layout, the to-do panel in the client layout.
const UNDERTAKER = '13800000008';
const ADMIN = '13800000000';
const DEPUTY = '13900000001';
const SYSTEM_HOME = '/rdlz/pageHome/';
const DELEGATE_HOME = '/rdlz/client/pageHome/delegatePageHome/';


async function unreadOnServer(page: Page): Promise<number> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_STORAGE_KEY);
  const answer = await page.request.get('/api/overallNotice', { headers: { Authorization: `Bearer ${token}` } });
  return (await answer.json()).unreadTotal as number;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });

test.describe('the notice bell (undertaker)', () => {
  test('shows the unread count; opening a notice marks it read and goes to its destination', async ({ page }) => {
    await signIn(page, UNDERTAKER);
    await expect(page).toHaveURL((url) => url.pathname === SYSTEM_HOME);
    await expect(bell(page)).toHaveAccessibleName('通知，3条未读');
    await expect(bell(page).getByText('3', { exact: true })).toBeVisible();

    await bell(page).click();
    const dialog = page.getByRole('dialog', { name: '通知消息' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('共 5 条，未读 3 条')).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(5);
    await expect(dialog.getByText('未读', { exact: true })).toHaveCount(3);

    await dialog.getByRole('button', { name: /代表履职登记审核提醒/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/manager/performanceRegistrationManagement/registrationManagement');
    expect(await unreadOnServer(page)).toBe(2);

    await page.goto('pageHome/');
    await expect(bell(page)).toHaveAccessibleName('通知，2条未读');
    await bell(page).click();
    const item = page.getByRole('dialog', { name: '通知消息' }).getByRole('listitem').filter({ hasText: '代表履职登记审核提醒' });
    await expect(item.getByText('未读', { exact: true })).toHaveCount(0);
  });

  test('works from the keyboard and closes with Escape', async ({ page }) => {
    await signIn(page, UNDERTAKER);
    await bell(page).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '通知消息' });
    await expect(dialog).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test('is not shown to other roles', async ({ page }) => {
    await signIn(page, ADMIN);
    await expect(page.getByRole('banner').getByText('欢迎您，周文斌')).toBeVisible();
    await expect(bell(page)).toHaveCount(0);
  });
});

test.describe('the schedule pop-up (system layout)', () => {
  test('appears after sign-in with the coming schedule, and a click opens the item', async ({ page }) => {
    await signIn(page, UNDERTAKER);
    const popup = page.getByRole('dialog', { name: '近期日程' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('listitem')).toHaveCount(2);
    await expect(popup.getByText('东城街道代表联络站集中接待日')).toBeVisible();
    await expect(popup.getByText('代表小组联络员工作会议')).toBeVisible();

    await popup.getByRole('button', { name: /代表小组联络员工作会议/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/manager/notices/inBox');
  });

  test('closes with its close button', async ({ page }) => {
    await signIn(page, UNDERTAKER);
    const popup = page.getByRole('dialog', { name: '近期日程' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: '关闭近期日程' }).click();
    await expect(popup).toBeHidden();
  });

  test('shows once per sign-in: a reload does not bring it back, a new sign-in does', async ({ page }) => {
    await signIn(page, UNDERTAKER);
    const popup = page.getByRole('dialog', { name: '近期日程' });
    await expect(popup).toBeVisible();
    const scheduleAnswered = page.waitForResponse((answer) => answer.url().includes('/api/overallNotice/schedule') && answer.ok());
    await page.reload();
    await scheduleAnswered;
    await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible();
    await expect(popup).toHaveCount(0);
    await page.getByRole('button', { name: '退出登录' }).click();
    await signIn(page, UNDERTAKER);
    await expect(popup).toBeVisible();
  });

  test('closes itself after 120 seconds', async ({ page }) => {
    await page.clock.install();
    await signIn(page, UNDERTAKER);
    const popup = page.getByRole('dialog', { name: '近期日程' });
    await expect(popup).toBeVisible();
    // The clock keeps running between the steps as well: a few seconds' margin on a busy machine.
    await page.clock.fastForward(115_000);
    await expect(popup).toBeVisible();
    await page.clock.fastForward(6_000);
    await expect(popup).toBeHidden();
  });
});

test.describe('the to-do panel (client layout)', () => {
  test('待 办 事 项 lists the deputy’s unread notices; a click opens one and marks it read', async ({ page }) => {
    await signIn(page, DEPUTY);
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    const before = await unreadOnServer(page);
    expect(before).toBeGreaterThan(0);

    const trigger = page.getByRole('button', { name: /待办事项/ });
    await trigger.click();
    const panel = page.getByRole('dialog', { name: '待 办 事 项' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: '待 办 事 项' })).toBeFocused();
    await expect(panel.getByRole('listitem')).toHaveCount(before);
    await expect(panel.getByText('关于列席市人大常委会会议的通知')).toBeVisible();

    await panel.getByRole('button', { name: /关于列席市人大常委会会议的通知/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/client/attendMeeting/meetingIndex');
    expect(await unreadOnServer(page)).toBe(before - 1);

    await page.goto('client/pageHome/delegatePageHome/');
    await page.getByRole('button', { name: /待办事项/ }).click();
    await expect(page.getByRole('dialog', { name: '待 办 事 项' }).getByRole('listitem')).toHaveCount(before - 1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: '待 办 事 项' })).toBeHidden();
    await expect(page.getByRole('button', { name: /待办事项/ })).toBeFocused();
  });
});
