import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { SYSTEM_HOME } from '@shared/roles';
import { flattenMenus, menuForLocation, menuMatchesLocation, normalisePath, THIRD_PAGE_PATH } from '../menu.model';
import type { MenuNode } from '../menu.types';
import { useMenus } from '../menus-provider';

/** Titles of screens that are not menus of their own. */
export const ROUTE_TITLES: Readonly<Record<string, string>> = {
  '/pageHome': '首页',
  '/manager/cloud': '应用中心',
  '/manager/adminManager/menuList': '菜单管理',
  [THIRD_PAGE_PATH]: '外部页面',
  '/manager/adviseManagement/proposal/proposalDetails': '议案详情',
  '/manager/adviseManagement/actingWorkingCommittee/adviceInfo': '建议详情',
};

/** A page's title: its menu's name, else the screen's own title. */
export function pageTitleFor(tree: readonly MenuNode[], pathname: string, search: string): string {
  const exact = flattenMenus(tree).find((m) => menuMatchesLocation(m, pathname, search));
  if (exact) return exact.menuName;
  const path = normalisePath(pathname);
  return ROUTE_TITLES[path] ?? menuForLocation(tree, pathname, search)?.menuName ?? '页面';
}

interface OpenTab {
  key: string;
  to: string;
}

const HOME_KEY = normalisePath(SYSTEM_HOME);
const MAX_TABS = 12;

function keyOf(pathname: string, search: string) {
  return normalisePath(pathname) + search;
}

function CloseIcon() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M2 2l6 6M8 2 2 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The system layout's content tabs: every page opened becomes a tab that can be
 * closed; the home tab stays. Closing the open tab shows the one before it.
 */
export function ContentTabs() {
  const { tree } = useMenus();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const activeKey = keyOf(pathname, search);
  const [tabs, setTabs] = useState<OpenTab[]>([{ key: HOME_KEY, to: SYSTEM_HOME }]);
  // The tab just closed stays closed while the router is still leaving its page.
  const [closing, setClosing] = useState<string | null>(null);
  if (closing !== null && closing !== activeKey) setClosing(null);

  // Adding the page being shown while rendering (not in an effect) keeps one render per visit.
  if (closing !== activeKey && !tabs.some((t) => t.key === activeKey)) {
    const next = [...tabs, { key: activeKey, to: pathname + search }];
    while (next.length > MAX_TABS) next.splice(1, 1);
    setTabs(next);
  }

  const close = (key: string) => {
    const index = tabs.findIndex((t) => t.key === key);
    const rest = tabs.filter((t) => t.key !== key);
    setTabs(rest);
    if (key === activeKey) {
      setClosing(key);
      void navigate(rest[Math.max(0, index - 1)]?.to ?? SYSTEM_HOME);
    }
  };

  return (
    <chakra.nav aria-label="已打开的页面" bg="white" borderBottomWidth="1px" borderColor="border" px="3" flexShrink={0}>
      <chakra.ul display="flex" gap="1" listStyleType="none" m="0" p="0" overflowX="auto" h="10" alignItems="flex-end">
        {tabs.map((tab) => {
          const active = tab.key === activeKey;
          const [tabPath, tabSearch = ''] = tab.to.split('?');
          const title = pageTitleFor(tree, tabPath, tabSearch ? `?${tabSearch}` : '');
          return (
            <chakra.li
              key={tab.key}
              display="flex"
              alignItems="center"
              flexShrink={0}
              h="9"
              roundedTop="md"
              borderWidth="1px"
              borderBottomWidth="0"
              borderColor={active ? 'border' : 'transparent'}
              bg={active ? 'page' : undefined}
              position="relative"
              _hover={active ? undefined : { bg: 'gray.50' }}
            >
              {active && <Box position="absolute" top="-1px" insetX="-1px" h="2px" bg="brand.600" roundedTop="md" />}
              <chakra.a
                asChild
                ps="3"
                pe={tab.key === HOME_KEY ? '3' : '1'}
                h="full"
                display="flex"
                alignItems="center"
                fontSize="sm"
                color={active ? 'brand.700' : 'gray.700'}
                fontWeight={active ? 'semibold' : 'normal'}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
              >
                <RouterLink to={tab.to} aria-current={active ? 'page' : undefined}>
                  <Text as="span" maxW="12em" truncate>
                    {title}
                  </Text>
                </RouterLink>
              </chakra.a>
              {tab.key !== HOME_KEY && (
                <chakra.button
                  type="button"
                  aria-label={`关闭 ${title}`}
                  title="关闭"
                  onClick={() => close(tab.key)}
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="5"
                  me="1.5"
                  rounded="full"
                  color="gray.500"
                  cursor="pointer"
                  _hover={{ bg: 'brand.100', color: 'brand.700' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500' }}
                >
                  <CloseIcon />
                </chakra.button>
              )}
            </chakra.li>
          );
        })}
      </chakra.ul>
    </chakra.nav>
  );
}
