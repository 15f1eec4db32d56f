import { skipToken } from './portal-query';
import { useSearchParams } from 'react-router-dom';
import { NoData } from './components/list-states';
import { NamedColumnArticles, PagedArticles } from './components/paged-articles';
import { PortalPage } from './components/portal-page';
import { useColumnQuery } from './home-station.api';
import { NOTICES_TITLE, PORTAL_PATHS, SPECIAL_COLUMN_TITLE, WORK_NEWS_TITLE, type PortalSite } from './portal-paths.logic';
import { useHomeStation } from './station-state';
import styles from './article-list.module.css';

function SubstationColumnPage({ title }: { title: string }) {
  const [station] = useHomeStation();
  return (
    <PortalPage site="substation" title={title}>
      <NamedColumnArticles site="substation" stationId={station?.stationId ?? null} columnName={title} />
    </PortalPage>
  );
}

/** workNews: the substation's 工作动态, paged. */
export function WorkNewsScreen() {
  return <SubstationColumnPage title={WORK_NEWS_TITLE} />;
}

/** noticeAnnouncement: the substation's 通知公告, paged. */
export function NoticeAnnouncementScreen() {
  return <SubstationColumnPage title={NOTICES_TITLE} />;
}

function columnIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A column's articles from its address: fkColumnId, title, pageTitle (专题专栏). */
function MoreTopicsPage({ site }: { site: PortalSite }) {
  const [params] = useSearchParams();
  const [station] = useHomeStation();
  const columnId = columnIdOf(params.get('fkColumnId'));
  // The title travels in the address; without it, the column's own name.
  const column = useColumnQuery(columnId !== null && !params.get('title') ? columnId : skipToken);
  const title = params.get('title') || column.data?.columnName || SPECIAL_COLUMN_TITLE;
  const pageTitle = params.get('pageTitle') || SPECIAL_COLUMN_TITLE;
  const overview = site === 'substation' ? PORTAL_PATHS.specialColumns : PORTAL_PATHS.centralSpecialColumns;
  return (
    <PortalPage site={site} title={title} trail={[{ label: pageTitle, to: overview }]}>
      {columnId === null ? (
        <div className={styles.blank}>
          <NoData />
        </div>
      ) : (
        <PagedArticles site={site} column={{ columnId, columnName: title }} stationId={site === 'substation' ? (station?.stationId ?? null) : null} />
      )}
    </PortalPage>
  );
}

/** moreTopics: a substation column's articles. */
export function MoreTopicsScreen() {
  return <MoreTopicsPage site="substation" />;
}

/** centralStationMoreTopics: a central column's articles. */
export function CentralStationMoreTopicsScreen() {
  return <MoreTopicsPage site="central" />;
}
