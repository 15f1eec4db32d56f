import { expect, test as base } from '@playwright/test';
import {
  CLIENT_PROPOSAL,
  CLIENT_SUGGEST,
  Cast,
  actionButton,
  assignMainUnit,
  confirm,
  draftAndSubmit,
  evaluate,
  examine,
  expectTimelineInOrder,
  idOf,
  main,
  openEvent,
  openFromQueue,
  openMine,
  openQueue,
  readRecord,
  reply,
  searchOne,
  shot,
  statusBadge,
  toast,
  withReason,
} from './support/workflow';

// Proposals and suggestions moved through
// their whole lifecycles by the demo accounts, each in its own browser context, entirely by
// clicking in the app. Records are new (unique titles) and found in the queues by keyword.

const ZHANG = '13900000001'; // 张明华, city deputy of the 巴州区 delegation
const CONGRESS_ADMIN = '13800000001'; // 人大管理员: the presidium, withdrawals, assignment
const WORK = '13800000002'; // NPC_WORK: review group, suggestion group, assignment, delays
const SPECIAL_COMMITTEE = '13800000003'; // the proposals' review body
const DELEGATION = '13800000004'; // the 巴州区 delegation
const TRANSPORT = '13800000005'; // handling unit 巴中市交通运输局 (government)
const UNIT = '巴中市交通运输局';

const test = base.extend<{ cast: Cast }>({
  cast: async ({ browser }, use, testInfo) => {
    const cast = new Cast(browser, testInfo);
    await use(cast);
    await cast.close();
  },
});

const stamp = () => `${Date.now()}`.slice(-8);

test('a proposal goes from a deputy’s draft through three examinations, assignment, reply and evaluation to 已办结', async ({ cast }) => {
  test.setTimeout(240_000);
  const title = `关于优化城区公交线网的议案${stamp()}`;

  // The deputy writes and submits, in the delegation's name.
  const deputy = await cast.as(ZHANG);
  const number = await draftAndSubmit(deputy, 'proposal', title, '城区公交线路重复率高、覆盖不足，建议重新规划线网并增开社区微循环线路。');
  await expect(statusBadge(deputy, '审查小组登记')).toBeVisible();
  await expect(main(deputy).locator('dl > div').filter({ has: deputy.getByText('代表团', { exact: true }) }).locator('dd')).toHaveText('巴州区代表团');

  // 审查小组登记: the review group examines it as a proposal.
  const work = await cast.as(WORK);
  await openFromQueue(work, 'proposal/waitExamineByGroup', '审查小组登记', title, number);
  await examine(work, '作为议案');
  await expect(statusBadge(work, '审查机构审查')).toBeVisible();

  // 审查机构审查: the special committee.
  const committee = await cast.as(SPECIAL_COMMITTEE);
  await openFromQueue(committee, 'proposal/waitExamineByOrganization', '审查机构审查', title, number);
  await examine(committee, '作为议案', '同意作为议案，建议交由交通运输部门主办。');
  await expect(statusBadge(committee, '主席团审查')).toBeVisible();

  // 主席团审查, then 待交办议案: the congress administrator for the presidium.
  const admin = await cast.as(CONGRESS_ADMIN);
  await openFromQueue(admin, 'proposal/waitExamineByPresidium', '主席团审查', title, number);
  await examine(admin, '作为议案');
  await expect(statusBadge(admin, '待交办')).toBeVisible();
  await openFromQueue(admin, 'proposal/waitAssignmentByPresidium', '待交办议案', title, number);
  await assignMainUnit(admin, UNIT);
  await expect(statusBadge(admin, '办理中')).toBeVisible();
  await expect(main(admin).getByRole('region', { name: '承办单位' }).getByRole('listitem').filter({ hasText: UNIT })).toContainText('主办');

  // 承办议案: the unit replies with an answer category.
  const unit = await cast.as(TRANSPORT);
  await openFromQueue(unit, 'proposal/handleProposal', '承办议案', title, number);
  await reply(unit, '我局已完成城区公交线网优化方案，新开通三条社区微循环线路。', 'A');
  await expect(statusBadge(unit, '已答复')).toBeVisible();

  // The deputy finds it among their proposals in process and evaluates the reply.
  await openMine(deputy, `${CLIENT_PROPOSAL}inProcess`, title, number);
  await expect(statusBadge(deputy, '已答复')).toBeVisible();
  await expect(main(deputy).getByRole('region', { name: '答复与评价' })).toContainText('新开通三条社区微循环线路');
  // The reply is shown once: its history row points to 答复与评价.
  await expect(main(deputy).getByText(/新开通三条社区微循环线路/)).toHaveCount(1);
  await expect(main(deputy).getByText('见上方“答复与评价”')).toBeVisible();
  await evaluate(deputy, '满意', '答复具体，线路已开通。');
  await expect(statusBadge(deputy, '已办结')).toBeVisible();
  await expect(actionButton(deputy, '评价')).toHaveCount(0);
  await expect(main(deputy).getByRole('region', { name: '答复与评价' })).toContainText('代表评价：满意');

  await expectTimelineInOrder(deputy, [
    ['提交', '审查小组登记'],
    ['审查', '作为议案', '审查小组', '审查小组登记 → 审查机构审查'],
    ['审查', '作为议案', '审查机构', '审查机构审查 → 主席团审查', '建议交由交通运输部门主办'],
    ['审查', '作为议案', '主席团', '主席团审查 → 待交办'],
    ['交办', '待交办 → 办理中', `${UNIT}（主办，政府部门）`],
    ['答复', '办理中 → 已答复', '答复类别：A类'],
    ['评价', '满意', '已答复 → 已办结', '答复具体，线路已开通。'],
  ]);
  await shot(deputy, '1-proposal-concluded');
  // The stored history agrees (read only): every step once, in order, besides draft saves.
  const stored = await readRecord(deputy, 'proposal', idOf(deputy));
  expect(stored.status).toBe(700);
  expect(stored.events.filter((event) => event !== 'SAVE')).toEqual(['CREATE', 'SUBMIT', 'EXAMINE', 'EXAMINE', 'EXAMINE', 'ASSIGN', 'REPLY', 'EVALUATE']);

  // It is now among the deputy's finished proposals.
  await deputy.goto(`${CLIENT_PROPOSAL}finish`);
  const row = await searchOne(deputy, title);
  await expect(row).toContainText('已办结');
});

