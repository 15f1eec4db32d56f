import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';
import { draftAndSubmit, titleBox, typeContent } from './support/workflow';

// Demo data (src/server/seed/workflow.ts): 张明华 (13900000001) leads proposal 12 at 待交办;
// 杨晓东 (13900000006) leads proposal 15, returned by the review group (审查小组退回);
// 陈红梅 (13900000004) leads suggestion 7, answered by its unit (待办结（已答复）).
const ZHANG = '13900000001';
const YANG = '13900000006';
const CHEN = '13900000004';
const CLIENT_PROPOSAL = 'client/proposalAndSuggest/proposal/';
const CLIENT_SUGGEST = 'client/proposalAndSuggest/suggest/';

// Everything typed is on the server: not '已自动保存 hh:mm，有新的修改'.
const autosaved = (page: Page) => page.getByRole('status').filter({ hasText: /^已自动保存 \d{2}:\d{2}$/ });

async function noSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('deputies draft proposals and suggestions', () => {
  test('a typed proposal saves itself, survives a reload, and submits in the delegation’s name', async ({ page }) => {
    const title = `关于完善城区夜间照明设施的议案${Date.now()}`;
    await signIn(page, ZHANG);
    await page.goto(`${CLIENT_PROPOSAL}create`);
    await expect(page.getByRole('heading', { name: '提出议案' })).toBeVisible();
    await expect(page.getByText('输入内容后将自动保存为草稿')).toBeVisible();

    await titleBox(page).fill(title);
    await typeContent(page, '议案内容', '城区部分背街小巷夜间照明不足，建议统一规划补设路灯。');
    await expect(autosaved(page)).toBeVisible({ timeout: 15_000 });
    // The first save created the draft: its id is in the address, so a reload opens it.
    await expect(page).toHaveURL(/proposal\/create\?id=\d+$/);
    const draftUrl = page.url();

    await page.reload();
    await expect(titleBox(page)).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: '议案内容' })).toContainText('统一规划补设路灯');
    // Still being proposed: the title does not turn into 修改议案 with the draft's id.
    await expect(page.getByRole('heading', { level: 1, name: '提出议案' })).toBeVisible();

    // Typing closed before the autosave is kept locally and restored.
    await typeContent(page, '议案内容', '并加强日常维护。');
    await page.reload();
    await expect(page.getByText(/已恢复 .* 未保存的内容/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: '议案内容' })).toContainText('并加强日常维护。');
    await expect(autosaved(page)).toBeVisible({ timeout: 15_000 });

    await page.goto(`${CLIENT_PROPOSAL}drafts`);
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
    await page.getByRole('link', { name: title }).first().click();
    await expect(page).toHaveURL(draftUrl);

    // Validation in Chinese, then the signature rule.
    await titleBox(page).fill('');
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText('标题不能为空').first()).toBeVisible();
    await titleBox(page).fill(title);
    await expect(page.getByText('还需 9 位代表联名方可提交')).toBeVisible();
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page.getByText(/联名代表不足，还需 9 位代表联名/).first()).toBeVisible();

    // Co-signers from the delegate chooser count towards the ten.
    await page.getByRole('button', { name: '选择联名代表' }).click();
    const chooser = page.getByRole('dialog', { name: '选择联名代表' });
    // From the keyboard: the checkbox and radio inputs are visually hidden behind their controls.
    await chooser.getByRole('checkbox', { name: '选择本页全部代表' }).focus();
    await page.keyboard.press('Space');
    await expect(chooser.getByRole('checkbox', { name: '选择本页全部代表' })).toBeChecked();
    await chooser.getByRole('button', { name: '确定' }).click();
    await expect(chooser).toBeHidden();
    await expect(page.getByText(/^已有 (\d+) 位代表（含本人）/)).toBeVisible();
    await page.getByRole('button', { name: /^移除联名代表/ }).first().click();

    await page.getByRole('radio', { name: /以代表团名义提出/ }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(/无需联名/)).toBeVisible();
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page).toHaveURL(/proposalExamineInfo\?id=\d+$/);
    await expect(page.getByText('审查小组登记').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  });

  test('a draft suggestion is deleted only after confirmation', async ({ page }) => {
    const title = `关于增设社区快递柜的建议${Date.now()}`;
    await signIn(page, ZHANG);
    await page.goto(`${CLIENT_SUGGEST}makeSuggestions`);
    await titleBox(page).fill(title);
    await typeContent(page, '建议内容', '老旧小区缺少快递柜。');
    await expect(autosaved(page)).toBeVisible({ timeout: 15_000 });

    await page.getByRole('button', { name: '删除草稿' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.getByText(/确定删除该建议草稿吗/)).toBeVisible();
    await confirm.getByRole('button', { name: '取消' }).click();
    await expect(titleBox(page)).toHaveValue(title);

    await page.getByRole('button', { name: '删除草稿' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
    await expect(page).toHaveURL(/suggest\/draftsBox$/);
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  });

  test('a returned proposal shows the returning opinion and is resubmitted from the same form', async ({ page }) => {
    await signIn(page, YANG);
    await page.goto(`${CLIENT_PROPOSAL}proposalExamineInfo?id=15`);
    await expect(page.getByText('该议案已被退回（审查小组退回）')).toBeVisible();
    await expect(page.getByText(/请补充我市制定地方性法规的必要性/).first()).toBeVisible();

    await page.getByRole('link', { name: '修改后重新提交' }).click();
    await expect(page).toHaveURL(/proposal\/create\?id=15$/);
    await expect(page.getByText(/请按退回意见修改后重新提交/)).toBeVisible();
    await typeContent(page, '议案内容', '补充：本市特有问题为山地城市老旧小区物业服务覆盖不足。');
    await expect(page.getByText('修改尚未提交，已在本机暂存')).toBeVisible();
    await page.getByRole('button', { name: '修改后重新提交' }).click();

    await expect(page).toHaveURL(/proposalExamineInfo\?id=15$/);
    await expect(page.getByText('审查小组登记').first()).toBeVisible();
    await expect(page.getByText('该议案已被退回')).toHaveCount(0);
  });

  test('the deputy requests the withdrawal of a proposal with a reason', async ({ page }) => {
    await signIn(page, ZHANG);
    // A proposal of its own: the demo ones are moved on by the manager journeys.
    await draftAndSubmit(page, 'proposal', `关于撤回测试的议案${Date.now()}`, '拟提交后申请撤回。');
    await page.getByRole('button', { name: '申请撤回' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /撤回理由/ }).fill('相关问题已纳入市政府年度重点工作，拟撤回。');
    await dialog.getByRole('button', { name: /确定|提交|申请撤回/ }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('申请撤回').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '申请撤回' })).toHaveCount(0);
  });

  test('the deputy evaluates a replied suggestion', async ({ page }) => {
    await signIn(page, CHEN);
    await page.goto(`${CLIENT_SUGGEST}suggestExmineInfo?id=7`);
    await expect(page.getByText('待办结（已答复）').first()).toBeVisible();
    await page.getByRole('button', { name: '评价' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('满意', { exact: true }).click();
    await dialog.getByRole('textbox', { name: /评价意见/ }).fill('答复及时，措施具体。');
    await dialog.getByRole('button', { name: /确定|提交|评价/ }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('已办结').first()).toBeVisible();
  });

  test('lists, tabs and dynamics load real data', async ({ page }) => {
    await signIn(page, ZHANG);
    await page.goto(`${CLIENT_PROPOSAL}inProcess`);
    await expect(page.getByRole('link', { name: /关于加快推进巴中城区老旧小区改造的议案/ })).toBeVisible();
    await page.goto(`${CLIENT_PROPOSAL}finish`);
    await expect(page.getByRole('link', { name: /关于加快老旧小区既有住宅加装电梯工作的议案/ })).toBeVisible();
    await page.goto(`${CLIENT_PROPOSAL}myProposalSuggest`);
    await page.getByRole('tab', { name: '我的建议' }).click();
    await expect(page.getByRole('link', { name: /关于加快红碑社区老旧供水管网改造的建议/ })).toBeVisible();
    // Co-signed records count as mine too.
    await page.goto(`${CLIENT_SUGGEST}finishSuggest`);
    await expect(page.getByRole('link', { name: /关于加快东城街道背街小巷路面修复的建议/ })).toBeVisible();
    await page.goto(`${CLIENT_PROPOSAL}otherPeople`);
    await expect(page.getByRole('link', { name: /关于推进光雾山—诺水河旅游交通一体化建设的议案/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /关于加快推进巴中城区老旧小区改造的议案/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /关于制定《巴中市物业管理条例》的议案/ })).toHaveCount(0);
    await page.goto(`${CLIENT_PROPOSAL}handleDynamic`);
    await expect(page.getByRole('region', { name: '议案办理动态' }).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('link', { name: '查看更多议案办理动态' }).click();
    await expect(page).toHaveURL(/dynamicMore\?type=proposal$/);
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
  });
});

// A 1×1 PNG.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('the editor sets line heights, uploads a picture and keeps an attachment of the new draft', async ({ page }) => {
  await signIn(page, ZHANG);
  await page.goto(`${CLIENT_SUGGEST}makeSuggestions`);
  const editor = page.getByRole('textbox', { name: '建议内容' });
  await expect(page.getByRole('toolbar', { name: '建议内容格式工具栏' })).toBeVisible();
  expect((await editor.boundingBox())!.height).toBeGreaterThanOrEqual(200);
  const lineHeight = page.getByRole('combobox', { name: '行高' });
  await expect(lineHeight.getByRole('option')).toHaveText(['行高', '1', '1.5', '1.75', '2', '3', '4', '5']);

  // Attachments first: the POST that creates the draft carries them.
  await page.getByTestId('attachments-input').setInputFiles({ name: '调研报告.txt', mimeType: 'text/plain', buffer: Buffer.from('调研报告') });
  await expect(page.getByText('调研报告.txt').first()).toBeVisible({ timeout: 15_000 });

  await editor.click();
  await page.keyboard.type('行距加大的一段。');
  await lineHeight.selectOption('2');
  await expect(editor.locator('p[style*="line-height: 2"]')).toHaveCount(1);
  // The toolbar works from the keyboard.
  const bold = page.getByRole('button', { name: '加粗' });
  await bold.focus();
  await page.keyboard.press('Enter');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await editor.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('加粗');
  await expect(editor.locator('strong')).toHaveText('加粗');

  await page.locator('input[type="file"][accept="image/*"]').setInputFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PIXEL });
  await expect(editor.locator('img')).toHaveCount(1, { timeout: 15_000 });
  await expect(editor.locator('img')).toHaveAttribute('alt', 'pixel.png');

  await titleBox(page).fill(`关于图文建议的测试${Date.now()}`);
  await expect(autosaved(page)).toBeVisible({ timeout: 15_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: '建议内容' }).locator('img')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: '建议内容' }).locator('p[style*="line-height: 2"]')).toHaveCount(1);
  await expect(page.getByText('调研报告.txt').first()).toBeVisible();
});

