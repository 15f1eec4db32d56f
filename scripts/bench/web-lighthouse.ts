import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, generateReport, startFlow, type Config, type Flags, type Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Lighthouse in Debian's Chromium, one fresh browser context per measurement (cold cache, empty storage). */

export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export type FormFactor = 'mobile' | 'desktop';
export const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

/** Mobile is Lighthouse's default configuration, desktop its desktop one. */
const configFor = (formFactor: FormFactor): Config => (formFactor === 'desktop' ? desktopConfig : { extends: 'lighthouse:default' });

/** The two categories the targets speak of; a timespan has no accessibility, a snapshot no load to time. */
const CATEGORIES = ['performance', 'accessibility'];

/** What a page is: an address, what session storage it needs first, and an optional interaction to measure. */
export interface PageSpec {
  name: string;
  path: string;
  /** Session storage entries the page reads (the substation in state, the deputy's token), set before loading. */
  session?: Record<string, string>;
  /** A dialog the page opens: measured as a timespan around `open`, its accessibility from a snapshot once open. */
  dialog?: { name: string; open: (page: Page) => Promise<void> };
}

export interface FailedAudit {
  id: string;
  title: string;
  /** Weight 0: listed by Lighthouse but not counted in the score. */
  scored: boolean;
  /** A few failing nodes: their selector and, where it helps finding them, their text. */
  nodes: string[];
}

/** One Lighthouse result reduced to what the report prints. Null where the mode has no such figure. */
export interface Measurement {
  page: string;
  formFactor: FormFactor;
  url: string;
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  fcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKiB: number | null;
  /**
   * Lighthouse's CPU benchmark of the host during this run (`benchmarkIndex`). Its mobile
   * figures slow the observed CPU work down 4× whatever the host, so a slower host scores lower;
   * Lighthouse's command line warns below 1000. Printed so that runs on different days can be compared.
   */
  cpuIndex: number | null;
  /** Lighthouse's own warnings about the run (a load that did not settle, say; the slow-host one is for its command line only). */
  warnings: string[];
  failedA11y: FailedAudit[];
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? null;
const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value === null || value === undefined ? null : Math.round(value * 100);
};

type AuditNode = { node?: { selector?: string; nodeLabel?: string } };

function failedAccessibilityAudits(lhr: Result): FailedAudit[] {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.flatMap((ref) => {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative') return [];
    const items = (audit.details as { items?: AuditNode[] } | undefined)?.items ?? [];
    const nodes = items.flatMap(({ node }) => (node?.selector ? [`${node.selector}${node.nodeLabel ? ` "${node.nodeLabel.replace(/\s+/g, ' ').slice(0, 40)}"` : ''}`] : []));
    return [{ id: audit.id, title: audit.title, scored: ref.weight > 0, nodes: nodes.slice(0, 4) }];
  });
}

function scriptKiB(lhr: Result): number | null {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items;
  const script = items?.find((item) => item.resourceType === 'script');
  return script ? Math.round(script.transferSize / 102.4) / 10 : null;
}

function measurementOf(lhr: Result, page: string, formFactor: FormFactor): Measurement {
  return {
    page,
    formFactor,
    url: lhr.finalDisplayedUrl,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsKiB: scriptKiB(lhr),
    cpuIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings.map(String),
    failedA11y: failedAccessibilityAudits(lhr),
  };
}

export class LighthouseBrowser {
  private constructor(
    private readonly chrome: chromeLauncher.LaunchedChrome,
    private readonly browser: Browser,
  ) {}

  static async launch(userDataDir: string): Promise<LighthouseBrowser> {
    mkdirSync(userDataDir, { recursive: true });
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir, logLevel: 'error' });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      return new LighthouseBrowser(chrome, browser);
    } catch (error) {
      chrome.kill();
      throw error;
    }
  }

  /**
   * Measures one page in one form factor. Session storage is set on `blankUrl` (a same-origin page
   * that loads nothing, so the cache stays cold) and kept by disableStorageReset.
   * `htmlFile` keeps the Lighthouse report. A dialog page yields two measurements: its load, then the dialog.
   */
  async measure(spec: PageSpec, base: string, blankUrl: string, formFactor: FormFactor, htmlFile?: string): Promise<Measurement[]> {
    const context = await this.browser.createBrowserContext();
    try {
      const page = await context.newPage();
      if (spec.session) {
        await page.goto(blankUrl);
        await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => sessionStorage.setItem(key, value)), spec.session);
      }
      const flags: Flags = { logLevel: 'error', disableStorageReset: Boolean(spec.session), onlyCategories: CATEGORIES };
      const config = configFor(formFactor);
      const url = base + spec.path;
      if (!spec.dialog) {
        const result = await lighthouse(url, { ...flags, output: 'html' }, config, page);
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        if (htmlFile) writeFileSync(htmlFile, result.report as string);
        return [measurementOf(result.lhr, spec.name, formFactor)];
      }
      const flow = await startFlow(page, { config, flags });
      await flow.navigate(url);
      await flow.startTimespan({ onlyCategories: ['performance'] });
      await spec.dialog.open(page);
      await flow.endTimespan();
      await flow.snapshot({ onlyCategories: ['accessibility'] });
      const flowResult = await flow.createFlowResult();
      const [load, opening, open] = flowResult.steps.map((step) => step.lhr);
      if (htmlFile) writeFileSync(htmlFile, generateReport(flowResult, 'html'));
      const dialog = measurementOf(opening, spec.dialog.name, formFactor);
      return [measurementOf(load, spec.name, formFactor), { ...dialog, accessibility: score(open, 'accessibility'), failedA11y: failedAccessibilityAudits(open) }];
    } finally {
      await context.close();
    }
  }

  version(): Promise<string> {
    return this.browser.version();
  }

  async close() {
    await this.browser.disconnect().catch(() => undefined);
    this.chrome.kill();
  }
}

export const htmlReportPath = (dir: string, spec: PageSpec, formFactor: FormFactor, run: number) =>
  join(dir, `${spec.name.replace(/[^a-z0-9]+/gi, '-')}-${formFactor}-run${run}.html`);
