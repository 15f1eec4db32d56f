import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/server/seed/accounts';
import { PORTAL_API } from '../../src/shared/portal';

/** The super administrator, who may read the code outbox of the embedded default. */
const OUTBOX_READER = '13800000000';

/** A phone of its own for each run, so the per-phone code limits never carry over. */
export const freshPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** A demo account's bearer token, signed in through the API. */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/sysLogin', { data: { username, password: DEMO_PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The newest code texted to a phone, read from the outbox as the administrator. */
export async function codeSentTo(request: APIRequestContext, phone: string): Promise<string> {
  const headers = { Authorization: `Bearer ${await apiToken(request, OUTBOX_READER)}` };
  let text = '';
  await expect
    .poll(async () => {
      const answer = await request.get(PORTAL_API.smsOutbox, { params: { phone }, headers });
      const { list } = (await answer.json()) as { list: { text: string }[] };
      text = list[0]?.text ?? '';
      return text;
    })
    .toMatch(/\d{6}/);
  return text.match(/(\d{6})/)![1];
}

/** axe's serious and critical findings on the page (or inside `include`), as readable lines. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Presses 提交留言 in the message dialog. The server accepts one message a minute from an
 * address and every spec comes from the same one: an answer of 留言过于频繁 (another test's
 * message within the minute) is waited out once.
 */
export async function submitUntilAccepted(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: '提交留言' }).click();
  const limited = dialog.getByRole('alert').filter({ hasText: '留言过于频繁' });
  const accepted = dialog.getByText('您的留言已提交成功');
  await expect(limited.or(accepted)).toBeVisible({ timeout: 30_000 });
  if (await limited.isVisible()) {
    await page.waitForTimeout(61_000);
    await dialog.getByRole('button', { name: '提交留言' }).click();
  }
}
