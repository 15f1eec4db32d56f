import { Box, chakra, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MenuIcon, useMenus } from '@web/features/menus';
import { mobileSectionsOf } from '../mobile-sections';
import { Panel } from './info-card';

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
