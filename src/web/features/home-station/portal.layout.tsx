import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingState } from '@web/components/loading-state';
import { PortalFooter } from './components/portal-footer';
import { PortalHeader } from './components/portal-header';
import { useStationQuery } from './home-station.api';
import { onMobile } from './portal-hooks';
import { isSubstationPage, PORTAL_PATHS, portalSiteOf, stationIdOfQuery } from './portal-paths.logic';
import { useHomeStation } from './station-state';

/**
 * Enters the station of a `?stationId=` address (a shared link, a search hit, a new window)
 * and keeps it in state. Answers whether that lookup is still under way.
 */
function useStationFromAddress(query: URLSearchParams): boolean {
  const [station, setStation] = useHomeStation();
  const wanted = stationIdOfQuery(query);
  const lookingUp = wanted !== null && station?.stationId !== wanted;
  const lookup = useStationQuery(lookingUp ? wanted : skipToken);
  useEffect(() => {
    if (lookingUp && lookup.data) setStation({ stationId: lookup.data.stationId, stationName: lookup.data.stationName });
  }, [lookingUp, lookup.data, setStation]);
  return lookingUp && !lookup.isError;
}

/**
 * The public portal's shell (portal document, sections 1 and 2): the central or substation
 * header, the page, the footer. A substation page without a station in state goes to the
 * central index.
 */
export function PortalLayout() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const [station] = useHomeStation();
  const enteringStation = useStationFromAddress(query);

  if (enteringStation) return <LoadingState minH="100dvh" justify="center" />;
  if (isSubstationPage(pathname) && !station) return <Navigate to={PORTAL_PATHS.centralIndex} replace />;

  const site = portalSiteOf(pathname, query, station);
  return (
    <Flex direction="column" minH="100dvh" bg="page" data-device={onMobile ? 'mobile' : 'pc'}>
      <SkipNavLink>跳到主要内容</SkipNavLink>
      <PortalHeader site={site} station={station} />
      <SkipNavContent />
      <Box as="main" flex="1" w="full" maxW="1200px" mx="auto" px={onMobile ? '3' : { base: '3', md: '4' }} py={onMobile ? '4' : '6'}>
        <Outlet />
      </Box>
      <PortalFooter />
    </Flex>
  );
}

export function Component() {
  return <PortalLayout />;
}
