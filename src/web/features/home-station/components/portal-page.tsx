import { Box, Breadcrumb, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PORTAL_PATHS, type PortalSite } from '../portal-paths.logic';
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
    <Box>
      <PortalTitle title={title} />
      <Breadcrumb.Root size="sm" mb="4" aria-label="当前位置">
        <Breadcrumb.List flexWrap="nowrap">
          {crumbs.map((crumb) => (
            <Crumbs key={`${crumb.label}-${crumb.to ?? ''}`} crumb={crumb} />
          ))}
          <Breadcrumb.Item minW="0">
            <Breadcrumb.CurrentLink color="gray.700" display="block" truncate>
              {title}
            </Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
      {heading && (
        <Heading as="h1" fontSize={{ base: 'xl', md: '2xl' }} color="brand.fg" mb="4" pb="3" borderBottomWidth="2px" borderColor="brand.600">
          {title}
        </Heading>
      )}
      {children}
    </Box>
  );
}

function Crumbs({ crumb }: { crumb: Crumb }) {
  return (
    <>
      <Breadcrumb.Item flexShrink={0}>
        {crumb.to ? (
          <Breadcrumb.Link asChild color="brand.fg">
            <RouterLink to={crumb.to}>{crumb.label}</RouterLink>
          </Breadcrumb.Link>
        ) : (
          <span>{crumb.label}</span>
        )}
      </Breadcrumb.Item>
      <Breadcrumb.Separator />
    </>
  );
}
