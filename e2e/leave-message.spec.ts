import { devices, expect, test, type Locator, type Page } from '@playwright/test';
import { MESSAGE_FORM_MESSAGES } from '../machines/message-form/message-form.rules';
import { MSG } from '../src/shared/messages';
import { PORTAL_API } from '../src/shared/portal';
import { codeSentTo, freshPhone, seriousViolations, submitUntilAccepted } from './support/portal';

const DEPUTY = '张明华';
const DEPUTY_STATION = '巴州区东城街道代表联络站';
/** The server's answer for a number and phone that do not belong together. */
const NOT_FOUND = /未查询到该留言/;
/** The agree checkbox, in the form and in the notice dialog. */
const AGREE = /^我已阅读并同意\s*留言须知$/;

const toast = (page: Page, text: string | RegExp) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

/** Enters 巴州区东城街道代表联络站 the way the portal keeps it: the station in session storage. */
async function enterDeputyStation(page: Page) {
  const answer = await page.request.get(PORTAL_API.stations, { params: { pageSize: 50 } });
  const { list } = (await answer.json()) as { list: { stationId: number; contactName: string }[] };
  const station = list.find((s) => s.contactName === DEPUTY_STATION)!;
  await page.evaluate((value) => sessionStorage.setItem('homeStation', JSON.stringify(value)), {
    stationId: station.stationId,
    stationName: station.contactName,
  });
}

async function openFormFor(page: Page, deputy: string): Promise<Locator> {
  await page.getByLabel('代表姓名').fill(deputy);
  await page.getByRole('button', { name: '搜索', exact: true }).last().click();
  await page.getByRole('button', { name: `给${deputy}留言` }).click();
  const dialog = page.getByRole('dialog', { name: '我要留言' });
  await expect(dialog.getByRole('form', { name: `给${deputy}代表留言` })).toBeVisible();
  return dialog;
}

const CHECKS = [MSG.titleRequired, MSG.contentRequired, MSG.noticeNotAgreed, MSG.phoneInvalid, MESSAGE_FORM_MESSAGES.codeRequired];

/** Submits and finds each failed check once, next to its field, the others not, and no toast repeating one. */
async function expectProblems(page: Page, dialog: Locator, texts: string[]) {
  await dialog.getByRole('button', { name: '提交留言' }).click();
  for (const text of texts) await expect(dialog.getByText(text, { exact: true })).toHaveCount(1);
  for (const text of CHECKS.filter((check) => !texts.includes(check))) await expect(dialog.getByText(text, { exact: true })).toHaveCount(0);
  for (const text of texts) await expect(toast(page, text)).toHaveCount(0);
}