test('axe finds no serious or critical violation on the drafting and detail pages', async ({ page }) => {
  await signIn(page, ZHANG);
  for (const path of [`${CLIENT_PROPOSAL}create`, `${CLIENT_PROPOSAL}proposalExamineInfo?id=12`, `${CLIENT_SUGGEST}leaveMessage`, `${CLIENT_PROPOSAL}handleDynamic`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  }
});

test('a citizen’s message becomes a prefilled suggestion draft', async ({ page }) => {
  await signIn(page, ZHANG);
  await page.goto(`${CLIENT_SUGGEST}leaveMessage`);
  const first = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^据留言「/ }) }).first();
  const messageTitle = (await first.getByRole('heading').textContent())?.trim() ?? '';
  expect(messageTitle).not.toBe('');
  await first.getByRole('link', { name: /^据留言「/ }).click();
  await expect(page).toHaveURL(/makeSuggestions\?fromMessage=/);
  await expect(titleBox(page)).toHaveValue(messageTitle);
  await expect(page.getByRole('textbox', { name: '建议内容' })).toContainText('根据群众留言');
  // Not on the server yet: the prefilled draft saves itself, and the form stays as it is.
  await expect(autosaved(page)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/makeSuggestions\?id=\d+$/);
  await expect(titleBox(page)).toHaveValue(messageTitle);
  await expect(page.getByRole('textbox', { name: '建议内容' })).toContainText('根据群众留言');
});

