import { Box, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { ROUTER_BASENAME } from '@shared/constants';
import { Emblem } from '@web/components/emblem';
import { currentDevice } from '@web/lib/device';
import { activeNavIndex, isSamePage, LOGIN_PATH, PORTAL_PATHS, searchPath, SUBSTATION_NAV, type PortalSite } from '../portal-paths.logic';
import type { StationInState } from '../station-state';
import { LiveClock } from './live-clock';
import { SearchBox } from './search-box';

export const PORTAL_TITLE = '巴中市人大代表联络站';
export const CENTRAL_STATION_NAME = `${PORTAL_TITLE}中心站`;
export const SLOGAN = '人民选我当代表，我当代表为人民';

const SEARCH_HISTORY_KEY = 'portal';

/** Deep red with a soft gold glow, the band of the portal's header. */
const bannerBackground = {
  bgColor: 'brand.700',
  bgImage:
    'radial-gradient(ellipse 55% 160% at 10% 0%, rgba(243, 220, 141, 0.25), transparent 60%), linear-gradient(100deg, #6e0c12 0%, #a3141c 55%, #b8232a 100%)',
} as const;

const onBrandFocus = { outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '2px' } as const;

interface HeaderProps {
  site: PortalSite;
  station: StationInState | null;
}

function welcomeLine({ site, station }: HeaderProps) {
  return `您好！欢迎访问${site === 'substation' && station ? station.stationName : CENTRAL_STATION_NAME}`;
}

/**
 * The header search: results open in a new window, except on the search page, where the text
 * goes to the page itself (section 2).
 */
function useHeaderSearch({ site, station }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onSearchPage = isSamePage(pathname, PORTAL_PATHS.globalSearch);
  return {
    onSearchPage,
    search(text: string) {
      const path = searchPath(text, site, station?.stationId ?? null);
      if (onSearchPage) navigate(path);
      else window.open(`${ROUTER_BASENAME}${path}`, '_blank', 'noopener');
    },
  };
}

function HeaderSearch(props: HeaderProps) {
  const { onSearchPage, search } = useHeaderSearch(props);
  const [params] = useSearchParams();
  const current = onSearchPage ? (params.get('search') ?? '') : '';
  // Keyed by the page's text, so the box shows what the search page is showing.
  return <SearchBox key={current} historyKey={SEARCH_HISTORY_KEY} initialText={current} onSearch={search} onBrand />;
}

/**
 * The back control of the top bar. On the central index it does nothing (section 2); elsewhere
 * it goes back, or to the site's home when the portal was opened on this page.
 */
function BackControl({ site }: { site: PortalSite }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const inert = isSamePage(pathname, PORTAL_PATHS.centralIndex);
  const home = site === 'substation' ? PORTAL_PATHS.subStationHome : PORTAL_PATHS.centralIndex;
  const goBack = () => {
    if (inert) return;
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(home);
  };
  return (
    <Button size="xs" variant="ghost" color="white" _hover={{ bg: 'whiteAlpha.200' }} _focusVisible={onBrandFocus} aria-disabled={inert || undefined} onClick={goBack}>
      返回
    </Button>
  );
}

function TitleBlock({ site, station, compact = false }: HeaderProps & { compact?: boolean }) {
  const isStation = site === 'substation' && station;
  const to = isStation ? PORTAL_PATHS.subStationHome : PORTAL_PATHS.centralIndex;
  return (
    <HStack gap={compact ? '2.5' : '4'} minW="0">
      <Emblem size={compact ? 36 : 64} />
      <Stack gap={compact ? '0.5' : '1.5'} minW="0">
        <Link
          asChild
          color="gold.100"
          fontFamily="title"
          fontWeight="bold"
          fontSize={compact ? 'lg' : { md: '2xl', lg: '3xl' }}
          lineHeight="1.2"
          letterSpacing="0.06em"
          textShadow="0 2px 8px rgba(60, 0, 0, 0.4)"
          _hover={{ textDecoration: 'none', color: 'white' }}
          _focusVisible={onBrandFocus}
          display="block"
          truncate
        >
          <RouterLink to={to}>{isStation ? station.stationName : PORTAL_TITLE}</RouterLink>
        </Link>
        <Text fontSize={compact ? 'xs' : 'md'} color="gold.200" fontFamily="title" letterSpacing={compact ? '0.08em' : '0.2em'} truncate>
          {SLOGAN}
        </Text>
      </Stack>
    </HStack>
  );
}

function navLinkStyle(active: boolean) {
  return {
    color: 'white',
    px: '3',
    py: '2.5',
    fontSize: 'md',
    fontWeight: active ? 'bold' : 'medium',
    bg: active ? 'brand.900' : undefined,
    borderBottomWidth: '3px',
    borderColor: active ? 'gold.300' : 'transparent',
    _hover: { bg: 'brand.800', textDecoration: 'none' },
    _focusVisible: onBrandFocus,
    whiteSpace: 'nowrap',
  } as const;
}

function SubstationNav({ vertical = false }: { vertical?: boolean }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const active = activeNavIndex(pathname, params);
  return (
    <Box as="nav" aria-label="站点导航" bg="brand.800">
      <Box
        as="ul"
        listStyleType="none"
        maxW="1200px"
        mx="auto"
        {...(vertical ? { display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)' } : { display: 'flex', flexWrap: 'wrap', alignItems: 'center', px: '4' })}
      >
        {SUBSTATION_NAV.map((entry, index) => (
          <Box as="li" key={entry.path}>
            <Link asChild display="block" textAlign={vertical ? 'center' : undefined} {...navLinkStyle(index === active)}>
              <RouterLink to={entry.path} aria-current={index === active ? 'page' : undefined}>
                {entry.label}
              </RouterLink>
            </Link>
          </Box>
        ))}
        <Box as="li" ms={vertical ? undefined : 'auto'}>
          <Link asChild display="block" textAlign={vertical ? 'center' : undefined} {...navLinkStyle(false)}>
            <RouterLink to={LOGIN_PATH}>登录</RouterLink>
          </Link>
        </Box>
      </Box>
    </Box>
  );
}

function DesktopHeader(props: HeaderProps) {
  const substation = props.site === 'substation' && props.station;
  return (
    <Box as="header">
      <Box bg="brand.900" color="white" fontSize="sm">
        <Flex maxW="1200px" mx="auto" px="4" h="9" align="center" justify="space-between" gap="4">
          <Text truncate>{welcomeLine(props)}</Text>
          <HStack gap="3" flexShrink={0}>
            <LiveClock />
            <BackControl site={props.site} />
          </HStack>
        </Flex>
      </Box>
      <Box {...bannerBackground} borderBottomWidth={substation ? '0' : '3px'} borderColor="gold.400">
        <Flex maxW="1200px" mx="auto" px="4" py="6" align="center" justify="space-between" gap="6">
          <TitleBlock {...props} />
          <HeaderSearch {...props} />
        </Flex>
      </Box>
      {substation && (
        <Box borderBottomWidth="3px" borderColor="gold.400">
          <SubstationNav />
        </Box>
      )}
    </Box>
  );
}

function MobileHeader(props: HeaderProps) {
  const substation = props.site === 'substation' && props.station;
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname, search } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname + search);
  const menuId = useId();
  // A chosen entry navigates: the menu closes on the new page.
  if (openedAt !== pathname + search) {
    setOpenedAt(pathname + search);
    setMenuOpen(false);
  }
  return (
    <Box as="header" {...bannerBackground} color="white" borderBottomWidth="3px" borderColor="gold.400">
      <Stack gap="2.5" px="3" pt="3" pb="3">
        <Flex align="center" justify="space-between" gap="2">
          <TitleBlock {...props} compact />
          {substation && (
            <Button
              size="sm"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.700"
              _hover={{ bg: 'whiteAlpha.200' }}
              _focusVisible={onBrandFocus}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              flexShrink={0}
            >
              {menuOpen ? '收起' : '菜单'}
            </Button>
          )}
        </Flex>
        <Flex justify="space-between" align="center" gap="2" fontSize="xs" color="whiteAlpha.900">
          <Text truncate>{welcomeLine(props)}</Text>
          <LiveClock fontSize="xs" />
        </Flex>
        <HeaderSearch {...props} />
      </Stack>
      {substation && (
        <Box id={menuId} hidden={!menuOpen}>
          <SubstationNav vertical />
        </Box>
      )}
    </Box>
  );
}

/** The central or substation header (section 2), in the desktop or the compact mobile form. */
export function PortalHeader(props: HeaderProps) {
  return currentDevice === 'mobile' ? <MobileHeader {...props} /> : <DesktopHeader {...props} />;
}
