import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ErrorState } from '@web/components/error-state';
import { pageTitleFor } from './components/content-tabs';
import { PageHeader } from './components/page-header';
import { embeddableUrl, flattenMenus, menuMatchesLocation, menuTrail } from './menu.model';
import { useMenus } from './menus-provider';

/** The frame's height: the window less the system header, the tabs and the page header. */
const FRAME_HEIGHT = 'calc(100dvh - 140px - 40px - 150px)';

function hostOf(url: string): string {
  try {
    return new URL(url, window.location.origin).host;
  } catch {
    return '';
  }
}

/**
 * /manager/livelihoodIssues/thirdPage?redirect=<url>: a third-party page embedded in the layout
 * (menu open type 4). Only a path of this site or an http(s) page is embedded; pages of other
 * sites run sandboxed. A site that refuses to be framed can still be opened in a new window.
 */
export function ThirdPageScreen() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const { tree } = useMenus();
  const [reloads, setReloads] = useState(0);
  const redirect = params.get('redirect');
  const url = embeddableUrl(redirect);
  const menu = flattenMenus(tree).find((m) => menuMatchesLocation(m, pathname, search));
  const title = menu?.menuName ?? pageTitleFor(tree, pathname, search);

  if (!url) {
    return (
      <Box>
        <PageHeader title={title} />
        <Box layerStyle="panel">
          <ErrorState title="页面地址无效，无法打开" />
        </Box>
      </Box>
    );
  }
  const crossOrigin = !url.startsWith('/') && new URL(url).origin !== window.location.origin;

  return (
    <Box>
      <PageHeader
        title={title}
        trail={menu ? menuTrail(tree, menu.menuId) : []}
        actions={
          <HStack gap="2">
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => setReloads((n) => n + 1)}>
              刷新
            </Button>
            <Button asChild size="sm" colorPalette="brand">
              <a href={url} target="_blank" rel="noopener noreferrer">
                在新窗口打开
              </a>
            </Button>
          </HStack>
        }
      >
        <Text fontSize="sm" color="fg.muted">
          {crossOrigin ? `该页面由 ${hostOf(url)} 提供；如无法显示，请点击“在新窗口打开”。` : hostOf(url)}
        </Text>
      </PageHeader>
      <Flex layerStyle="panel" overflow="hidden" shadow="xs">
        <iframe
          key={reloads}
          title={title}
          src={url}
          style={{ width: '100%', height: FRAME_HEIGHT, minHeight: 480, border: 0, display: 'block' }}
          sandbox={crossOrigin ? 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads' : undefined}
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </Flex>
    </Box>
  );
}

export const Component = ThirdPageScreen;
