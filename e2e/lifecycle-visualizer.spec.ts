import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LIFECYCLE_KINDS, LIFECYCLE_TITLES, lifecycleGraph } from '../machines/lifecycle-graph';
import { apiToken } from './support/portal';
import { closeSchedulePopups, openTopMenu, signIn } from './support/session';

// The lifecycle visualizer as the congress administrator: every status of each machine is a
// node, a demo proposal's path matches its history, a state lists its records, the simulator
// moves, the diagram exports as SVG, and the first page never downloads elkjs or @xyflow/react.

const ADMIN = '13800000001';
const ELK_MARKER = 'org.eclipse.elk';

const sideNav = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });
const diagram = (page: Page) => page.locator('#lifecycle-diagram');
const statusNode = (page: Page, status: number) => diagram(page).locator(`button[data-status="${status}"]`);

test.beforeEach(async ({ page }) => {
  await closeSchedulePopups(page);
});

async function openVisualizer(page: Page) {
  await openTopMenu(page, '议案管理');
  await sideNav(page).getByRole('link', { name: '流程可视化' }).click();
  await expect(page).toHaveURL(/\/manager\/adviseManagement\/lifecycleVisualizer$/);
  // The diagram's code and its ELK layout load on demand: allow a loaded machine the time.
  await expect(statusNode(page, 0)).toBeVisible({ timeout: 20_000 });
}

async function getJson<T>(request: APIRequestContext, token: string, url: string, params?: Record<string, string>): Promise<T> {
  const answer = await request.get(url, { headers: { Authorization: `Bearer ${token}` }, params });
  expect(answer.status(), url).toBe(200);
  return (await answer.json()) as T;
}

test('opens from the menu and draws every status of each lifecycle as a node', async ({ page }) => {
  await signIn(page, ADMIN);
  await openVisualizer(page);
  for (const kind of LIFECYCLE_KINDS) {
    await page.getByRole('group', { name: '流程' }).getByRole('button', { name: LIFECYCLE_TITLES[kind], exact: true }).click();
    const graph = lifecycleGraph(kind);
    for (const node of graph.nodes) {
      await expect(statusNode(page, node.status)).toHaveCount(1);
      await expect(statusNode(page, node.status)).toHaveAccessibleName(new RegExp(`^${node.status} ${node.label}`));
    }
    await expect(diagram(page).locator('button[data-status]')).toHaveCount(graph.nodes.length);
  }
});

test('opens every diagram with status labels of at least 12 px, and shows an edge label on pointing', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN);
  await openVisualizer(page);
  for (const kind of LIFECYCLE_KINDS) {
    await page.getByRole('group', { name: '流程' }).getByRole('button', { name: LIFECYCLE_TITLES[kind], exact: true }).click();
    await expect(diagram(page).locator('button[data-status]')).toHaveCount(lifecycleGraph(kind).nodes.length);
    // The rendered size is the label's font size times the zoom the diagram opens with.
    const smallest = await diagram(page).evaluate((root) => {
      const viewport = root.querySelector('.react-flow__viewport')!;
      const zoom = new DOMMatrix(getComputedStyle(viewport).transform).a;
      const sizes = [...root.querySelectorAll('[data-status-label]')].map((label) => parseFloat(getComputedStyle(label).fontSize) * zoom);
      return Math.min(...sizes);
    });
    expect(smallest, kind).toBeGreaterThanOrEqual(12);
  }
  await page.getByRole('group', { name: '流程' }).getByRole('button', { name: LIFECYCLE_TITLES.message, exact: true }).click();
  const leaving = lifecycleGraph('message').edges.filter((edge) => edge.from === 0);
  await expect(diagram(page).locator('[data-edge-label]')).toHaveCount(0);
  await statusNode(page, 0).focus();
  await expect(diagram(page).locator('[data-edge-label]')).toHaveCount(leaving.length);
  await page.getByRole('button', { name: '显示全部标注' }).click();
  await expect(diagram(page).locator('[data-edge-label]')).toHaveCount(lifecycleGraph('message').edges.length);
});