test.describe('leaving a message and reading its feedback, without a login', () => {
  test('pick 张明华, pass every check, prove the phone by its code, submit once and query the feedback', async ({ page }) => {
    const phone = freshPhone();
    const title = `滨河路路灯不亮 ${phone.slice(-4)}`;
    // A laptop 900 px tall: the form's actions stay in sight without scrolling.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('homeStation/npcDeputy/');
    await expect(page.getByRole('heading', { level: 1, name: '代表风采' })).toBeVisible();
    const dialog = await openFormFor(page, DEPUTY);
    await expect(dialog.getByText(DEPUTY_STATION)).toBeVisible();
    await expect(dialog.getByText('市级', { exact: true })).toBeVisible();

    await expect(dialog.getByRole('button', { name: '提交留言' })).toBeInViewport({ ratio: 1 });
    await expect(dialog.getByRole('button', { name: '取消' })).toBeInViewport({ ratio: 1 });

    // A blank submission: each failed check once, next to its field; the focus goes to the first.
    await expectProblems(page, dialog, [MSG.titleRequired, MSG.contentRequired, MSG.noticeNotAgreed]);
    await expect(dialog.getByLabel('标题')).toBeFocused();
    await expect(dialog.getByLabel('标题')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('button', { name: '提交留言' })).toBeInViewport({ ratio: 1 });
    await dialog.getByLabel('标题').fill(title);
    await expectProblems(page, dialog, [MSG.contentRequired, MSG.noticeNotAgreed]);
    await expect(dialog.getByLabel('内容')).toBeFocused();
    await dialog.getByLabel('内容').fill('东城街道滨河路两侧路灯已坏一个月，夜间出行不便，希望尽快维修。');
    await expect(dialog.getByText(/^\d+\/5000$/)).toHaveText('31/5000');
    await expectProblems(page, dialog, [MSG.noticeNotAgreed]);

    // One agree state behind the form's checkbox and the notice dialog's.
    const formAgree = dialog.getByRole('checkbox', { name: AGREE });
    await dialog.getByRole('button', { name: '留言须知' }).click();
    const notice = page.getByRole('dialog', { name: '留言须知' });
    await expect(notice.getByText('不会公开')).toBeVisible();
    const noticeAgree = notice.getByRole('checkbox', { name: AGREE });
    await expect(noticeAgree).not.toBeChecked();
    await notice.getByText('我已阅读并同意留言须知').click();
    await expect(noticeAgree).toBeChecked();
    await notice.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(notice).toBeHidden();
    await expect(formAgree).toBeChecked();
    await dialog.locator('label').filter({ hasText: '我已阅读并同意' }).click();
    await expect(formAgree).not.toBeChecked();
    await dialog.getByRole('button', { name: '留言须知' }).click();
    await expect(noticeAgree).not.toBeChecked();
    await notice.getByText('我已阅读并同意留言须知').click();
    await notice.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(formAgree).toBeChecked();

    // A given phone must be a mobile number proved by its code.
    await dialog.getByLabel('姓名').fill('李四');
    await dialog.getByLabel('手机号码').fill('1391234');
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByText(MSG.phoneInvalid).first()).toBeVisible();
    await expectProblems(page, dialog, [MSG.phoneInvalid]);
    await dialog.getByLabel('手机号码').fill(phone);
    await expectProblems(page, dialog, [MESSAGE_FORM_MESSAGES.codeRequired]);
    await expect(dialog.getByLabel('验证码')).toBeFocused();

    await dialog.getByRole('button', { name: '获取验证码' }).click();
    const countdown = dialog.getByRole('button', { name: /^\d+秒后重新获取$/ });
    await expect(countdown).toBeDisabled();
    await expect(toast(page, '验证码已发送')).toBeVisible();
    const code = await codeSentTo(page.request, phone);
    // The countdown goes on, one step a second.
    const before = Number((await countdown.textContent())!.match(/\d+/)![0]);
    await expect.poll(async () => Number((await countdown.textContent())!.match(/\d+/)![0])).toBeLessThan(before);

    // A wrong code: 留言失败,请稍后再试 with the server's reason, and the form stays filled.
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await dialog.getByLabel('验证码').fill(wrong);
    await dialog.getByRole('button', { name: '提交留言' }).click();
    const failure = dialog.getByRole('alert').filter({ hasText: MSG.messageFailed });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('验证码错误或已失效');
    await expect(toast(page, MSG.messageFailed)).toBeVisible();
    await expect(dialog.getByLabel('标题')).toHaveValue(title);

    // The one accepted message of this spec (one a minute from an address).
    await dialog.getByLabel('验证码').fill(code);
    await dialog.getByRole('button', { name: '提交留言' }).click();
    await expect(toast(page, MSG.messageSubmitted)).toBeVisible();
    await expect(dialog.getByText('您的留言已提交成功')).toBeVisible();
    const number = (await dialog.getByTestId('message-number').textContent())!.trim();
    expect(number).not.toBe('');
    await expect(dialog.getByRole('button', { name: '复制留言编号' })).toBeVisible();
    await expect(dialog.getByText('请妥善保存留言编号和手机号码')).toBeVisible();

    // 留言查询: the feedback dialog, filled in and answered at once.
    await dialog.getByRole('button', { name: '留言查询' }).click();
    const feedback = page.getByRole('dialog', { name: '留言反馈查询' });
    await expect(feedback.getByLabel('留言编号')).toHaveValue(number);
    await expect(feedback.getByLabel(/^手机号码/)).toHaveValue(phone);
    const answer = feedback.getByRole('region', { name: '留言办理情况' });
    await expect(answer.getByText(title)).toBeVisible();
    await expect(answer.getByText('待处理')).toBeVisible();
    await expect(answer.getByText(DEPUTY)).toBeVisible();

    // Anyone else's phone learns nothing.
    await feedback.getByLabel(/^手机号码/).fill(freshPhone());
    await feedback.getByRole('button', { name: '查询', exact: true }).click();
    await expect(feedback.getByText(NOT_FOUND)).toBeVisible();
    await expect(answer).toBeHidden();
  });

  test('the big buttons: pick a station’s representative, change it, and query with blank fields', async ({ page }) => {
    // A substation page without a station in state goes to the central index.
    await page.goto('homeStation/opinionHandling/');
    await expect(page).toHaveURL(/\/homeStation\/centralStationIndex\/?$/);

    await enterDeputyStation(page);
    await page.goto('homeStation/opinionHandling/');
    await expect(page.getByRole('heading', { level: 1, name: '意见处理' })).toBeVisible();
    for (const label of ['待交办', '办理中', '已办理']) await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: '我要留言' }).click();
    const dialog = page.getByRole('dialog', { name: /我要留言/ });
    await expect(dialog.getByText('请选择本联络站的一位代表')).toBeVisible();
    await dialog.getByRole('button', { name: `给${DEPUTY}留言` }).click();
    await expect(dialog.getByRole('form', { name: `给${DEPUTY}代表留言` })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await dialog.getByRole('button', { name: '更换代表' }).click();
    await expect(dialog.getByRole('search', { name: '查找代表' })).toBeVisible();
    await dialog.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(dialog).toBeHidden();

    // On a phone the dialogs fill the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: '留言反馈查询' }).click();
    const feedback = page.getByRole('dialog', { name: '留言反馈查询' });
    await expect.poll(async () => (await feedback.boundingBox())?.width).toBe(375);
    await feedback.getByRole('button', { name: '查询', exact: true }).click();
    await expect(feedback.getByText('请输入留言编号')).toBeVisible();
    await expect(feedback.getByText('请输入手机号码，未填手机号码的请填写姓名')).toBeVisible();
    await feedback.getByLabel('留言编号').fill('LY000000000000');
    await feedback.getByLabel(/^手机号码/).fill('李四');
    await feedback.getByRole('button', { name: '查询', exact: true }).click();
    await expect(feedback.getByText(NOT_FOUND)).toBeVisible();
  });

  test('the directory: level tabs, a name search, a substation’s own representatives', async ({ page }) => {
    await page.goto('homeStation/npcDeputy/');
    const list = page.getByRole('list', { name: '代表列表' });
    await expect(page.getByRole('tab', { name: '市级', selected: true })).toBeVisible();
    await expect(list.getByText('市级', { exact: true }).first()).toBeVisible();
    await expect(list.getByText(/^(县级|乡镇级)$/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: '乡镇级' }).click();
    await expect(page).toHaveURL(/level=3/);
    await expect(list.getByText('乡镇级', { exact: true }).first()).toBeVisible();
    await expect(list.getByText('市级', { exact: true })).toHaveCount(0);

    await page.getByRole('tab', { name: '市级' }).click();
    await page.getByLabel('代表姓名').fill(DEPUTY);
    await page.getByRole('button', { name: '搜索', exact: true }).last().click();
    await expect(list.getByRole('article')).toHaveCount(1);
    await expect(list.getByRole('article', { name: `代表 ${DEPUTY}` })).toContainText(DEPUTY_STATION);

    await page.getByLabel('代表姓名').fill('没有这个人');
    await page.getByRole('button', { name: '搜索', exact: true }).last().click();
    await expect(page.getByText('没有找到名为“没有这个人”的市级代表')).toBeVisible();

    // A link with ?delegateId= opens the form for that representative.
    const found = await page.request.get(PORTAL_API.representatives, { params: { delegateName: DEPUTY } });
    const [{ fkDelegateId }] = ((await found.json()) as { list: { fkDelegateId: number }[] }).list;
    await page.goto(`homeStation/npcDeputy/?delegateId=${fkDelegateId}`);
    await expect(page.getByRole('dialog', { name: '我要留言' }).getByRole('form', { name: `给${DEPUTY}代表留言` })).toBeVisible();
    await expect(page).not.toHaveURL(/delegateId/);
    await page.getByRole('dialog', { name: '我要留言' }).getByRole('button', { name: '取消' }).click();

    // In a substation: only its own representatives, of every level.
    await enterDeputyStation(page);
    await page.goto('homeStation/npcDeputy/');
    await expect(page.getByText(`${DEPUTY_STATION}的人大代表`)).toBeVisible();
    const cards = list.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    await expect(cards.filter({ hasText: `联络站：${DEPUTY_STATION}` })).toHaveCount(count);
    await page.getByRole('tab', { name: '乡镇级' }).click();
    await expect(list.getByRole('article', { name: '代表 罗春燕' })).toContainText(DEPUTY_STATION);
  });

  test('on a phone, a message without a phone number: the browser proves it by its work in a Web Worker, then it is queried by name', async ({ browser }) => {
    // The second accepted message of this file: the server's one-a-minute limit may have to be waited out.
    test.setTimeout(180_000);
    const context = await browser.newContext({ ...devices['Pixel 5'], baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    const name = `赵先生${freshPhone().slice(-4)}`;
    const title = `小区门口积水 ${name}`;
    await page.goto('homeStation/npcDeputy/');
    const dialog = await openFormFor(page, DEPUTY);
    await dialog.getByLabel('姓名').fill(name);
    await dialog.getByLabel('标题').fill(title);
    await dialog.getByLabel('内容').fill('下雨后小区门口积水很深，老人出行困难，希望疏通排水。');
    await dialog.locator('label').filter({ hasText: '我已阅读并同意' }).click();
    await expect(dialog.getByText(/未填写手机号码的留言，提交时由您的设备自动完成一次安全验证/)).toBeVisible();

    // While the challenge is on its way the form says what it is doing and stays locked.
    let releaseChallenge = () => {};
    const challengeHeld = new Promise<void>((resolve) => (releaseChallenge = resolve));
    await page.route('**/api/contactStationSuggest/challenge', async (route) => {
      await challengeHeld;
      await route.continue();
    });
    const worker = page.waitForEvent('worker');
    await dialog.getByRole('button', { name: '提交留言' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: '正在进行安全验证' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /安全验证中/ })).toBeDisabled();
    await expect(dialog.getByLabel('标题')).toBeDisabled();
    releaseChallenge();
    // The work runs off the page's thread.
    expect((await worker).url()).toMatch(/proof\.worker/);
    await page.unroute('**/api/contactStationSuggest/challenge');

    const limited = dialog.getByRole('alert').filter({ hasText: '留言过于频繁' });
    const accepted = dialog.getByText('您的留言已提交成功');
    await expect(limited.or(accepted)).toBeVisible({ timeout: 30_000 });
    // A limited attempt spent nothing; the next one works on a new challenge.
    if (await limited.isVisible()) await submitUntilAccepted(page, dialog);
    await expect(accepted).toBeVisible({ timeout: 30_000 });
    const number = (await dialog.getByTestId('message-number').textContent())!.trim();

    await dialog.getByRole('button', { name: '留言查询' }).click();
    const feedback = page.getByRole('dialog', { name: '留言反馈查询' });
    await expect(feedback.getByLabel('留言编号')).toHaveValue(number);
    await expect(feedback.getByLabel(/^手机号码/)).toHaveValue(name);
    await expect(feedback.getByRole('region', { name: '留言办理情况' }).getByText(title)).toBeVisible();
    await context.close();
  });
});
