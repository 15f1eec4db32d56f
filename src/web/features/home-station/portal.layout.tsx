import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Toaster } from '@web/components/toaster';
import { PortalFooter } from './components/portal-footer';
import { PortalHeader } from './components/portal-header';
import { useStationQuery } from './home-station.api';
import { onMobile } from './portal-hooks';
import { isSubstationPage, PORTAL_PATHS, portalSiteOf, stationIdOfQuery } from './portal-paths.logic';
import { skipToken } from './portal-query';
import { useHomeStation } from './station-state';
import { LoadingState } from './ui/states';
import styles from './portal.layout.module.css';
import './ui/portal.css';

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
 * The public portal's shell: the central or substation
 * header, the page, the footer. A substation page without a station in state goes to the
 * central index.
 */
export function PortalLayout() {
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const [station] = useHomeStation();
  const enteringStation = useStationFromAddress(query);

  if (enteringStation) return <LoadingState fullPage />;
  if (isSubstationPage(pathname) && !station) return <Navigate to={PORTAL_PATHS.centralIndex} replace />;

  const site = portalSiteOf(pathname, query, station);
  return (
    <div className={styles.shell} data-device={onMobile ? 'mobile' : 'pc'}>
      <a className="hs-skip-link" href="#main-content">
        跳到主要内容
      </a>
      <PortalHeader site={site} station={station} />
      <main id="main-content" tabIndex={-1} className={onMobile ? `${styles.main} ${styles.mobile}` : styles.main}>
        <Outlet />
      </main>
      <PortalFooter />
      <Toaster />
    </div>
  );
}

export function Component() {
  return <PortalLayout />;
}
