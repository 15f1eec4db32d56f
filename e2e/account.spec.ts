import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { LOGIN_INFO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { MSG } from '../src/shared/messages';
import { signIn, tokenOf } from './support/session';

// 13900000050 is changed here and used by no other test; the others only read.
const CHANGER = '13900000050';
const NEW_PASSWORD = 'Bz#2026new';
const DELEGATE_HOME = '/rdlz/client/pageHome/delegatePageHome/';
const SYSTEM_HOME = '/rdlz/pageHome/';
const SHOTS = process.env.E2E_SCREENSHOTS;



async function openAccount(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: '账号管理' }).click();
  const dialog = page.getByRole('dialog', { name: '账号管理' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openPasswordTab(page: Page) {
  const dialog = await openAccount(page);
  await dialog.getByRole('tab', { name: '修改密码' }).click();
  await expect(dialog.getByRole('textbox', { name: '原密码', exact: true })).toBeVisible();
  return dialog;
}

const PASSWORD_MESSAGES = [
  MSG.oldPasswordRequired,
  MSG.passwordLength,
  MSG.newPasswordRequired,
  MSG.confirmPasswordRequired,
  MSG.passwordsDiffer,
  MSG.oldPasswordWrong,
];

test.describe('账号管理: the account dialog', () => {
  test('shows a staff account’s name, contact phone, post and role', async ({ page }) => {
    await signIn(page, '13800000002');
    await expect(page).toHaveURL((url) => url.pathname === SYSTEM_HOME);
    const dialog = await openAccount(page);
    await expect(dialog.getByRole('tab', { name: '账号信息', selected: true })).toBeVisible();
    for (const [label, value] of [
      ['姓名', '刘洪涛'],
      ['联系电话', '13800000002'],
      ['职务', '市人大常委会代表工作委员会建议办理科科长'],
      ['角色', '工作委员会'],
    ]) {
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
      await expect(dialog.getByText(value, { exact: true })).toBeVisible();
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-info.png` });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('is in the deputies’ header too', async ({ page }) => {
    await signIn(page, '13900000001');
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    const dialog = await openAccount(page);
    await expect(dialog.getByText('张明华', { exact: true })).toBeVisible();
    await expect(dialog.getByText('人大代表', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('修改密码', () => {
  test('shows each message only after a submit attempt', async ({ page }) => {
    await signIn(page, CHANGER);
    const dialog = await openPasswordTab(page);
    const oldPassword = dialog.getByRole('textbox', { name: '原密码', exact: true });
    const newPassword = dialog.getByRole('textbox', { name: '新密码', exact: true });
    const confirm = dialog.getByRole('textbox', { name: '确认密码', exact: true });
    const submit = dialog.getByRole('button', { name: '确认修改' });

    // Typing wrong values shows nothing before the first attempt.
    await oldPassword.fill('123');
    await newPassword.fill('Abc#1234');
    await confirm.fill('Abc#9999');
    for (const message of PASSWORD_MESSAGES) await expect(dialog.getByText(message)).toHaveCount(0);

    await submit.click();
    await expect(dialog.getByText(MSG.passwordLength)).toBeVisible();
    await expect(dialog.getByText(MSG.passwordsDiffer)).toBeVisible();
    await expect(oldPassword).toHaveAttribute('aria-invalid', 'true');

    // After the attempt the messages follow the typing.
    await oldPassword.fill('');
    await newPassword.fill('');
    await confirm.fill('');
    await expect(dialog.getByText(MSG.oldPasswordRequired)).toBeVisible();
    await expect(dialog.getByText(MSG.newPasswordRequired)).toBeVisible();
    await expect(dialog.getByText(MSG.confirmPasswordRequired)).toBeVisible();
    await expect(dialog.getByText(MSG.passwordsDiffer)).toHaveCount(0);

    await oldPassword.fill('1234567890123');
    await expect(dialog.getByText(MSG.passwordLength)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/password-messages.png` });

    // Closing and reopening starts afresh: no messages before the next attempt.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    const again = await openPasswordTab(page);
    await expect(again.getByRole('textbox', { name: '原密码', exact: true })).toHaveValue('');
    await again.getByRole('button', { name: '确认修改' }).click();
    await expect(again.getByText(MSG.oldPasswordRequired)).toBeVisible();
  });

  test('a wrong old password gets 原密码不正确 from the server', async ({ page }) => {
    await signIn(page, CHANGER);
    const dialog = await openPasswordTab(page);
    await dialog.getByRole('textbox', { name: '原密码', exact: true }).fill('Wrong#2026');
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('textbox', { name: '确认密码', exact: true }).fill(NEW_PASSWORD);
    const check = page.waitForResponse((r) => r.url().endsWith('/api/sysNpcUser/checkPassword'));
    await dialog.getByRole('button', { name: '确认修改' }).click();
    expect((await check).status()).toBe(400);
    await expect(dialog.getByText(MSG.oldPasswordWrong)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '原密码', exact: true })).toHaveAttribute('aria-invalid', 'true');

    // Typing again clears the server's message.
    await dialog.getByRole('textbox', { name: '原密码', exact: true }).fill('Wrong#2027');
    await expect(dialog.getByText(MSG.oldPasswordWrong)).toHaveCount(0);
    // The password still works: nothing was saved.
    const token = await tokenOf(page);
    expect((await page.request.get('/api/sysLogin', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  });

  test('a change ends the session with a re-login notice, and the new password signs in', async ({ page }) => {
    await signIn(page, CHANGER);
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);
    const oldToken = await tokenOf(page);
    const dialog = await openPasswordTab(page);
    await dialog.getByRole('textbox', { name: '原密码', exact: true }).fill(DEMO_PASSWORD);
    await dialog.getByRole('textbox', { name: '新密码', exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('textbox', { name: '确认密码', exact: true }).fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: '确认修改' }).click();

    const notice = page.getByRole('alertdialog', { name: '提示' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(MSG.passwordChangedRelogin)).toBeVisible();
    if (SHOTS) {
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${SHOTS}/password-changed.png` });
    }
    // Not closable: Escape and a click outside leave it there.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(notice).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: MSG.loginExpiredTitle })).toHaveCount(0);

    await notice.getByRole('button', { name: '重新登录' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/rdlz/');
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    const left = await page.evaluate(
      ([tokenKey, infoKey]) => [sessionStorage.getItem(tokenKey), localStorage.getItem(infoKey)],
      [TOKEN_STORAGE_KEY, LOGIN_INFO_STORAGE_KEY],
    );
    expect(left).toEqual([null, null]);

    // The old token is dead, the old password refused, the new one signs in.
    expect((await page.request.get('/api/sysLogin', { headers: { Authorization: `Bearer ${oldToken}` } })).status()).toBe(401);
    const refused = await page.request.post('/api/sysLogin', { data: { username: CHANGER, password: DEMO_PASSWORD } });
    expect(refused.status()).toBe(401);
    await page.getByLabel('账号', { exact: true }).fill(CHANGER);
    await page.getByLabel('密码', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === DELEGATE_HOME);

    // Back to the demo password, so the account stays as design/demo-data.md describes it.
    const token = await tokenOf(page);
    const userId = (await (await page.request.get('/api/sysLogin', { headers: { Authorization: `Bearer ${token}` } })).json()).userId;
    const restore = await page.request.put('/api/sysNpcUser', {
      headers: { Authorization: `Bearer ${token}` },
      data: { userId, oldPassword: NEW_PASSWORD, password: DEMO_PASSWORD },
    });
    expect(restore.status()).toBe(200);
    expect((await page.request.post('/api/sysLogin', { data: { username: CHANGER, password: DEMO_PASSWORD } })).status()).toBe(200);
  });
});
