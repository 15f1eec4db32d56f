import { useEffect, useRef } from 'react';

/**
 * A drop-down loaded on demand replaces the plain button that stood in for its trigger; when that
 * button had the focus, the focus would fall to the page. This puts it on the new trigger, once,
 * when the drop-down mounts (top-nav.tsx, header-menu.tsx), then tells the owner the handoff is
 * done, so a later remount (the group folding into 更多菜单 and back) neither opens nor focuses.
 */
export function useHandoffFocus<T extends HTMLElement>(hadFocus: boolean, onHandedOff: () => void) {
  const trigger = useRef<T>(null);
  useEffect(() => {
    const lost = !document.activeElement || document.activeElement === document.body;
    if (lost && hadFocus) trigger.current?.focus();
    onHandedOff();
    // Only when the drop-down replaces its plain button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return trigger;
}
