// npm run bench:web -- [--runs N] [--json FILE] [--html DIR] [--only TEXT] [--baseline DIR]
// Lighthouse (mobile and desktop) on the portal, the login page and a deputy's home in Debian's
// Chromium, next to a plain static page served by the same server in the same run (the floor).
// With --baseline, another build (a copy of an earlier dist/web) is served beside this one and
// each page is measured on the two in turn, so a change is compared on the same noisy host.
// A report, not a test: it exits 0 whether the targets are met or not.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_PASSWORD } from '../src/server/seed/accounts';
import { BASE_PATH, TOKEN_STORAGE_KEY } from '../src/shared/constants';
import { PORTAL_API } from '../src/shared/portal';
import { articlePath, PORTAL_PATHS, substationHomePath } from '../src/web/features/home-station/portal-paths.logic';
import { FORM_FACTORS, htmlReportPath, LighthouseBrowser, type Measurement, type PageSpec } from './bench/web-lighthouse';
import { accessibilityFindings, FLOOR_PAGE, markdownTable, medianOf, runWarnings, verdicts, withFloorRatios } from './bench/web-report';
import { freePort, ROOT, serverEnv, ServerProcess } from './support/server-process';

const DEPUTY = '13900000001';
const DEPUTY_HOME = '/client/pageHome/delegatePageHome';
const FLOOR_FILE = 'bench-floor.html';
const BASELINE_LABEL = ' (baseline)';

