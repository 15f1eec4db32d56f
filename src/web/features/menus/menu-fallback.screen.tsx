import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { MOBILE_DELEGATE_HOME, homePathFor } from '@shared/roles';
import { EmptyState } from '@web/components/empty-state';
import { ErrorPage } from '@web/components/error-page';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { useCurrentUserQuery } from '@web/features/auth';
import { PageHeader } from './components/page-header';
import { listedMenuFor, menuTrail } from './menu.model';
import { useMenus } from './menus-provider';

/**
 * The router's fallback inside the client, manager and mobile layouts. An address that is one
 * of the user's menus but has no screen yet says so (正在建设中，敬请期待; a disabled menu: 模块暂未
 * 开放); any other unknown address is the 404 page.
 */
export function MenuFallbackScreen() {
  const { status, tree, error, refetch } = useMenus();
  const { data: user } = useCurrentUserQuery();
  const { pathname } = useLocation();

  if (status === 'loading') return <LoadingState />;
  if (status === 'error') return <ErrorState error={error} onRetry={refetch} />;
  const menu = listedMenuFor(tree, pathname);
  const home = pathname.startsWith('/mobile/') ? MOBILE_DELEGATE_HOME : homePathFor(user?.loginRoleCode);
  if (!menu) return <ErrorPage variant="inline" status={404} message={MSG.pageNotFound} />;

  return (
    <Box>
      <PageHeader title={menu.menuName} trail={menuTrail(tree, menu.menuId)} />
      <Box layerStyle="panel" shadow="xs" py="16">
        <EmptyState text={menu.isEnable ? MSG.underConstruction : MSG.moduleNotOpen} fontSize="md">
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={home}>返回首页</RouterLink>
          </Button>
        </EmptyState>
      </Box>
    </Box>
  );
}

export const Component = MenuFallbackScreen;
