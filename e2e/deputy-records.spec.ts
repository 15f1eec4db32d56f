import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEPUTY_IMPORT_COLUMNS, DEPUTY_IMPORT_FIELDS, DEPUTY_IMPORT_MSG, type DeputyImportField } from '../src/shared/deputies-import';
import { checkCharacterOf, ID_CARD_MSG } from '../machines/deputy-record/id-card';
import { closeSchedulePopups, signIn, submitLogin, tokenOf } from './support/session';

// 代表信息: the office adds a deputy and approves it, the deputy signs in with the texted password;
// a delegation applies for a transfer the office approves (the roster as of a day keeps the old
// delegation); a deputy applies to correct his phone and the office approves it. Records are
// picked by name: 何文军 and 谢永红 (巴州区) are used by no other journey.

// Each journey signs in two or three accounts on a shared, busy machine.
test.describe.configure({ timeout: 150_000 });

const TRANSFERRED = '何文军';
const PHONE_CHANGER = { name: '谢永红', phone: '13900000016' };

const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');

/** A well-formed identity card number (GB 11643 check character), different on every run. */
function idCardNumber(): string {
  const body = `511902198${Math.floor(Math.random() * 10)}0${1 + Math.floor(Math.random() * 9)}1${Math.floor(Math.random() * 9)}${digits(3)}`;
  return body + checkCharacterOf(body);
}