test('a suggestion goes through delegation and group review, assignment, sign-for, an approved delay, reply and evaluation', async ({ cast }) => {
  test.setTimeout(240_000);
  const title = `关于增设城区公共停车场的建议${stamp()}`;

  const deputy = await cast.as(ZHANG);
  const number = await draftAndSubmit(deputy, 'suggest', title, '老城区停车位紧张，建议利用边角地块增设公共停车场。');
  await expect(statusBadge(deputy, '代表团审查')).toBeVisible();

  // 待审查建议: the deputy's delegation passes it.
  const delegation = await cast.as(DELEGATION);
  await openFromQueue(delegation, 'delegation/awaitAdvise', '待审查建议', title, number);
  await examine(delegation, '通过');
  await expect(statusBadge(delegation, '建议组审查')).toBeVisible();

  // 建议组审查 and 待交办建议: the working committee.
  const work = await cast.as(WORK);
  await openFromQueue(work, 'suggest/waitExamine', '建议组审查', title, number);
  await examine(work, '通过');
  await expect(statusBadge(work, '待交办')).toBeVisible();
  await openFromQueue(work, 'suggest/waitAssignment', '待交办建议', title, number);
  await assignMainUnit(work, UNIT);
  await expect(statusBadge(work, '待签收')).toBeVisible();

  // 待签收建议: the unit signs for it, then asks for a delay.
  const unit = await cast.as(TRANSPORT);
  await openFromQueue(unit, 'suggest/signInSuggest', '待签收建议', title, number);
  const signFor = await openEvent(unit, '签收');
  await expect(signFor.getByText('确认签收该建议？签收后即进入办理。')).toBeVisible();
  await confirm(unit, signFor);
  await expect(statusBadge(unit, '办理中')).toBeVisible();
  const dueField = main(unit).locator('dl > div').filter({ has: unit.getByText('办理期限', { exact: true }) }).locator('dd');
  const dueBefore = (await dueField.textContent())!.trim();
  expect(dueBefore).toMatch(/\d{4}-\d{2}-\d{2}/);
  await withReason(unit, '申请延期', /延期理由/, '需协调自然资源和规划部门调整用地性质，申请延期办理。');
  await expect(main(unit).getByText('延期待审批', { exact: true })).toBeVisible();
  await expect(main(unit).getByText('已申请，待审批', { exact: true })).toBeVisible();

  // 延期申请: the working committee approves the delay.
  await openFromQueue(work, 'actingWorkingCommittee/adviceDelay', '延期申请', title, number);
  await expect(main(work).getByRole('list', { name: '办理过程' })).toContainText('需协调自然资源和规划部门调整用地性质');
  const approve = await openEvent(work, '同意延期');
  await expect(approve.getByText('确认同意延期？办理期限将延长三个月。')).toBeVisible();
  await confirm(work, approve);
  await expect(main(work).getByText('延期待审批', { exact: true })).toHaveCount(0);
  await expect(main(work).getByText('已申请，已处理', { exact: true })).toBeVisible();
  await openQueue(work, 'actingWorkingCommittee/adviceDelay', '延期申请');
  await main(work).getByRole('textbox', { name: '关键字' }).fill(title);
  await main(work).getByRole('button', { name: '查询' }).click();
  await expect(main(work).getByText('共 0 条', { exact: true })).toBeVisible();

  // 答复建议: the unit (main unit) replies; the due date is now later.
  await openFromQueue(unit, 'handlingUnit/answerAdvice', '答复建议', title, number);
  const dueAfter = (await main(unit).locator('dl > div').filter({ has: unit.getByText('办理期限', { exact: true }) }).locator('dd').textContent())!.trim();
  expect(dueAfter > dueBefore, `${dueAfter} after ${dueBefore}`).toBe(true);
  await reply(unit, '已选定两处地块建设公共停车场，列入明年实施计划。', 'B');
  await expect(statusBadge(unit, '待办结（已答复）')).toBeVisible();

  // The deputy evaluates.
  await openMine(deputy, `${CLIENT_SUGGEST}handleingSuggest`, title, number);
  await expect(statusBadge(deputy, '待办结（已答复）')).toBeVisible();
  await evaluate(deputy, '基本满意', '希望尽快开工。');
  await expect(statusBadge(deputy, '已办结')).toBeVisible();

  await expectTimelineInOrder(deputy, [
    ['提交', '代表团审查'],
    ['审查', '通过', '代表团', '代表团审查 → 建议组审查'],
    ['审查', '通过', '建议组', '建议组审查 → 待交办'],
    ['交办', '待交办 → 待签收', `${UNIT}（主办，政府部门）`],
    ['签收', '待签收 → 办理中'],
    ['申请延期', '需协调自然资源和规划部门调整用地性质'],
    ['同意延期'],
    ['答复', '办理中 → 待办结（已答复）', '答复类别：B类'],
    ['评价', '基本满意', '待办结（已答复） → 已办结', '希望尽快开工。'],
  ]);
  await shot(deputy, '2-suggestion-concluded');
  const stored = await readRecord(deputy, 'suggest', idOf(deputy));
  expect(stored.status).toBe(600);
  expect(stored.events.filter((event) => event !== 'SAVE')).toEqual(['CREATE', 'SUBMIT', 'EXAMINE', 'EXAMINE', 'ASSIGN', 'SIGN_FOR', 'APPLY_DELAY', 'APPROVE_DELAY', 'REPLY', 'EVALUATE']);
});

