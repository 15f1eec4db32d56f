import { expect, test, type Page } from '@playwright/test';
import writeXlsxFile from 'write-excel-file/node';
import { STAFF_IMPORT_COLUMNS, STAFF_IMPORT_MSG } from '../src/shared/staff-accounts';
import { closeSchedulePopups, signIn, submitLogin, tokenOf } from './support/session';

// 工作人员 as the super administrator: a new handling unit (承办单位管理) and its account are created, its
// temporary password goes by text (read here from 验证码发件箱's API, as the phone would), and the
// new user must set a password of their own before anything else. Then an import: a file with a
// bad row is refused whole with its row named; corrected, it creates every account.

const PHONE = '13677700001';
const NEW_UNIT = '巴中市数据局';

async function openStaffAccounts(page: Page) {
  await page.goto('manager/sysManager/workPeopleManager');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '工作人员' })).toBeVisible();
}

/** The temporary password of the newest text to `phone`, read with the administrator's session. */
async function textedPassword(admin: Page, phone: string): Promise<string> {
  const token = await tokenOf(admin);
  const answer = await admin.request.get(`/api/smsOutbox?pageNum=1&pageSize=10&phone=${phone}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const [newest] = ((await answer.json()) as { list: { text: string }[] }).list;
  const password = /临时密码为([A-Za-z0-9]+)/.exec(newest?.text ?? '')?.[1];
  expect(password, `a temporary password texted to ${phone}`).toBeTruthy();
  return password!;
}

test('an administrator adds a handling unit and its account; its user signs in with the texted password and must set their own', async ({ browser }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, '13800000000');
  await closeSchedulePopups(admin);
  await admin.goto('manager/sysManager/companyManager');
  await admin.getByRole('button', { name: '新增承办单位' }).click();
  const unit = admin.getByRole('dialog', { name: '新增承办单位' });
  await unit.getByRole('textbox', { name: '单位名称' }).fill(NEW_UNIT);
  await unit.getByRole('combobox', { name: '交办类型' }).selectOption({ label: '政府部门' });
  await unit.getByRole('textbox', { name: '联系电话' }).fill('0827-5200099');
  await unit.getByRole('button', { name: '保存' }).click();
  await expect(unit).toBeHidden();

  await openStaffAccounts(admin);
  await admin.getByRole('button', { name: '新增', exact: true }).click();
  const dialog = admin.getByRole('dialog', { name: '新增工作人员' });
  await dialog.getByLabel('手机号码（登录账号）').fill(PHONE);
  await dialog.getByLabel('姓名').fill('周新');
  await dialog.getByLabel('角色').selectOption({ label: '承办单位' });
  // A unit's account needs its unit: said next to the field, nothing sent.
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.locator('[data-part="error-text"]').getByText('请选择所属单位')).toBeVisible();
  await dialog.getByLabel('所属单位').selectOption({ label: NEW_UNIT });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = admin.getByRole('row').filter({ hasText: PHONE });
  await expect(row).toContainText('待改密');
  await expect(row).toContainText(NEW_UNIT);

  const password = await textedPassword(admin, PHONE);
  const user = await (await browser.newContext()).newPage();
  await submitLogin(user, PHONE, password);
  const forced = user.getByRole('dialog', { name: '请设置新密码' });
  await expect(forced).toBeVisible({ timeout: 20_000 });
  await forced.getByLabel('原密码').fill(password);
  await forced.getByLabel('新密码').fill('zhou2026');
  await forced.getByLabel('确认密码').fill('zhou2026');
  await forced.getByRole('button', { name: '确认修改' }).click();
  await user.getByRole('button', { name: '重新登录' }).click();
  await signIn(user, PHONE, 'zhou2026');
  await expect(user.getByRole('banner').getByText('欢迎您，周新')).toBeVisible();
  await expect(user.getByRole('dialog', { name: '请设置新密码' })).toHaveCount(0);

  await admin.reload();
  await expect(admin.getByRole('row').filter({ hasText: PHONE })).not.toContainText('待改密');
  await admin.context().close();
  await user.context().close();
});

test('an import with a wrong row is refused whole, naming the row; corrected, it creates every account', async ({ page }) => {
  await signIn(page, '13800000000');
  await closeSchedulePopups(page);
  await openStaffAccounts(page);
  const file = async (rows: string[][]) => ({
    name: '工作人员.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await writeXlsxFile([[...STAFF_IMPORT_COLUMNS], ...rows]).toBuffer(),
  });
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入工作人员' });
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByText(STAFF_IMPORT_MSG.fileRequired)).toBeVisible();

  await dialog.getByLabel('Excel 文件（.xlsx）').setInputFiles(
    await file([
      ['13677710001', '导入一', '', '工作委员会', ''],
      ['13677710002', '导入二', '', '承办单位', '不存在的局'],
    ]),
  );
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByText(STAFF_IMPORT_MSG.refused(1))).toBeVisible({ timeout: 20_000 });
  const refused = dialog.getByRole('table', { name: '不能导入的行' });
  await expect(refused.getByRole('row').filter({ hasText: '第3行' })).toContainText(STAFF_IMPORT_MSG.organisationUnknown('不存在的局', 'fkUnitId'));

  await dialog.getByLabel('Excel 文件（.xlsx）').setInputFiles(
    await file([
      ['13677710001', '导入一', '', '工作委员会', ''],
      ['13677710002', '导入二', '', '承办单位', '巴中市交通运输局'],
    ]),
  );
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(STAFF_IMPORT_MSG.imported(2))).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '13677710002' })).toContainText('巴中市交通运输局');
});
