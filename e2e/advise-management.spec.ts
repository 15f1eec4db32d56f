import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signIn, tokenOf } from './support/session';

// The review bodies', the committee's and the units' pages under /manager/adviseManagement/,
// on the demo data: queues with readable numbers, filters, the detail page with its event
// buttons, and the Excel export. Everything is done by clicking, as the demo accounts.

const WORK = '13800000002';
const SPECIAL_COMMITTEE = '13800000003';
const CONGRESS_ADMIN = '13800000001';
const DELEGATION = '13800000004';
const TRANSPORT = '13800000005';
const HOUSING = '13800000006';

const NUMBER = /^(议案|建议)第\d{3}号$/;

const main = (page: Page) => page.getByRole('main');
const toast = (page: Page, text: string) => page.getByRole('region', { name: /消息通知/ }).getByText(text, { exact: true }).first();
const table = (page: Page) => main(page).getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const countOf = async (page: Page) => Number((await main(page).getByText(/^共 \d+ 条$/).textContent())!.match(/\d+/)![0]);
const timeline = (page: Page) => main(page).getByRole('list', { name: '办理过程' }).locator(':scope > li');

async function openQueue(page: Page, path: string, title: string) {
  await page.goto(`manager/adviseManagement/${path}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText(/^共 \d+ 条$/)).toBeVisible();
}

test.describe('the working committee examines in 审查小组登记', () => {
  test('filters, opens a proposal, examines it as a proposal and sees it leave the queue', async ({ page }) => {
    await signIn(page, WORK);
    await openQueue(page, 'proposal/waitExamineByGroup', '审查小组登记');
    const total = await countOf(page);
    expect(total).toBeGreaterThan(0);
    const first = bodyRows(page).first();
    const number = (await first.locator('td').first().textContent())!.trim();
    expect(number).toMatch(NUMBER);
    const title = (await first.getByRole('link').textContent())!.trim();

    // A keyword that matches nothing empties the queue; the number finds the row again.
    await main(page).getByRole('textbox', { name: '关键字' }).fill('不存在的标题关键字');
    await main(page).getByRole('button', { name: '查询' }).click();
    await expect(main(page).getByText('暂无待审查小组登记的议案')).toBeVisible();
    await expect(main(page).getByText('共 0 条')).toBeVisible();
    await main(page).getByRole('textbox', { name: '关键字' }).fill(number.replace(/^议案/, ''));
    await main(page).getByRole('button', { name: '查询' }).click();
    await expect(main(page).getByText('共 1 条')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(1);

    await bodyRows(page).first().getByRole('link', { name: title }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: '议案详情' })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(main(page).getByText(number, { exact: true })).toBeVisible();
    const before = await timeline(page).count();
    expect(before).toBeGreaterThan(1);

    await main(page).getByRole('button', { name: '审查', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '审查' });
    await expect(dialog).toBeVisible();
    // Returning needs an opinion: the form says so before anything is sent.
    await dialog.getByText('退回', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请填写意见');
    await dialog.getByText('作为议案', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(timeline(page)).toHaveCount(before + 1);
    await expect(timeline(page).last()).toContainText('审查');
    await expect(timeline(page).last()).toContainText('作为议案');
    await expect(timeline(page).last()).toContainText('审查小组');
    await expect(main(page).getByLabel('状态：审查机构审查')).toBeVisible();
    await expect(main(page).getByRole('button', { name: '审查', exact: true })).toHaveCount(0);

    await main(page).getByRole('button', { name: '返回' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: '审查小组登记' })).toBeVisible();
    await main(page).getByRole('button', { name: '重置' }).click();
    await expect(main(page).getByText(`共 ${total - 1} 条`)).toBeVisible();
    await expect(table(page).getByText(number, { exact: true })).toHaveCount(0);
  });
});

test.describe('a handling unit signs for a suggestion', () => {
  test('in 待签收建议, 签收 after a confirmation moves it on', async ({ page }) => {
    await signIn(page, TRANSPORT);
    await openQueue(page, 'suggest/signInSuggest', '待签收建议');
    const total = await countOf(page);
    expect(total).toBeGreaterThan(0);
    const number = (await bodyRows(page).first().locator('td').first().textContent())!.trim();
    expect(number).toMatch(NUMBER);
    await bodyRows(page).first().getByRole('link').click();
    await expect(main(page).getByRole('heading', { level: 1, name: '建议详情' })).toBeVisible();
    await expect(timeline(page).first()).toBeVisible();
    const before = await timeline(page).count();

    await main(page).getByRole('button', { name: '签收', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '签收' });
    await expect(dialog.getByText('确认签收该建议？签收后即进入办理。')).toBeVisible();
    // Cancelling sends nothing.
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(timeline(page)).toHaveCount(before);

    await main(page).getByRole('button', { name: '签收', exact: true }).click();
    await page.getByRole('dialog', { name: '签收' }).getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(timeline(page)).toHaveCount(before + 1);
    await expect(timeline(page).last()).toContainText('签收');
    await expect(main(page).getByRole('button', { name: '签收', exact: true })).toHaveCount(0);

    await openQueue(page, 'suggest/signInSuggest', '待签收建议');
    await expect(main(page).getByText(`共 ${total - 1} 条`)).toBeVisible();
  });
});

test.describe('the congress administrator assigns a proposal', () => {
  test('chooses one main and one co-handling unit with their assign types', async ({ page }) => {
    await signIn(page, CONGRESS_ADMIN);
    await openQueue(page, 'proposal/waitAssignmentByPresidium', '待交办议案');
    const total = await countOf(page);
    expect(total).toBeGreaterThan(0);
    await bodyRows(page).first().getByRole('link').click();
    await expect(main(page).getByRole('heading', { level: 1, name: '议案详情' })).toBeVisible();

    await main(page).getByRole('button', { name: '交办', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '交办' });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('请至少选择一个交办单位');

    await dialog.getByRole('combobox', { name: '按交办类型筛选' }).selectOption({ label: '政府部门' });
    await dialog.getByRole('button', { name: '选择 巴中市交通运输局' }).click();
    await dialog.getByRole('combobox', { name: '按交办类型筛选' }).selectOption({ label: '全部类型' });
    await dialog.getByRole('textbox', { name: '单位名称' }).fill('住房');
    await dialog.getByRole('button', { name: '选择 巴中市住房和城乡建设局' }).click();
    await expect(dialog.getByRole('combobox', { name: '巴中市住房和城乡建设局的交办类型' })).toHaveValue('7');
    // The main unit can be moved, and back; exactly one is main at any time.
    await dialog.getByRole('button', { name: '设 巴中市住房和城乡建设局 为主办' }).click();
    await expect(dialog.getByRole('button', { name: '设 巴中市交通运输局 为主办' })).toBeVisible();
    await dialog.getByRole('button', { name: '设 巴中市交通运输局 为主办' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(toast(page, '操作成功')).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(main(page).getByLabel('状态：办理中')).toBeVisible();
    const units = main(page).getByRole('region', { name: '承办单位' });
    await expect(units.getByRole('listitem').filter({ hasText: '巴中市交通运输局' })).toContainText('主办');
    await expect(units.getByRole('listitem').filter({ hasText: '巴中市住房和城乡建设局' })).toContainText('协办');
    await expect(timeline(page).last()).toContainText('巴中市交通运输局（主办，政府部门）');
  });
});

test.describe('a refusal', () => {
  test('shows the server’s message and reads the record again', async ({ page }) => {
    await signIn(page, WORK);
    await openQueue(page, 'suggest/waitExamine', '建议组审查');
    expect(await countOf(page)).toBeGreaterThan(0);
    await bodyRows(page).first().getByRole('link').click();
    await expect(main(page).getByRole('heading', { level: 1, name: '建议详情' })).toBeVisible();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    await expect(timeline(page).first()).toBeVisible();
    const before = await timeline(page).count();

    // Someone else examines it meanwhile (the same account in another window).
    const headers = { authorization: `Bearer ${await tokenOf(page)}` };
    const record = await (await page.request.get(`/api/suggest/${id}`, { headers })).json();
    const sent = await page.request.post(`/api/suggest/${id}/events`, { headers, data: { type: 'EXAMINE', version: record.version, result: 1 } });
    expect(sent.status()).toBe(200);

    await main(page).getByRole('button', { name: '审查', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '审查' });
    await dialog.getByText('通过', { exact: true }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    // The version the page read is stale: 409 with the server's message.
    await expect(toast(page, '该记录已被他人更新，请刷新后重试')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(timeline(page)).toHaveCount(before + 1);
    await expect(main(page).getByLabel('状态：待交办')).toBeVisible();
  });
});

/** Every page of the issue, with an account that may see it and its title. */
const PAGES: Record<string, [path: string, title: string][]> = {
  [WORK]: [
    ['proposal/waitExamineByGroup', '审查小组登记'],
    ['proposal/assignmentProposal', '已交办议案'],
    ['proposal/waitAssignmentByPresidium', '待交办议案'],
    ['proposal/inProcess', '办理中议案'],
    ['proposal/repliedProposal', '已答复议案'],
    ['proposal/completedProposal', '已办结议案'],
    ['proposal/allProposal', '全部议案'],
    ['suggest/waitExamine', '建议组审查'],
    ['suggest/examineSuggest', '已审查建议'],
    ['suggest/waitAssignment', '待交办建议'],
    ['suggest/assignmentSuggest', '已交办建议'],
    ['suggest/inProcess', '办理中建议'],
    ['actingWorkingCommittee/pendingTrial', '待审建议'],
    ['actingWorkingCommittee/pendingTrialByDelegation', '代表团待审建议'],
    ['actingWorkingCommittee/applyAdjustAdvice', '调整申请'],
    ['actingWorkingCommittee/adviceDelay', '延期申请'],
    ['actingWorkingCommittee/repliedAdvice', '已答复建议'],
    ['actingWorkingCommittee/completedAdvice', '已办结建议'],
    ['actingWorkingCommittee/allAdviceFile', '全部建议'],
  ],
  [SPECIAL_COMMITTEE]: [['proposal/waitExamineByOrganization', '审查机构审查']],
  [CONGRESS_ADMIN]: [
    ['proposal/waitExamineByPresidium', '主席团审查'],
    ['proposal/examineProposal', '撤回审批'],
    ['suggest/waitExamineByDelegation', '代表团审查'],
  ],
  [TRANSPORT]: [
    ['proposal/handleProposal', '承办议案'],
    ['suggest/signInSuggest', '待签收建议'],
    ['handlingUnit/handleAdvice', '办理中建议'],
    ['handlingUnit/answerAdvice', '答复建议'],
    ['handlingUnit/completedAdvice', '已办结建议'],
    ['handlingUnit/allAdviceFile', '全部建议'],
    ['handlingUnit/keySuggestions', '重点建议'],
  ],
  [HOUSING]: [['handlingUnit/allAdviceFile', '全部建议']],
  [DELEGATION]: [
    ['delegation/awaitAdvise', '待审查建议'],
    ['delegation/myDelegation', '本团建议'],
  ],
};

test.describe('every page loads real data or its empty state', () => {
  for (const [account, pages] of Object.entries(PAGES)) {
    test(`as ${account}`, async ({ page }) => {
      await signIn(page, account);
      for (const [path, title] of pages) {
        await openQueue(page, path, title);
        const total = await countOf(page);
        if (total > 0) {
          await expect(bodyRows(page).first().locator('td').first(), path).toHaveText(NUMBER);
          await expect(bodyRows(page)).toHaveCount(Math.min(total, 10));
        } else {
          await expect(main(page).getByText(/^暂无/), path).toBeVisible();
        }
        await expect(main(page).getByRole('alert')).toHaveCount(0);
      }
    });
  }

  test('the detail pages load with a way back', async ({ page }) => {
    await signIn(page, WORK);
    await openQueue(page, 'actingWorkingCommittee/allAdviceFile', '全部建议');
    await bodyRows(page).first().getByRole('link').click();
    await expect(main(page).getByRole('heading', { level: 1, name: '建议详情' })).toBeVisible();
    await expect(main(page).getByRole('list', { name: '办理过程' })).toBeVisible();
    await main(page).getByRole('button', { name: '返回' }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: '全部建议' })).toBeVisible();
    await page.goto('manager/adviseManagement/proposal/proposalDetails?id=abc');
    await expect(main(page).getByText('未找到该议案')).toBeVisible();
  });

  test('a queue stacks its rows as cards on a phone-wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, WORK);
    await openQueue(page, 'actingWorkingCommittee/allAdviceFile', '全部建议');
    await expect(table(page)).toBeHidden();
    const cards = main(page).getByRole('list', { name: '全部建议（卡片）' }).locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('link')).toBeVisible();
  });
});

test.describe('export', () => {
  test('全部议案 downloads the queue as an .xlsx', async ({ page }) => {
    await signIn(page, WORK);
    await openQueue(page, 'proposal/allProposal', '全部议案');
    const downloading = page.waitForEvent('download');
    await main(page).getByRole('button', { name: '导出Excel' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^议案列表_\d{12}\.xlsx$/);
    const file = readFileSync((await download.path())!);
    expect(file.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(file.length).toBeGreaterThan(2000);
    await expect(toast(page, `已导出 ${download.suggestedFilename()}`)).toBeVisible();
  });
});
