import { expect, test, type Page } from '@playwright/test';
import { MSG } from '../src/shared/messages';
import { codeSentTo, freshPhone, submitUntilAccepted } from './support/portal';
import { signIn } from './support/session';

// A citizen browses the portal without a login and leaves a message for
// 张明华; he signs in, reads and answers it; the citizen reads the answer. All by clicking.
// The server accepts one message a minute from an address, and leave-message.spec.ts submits
// one from the same address: the specs between them (alphabetical order, one worker) take
// longer than that, and a 留言过于频繁 answer here is waited out rather than failed.

const DEPUTY_ACCOUNT = '13900000001';
const DEPUTY = '张明华';
const STATION = '巴州区东城街道代表联络站';

const distribution = (page: Page) => page.getByRole('region', { name: '联络站分布' });
const stationCards = (page: Page) => distribution(page).getByRole('article').getByRole('heading', { level: 3 });
const toast = (page: Page, text: string | RegExp) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
const main = (page: Page) => page.getByRole('main');

test('a citizen leaves a message on the portal, the deputy answers it, the citizen reads the answer', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const phone = freshPhone();
  const title = `东城街道新华街人行道破损 ${phone.slice(-4)}`;
  const answerText = `已请街道办联系市政部门，本周内修复人行道。${phone.slice(-4)}`;

  // The central station; the area switcher narrows the distribution to a county.
  await page.goto('homeStation/centralStationIndex/');
  await expect(page.getByRole('banner').getByText('人民选我当代表，我当代表为人民')).toBeVisible();
  await expect(stationCards(page).first()).toBeVisible();
  await distribution(page).getByRole('group', { name: '选择区县' }).getByRole('button', { name: '巴州区' }).click();
  await expect(stationCards(page)).toHaveText([STATION, '巴州区江北街道代表联络站']);

  // Search from the header: the results open in place; an article opens from them, and Back returns.
  await page.getByRole('combobox', { name: '搜索关键字' }).fill('联络站');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  const results = page;
  await expect(results).toHaveURL(/\/homeStation\/globalSearch\/\?search=/);
  const hits = results.getByRole('tabpanel').getByRole('listitem');
  await expect(hits.first()).toBeVisible();
  const articleTitle = (await hits.first().getByRole('link').first().textContent())!.trim();
  await hits.first().getByRole('link').first().click();
  await expect(results.getByRole('heading', { level: 1 })).toHaveText(articleTitle);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/homeStation\/centralStationIndex\//);

  // The deputy's substation, entered from its card; its 代表风采 lists 张明华.
  await distribution(page).getByRole('link', { name: STATION }).click();
  await expect(page).toHaveURL(/\/homeStation\/homePageSubStation\/?/);
  await page.getByRole('navigation', { name: '站点导航' }).getByRole('link', { name: '代表风采', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: '代表风采' })).toBeVisible();
  await page.getByRole('button', { name: `给${DEPUTY}留言` }).click();

  const dialog = page.getByRole('dialog', { name: '我要留言' });
  await expect(dialog.getByRole('form', { name: `给${DEPUTY}代表留言` })).toBeVisible();
  await dialog.getByLabel('姓名').fill('王建国');
  await dialog.getByLabel('手机号码').fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await expect(dialog.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await dialog.getByLabel('验证码').fill(await codeSentTo(page.request, phone));
  await dialog.getByLabel('标题').fill(title);
  await dialog.getByLabel('内容').fill('新华街88号门前人行道地砖破损翘起，老人和孩子经过容易绊倒，请尽快修复。');
  await dialog.getByLabel('地址').fill('巴州区东城街道新华街88号');
  await dialog.locator('label').filter({ hasText: '我已阅读并同意' }).click();
  await submitUntilAccepted(page, dialog);
  await expect(toast(page, MSG.messageSubmitted)).toBeVisible();
  await expect(dialog.getByText('您的留言已提交成功')).toBeVisible();
  const number = (await dialog.getByTestId('message-number').textContent())!.trim();
  expect(number).toMatch(/^LY\d{12}$/);

  // 张明华 signs in, finds it unread among his messages, opens it and answers.
  const deputyContext = await browser.newContext();
  const deputy = await deputyContext.newPage();
  await signIn(deputy, DEPUTY_ACCOUNT);
  await deputy.goto('client/deputyStation/adviceHandling');
  await main(deputy).getByRole('textbox', { name: '关键字' }).fill(number);
  await main(deputy).getByRole('button', { name: '查询' }).click();
  const row = main(deputy).getByRole('table', { name: '群众留言列表' }).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-read', 'false');
  await expect(row.getByLabel('状态：待处理', { exact: true })).toBeVisible();
  await row.getByRole('link').click();
  await expect(main(deputy).getByRole('heading', { level: 1, name: '留言详情' })).toBeVisible();
  await expect(main(deputy).getByText(title)).toBeVisible();
  await expect(main(deputy).getByRole('list', { name: '办理过程' }).getByText('标记已读')).toBeVisible();

  await main(deputy).getByRole('group', { name: '可执行的操作' }).getByRole('button', { name: '办理答复', exact: true }).click();
  const reply = deputy.getByRole('dialog', { name: '办理答复' });
  await reply.getByRole('textbox', { name: '办理结果' }).fill(answerText);
  await reply.getByRole('button', { name: '确定' }).click();
  await deputy.getByRole('alertdialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
  await expect(main(deputy).getByLabel('状态：已办理', { exact: true })).toBeVisible();
  await deputyContext.close();

  // The citizen, back on the portal, queries the feedback with the number and the phone.
  await page.goto('homeStation/centralStationIndex/');
  await page.getByRole('button', { name: '留言反馈查询' }).click();
  const feedback = page.getByRole('dialog', { name: '留言反馈查询' });
  await feedback.getByLabel('留言编号').fill(number);
  await feedback.getByLabel(/^手机号码/).fill(phone);
  await feedback.getByRole('button', { name: '查询', exact: true }).click();
  const answer = feedback.getByRole('region', { name: '留言办理情况' });
  await expect(answer.getByText('已办理')).toBeVisible();
  await expect(answer.getByText(answerText)).toBeVisible();
});
