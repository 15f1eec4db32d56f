import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  value: string;
  label: ReactNode;
}

export interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  value: string;
  onChange: (value: string) => void;
  /** The chosen tab's panel; only that one is rendered. */
  children: ReactNode;
  /** Beside the tab list (a 更多>> link). */
  aside?: ReactNode;
  variant?: 'line' | 'enclosed';
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys, Home and End move between tabs and
 * choose them; only the chosen tab is in the tab order.
 */
export function Tabs({ label, tabs, value, onChange, children, aside, variant = 'line', className }: TabsProps) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(0, tabs.findIndex((tab) => tab.value === value));
  const tabId = (i: number) => `${id}-tab-${i}`;

  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onChange(tabs[next].value);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div className={[variant === 'enclosed' ? 'hs-tabs-enclosed' : 'hs-tabs-line', className].filter(Boolean).join(' ')}>
      <div className="hs-tabs-head">
        <div ref={list} role="tablist" aria-label={label} className="hs-tablist" onKeyDown={onKeyDown}>
          {tabs.map((tab, i) => (
            <button
              key={tab.value}
              id={tabId(i)}
              type="button"
              role="tab"
              className="hs-tab"
              aria-selected={i === index}
              aria-controls={`${id}-panel`}
              tabIndex={i === index ? 0 : -1}
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {aside}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={tabId(index)} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