test('the review group returns a proposal with an opinion; the deputy edits and resubmits it', async ({ cast }) => {
  test.setTimeout(180_000);
  const title = `关于规范城区占道经营的议案${stamp()}`;
  const opinion = `请补充占道经营现状的调查数据和具体治理措施。${stamp()}`;

  const deputy = await cast.as(ZHANG);
  const number = await draftAndSubmit(deputy, 'proposal', title, '城区部分路段占道经营严重，影响通行。');

  const work = await cast.as(WORK);
  await openFromQueue(work, 'proposal/waitExamineByGroup', '审查小组登记', title, number);
  // Returning needs an opinion.
  const dialog = await openEvent(work, '审查');
  await dialog.getByText('退回', { exact: true }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写意见');
  await dialog.getByRole('textbox', { name: /审查意见/ }).fill(opinion);
  await confirm(work, dialog);
  await expect(statusBadge(work, '审查小组退回')).toBeVisible();

  // The deputy sees the returning opinion on the detail page.
  await openMine(deputy, `${CLIENT_PROPOSAL}inProcess`, title, number);
  await expect(statusBadge(deputy, '审查小组退回')).toBeVisible();
  await expect(deputy.getByText('该议案已被退回（审查小组退回）')).toBeVisible();
  // The notice above the record: who returned it and why.
  await expect(main(deputy).getByText('退回意见：', { exact: true }).locator('..')).toContainText(opinion);
  await shot(deputy, '3-returned-notice');

  await deputy.getByRole('link', { name: '修改后重新提交' }).click();
  await expect(deputy).toHaveURL(/proposal\/create\?id=\d+$/);
  await expect(deputy.getByText(/请按退回意见修改后重新提交/)).toBeVisible();
  await expect(deputy.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(title);
  await deputy.getByRole('textbox', { name: '议案内容' }).click();
  await deputy.keyboard.press('ControlOrMeta+End');
  await deputy.keyboard.type('补充：经调查，主城区占道经营点位共一百二十处，建议划定疏导区并定时段管理。');
  await deputy.getByRole('button', { name: '修改后重新提交' }).click();
  await expect(toast(deputy, '议案已重新提交')).toBeVisible();
  await expect(deputy).toHaveURL(/proposalExamineInfo\?id=\d+$/);
  await expect(statusBadge(deputy, '审查小组登记')).toBeVisible();
  await expect(deputy.getByText('该议案已被退回')).toHaveCount(0);
  await expect(main(deputy).getByRole('region', { name: '议案内容' })).toContainText('建议划定疏导区并定时段管理');
  await expectTimelineInOrder(deputy, [
    ['提交', '审查小组登记'],
    ['审查', '退回', '审查小组', '审查小组登记 → 审查小组退回', opinion],
    ['重新提交', '审查小组退回 → 审查小组登记'],
  ]);

  // Back in the review group's queue.
  await openFromQueue(work, 'proposal/waitExamineByGroup', '审查小组登记', title, number);
  await expect(statusBadge(work, '审查小组登记')).toBeVisible();
  await expect(actionButton(work, '审查')).toBeVisible();
});

test('the deputy requests the withdrawal of a submitted proposal; the presidium approves and it is a draft again', async ({ cast }) => {
  test.setTimeout(180_000);
  const title = `关于建设城区口袋公园的议案${stamp()}`;
  const reason = '相关内容已纳入市政府年度民生实事，拟撤回后修改完善。';

  const deputy = await cast.as(ZHANG);
  const number = await draftAndSubmit(deputy, 'proposal', title, '建议利用城区闲置地块建设口袋公园。');
  const request = await openEvent(deputy, '申请撤回');
  await request.getByRole('button', { name: '确定' }).click();
  await expect(request.getByRole('alert')).toHaveText('请填写申请撤回的理由');
  await request.getByRole('textbox', { name: /撤回理由/ }).fill(reason);
  await confirm(deputy, request);
  await expect(statusBadge(deputy, '申请撤回')).toBeVisible();
  await expect(actionButton(deputy, '申请撤回')).toHaveCount(0);

  // 撤回审批: the congress administrator approves.
  const admin = await cast.as(CONGRESS_ADMIN);
  await openFromQueue(admin, 'proposal/examineProposal', '撤回审批', title, number);
  await expect(statusBadge(admin, '申请撤回')).toBeVisible();
  await expect(main(admin).getByRole('list', { name: '办理过程' })).toContainText(reason);
  await expect(actionButton(admin, '不同意撤回')).toBeVisible();
  const approve = await openEvent(admin, '同意撤回');
  await expect(approve.getByText('确认同意撤回？该议案将退回代表的草稿。')).toBeVisible();
  await confirm(admin, approve);
  // Back in the author's drafts, it is no longer the administrator's to see.
  await expect(main(admin).getByText('该议案不存在，或已不在您的查看范围内')).toBeVisible();
  await shot(admin, '4-withdrawal-approved-admin');
  await openQueue(admin, 'proposal/examineProposal', '撤回审批');
  await main(admin).getByRole('textbox', { name: '关键字' }).fill(title);
  await main(admin).getByRole('button', { name: '查询' }).click();
  await expect(main(admin).getByText('共 0 条', { exact: true })).toBeVisible();

  // The deputy finds it among the drafts and can edit and submit it again.
  await deputy.goto(`${CLIENT_PROPOSAL}drafts`);
  const row = await searchOne(deputy, title);
  await expect(row).toContainText('草稿');
  await row.getByRole('link', { name: title }).click();
  await expect(deputy).toHaveURL(/proposal\/create\?id=\d+$/);
  await expect(deputy.getByRole('heading', { level: 1, name: '修改议案' })).toBeVisible();
  await expect(deputy.getByRole('textbox', { name: '标题', exact: true })).toHaveValue(title);
  await expect(deputy.getByRole('button', { name: '提交', exact: true })).toBeEnabled();
  await expect(deputy.getByRole('button', { name: '删除草稿' })).toBeVisible();
  const stored = await readRecord(deputy, 'proposal', idOf(deputy));
  expect(stored.status).toBe(0);
  expect(stored.events.slice(-2)).toEqual(['REQUEST_WITHDRAWAL', 'APPROVE_WITHDRAWAL']);
});

test('the review group turns a proposal into a suggestion; each record links to the other', async ({ cast }) => {
  test.setTimeout(180_000);
  const title = `关于加强农村饮水安全保障的议案${stamp()}`;
  const opinion = '所提事项属于具体工作，转为建议办理。';

  const deputy = await cast.as(ZHANG);
  const number = await draftAndSubmit(deputy, 'proposal', title, '部分乡镇农村饮水水源不稳定，建议实施农村供水保障工程。');

  const work = await cast.as(WORK);
  await openFromQueue(work, 'proposal/waitExamineByGroup', '审查小组登记', title, number);
  const dialog = await openEvent(work, '审查');
  await dialog.getByText('转为建议', { exact: true }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('请填写意见');
  await dialog.getByRole('textbox', { name: /审查意见/ }).fill(opinion);
  await confirm(work, dialog);
  await expect(statusBadge(work, '审查小组转建议')).toBeVisible();

  // The proposal links to the new suggestion, with its readable number.
  const toSuggestion = main(work).getByText('已转为建议：').getByRole('link');
  await expect(toSuggestion).toHaveText(/^建议第\d{3}号 /);
  const suggestionNumber = (await toSuggestion.textContent())!.match(/^建议第\d{3}号/)![0];
  await shot(work, '5-converted-proposal');
  await toSuggestion.click();
  await expect(main(work).getByRole('heading', { level: 1, name: '建议详情' })).toBeVisible();
  await expect(main(work).getByText(suggestionNumber, { exact: true })).toBeVisible();
  await expect(statusBadge(work, '待交办')).toBeVisible();
  const toProposal = main(work).getByText('由议案转来：').getByRole('link');
  await expect(toProposal).toHaveText(new RegExp(`^${number} `));
  await shot(work, '5-linked-suggestion');
  await toProposal.click();
  await expect(main(work).getByRole('heading', { level: 1, name: '议案详情' })).toBeVisible();
  await expect(main(work).getByText(number, { exact: true })).toBeVisible();

  // The suggestion waits in 待交办建议, found by its number.
  await openQueue(work, 'suggest/waitAssignment', '待交办建议');
  const row = await searchOne(work, suggestionNumber.replace(/^建议/, ''));
  await expect(row.locator('td').first()).toHaveText(suggestionNumber);

  // The deputy sees the link both ways too.
  await openMine(deputy, `${CLIENT_PROPOSAL}finish`, title, number);
  await expect(statusBadge(deputy, '审查小组转建议')).toBeVisible();
  await expect(main(deputy).getByRole('list', { name: '办理过程' })).toContainText(opinion);
  await main(deputy).getByText('已转为建议：').getByRole('link').click();
  await expect(deputy).toHaveURL(/suggestExmineInfo\?id=\d+$/);
  await expect(main(deputy).getByText(suggestionNumber, { exact: true })).toBeVisible();
  await expect(main(deputy).getByText('由议案转来：').getByRole('link')).toHaveText(new RegExp(`^${number} `));
});
