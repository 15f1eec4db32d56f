import { Box, chakra, Flex, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { EmptyState } from '@web/components/empty-state';
import { MenuIcon } from './components/menu-icon';
import { MenuLink } from './components/menu-link';
import { MenuLabel } from './components/menu-marks';
import { PageHeader } from './components/page-header';
import { useMenus } from './menus-provider';

/**
 * /manager/cloud/: the application centre the header's cloud icon opens: every module of the
 * user at a glance, without the left menu.
 */
export function CloudScreen() {
  const { status, navigation, error, refetch } = useMenus();
  if (status === 'loading') return <LoadingState />;
  if (status === 'error') return <ErrorState error={error} onRetry={refetch} />;
  const modules = navigation.filter((m) => m.children.length > 0);
  const singles = navigation.filter((m) => m.children.length === 0);

  return (
    <Box>
      <PageHeader title="应用中心">
        <Text fontSize="sm" color="fg.muted">
          本账号可使用的全部功能模块，点击即可进入。
        </Text>
      </PageHeader>
      {navigation.length === 0 && <EmptyState />}
      {singles.length > 0 && (
        <Flex gap="3" wrap="wrap" mb="5">
          {singles.map((menu) => (
            <MenuLink
              key={menu.menuId}
              menu={menu}
              display="inline-flex"
              alignItems="center"
              gap="2"
              px="4"
              py="2.5"
              layerStyle="panel"
              fontSize="sm"
              fontWeight="medium"
              color="gray.800"
              _hover={{ borderColor: 'brand.300', color: 'brand.700' }}
            >
              <MenuIcon icon={menu.menuIcon} size={18} color="brand.600" />
              {menu.menuName}
            </MenuLink>
          ))}
        </Flex>
      )}
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="5">
        {modules.map((group) => (
          <Box as="section" key={group.menuId} aria-labelledby={`cloud-${group.menuId}`} layerStyle="panel" shadow="xs" overflow="hidden">
            <Flex align="center" gap="3" px="5" py="4" bgGradient="to-r" gradientFrom="brand.50" gradientTo="white" borderBottomWidth="1px" borderColor="border.muted">
              <Flex boxSize="10" rounded="lg" bg="brand.600" color="white" align="center" justify="center" flexShrink={0}>
                <MenuIcon icon={group.menuIcon} size={22} />
              </Flex>
              <Heading id={`cloud-${group.menuId}`} as="h2" fontSize="md" fontWeight="semibold" color="gray.900" flex="1">
                {group.menuName}
              </Heading>
              <MenuLink menu={group} fontSize="sm" color="brand.700" fontWeight="medium" _hover={{ textDecoration: 'underline' }} aria-label={`进入${group.menuName}`}>
                进入
              </MenuLink>
            </Flex>
            <chakra.ul listStyleType="none" m="0" px="3" py="3" display="grid" gridTemplateColumns="repeat(2, minmax(0, 1fr))" gap="1">
              {group.children.map((menu) => (
                <li key={menu.menuId}>
                  <MenuLink
                    menu={menu}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    w="full"
                    px="2"
                    py="1.5"
                    rounded="md"
                    fontSize="sm"
                    textAlign="start"
                    color={menu.isEnable ? 'gray.700' : 'gray.500'}
                    _hover={{ bg: 'brand.50', color: 'brand.700' }}
                  >
                    <MenuLabel menu={menu} iconSize={15} iconColor="gray.500" />
                  </MenuLink>
                </li>
              ))}
            </chakra.ul>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export const Component = CloudScreen;
