import type { CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useSyncExternalStore } from 'react';

type ToastOptions = Parameters<CreateToasterReturn['create']>[0];

// The toast machine and its view (about 12 KB gzip) load with the first toast rather than with
// every page: most pages never show one (docs/performance.md, "First load").
const loadView = () => import('./toaster.view');
const ToasterView = lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

let wanted = false;
const listeners = new Set<() => void>();

/**
 * The app's one toaster: `toaster.create({ type: 'error', title })` from anywhere, at the top.
 * `{ at: 'arrival' }` shows a greeting on arrival at the bottom instead (toaster.view.tsx).
 */
export const toaster = {
  create(options: ToastOptions, { at = 'top' }: { at?: 'top' | 'arrival' } = {}): void {
    if (!wanted) {
      wanted = true;
      listeners.forEach((notify) => notify());
    }
    void loadView().then(({ toastStore, arrivalStore }) => (at === 'arrival' ? arrivalStore : toastStore).create(options));
  },
};

const subscribe = (notify: () => void) => {
  listeners.add(notify);
  return () => listeners.delete(notify);
};

/** Mounted once by the app's providers; renders nothing until a toast is asked for. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted);
  return shown ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
