import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { signIn, tokenOf } from './session';

/**
 * Helpers of the workflow journeys (workspace-journeys.spec.ts): one browser context per demo
 * account, the manager queues with their keyword search, the detail pages' event dialogs and
 * the history timeline. Everything acts by clicking; nothing here sends an event itself.
 */

export const main = (page: Page) => page.getByRole('main');
export const toast = (page: Page, text: string) => page.getByRole('region', { name: /消息通知/ }).getByText(text, { exact: true }).first();
export const timeline = (page: Page) => main(page).getByRole('list', { name: '办理过程' }).locator(':scope > li');
export const statusBadge = (page: Page, label: string) => main(page).getByLabel(`状态：${label}`, { exact: true });
export const actionButton = (page: Page, name: string) => main(page).getByRole('group', { name: '可执行的操作' }).getByRole('button', { name, exact: true });

/** Where the key moments' screenshots go. */
export const SHOTS = process.env.JOURNEY_SHOTS ?? '/tmp/journeys-shots';

export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * The people of a journey: each demo account signs in once, through the login form, in its own
 * browser context (its own session storage), and keeps that page for the rest of the test.
 */
export class Cast {
  private readonly pages = new Map<string, Page>();

  constructor(
    private readonly browser: Browser,
    private readonly testInfo: TestInfo,
  ) {}

  async as(account: string): Promise<Page> {
    const known = this.pages.get(account);
    if (known) return known;
    const use = this.testInfo.project.use;
    const context = await this.browser.newContext({
      baseURL: use.baseURL,
      locale: use.locale,
      timezoneId: use.timezoneId,
      viewport: use.viewport ?? { width: 1280, height: 720 },
      userAgent: use.userAgent,
      deviceScaleFactor: use.deviceScaleFactor,
    });
    const page = await context.newPage();
    // The system layout's schedule pop-up (近期日程) sits over the lower right of the page for two
    // minutes after sign-in; the user closes it before working, so do we whenever it shows.
    await page.addLocatorHandler(page.getByRole('dialog', { name: '近期日程' }), async (popup) => {
      await popup.getByRole('button', { name: '关闭近期日程' }).click();
    });
    await signIn(page, account);
    this.pages.set(account, page);
    return page;
  }

  /** Closes every account's context (Playwright has already taken the failure screenshots of their pages). */
  async close() {
    for (const page of this.pages.values()) await page.context().close();
    this.pages.clear();
  }
}

/** Opens a queue of /manager/adviseManagement/… and waits for its count. */
export async function openQueue(page: Page, path: string, title: string) {
  await page.goto(`manager/adviseManagement/${path}`);
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText(/^共 \d+ 条$/)).toBeVisible();
}

/** Types the keyword, presses 查询 and waits until exactly one row is left. */
export async function searchOne(page: Page, keyword: string): Promise<Locator> {
  await main(page).getByRole('textbox', { name: '关键字' }).fill(keyword);
  await main(page).getByRole('button', { name: '查询' }).click();
  await expect(main(page).getByText('共 1 条', { exact: true })).toBeVisible();
  const rows = main(page).getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(1);
  return rows.first();
}

/**
 * Opens a queue, finds the record by its title and opens its detail page; checks the row's
 * readable number when one is given.
 */
