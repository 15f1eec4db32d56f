import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { mobilePageFor } from '@web/app/mobile-area';
import { MenuIcon, useMenus, type MenuNode } from '@web/features/menus';
import { Panel } from './info-card';

export interface MobileEntry {
  key: number;
  name: string;
  icon: string | null | undefined;
  to: string;
}

export interface MobileSection {
  key: number;
  title: string;
  entries: MobileEntry[];
}

/**
 * The deputy's menus that have a mobile page, grouped under the menu that holds them: each
 * shown, enabled menu whose client page has a mobile twin (app/mobile-area.ts) is one entry,
 * with its own icon or its group's. A page reached from two menus is listed once.
 */
export function mobileSectionsOf(navigation: readonly MenuNode[], pageFor: (url: string) => string | null = mobilePageFor): MobileSection[] {
  const seen = new Set<string>();
  const sections: MobileSection[] = [];
  const visit = (menu: MenuNode, parent: MenuNode | null) => {
    const children = (menu.children ?? []).filter((child) => child.isShow);
    if (children.length > 0) {
      children.forEach((child) => visit(child, menu));
      return;
    }
    const to = menu.isEnable && menu.menuUrl ? pageFor(menu.menuUrl) : null;
    if (!to || seen.has(to)) return;
    seen.add(to);
    const holder = parent ?? menu;
    let section = sections.find((s) => s.key === holder.menuId);
    if (!section) {
      section = { key: holder.menuId, title: holder.menuName, entries: [] };
      sections.push(section);
    }
    section.entries.push({ key: menu.menuId, name: menu.menuName, icon: menu.menuIcon || holder.menuIcon, to });
  };
  navigation.forEach((menu) => visit(menu, null));
  return sections;
}

/** The mobile home's grid: one tile per mobile page of the deputy's menus. */
export function MobileMenuGrid() {
  const { navigation, status } = useMenus();
  const sections = mobileSectionsOf(navigation);
  if (status !== 'ready' || sections.length === 0) return null;
  return (
    <>
      {sections.map((section) => (
        <Panel key={section.key} title={section.title}>
          <SimpleGrid as="ul" columns={4} gap="1" m="0" p="0" listStyleType="none" aria-label={section.title}>
            {section.entries.map((entry) => (
              <Box as="li" key={entry.key}>
                <chakra.a
                  asChild
                  display="flex"
                  flexDirection="column"
                  alignItems="center"
                  gap="1.5"
                  py="2.5"
                  px="0.5"
                  rounded="md"
                  color="gray.800"
                  textAlign="center"
                  _hover={{ bg: 'brand.50' }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
                >
                  <RouterLink to={entry.to}>
                    <Box as="span" display="inline-flex" p="2.5" rounded="xl" bg="brand.50" color="brand.700">
                      <MenuIcon icon={entry.icon} size={24} />
                    </Box>
                    <Text as="span" fontSize="xs" lineHeight="1.3" wordBreak="break-word">
                      {entry.name}
                    </Text>
                  </RouterLink>
                </chakra.a>
              </Box>
            ))}
          </SimpleGrid>
        </Panel>
      ))}
    </>
  );
}
