import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIFECYCLES_DOC_PATH, renderLifecyclesDoc } from '../scripts/lifecycles-doc';

describe('docs/lifecycles.md', () => {
  it('matches the machines (run `npm run docs:lifecycles` after changing one)', () => {
    const written = readFileSync(LIFECYCLES_DOC_PATH, 'utf8');
    expect(written === renderLifecyclesDoc(), 'docs/lifecycles.md is stale: run `npm run docs:lifecycles`').toBe(true);
  });

  it('has a row for every transition of every machine', () => {
    const doc = renderLifecyclesDoc();
    expect(doc).toContain('### Transitions (28)');
    expect(doc).toContain('### Transitions (24)');
    expect(doc).toContain('### Transitions (5)');
    expect(doc).toContain('withdrawalRequested --> withdrawable: REJECT_WITHDRAWAL (history)');
  });
});
