import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { signIn } from './support/session';
import { main, openFromQueue, reply, statusBadge } from './support/workflow';

// A unit's reply tells the deputy who proposed the suggestion: a notice in the bell and in the
// to-do panel, which opens the record; the homes' 待办 summary counts what waits per queue.

const ZHANG = '13900000001'; // 张明华, the author
const DELEGATION = '13800000004'; // the 巴州区 delegation
const WORK = '13800000002'; // the suggestion group, assignment
const TRANSPORT = '13800000005'; // 巴中市交通运输局, the main unit
const UNIT = '巴中市交通运输局';

async function tokenFor(request: APIRequestContext, username: string): Promise<string> {
  const answer = await request.post('/api/sysLogin', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

/** A new suggestion of 张明华, examined, assigned to the transport bureau and signed for: at 400, to be answered. */
async function suggestionInHandling(request: APIRequestContext, title: string): Promise<number> {
  const [deputy, delegation, work, unit] = await Promise.all([ZHANG, DELEGATION, WORK, TRANSPORT].map((username) => tokenFor(request, username)));
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const created = await request.post('/api/suggest', { headers: auth(deputy), data: { title, content: '<p>城区部分路段夜间照明不足，建议增设路灯。</p>' } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  let version = 0;
  const send = async (token: string, event: Record<string, unknown>) => {
    const answer = await request.post(`/api/suggest/${id}/events`, { headers: auth(token), data: { ...event, version } });
    expect(answer.status(), `${String(event.type)}: ${await answer.text()}`).toBe(200);
    version = ((await answer.json()) as { version: number }).version;
  };
  const units = (await (await request.get('/api/sysNpcUnit', { headers: auth(work) })).json()) as { list: { unitId: number; unitName: string; assignType: number }[] };
  const transport = units.list.find((item) => item.unitName === UNIT)!;
  await send(deputy, { type: 'SUBMIT' });
  await send(delegation, { type: 'EXAMINE', result: 1 });
  await send(work, { type: 'EXAMINE', result: 1 });
  await send(work, { type: 'ASSIGN', units: [{ unitId: transport.unitId, assignType: transport.assignType, main: true }] });
  await send(unit, { type: 'SIGN_FOR' });
  return id;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });

async function expectAxeClean(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

test('a unit’s reply puts a notice in the deputy’s bell and to-do panel; opening it lands on the suggestion', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const title = `关于增设城区夜间照明路灯的建议${Date.now().toString().slice(-8)}`;
  const id = await suggestionInHandling(request, title);
  const notice = `您的建议《${title}》已答复，请评价`;

  // The unit's home counts the suggestion in 答复建议; the menu entry carries the same count.
  const unitContext = await browser.newContext();
  const unit = await unitContext.newPage();
  await signIn(unit, TRANSPORT);
  const summary = main(unit).getByRole('region', { name: '待办' });
  const answerRow = summary.getByRole('link', { name: /^答复建议，待办\d+件/ });
  await expect(answerRow).toBeVisible();
  await expectAxeClean(unit);
  await answerRow.click();
  await expect(unit).toHaveURL((url) => url.pathname === '/rdlz/manager/adviseManagement/handlingUnit/answerAdvice');
  await expect(unit.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: /答复建议/ }).getByTestId('pending-badge')).toBeVisible();

  await openFromQueue(unit, 'handlingUnit/answerAdvice', '答复建议', title);
  await reply(unit, '已在滨河路、回风大道增设路灯四十盏，本月底前完工。', 'A');
  await expect(statusBadge(unit, '待办结（已答复）')).toBeVisible();
  await unitContext.close();

  // The deputy signs in: the bell counts the notice, its list shows it.
  const deputyContext = await browser.newContext();
  const deputy = await deputyContext.newPage();
  await signIn(deputy, ZHANG);
  await expect(bell(deputy)).toHaveAccessibleName(/^通知，\d+条未读$/);
  const unreadBefore = Number((await bell(deputy).getAttribute('aria-label'))!.match(/\d+/)![0]);
  await bell(deputy).click();
  const dialog = deputy.getByRole('dialog', { name: '通知消息' });
  await expect(dialog.getByRole('button', { name: new RegExp(notice.replace(/[()《》]/g, '.')) })).toBeVisible();
  await expectAxeClean(deputy, '[role="dialog"]');
  await deputy.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The home's 待办 summary counts it in 我的议案建议, waiting for the evaluation.
  await expect(main(deputy).getByRole('region', { name: '待办' }).getByRole('link', { name: /^我的议案建议，待办\d+件/ })).toBeVisible();
  await expectAxeClean(deputy);

  // The to-do panel lists it; opening it marks it read and lands on the record's detail.
  await deputy.getByRole('button', { name: /待办事项/ }).click();
  const panel = deputy.getByRole('dialog', { name: '待 办 事 项' });
  const item = panel.getByRole('button', { name: notice });
  await expect(item).toBeVisible();
  await item.click();
  await expect(deputy).toHaveURL((url) => url.pathname === '/rdlz/client/proposalAndSuggest/suggest/suggestExmineInfo' && url.searchParams.get('id') === String(id));
  await expect(main(deputy).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(statusBadge(deputy, '待办结（已答复）')).toBeVisible();
  await expect(bell(deputy)).toHaveAccessibleName(unreadBefore - 1 > 0 ? `通知，${unreadBefore - 1}条未读` : '通知');
  await expectAxeClean(deputy);

  await deputy.getByRole('button', { name: /待办事项/ }).click();
  await expect(deputy.getByRole('dialog', { name: '待 办 事 项' }).getByRole('button', { name: notice })).toHaveCount(0);
  await deputyContext.close();
});