test('a deputy with nothing drafted sees the empty states', async ({ page }) => {
  await signIn(page, '13900000060');
  await page.goto(`${CLIENT_PROPOSAL}drafts`);
  await expect(page.getByText('暂无议案草稿')).toBeVisible();
  await page.goto(`${CLIENT_SUGGEST}draftsBox`);
  await expect(page.getByText('暂无建议草稿')).toBeVisible();
  await page.goto(`${CLIENT_PROPOSAL}draftTable`);
  await expect(page.getByText('暂无议案草稿')).toBeVisible();
  await expect(page.getByText('暂无建议草稿')).toBeVisible();
});

test.describe('mobile pages at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a suggestion is written and submitted on a phone, and its details fit the screen', async ({ page }) => {
    const title = `关于延长社区食堂供餐时间的建议${Date.now()}`;
    await signIn(page, ZHANG);
    await page.goto('mobile/makeSuggestions');
    await expect(page.getByRole('heading', { name: '提出建议' })).toBeVisible();
    await noSideScroll(page);
    await titleBox(page).fill(title);
    await typeContent(page, '建议内容', '社区老年食堂午餐供应时间偏短。');
    await expect(autosaved(page)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/mobile\/makeSuggestions\?id=\d+$/);
    await noSideScroll(page);
    await page.getByRole('button', { name: '提交', exact: true }).click();
    await expect(page).toHaveURL(/mobile\/detailsSuggest\?id=\d+$/);
    await expect(page.getByText('代表团审查').first()).toBeVisible();
    await noSideScroll(page);

    await page.goto('mobile/detailsProposal?id=12');
    await expect(page.getByRole('heading', { name: /关于加快推进巴中城区老旧小区改造的议案/ })).toBeVisible();
    await noSideScroll(page);
    await page.goto('mobile/makeProposal');
    await expect(page.getByRole('textbox', { name: '议案内容' })).toBeVisible();
    await noSideScroll(page);
  });

  test('a returned proposal is edited on a phone (proposalEdit)', async ({ page }) => {
    // 孙明亮 (13900000012) leads proposal 7, returned by the presidium.
    await signIn(page, '13900000012');
    await page.goto('mobile/proposalEdit?id=7');
    await expect(page.getByText(/请按退回意见修改后重新提交/)).toBeVisible();
    await expect(page.getByRole('button', { name: '修改后重新提交' })).toBeVisible();
    await noSideScroll(page);
  });
});
