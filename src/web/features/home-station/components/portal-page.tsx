import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PORTAL_PATHS, type PortalSite } from '../portal-paths.logic';
import styles from './portal-page.module.css';
import { PORTAL_TITLE } from './portal-header';

export interface Crumb {
  label: string;
  to?: string;
}

/** The document title of a portal page. */
export function PortalTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} - ${PORTAL_TITLE}` : PORTAL_TITLE}</title>;
}

export interface PortalPageProps {
  site: PortalSite;
  title: string;
  /** Between 首页 and the page itself. */
  trail?: Crumb[];
  /** The page's own heading; false when the content brings its own h1 (an article). */
  heading?: boolean;
  children: ReactNode;
}

/** A portal page below the header: where it is (当前位置), its heading and its content. */
export function PortalPage({ site, title, trail = [], heading = true, children }: PortalPageProps) {
  const home = site === 'substation' ? PORTAL_PATHS.subStationHome : PORTAL_PATHS.centralIndex;
  const crumbs: Crumb[] = [{ label: '首页', to: home }, ...trail];
  return (
    <div>
      <PortalTitle title={title} />
      <nav aria-label="当前位置" className={styles.breadcrumb}>
        <ol className={styles.crumbs}>
          {crumbs.map((crumb) => (
            <Crumbs key={`${crumb.label}-${crumb.to ?? ''}`} crumb={crumb} />
          ))}
          <li className={styles.current}>
            {/* As Chakra's Breadcrumb.CurrentLink rendered it. */}
            <span role="link" aria-current="page">
              {title}
            </span>
          </li>
        </ol>
      </nav>
      {heading && <h1 className={styles.heading}>{title}</h1>}
      {children}
    </div>
  );
}

function Crumbs({ crumb }: { crumb: Crumb }) {
  return (
    <>
      <li className={styles.crumb}>
        {crumb.to ? (
          <Link to={crumb.to} className="hs-link">
            {crumb.label}
          </Link>
        ) : (
          <span>{crumb.label}</span>
        )}
      </li>
      <li aria-hidden="true" className={styles.separator}>
        <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m9 18 6-6-6-6" />
        </svg>
      </li>
    </>
  );
}
