import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Emblem } from '@web/components/emblem';
import { currentDevice } from '@web/lib/device';
import { activeNavIndex, isSamePage, LOGIN_PATH, PORTAL_PATHS, searchPath, SUBSTATION_NAV, type PortalSite } from '../portal-paths.logic';
import type { StationInState } from '../station-state';
import { LiveClock } from './live-clock';
import styles from './portal-header.module.css';
import { SearchBox } from './search-box';

export const PORTAL_TITLE = '巴中市人大代表联络站';
export const CENTRAL_STATION_NAME = `${PORTAL_TITLE}中心站`;
export const SLOGAN = '人民选我当代表，我当代表为人民';

const SEARCH_HISTORY_KEY = 'portal';

interface HeaderProps {
  site: PortalSite;
  station: StationInState | null;
}

function welcomeLine({ site, station }: HeaderProps) {
  return `您好！欢迎访问${site === 'substation' && station ? station.stationName : CENTRAL_STATION_NAME}`;
}

/** The header search: the results open in place (Back returns to the page searched from). */
function useHeaderSearch({ site, station }: HeaderProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onSearchPage = isSamePage(pathname, PORTAL_PATHS.globalSearch);
  return {
    onSearchPage,
    search(text: string) {
      navigate(searchPath(text, site, station?.stationId ?? null));
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
 * The back control of the top bar. On the central index it does nothing; elsewhere
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
    <button type="button" className={styles.back} aria-disabled={inert || undefined} onClick={goBack}>
      返回
    </button>
  );
}

function TitleBlock({ site, station, compact = false }: HeaderProps & { compact?: boolean }) {
  const isStation = site === 'substation' && station;
  const to = isStation ? PORTAL_PATHS.subStationHome : PORTAL_PATHS.centralIndex;
  return (
    <div className={compact ? `${styles.titleBlock} ${styles.compact}` : styles.titleBlock}>
      <Emblem size={compact ? 36 : 64} />
      <div className={styles.titleText}>
        <Link to={to} className={styles.title}>
          {isStation ? station.stationName : PORTAL_TITLE}
        </Link>
        <p className={styles.slogan}>{SLOGAN}</p>
      </div>
    </div>
  );
}

function SubstationNav({ vertical = false }: { vertical?: boolean }) {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const active = activeNavIndex(pathname, params);
  return (
    <nav aria-label="站点导航" className={styles.nav}>
      <ul className={vertical ? styles.navGrid : styles.navRow}>
        {SUBSTATION_NAV.map((entry, index) => (
          <li key={entry.path}>
            <Link to={entry.path} className={styles.navLink} aria-current={index === active ? 'page' : undefined}>
              {entry.label}
            </Link>
          </li>
        ))}
        <li className={styles.login}>
          <Link to={LOGIN_PATH} className={styles.navLink}>
            登录
          </Link>
        </li>
      </ul>
    </nav>
  );
}

function DesktopHeader(props: HeaderProps) {
  const substation = props.site === 'substation' && props.station;
  return (
    <header>
      <div className={styles.topBar}>
        <div className={styles.topBarInner}>
          <p className={styles.truncate}>{welcomeLine(props)}</p>
          <div className={styles.topBarEnd}>
            <LiveClock />
            <BackControl site={props.site} />
          </div>
        </div>
      </div>
      <div className={substation ? styles.banner : `${styles.banner} ${styles.goldEdge}`}>
        <div className={styles.bannerInner}>
          <TitleBlock {...props} />
          <HeaderSearch {...props} />
        </div>
      </div>
      {substation && (
        <div className={styles.goldEdge}>
          <SubstationNav />
        </div>
      )}
    </header>
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
    <header className={`${styles.banner} ${styles.goldEdge}`}>
      <div className={styles.mobileStack}>
        <div className={styles.mobileRow}>
          <TitleBlock {...props} compact />
          {substation && (
            <button type="button" className={styles.menuButton} aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
              {menuOpen ? '收起' : '菜单'}
            </button>
          )}
        </div>
        <div className={`${styles.mobileRow} ${styles.mobileInfo}`}>
          <p className={styles.truncate}>{welcomeLine(props)}</p>
          <LiveClock />
        </div>
        <HeaderSearch {...props} />
      </div>
      {substation && (
        <div id={menuId} hidden={!menuOpen}>
          <SubstationNav vertical />
        </div>
      )}
    </header>
  );
}

/** The central or substation header, in the desktop or the compact mobile form. */
export function PortalHeader(props: HeaderProps) {
  return currentDevice === 'mobile' ? <MobileHeader {...props} /> : <DesktopHeader {...props} />;
}
