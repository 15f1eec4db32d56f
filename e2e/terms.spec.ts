import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { closeSchedulePopups, submitLogin } from './support/session';
import { titleBox, toast, typeContent } from './support/workflow';

// An administrator closes the 议案 window of the current session (第五届第三次会议) in
// 届次管理, a deputy's submission is refused with the deadline, the window is opened again and
// the same draft is accepted. The window is left as the demo has it: open, no deadline.
const ADMIN = '13800000000';
const ZHANG = '13900000001';
const SESSION = '第五届第三次会议';
const CLOSED_MSG = '议案提交时间已于2026年2月1日 18:00截止，不能再提交议案';

async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await submitLogin(page, username);
  // Signing in hashes the password: slow on a busy machine.
  await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible({ timeout: 30_000 });
  return page;
}

async function editDeadline(admin: Page, deadline: string) {
  await admin.goto('manager/sysManager/npcStateManagerNew');
  const term = admin.getByRole('region', { name: '第五届' });
  await expect(term).toBeVisible({ timeout: 20_000 });
  await term.getByRole('button', { name: `编辑${SESSION}` }).first().click();
  const dialog = admin.getByRole('dialog', { name: '编辑届次' });
  await dialog.getByLabel('截止时间').fill(deadline);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(admin, '操作成功')).toBeVisible();
}

test.describe.configure({ mode: 'serial' });
// Two accounts sign in and the pages wait on the server: more than the default minute on a busy machine.
test.setTimeout(240_000);

test('an administrator closes the current session’s 议案 window, a deputy is refused, then accepted once it is open again', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  await closeSchedulePopups(admin);

  // The form's own checks, in Chinese next to the field, before anything is sent.
  await admin.goto('manager/sysManager/npcStateManagerNew');
  await admin.getByRole('button', { name: '新增届次' }).click();
  const adding = admin.getByRole('dialog', { name: '新增届次' });
  await adding.getByRole('button', { name: '保存' }).click();
  await expect(adding.getByText('请输入届数')).toBeVisible();
  await expect(adding.getByText('请输入会议次数')).toBeVisible();
  await adding.getByRole('button', { name: '取消' }).click();
  expect((await new AxeBuilder({ page: admin }).analyze()).violations).toEqual([]);

  await editDeadline(admin, '2026-02-01T18:00');
  await expect(admin.getByRole('region', { name: '第五届' }).getByText('议案已截止').first()).toBeVisible();

  const deputy = await signedIn(browser, ZHANG);
  await deputy.goto('client/proposalAndSuggest/proposal/create');
  await expect(deputy.getByRole('alert', { name: '议案提交时间' })).toContainText('已于2026年2月1日 18:00截止', { timeout: 20_000 });
  await titleBox(deputy).fill(`关于规范城区停车管理的议案${Date.now()}`);
  await typeContent(deputy, '议案内容', '建议增设公共停车泊位，规范路边停车。');
  await deputy.getByRole('radio', { name: /以代表团名义提出/ }).focus();
  await deputy.keyboard.press('Space');
  await expect(deputy.getByText(/无需联名/)).toBeVisible();
  await deputy.getByRole('button', { name: '提交', exact: true }).click();
  await expect(deputy.getByText(CLOSED_MSG).first()).toBeVisible();
  await expect(deputy).toHaveURL(/proposal\/create/);

  // Open again: no deadline, as the demo has it.
  await editDeadline(admin, '');
  await expect(admin.getByRole('region', { name: '第五届' }).getByText('议案征集中').first()).toBeVisible();

  await deputy.reload();
  await expect(deputy.getByRole('status', { name: '议案提交时间' })).toContainText('本次会议议案征集中', { timeout: 20_000 });
  await deputy.getByRole('radio', { name: /以代表团名义提出/ }).focus();
  await deputy.keyboard.press('Space');
  await expect(deputy.getByText(/无需联名/)).toBeVisible();
  await deputy.getByRole('button', { name: '提交', exact: true }).click();
  await expect(deputy).toHaveURL(/proposalExamineInfo\?id=\d+$/);
  await expect(deputy.getByText('审查小组登记').first()).toBeVisible();
});

test('编号管理 and 提交设置 list the current session’s rules, and refuse a pattern without {n} next to the field', async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  await closeSchedulePopups(admin);
  await admin.goto('manager/sysManager/codeManage');
  const rules = admin.getByRole('table', { name: '编号规则' });
  await expect(rules.getByText('议案第{n}号')).toBeVisible({ timeout: 30_000 });
  await rules.getByRole('button', { name: `编辑${SESSION}议案编号规则` }).click();
  const dialog = admin.getByRole('dialog', { name: '编辑编号规则' });
  await dialog.getByLabel('编号格式').fill('议案第号');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('编号格式须包含且只包含一处{n}（编号所在位置）')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();

  await admin.goto('manager/sysManager/suggestSubmit');
  await expect(admin.getByRole('table', { name: '提交设置' }).getByText('10 人').first()).toBeVisible({ timeout: 30_000 });
  await admin.setViewportSize({ width: 375, height: 740 });
  await expect(admin.getByText('议案联名 10 人').first()).toBeVisible();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
