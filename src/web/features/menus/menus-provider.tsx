import { skipToken } from '@reduxjs/toolkit/query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CURRENT_MENU_DELAY_MS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { useCurrentUserQuery } from '@web/features/auth';
import { errorMessage } from '@web/lib/http-error';
import { findMenu, menuAction, menuForLocation, menuMatchesLocation, menuTrail, navigationMenus, permissionListOf } from './menu.model';
import { clearForMenuChoice, loadCurrentMenuId, loadPermissions, saveCurrentMenuId, savePermissions } from './menu.storage';
import type { MenuNode, StoredPermission } from './menu.types';
import { useUserMenusQuery } from './menus.api';

export interface MenusState {
  /** 'loading' until the user and the menus have arrived. */
  status: 'loading' | 'ready' | 'error';
  error: unknown;
  /** Every menu the server answered for the user, hidden ones included. */
  tree: MenuNode[];
  /** The menus that go to navigation: shown only, sorted by sortNum. */
  navigation: MenuNode[];
  /** From the enabled menus; null while the menus load (the gate then reads the stored list). */
  permissions: StoredPermission[] | null;
  /** The current menu, found 500 ms after the menus arrive, then on every navigation. */
  current: MenuNode | null;
  /** The current menu's ancestors in the navigation, top level first, the menu last. */
  trail: MenuNode[];
  /** Chooses a menu by the navigation rules (menu.model.ts). */
  openMenu: (menu: MenuNode | null | undefined) => void;
  refetch: () => void;
}

const MenusContext = createContext<MenusState | null>(null);

const HOME_PATHS = new Set(['/pageHome', '/client/pageHome/delegatePageHome', '/mobile/pageHome/delegatePageHome']);

/** The signed-in user's menus for one layout: navigation, permissions and the current menu. */
export function MenusProvider({ children }: { children: ReactNode }) {
  const { data: user, isError: userFailed, error: userError } = useCurrentUserQuery();
  const { data: tree, isError: menusFailed, error: menusError, refetch } = useUserMenusQuery(user ? { userId: user.userId } : skipToken);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const navigation = useMemo(() => navigationMenus(tree ?? []), [tree]);
  const permissions = useMemo(() => (tree ? permissionListOf(tree) : null), [tree]);

  useEffect(() => {
    if (permissions) savePermissions(permissions);
  }, [permissions]);

  // A menu load failure shows the error.
  const failure = menusFailed ? menusError : null;
  useEffect(() => {
    if (failure) toaster.create({ type: 'error', title: errorMessage(failure, MSG.listLoadFailed) });
  }, [failure]);

  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!tree) return;
    const timer = setTimeout(() => setSettled(true), CURRENT_MENU_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tree]);

  const [chosenId, setChosenId] = useState<number | null>(() => loadCurrentMenuId());

  const current = useMemo(() => {
    if (!settled || !tree) return null;
    const saved = findMenu(tree, chosenId);
    if (saved && menuMatchesLocation(saved, pathname, search)) return saved;
    const byPath = menuForLocation(tree, pathname, search);
    if (byPath) return byPath;
    return saved && !HOME_PATHS.has(pathname.replace(/\/+$/, '')) ? saved : null;
  }, [settled, tree, chosenId, pathname, search]);

  const trail = useMemo(() => (tree && current ? menuTrail(tree, current.menuId) : []), [tree, current]);

  const openMenu = useCallback(
    (menu: MenuNode | null | undefined) => {
      const action = menuAction(menu);
      if (action.kind === 'error') {
        toaster.create({ type: 'error', title: MSG.menuError });
        return;
      }
      if (action.kind === 'disabled') {
        toaster.create({ type: 'warning', title: MSG.moduleNotOpen });
        return;
      }
      clearForMenuChoice();
      if (action.kind === 'open') {
        window.open(action.url, '_blank', 'noopener,noreferrer');
        return;
      }
      saveCurrentMenuId(action.menu.menuId);
      setChosenId(action.menu.menuId);
      if (action.kind === 'assign') window.location.assign(action.url);
      else void navigate(action.to);
    },
    [navigate],
  );

  const value = useMemo<MenusState>(
    () => ({
      status: userFailed || menusFailed ? 'error' : tree ? 'ready' : 'loading',
      error: userFailed ? userError : menusError,
      tree: tree ?? [],
      navigation,
      permissions,
      current,
      trail,
      openMenu,
      refetch: () => {
        if (tree || menusFailed) void refetch();
      },
    }),
    [userFailed, userError, menusFailed, menusError, refetch, tree, navigation, permissions, current, trail, openMenu],
  );

  return <MenusContext.Provider value={value}>{children}</MenusContext.Provider>;
}

/** The menus of the layout around the caller (a layout mounts MenusProvider). */
export function useMenus(): MenusState {
  const state = useContext(MenusContext);
  if (!state) throw new Error('useMenus needs a MenusProvider (the layouts mount one).');
  return state;
}

/** Like useMenus, but null outside a layout (the permission gate works on any page). */
export function useOptionalMenus(): MenusState | null {
  return useContext(MenusContext);
}

/** The permission list: the layout's menus once loaded, the stored copy until then. */
export function usePermissionList(): StoredPermission[] {
  const menus = useOptionalMenus();
  return useMemo(() => menus?.permissions ?? loadPermissions() ?? [], [menus?.permissions]);
}
