import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingState } from '@web/components/loading-state';
import { listedMenuFor } from './menu.model';
import { MenuFallbackScreen } from './menu-fallback.screen';
import { useMenus } from './menus-provider';

/**
 * A page whose menu grant is its control (SYSTEM_PAGE): shown to a user holding that menu,
 * enabled; anyone else gets what the address would be without a screen — the 404 page, or 模块暂未
 * 开放 for a disabled menu — rather than a page whose every request the server refuses.
 */
export function grantedPage(Screen: ComponentType): ComponentType {
  return function GrantedPage() {
    const { status, tree } = useMenus();
    const { pathname } = useLocation();
    if (status === 'loading') return <LoadingState />;
    if (status === 'ready' && listedMenuFor(tree, pathname)?.isEnable) return <Screen />;
    return <MenuFallbackScreen />;
  };
}