export async function openFromQueue(page: Page, path: string, queueTitle: string, title: string, number?: string) {
  await openQueue(page, path, queueTitle);
  const row = await searchOne(page, title);
  if (number) await expect(row.locator('td').first()).toHaveText(number);
  await row.getByRole('link', { name: title }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(timeline(page).first()).toBeVisible();
}

/** Clicks an event button and returns its dialog (named as the button). */
export async function openEvent(page: Page, name: string): Promise<Locator> {
  await actionButton(page, name).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses 确定 in an event dialog and waits for 操作成功 and the dialog to close. */
export async function confirm(page: Page, dialog: Locator) {
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** 审查 with a result and, when given, an opinion. */
export async function examine(page: Page, result: string, opinion?: string) {
  const dialog = await openEvent(page, '审查');
  await dialog.getByText(result, { exact: true }).click();
  if (opinion) await dialog.getByRole('textbox', { name: /审查意见/ }).fill(opinion);
  await confirm(page, dialog);
}

/** 交办 to one unit as the main unit (its own assign type). */
export async function assignMainUnit(page: Page, unitName: string) {
  const dialog = await openEvent(page, '交办');
  await dialog.getByRole('textbox', { name: '单位名称' }).fill(unitName);
  await dialog.getByRole('button', { name: `选择 ${unitName}` }).click();
  await expect(dialog.getByRole('table').getByRole('row').filter({ hasText: unitName })).toContainText('主办');
  await confirm(page, dialog);
}

/** 答复 with a text and an answer category (A, B or C). */
export async function reply(page: Page, text: string, category: 'A' | 'B' | 'C') {
  const dialog = await openEvent(page, '答复');
  await dialog.getByRole('textbox', { name: /答复内容/ }).fill(text);
  await dialog.getByText(new RegExp(`^${category}类：`)).click();
  await confirm(page, dialog);
}

/** 评价 with a satisfaction (满意, 基本满意, 不满意) and a comment. */
export async function evaluate(page: Page, satisfaction: '满意' | '基本满意' | '不满意', comment: string) {
  const dialog = await openEvent(page, '评价');
  await dialog.getByText(satisfaction, { exact: true }).click();
  await dialog.getByRole('textbox', { name: /评价意见/ }).fill(comment);
  await confirm(page, dialog);
}

/** A reason dialog (申请撤回, 申请延期, 申请调整). */
export async function withReason(page: Page, event: string, reasonLabel: RegExp, reason: string) {
  const dialog = await openEvent(page, event);
  await dialog.getByRole('textbox', { name: reasonLabel }).fill(reason);
  await confirm(page, dialog);
}

/** The timeline as text, one entry a string. */
export async function timelineTexts(page: Page): Promise<string[]> {
  return (await timeline(page).allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/**
 * Every step, in order, each matching the next timeline entry (draft saves in between are
 * skipped: a step must be found after the previous one).
 */
export async function expectTimelineInOrder(page: Page, steps: (string | RegExp)[][]) {
  await expect(async () => {
    const entries = await timelineTexts(page);
    let at = 0;
    const missing: string[] = [];
    for (const step of steps) {
      const found = entries.findIndex((entry, i) => i >= at && step.every((part) => (typeof part === 'string' ? entry.includes(part) : part.test(entry))));
      if (found < 0) {
        missing.push(step.map(String).join(' + '));
        break;
      }
      at = found + 1;
    }
    expect(missing, `timeline:\n${entries.join('\n')}`).toEqual([]);
  }).toPass({ timeout: 10_000 });
}

// ─── The deputies' side ─────────────────────────────────────────────────────────────────

export const CLIENT_PROPOSAL = 'client/proposalAndSuggest/proposal/';
export const CLIENT_SUGGEST = 'client/proposalAndSuggest/suggest/';

/** The draft form's title box. */
export const titleBox = (page: Page) => page.getByRole('textbox', { name: '标题', exact: true });

/** Types into a labelled rich-text editor, as a user does. */
export async function typeContent(page: Page, name: string, text: string) {
  await page.getByRole('textbox', { name }).click();
  await page.keyboard.type(text);
}

/**
 * A deputy writes a proposal (in the delegation's name) or a suggestion and presses 提交; the
 * app lands on its detail page. Returns the readable number shown there.
 */
export async function draftAndSubmit(page: Page, kind: 'proposal' | 'suggest', title: string, content: string): Promise<string> {
  const proposal = kind === 'proposal';
  await page.goto(proposal ? `${CLIENT_PROPOSAL}create` : `${CLIENT_SUGGEST}makeSuggestions`);
  await expect(page.getByRole('heading', { level: 1, name: proposal ? '提出议案' : '提出建议' })).toBeVisible();
  await titleBox(page).fill(title);
  await typeContent(page, proposal ? '议案内容' : '建议内容', content);
  if (proposal) {
    // The draft's first save gives the page its id while typing settles; a choice made in that
    // instant can be redrawn away, so it is made again until the form shows it.
    await expect(async () => {
      await page.getByRole('radio', { name: /以代表团名义提出/ }).check({ force: true });
      await expect(page.getByText(/无需联名/)).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 15_000 });
  }
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(toast(page, proposal ? '议案已提交' : '建议已提交')).toBeVisible();
  await expect(page).toHaveURL(proposal ? /proposalExamineInfo\?id=\d+$/ : /suggestExmineInfo\?id=\d+$/);
  await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  if (proposal) await expect(main(page).getByText('以巴州区代表团名义提出', { exact: true })).toBeVisible();
  const number = main(page).getByText(proposal ? /^议案第\d{3}号$/ : /^建议第\d{3}号$/).first();
  await expect(number).toBeVisible();
  return (await number.textContent())!.trim();
}

/** A deputy opens one of their records from a client list, found by title. */
export async function openMine(page: Page, listPath: string, title: string, number?: string) {
  await page.goto(listPath);
  const row = await searchOne(page, title);
  if (number) await expect(row).toContainText(number);
  await row.getByRole('link', { name: title }).click();
  await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(timeline(page).first()).toBeVisible();
}

/**
 * Reads a record through the API with the page's own session, for assertions only (never to
 * move it): its status and the event types of its history, oldest first.
 */
export async function readRecord(page: Page, kind: 'proposal' | 'suggest', id: number) {
  const answer = await page.request.get(`/api/${kind}/${id}`, { headers: { authorization: `Bearer ${await tokenOf(page)}` } });
  expect(answer.status()).toBe(200);
  const record = (await answer.json()) as { status: number; history: { eventType: string; fromStatus: number | null; toStatus: number | null }[] };
  return { status: record.status, events: record.history.map((entry) => entry.eventType), history: record.history };
}

/** The record id of a detail page's address (?id=). */
export const idOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));
