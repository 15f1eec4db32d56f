import { Suspense, useState, type ReactNode } from 'react';

/**
 * Shows lazily loaded children from the first time `when` is true, and keeps them mounted after
 * (so a dialog can play its closing animation): a dialog's code, with Chakra's overlays and
 * focus trap, then loads with its first opening instead of with every page
 * (docs/performance.md, "First load").
 */
export function Deferred({ when, children }: { when: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(when);
  if (when && !used) setUsed(true);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