const chinaDay = (offsetDays: number) => new Date(Date.now() + 8 * 3600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function textedPassword(admin: Page, phone: string): Promise<string> {
  const token = await tokenOf(admin);
  const answer = await admin.request.get(`/api/smsOutbox?pageNum=1&pageSize=10&phone=${phone}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const [newest] = ((await answer.json()) as { list: { text: string }[] }).list;
  const password = /临时密码为([A-Za-z0-9]+)/.exec(newest?.text ?? '')?.[1];
  expect(password, `a temporary password texted to ${phone}`).toBeTruthy();
  return password!;
}

/** 审核通过 on a record or a review: the opinion dialog, then the confirmation. */
async function approve(page: Page, name: string) {
  await page.getByRole('button', { name: '审核通过' }).click();
  const dialog = page.getByRole('dialog', { name: `审核通过 · ${name}` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('审核通过已提交')).toBeVisible();
}

async function reviewInExamined(page: Page, name: string) {
  await page.goto('manager/npcMsgManager/npcMsgExamined');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '代表审核' })).toBeVisible();
  await page.getByRole('search', { name: '筛选申请' }).getByLabel('姓名或手机号码').fill(name);
  await page.getByRole('search', { name: '筛选申请' }).getByRole('button', { name: '查询' }).click();
  await page.getByRole('table', { name: '待审核的申请' }).getByRole('button', { name: `审核 ${name}` }).click();
  return page.getByRole('region', { name: '审核申请' });
}

test('the office adds a deputy (an invalid ID number is said first), approves it, and the deputy signs in with the texted password', async ({ browser }) => {
  const office = await (await browser.newContext()).newPage();
  await signIn(office, '13800000001');
  await closeSchedulePopups(office);
  const name = `新代表${digits(4)}`;
  const phone = `1371234${digits(4)}`;
  await office.goto('manager/npcMsgManager/npcMsgAdd');
  await expect(office.getByRole('main').getByRole('heading', { level: 1, name: '新增代表' })).toBeVisible();
  await office.getByRole('textbox', { name: '姓名', exact: true }).fill(name);
  await office.getByLabel('手机号码', { exact: true }).fill(phone);
  await office.getByLabel('身份证号码').fill('511902198001010011');
  await office.getByRole('combobox', { name: '所属代表团' }).selectOption({ label: '巴州区代表团' });
  await office.getByRole('combobox', { name: '代表层级' }).selectOption({ label: '市人大代表' });
  await office.getByRole('button', { name: '保存', exact: true }).click();
  await expect(office.locator('[data-part="error-text"]').getByText(ID_CARD_MSG)).toBeVisible();
  await office.getByLabel('身份证号码').fill(idCardNumber());
  await office.getByRole('button', { name: '保存', exact: true }).click();

  await expect(office.getByRole('main').getByRole('heading', { level: 1, name: '代表信息详情' })).toBeVisible();
  await expect(office.getByText('信息修改成功')).toBeVisible();
  await expect(office.getByRole('heading', { level: 2, name })).toBeVisible();
  const waiting = office.getByRole('region', { name: '待审核的申请' });
  await expect(waiting).toContainText('新增代表');
  await approve(office, name);
  const section = office.getByRole('region', { name: '代表信息' });
  await expect(section.getByText(phone)).toBeVisible();
  await expect(section.getByText('启用')).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, '13800000000');
  const password = await textedPassword(admin, phone);
  const deputy = await (await browser.newContext()).newPage();
  await submitLogin(deputy, phone, password);
  await expect(deputy.getByRole('dialog', { name: '请设置新密码' })).toBeVisible({ timeout: 20_000 });
  for (const page of [office, admin, deputy]) await page.context().close();
});

test('the delegation applies for a transfer, the office approves it; history and the roster of a day show both delegations', async ({ browser }) => {
  const delegation = await (await browser.newContext()).newPage();
  await signIn(delegation, '13800000004');
  await closeSchedulePopups(delegation);
  await delegation.goto('manager/organization/delegationAdmin');
  const search = delegation.getByRole('search', { name: '筛选代表' });
  await search.getByLabel('姓名或手机号码').fill(TRANSFERRED);
  await search.getByRole('button', { name: '查询' }).click();
  await delegation.getByRole('table', { name: '本团代表' }).getByRole('link', { name: TRANSFERRED }).click();
  await delegation.getByRole('button', { name: '调团申请' }).click();
  const apply = delegation.getByRole('dialog', { name: `调团申请 · ${TRANSFERRED}` });
  await apply.getByRole('combobox', { name: '调入代表团' }).selectOption({ label: '恩阳区代表团' });
  await apply.getByLabel('申请理由').fill('工作调动至恩阳区，申请调整所在代表团。');
  await apply.getByRole('button', { name: '确定' }).click();
  await expect(delegation.getByText('调团申请已提交')).toBeVisible();
  await expect(delegation.getByRole('region', { name: '待审核的申请' }).getByRole('table', { name: '变更对比' })).toContainText('恩阳区代表团');

  const office = await (await browser.newContext()).newPage();
  await signIn(office, '13800000001');
  await closeSchedulePopups(office);
  const review = await reviewInExamined(office, TRANSFERRED);
  const diff = review.getByRole('table', { name: '变更对比' });
  await expect(diff).toContainText('巴州区代表团');
  await expect(diff).toContainText('恩阳区代表团');
  await approve(office, TRANSFERRED);

  await office.goto('manager/npcMsgManager/npcMsgTable');
  const filters = office.getByRole('search', { name: '筛选代表' });
  await filters.getByLabel('姓名或手机号码').fill(TRANSFERRED);
  await filters.getByRole('button', { name: '查询' }).click();
  await office.getByRole('table', { name: '代表信息' }).getByRole('link', { name: TRANSFERRED }).click();
  await expect(office.getByRole('region', { name: '代表信息' })).toContainText('恩阳区代表团');
  await expect(office.getByRole('list', { name: '变更记录' })).toContainText('巴州区代表团 → 恩阳区代表团');

  await office.goto('manager/npcMsgManager/npcMsgChangeHistory');
  await office.getByRole('tab', { name: '按日期查看名册' }).click();
  await office.getByLabel('名册代表姓名').fill(TRANSFERRED);
  await office.getByLabel('名册日期').fill(chinaDay(-1));
  const roster = office.getByRole('table', { name: '名册' });
  await expect(roster.getByRole('row').filter({ hasText: TRANSFERRED })).toContainText('巴州区代表团');
  await office.getByLabel('名册日期').fill(chinaDay(0));
  await expect(roster.getByRole('row').filter({ hasText: TRANSFERRED })).toContainText('恩阳区代表团');
  for (const page of [delegation, office]) await page.context().close();
});

test('a deputy applies to correct his phone; the office sees old and new side by side and approves it', async ({ browser }) => {
  const deputy = await (await browser.newContext()).newPage();
  await signIn(deputy, PHONE_CHANGER.phone);
  const newPhone = `1391234${digits(4)}`;
  await deputy.goto('client/organization/informationNewPage');
  await expect(deputy.getByRole('heading', { level: 1, name: '我的代表信息' })).toBeVisible();
  await deputy.getByRole('button', { name: '申请修改基本信息' }).click();
  const dialog = deputy.getByRole('dialog', { name: '申请修改基本信息' });
  // Nothing changed and no reason: said, nothing sent.
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog.getByText('请修改至少一项信息')).toBeVisible();
  await dialog.getByLabel('手机号码').fill(newPhone);
  await dialog.getByLabel('申请理由').fill('本人更换了手机号码。');
  await dialog.getByRole('button', { name: '提交申请' }).click();
  await expect(dialog).toBeHidden();
  await expect(deputy.getByRole('list', { name: '我的申请' })).toContainText('待审核');

  const office = await (await browser.newContext()).newPage();
  await signIn(office, '13800000001');
  await closeSchedulePopups(office);
  const review = await reviewInExamined(office, PHONE_CHANGER.name);
  const row = review.getByRole('table', { name: '变更对比' }).getByRole('row').filter({ hasText: '手机号码' });
  await expect(row).toContainText(PHONE_CHANGER.phone);
  await expect(row).toContainText(newPhone);
  await approve(office, PHONE_CHANGER.name);
  await review.getByRole('link', { name: '查看完整信息' }).click();
  await expect(office.getByRole('region', { name: '联系方式' })).toContainText(newPhone);
  for (const page of [deputy, office]) await page.context().close();
});

test('the office imports deputies from the template: a wrong row is reported and nothing is written; corrected, the new deputies wait in 代表审核', async ({ page }) => {
  await signIn(page, '13800000001');
  await closeSchedulePopups(page);
  await page.goto('manager/npcMsgManager/npcMsgTable');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '代表信息' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  const template = new ExcelJS.Workbook();
  await template.xlsx.readFile((await (await downloading).path())!);
  const sheet = template.getWorksheet('代表信息')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...DEPUTY_IMPORT_COLUMNS]);

  const first = { name: `导入代表${digits(4)}`, phone: `1367${digits(7)}` };
  const second = { name: `导入代表${digits(4)}`, phone: `1368${digits(7)}` };
  const fill = (rowNumber: number, cells: Partial<Record<DeputyImportField, string>>) =>
    DEPUTY_IMPORT_FIELDS.forEach((field, index) => (sheet.getRow(rowNumber).getCell(index + 1).value = cells[field] ?? null));
  const upload = async () => ({ name: '代表信息.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await template.xlsx.writeBuffer()) });
  fill(2, { delegateName: first.name, sex: '男', phone: first.phone, idCard: idCardNumber(), fkDelegationId: '巴州区代表团', delegateGrade: '市人大代表', political: '中共党员' });
  fill(3, { delegateName: second.name, sex: '女', phone: second.phone, fkDelegationId: '不存在的代表团', delegateGrade: '县（区）人大代表' });

  // The dialog opens from the keyboard, as every control of it is reached.
  await page.getByRole('button', { name: '导入', exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '导入代表信息' });
  await dialog.getByLabel('Excel 文件（.xlsx）').setInputFiles(await upload());
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog.getByText(DEPUTY_IMPORT_MSG.refused(1))).toBeVisible({ timeout: 30_000 });
  const refused = dialog.getByRole('table', { name: '不能导入的行' }).getByRole('row').filter({ hasText: '第3行' });
  await expect(refused).toContainText('所属代表团');
  await expect(refused).toContainText(DEPUTY_IMPORT_MSG.delegationUnknown('不存在的代表团'));

  fill(3, { delegateName: second.name, sex: '女', phone: second.phone, fkDelegationId: '恩阳区代表团', delegateGrade: '县（区）人大代表' });
  await dialog.getByLabel('Excel 文件（.xlsx）').setInputFiles(await upload());
  await dialog.getByRole('button', { name: '导入', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText(DEPUTY_IMPORT_MSG.imported(2))).toBeVisible();

  // The list is read again: the new deputy is there, awaiting review.
  const filters = page.getByRole('search', { name: '筛选代表' });
  await filters.getByLabel('姓名或手机号码').fill(second.name);
  await filters.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('table', { name: '代表信息' }).getByRole('row').filter({ hasText: second.name })).toContainText('待审核');

  const review = await reviewInExamined(page, first.name);
  await expect(review).toContainText('新增代表');
  await expect(review).toContainText('巴州区代表团');
});

test('我的代表信息 fits a 375 px phone', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
  await signIn(page, '13900000001');
  await page.goto('mobile/organization/informationNewPage');
  await expect(page.getByRole('heading', { level: 1, name: '我的代表信息' })).toBeVisible();
  await expect(page.getByRole('region', { name: '基本信息' })).toContainText('张明华');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.context().close();
});