test('traces a demo proposal, lists the records of a state, simulates and exports', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN);
  const { list } = await getJson<{ list: { id: number; number: string }[] }>(request, token, '/api/proposal', { status: '400' });
  expect(list.length).toBeGreaterThan(0);
  const proposal = list[0];
  const detail = await getJson<{ history: { eventType: string; fromStatus: number | null }[] }>(request, token, `/api/proposal/${proposal.id}`);
  const graph = lifecycleGraph('proposal');
  const expectedLabels = detail.history.map((row) => graph.edges.find((edge) => edge.eventType === row.eventType)?.eventLabel ?? '创建');

  await signIn(page, ADMIN);
  await openVisualizer(page);

  // Trace: the step list and the numbered edges follow the history, in order.
  await page.getByRole('button', { name: '轨迹追踪' }).click();
  await page.getByLabel('按编号或标题搜索记录').fill(proposal.number);
  await page.getByRole('search').getByRole('button', { name: '搜索' }).click();
  await page.getByRole('list', { name: '搜索结果' }).getByRole('button', { name: new RegExp(proposal.number) }).click();
  const steps = page.getByRole('list', { name: '流转步骤' }).locator('[data-trace-step]');
  await expect(steps).toHaveCount(detail.history.length);
  await expect(steps.locator('[data-step-event]')).toHaveText(expectedLabels);
  const stepBadges = diagram(page).locator('[data-step]');
  await expect(stepBadges).toHaveCount(detail.history.filter((row) => row.fromStatus !== null).length);
  const numbers = (await stepBadges.allTextContents()).map(Number).sort((a, b) => a - b);
  expect(numbers).toEqual(detail.history.map((_, index) => index + 1).filter((n) => detail.history[n - 1].fromStatus !== null));
  await expect(statusNode(page, 400)).toHaveAccessibleName(/当前所在/);
  // The replay: one step back lights one badge fewer.
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(stepBadges).toHaveCount(numbers.length - 1);

  // A state's records: the list's total is the node's count.
  await page.getByRole('button', { name: '在办统计' }).click();
  const counts = await getJson<{ counts: { status: number; count: number }[] }>(request, token, '/api/workflowVisualizer/proposal/counts');
  const waiting = counts.counts.find((row) => row.status === 400)!.count;
  await expect(statusNode(page, 400)).toHaveAccessibleName(new RegExp(`${waiting} 件`));
  await statusNode(page, 400).click();
  const panel = page.getByRole('region', { name: '400 待交办的记录' });
  if (waiting > 0) {
    await expect(panel.getByTestId('records-total')).toHaveText(`共 ${waiting} 件`);
    await expect(panel.getByRole('list', { name: '记录列表' }).getByRole('link').first()).toHaveAttribute('href', /proposalDetails\?id=\d+/);
  } else {
    await expect(panel.getByText('该状态下暂无记录')).toBeVisible();
  }

  // Simulate one step from the draft.
  await page.getByRole('button', { name: '流程模拟' }).click();
  await expect(page.getByTestId('simulated-status')).toHaveText('当前模拟状态：0 草稿');
  await page.getByRole('list', { name: '可执行的操作' }).getByRole('button', { name: /^提交 → 100/ }).click();
  await expect(page.getByTestId('simulated-status')).toHaveText('当前模拟状态：100 审查小组登记');
  await expect(statusNode(page, 100)).toHaveAccessibleName(/模拟所在/);
  await page.getByRole('button', { name: '重置' }).click();
  await expect(page.getByTestId('simulated-status')).toHaveText('当前模拟状态：0 草稿');

  // Export the diagram as SVG.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出SVG' }).click()]);
  expect(download.suggestedFilename()).toBe('议案流程图.svg');
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const svg = await readFile(path, 'utf8');
  expect(svg.startsWith('<svg')).toBe(true);
  for (const node of graph.nodes) expect(svg).toContain(`${node.status} ${node.label}`);

  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});

test('the home page does not download elkjs or @xyflow/react; the visualizer does', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
  });
  await signIn(page, ADMIN);
  await page.goto('pageHome/');
  await expect(page.getByRole('banner').getByText(/^欢迎您，/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const homeScripts = [...new Set(scripts)];
  for (const url of homeScripts) {
    const body = await (await page.request.get(url)).text();
    expect(body.includes(ELK_MARKER) || body.includes('react-flow__'), url).toBe(false);
  }

  await openVisualizer(page);
  const visualizerChunks = [...new Set(scripts)].filter((url) => !homeScripts.includes(url));
  const withElk: string[] = [];
  for (const url of visualizerChunks) if ((await (await page.request.get(url)).text()).includes(ELK_MARKER)) withElk.push(url);
  expect(withElk.length).toBeGreaterThan(0);
  for (const url of withElk) expect(homeScripts).not.toContain(url);
});