/** The floor: what the smallest honest page costs on this server and machine (no script, one inline style). */
const FLOOR_HTML = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>巴中市人大代表履职服务平台</title><meta name="description" content="性能基准的静态参照页"></head>
<body style="margin:0;font-family:sans-serif;color:#1a202c">
<main style="max-width:40rem;margin:0 auto;padding:1.5rem">
<h1 style="font-size:1.75rem;color:#9b1c1c">巴中市人大代表履职服务平台</h1>
<p>人大代表联络站是代表联系群众的平台。群众可以向代表反映意见和建议，代表及时答复并跟踪办理结果。</p>
<div style="border:1px solid #e2e8f0;border-radius:8px;padding:1rem;background:#f7fafc"><strong>联系方式</strong><br>巴中市巴州区东城街道新华街88号</div>
</main>
</body>
</html>
`;

function options() {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '1' }, json: { type: 'string' }, html: { type: 'string' }, only: { type: 'string' }, baseline: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(
      'usage: npm run bench:web -- [--runs N (median of N, default 1)] [--json FILE (raw figures)] [--html DIR (Lighthouse reports)]\n' +
        '  [--only TEXT (pages whose name contains TEXT, and the floor)] [--baseline DIR (another build, e.g. a copy of an earlier dist/web, measured in turn)]',
    );
    process.exit(0);
  }
  if (values.baseline && !existsSync(join(values.baseline, 'index.html'))) throw new Error(`--baseline ${values.baseline}: no index.html there`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive whole number, not ${values.runs}`);
  return { runs, json: values.json, html: values.html, only: values.only, baseline: values.baseline };
}

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The pages of the issue, with real ids from the API and the deputy signed in through it. */
async function pagesToMeasure(origin: string): Promise<PageSpec[]> {
  const { list: stations } = await getJson<{ list: { stationId: number }[] }>(`${origin}${PORTAL_API.stations}?pageSize=1`);
  const { list: articles } = await getJson<{ list: { resourcesId: number; columnName: string }[] }>(`${origin}${PORTAL_API.articles}?columns=1&pageSize=1`);
  const { access_token: token } = await getJson<{ access_token: string }>(`${origin}/api/sysLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEPUTY, password: DEMO_PASSWORD }),
  });
  const stationId = stations[0].stationId;
  return [
    { name: FLOOR_PAGE, path: `/${FLOOR_FILE}` },
    { name: 'central station home', path: PORTAL_PATHS.centralIndex },
    // The address a distribution card links to: the portal layout enters the station from ?stationId=.
    { name: 'substation home', path: substationHomePath(stationId) },
    { name: 'article', path: articlePath('central', articles[0].resourcesId, articles[0].columnName) },
    {
      // The form has no address of its own: it is a dialog, opened here by a representative card's 留言.
      name: 'message page (意见处理)',
      path: `${PORTAL_PATHS.opinionHandling}?stationId=${stationId}`,
      dialog: {
        name: 'message form (dialog)',
        open: async (page) => {
          await page.locator('button[aria-label^="给"][aria-label$="留言"]').click();
          await page.locator('form[aria-label$="代表留言"]').wait();
        },
      },
    },
    { name: 'login', path: '/' },
    { name: "deputy's home", path: DEPUTY_HOME, session: { [TOKEN_STORAGE_KEY]: token } },
  ];
}

/** Copies a build with the floor page in it, so dist/web is never touched. */
function prepareWebRoot(workDir: string, build: string): string {
  const webRoot = join(workDir, 'web');
  cpSync(build, webRoot, { recursive: true, filter: (source) => !source.endsWith('.map') });
  writeFileSync(join(webRoot, FLOOR_FILE), FLOOR_HTML);
  return webRoot;
}

/** A build served by a server of its own, on demo data of its own; `label` follows its pages' names. */
interface ServedBuild {
  server: ServerProcess;
  base: string;
  pages: PageSpec[];
}

async function serveBuild(workDir: string, build: string, label: string, only: string | undefined, servers: ServerProcess[]): Promise<ServedBuild> {
  mkdirSync(workDir, { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = new ServerProcess(origin, serverEnv({ port, workDir, webRoot: prepareWebRoot(workDir, build) }), join(workDir, 'server.log'), 180_000);
  servers.push(server);
  await server.start();
  const named = (name: string) => `${name}${label}`;
  const pages = (await pagesToMeasure(origin))
    .filter((spec) => !only || spec.name === FLOOR_PAGE || spec.name.includes(only))
    .map((spec) => ({ ...spec, name: named(spec.name), dialog: spec.dialog && { ...spec.dialog, name: named(spec.dialog.name) } }));
  return { server, base: origin + BASE_PATH.slice(0, -1), pages };
}

async function main() {
  const { runs, json, html, only, baseline } = options();
  const result = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the web build failed');
  const workDir = mkdtempSync('/tmp/bench-web-');
  const servers: ServerProcess[] = [];
  let browser: LighthouseBrowser | null = null;
  let cleaning: Promise<void> | null = null;
  // Once, whether the run ends, fails or is interrupted: Chromium, the server and the temporary directory go.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await browser?.close();
      for (const server of servers) {
        await server.stop();
        server.close();
      }
      rmSync(workDir, { recursive: true, force: true });
    })());
  process.once('SIGINT', () => void cleanUp().finally(() => process.exit(130)));
  try {
    const builds = [await serveBuild(join(workDir, 'build'), join(ROOT, 'dist/web'), '', only, servers)];
    if (baseline) builds.push(await serveBuild(join(workDir, 'baseline'), baseline, BASELINE_LABEL, only, servers));
    // Each page on this build, then on the baseline, so both see the host in the same minute; the
    // floor only once, as it is the same static page on either.
    const turns = builds[0].pages
      .flatMap((_, i) => builds.map(({ pages, base }) => ({ spec: pages[i], base })))
      .filter(({ spec }) => spec.name !== `${FLOOR_PAGE}${BASELINE_LABEL}`);
    browser = await LighthouseBrowser.launch(join(workDir, 'chromium'));
    if (html) mkdirSync(html, { recursive: true });
    const measured: Measurement[][] = [];
    const failures: string[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const formFactor of FORM_FACTORS) {
        for (const { spec, base } of turns) {
          console.log(`run ${run}/${runs} ${formFactor}: ${spec.name}`);
          try {
            measured.push(await browser.measure(spec, base, `${base}/${FLOOR_FILE}`, formFactor, html ? htmlReportPath(html, spec, formFactor, run) : undefined));
          } catch (error) {
            // One page that breaks (a changed screen, a timeout) should not cost the report of the others.
            failures.push(`${spec.name} (${formFactor}, run ${run}): ${error instanceof Error ? error.message : String(error)}`);
          }
        }
      }
    }
    const runsOf = new Map<string, Measurement[]>();
    for (const measurement of measured.flat()) {
      const key = `${measurement.formFactor} ${measurement.page}`;
      runsOf.set(key, [...(runsOf.get(key) ?? []), measurement]);
    }
    const rows = withFloorRatios([...runsOf.values()].map(medianOf));
    const machine = { cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, chromium: await browser.version() };
    console.log(`\nLighthouse ${runs === 1 ? '(one run)' : `(median of ${runs} runs)`} — ${machine.cpus}, ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}\n`);
    console.log(markdownTable(rows));
    console.log("\nCPU index: Lighthouse's benchmark of this host while each page was measured (median); Lighthouse's command line warns below 1000 that the host is slower than it expects (about half its target or less): the 4× slowdown applies to what this host takes, so mobile scores drop.");
    const warnings = runWarnings(rows);
    if (warnings.length) console.log(`\nLighthouse's warnings:\n${warnings.join('\n')}`);
    console.log('\nTargets:');
    console.log(verdicts(rows).join('\n'));
    const findings = accessibilityFindings(rows);
    console.log(`\nFailed accessibility audits:${findings.length ? `\n${findings.join('\n')}` : ' none'}`);
    if (failures.length) console.log(`\nNot measured:\n${failures.map((failure) => `- ${failure}`).join('\n')}`);
    if (json) writeFileSync(json, `${JSON.stringify({ machine, runs, rows, measurements: measured.flat(), failures }, null, 2)}\n`);
  } finally {
    await cleanUp();
  }
}

await main();
