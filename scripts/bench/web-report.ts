import type { FormFactor, Measurement } from './web-lighthouse';

/** The floor page's row name: the ratios divide by its figures of the same form factor. */
export const FLOOR_PAGE = 'floor (static HTML)';

/** The Lighthouse targets (docs/performance.md), each checked on every page it applies to (never the floor). */
interface Target {
  label: string;
  applies: (row: Measurement) => boolean;
  value: (row: Measurement) => number | null;
  met: (value: number) => boolean;
}

const TARGETS: Target[] = [
  { label: 'performance >= 90 on mobile', applies: (row) => row.formFactor === 'mobile', value: (row) => row.performance, met: (value) => value >= 90 },
  { label: 'performance 100 on desktop', applies: (row) => row.formFactor === 'desktop', value: (row) => row.performance, met: (value) => value >= 100 },
  { label: 'accessibility 100', applies: () => true, value: (row) => row.accessibility, met: (value) => value >= 100 },
  { label: 'CLS <= 0.1', applies: () => true, value: (row) => row.cls, met: (value) => value <= 0.1 },
];

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 ? known[middle] : (known[middle - 1] + known[middle]) / 2;
}

/** Each figure's median over the runs of one page and form factor; the failed audits of the last run. */
export function medianOf(runs: Measurement[]): Measurement {
  const last = runs[runs.length - 1];
  const of = (pick: (run: Measurement) => number | null) => median(runs.map(pick));
  return {
    ...last,
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    jsKiB: of((run) => run.jsKiB),
    cpuIndex: of((run) => run.cpuIndex),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)}`);
const plain = (value: number | null, digits = 0) => (value === null ? '–' : value.toFixed(digits));
const times = (value: number | null) => (value === null ? '–' : `×${value.toFixed(1)}`);

export interface RowWithRatios extends Measurement {
  lcpRatio: number | null;
  fcpRatio: number | null;
}

export function withFloorRatios(rows: Measurement[]): RowWithRatios[] {
  const floorOf = (formFactor: FormFactor) => rows.find((row) => row.page === FLOOR_PAGE && row.formFactor === formFactor);
  const divide = (value: number | null, floor: number | null | undefined) => (value === null || !floor ? null : value / floor);
  return rows.map((row) => ({ ...row, lcpRatio: divide(row.lcpMs, floorOf(row.formFactor)?.lcpMs), fcpRatio: divide(row.fcpMs, floorOf(row.formFactor)?.fcpMs) }));
}

/** The table as Markdown, so the same text goes to the terminal and to docs/performance.md. */
export function markdownTable(rows: RowWithRatios[]): string {
  const header = ['page', 'form factor', 'perf', 'a11y', 'LCP ms', 'LCP ÷ floor', 'FCP ms', 'FCP ÷ floor', 'TBT ms', 'CLS', 'JS KiB', 'CPU index'];
  const lines = rows.map((row) => [
    row.page,
    row.formFactor,
    plain(row.performance),
    plain(row.accessibility),
    ms(row.lcpMs),
    times(row.lcpRatio),
    ms(row.fcpMs),
    times(row.fcpRatio),
    ms(row.tbtMs),
    plain(row.cls, 3),
    plain(row.jsKiB, 1),
    plain(row.cpuIndex),
  ]);
  return [header, header.map(() => '---'), ...lines].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** One line per target: met, or not met with the pages that miss it. */
export function verdicts(rows: Measurement[]): string[] {
  const pages = rows.filter((row) => row.page !== FLOOR_PAGE);
  return TARGETS.map((target) => {
    const misses = pages.filter((row) => {
      const value = target.applies(row) ? target.value(row) : null;
      return value !== null && !target.met(value);
    });
    return misses.length === 0
      ? `- ${target.label}: met`
      : `- ${target.label}: NOT met (${misses.map((row) => `${row.page} ${row.formFactor} ${plain(target.value(row), target.label.startsWith('CLS') ? 3 : 0)}`).join(', ')})`;
  });
}

/** The failed accessibility audits per page and form factor, with a few node selectors each. */
export function accessibilityFindings(rows: Measurement[]): string[] {
  return rows
    .filter((row) => row.failedA11y.length > 0)
    .flatMap((row) => [
      `- ${row.page} (${row.formFactor}):`,
      ...row.failedA11y.map((audit) => `  - ${audit.id}${audit.scored ? '' : ' (not scored)'}: ${audit.title}${audit.nodes.length ? ` — ${audit.nodes.map((node) => `\`${node}\``).join(', ')}` : ''}`),
    ]);
}

/** Lighthouse's warnings about the runs (a load that did not settle, say), each once. */
export function runWarnings(rows: Measurement[]): string[] {
  return [...new Set(rows.flatMap((row) => row.warnings))].map((warning) => `- ${warning}`);
}
