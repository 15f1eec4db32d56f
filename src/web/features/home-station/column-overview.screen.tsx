import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { ColumnBlock } from './components/column-block';
import { hasNoItems, QueryView } from './components/list-states';
import { NamedColumnArticles } from './components/paged-articles';
import { PortalPage } from './components/portal-page';
import { PortalPager } from './components/portal-pager';
import { useColumnsQuery } from './home-station.api';
import { onMobile, usePageParam } from './portal-hooks';
import { PERFORMANCE_TITLE, SPECIAL_COLUMN_TITLE, type PortalSite } from './portal-paths.logic';
import { useHomeStation } from './station-state';
import styles from './column-overview.module.css';

/** A site's columns as blocks, each with 更多>> to its more-topics page. */
function ColumnOverview({ site, stationId }: { site: PortalSite; stationId: number | null }) {
  const [page, setPage] = usePageParam();
  const query = useColumnsQuery({ fkStationId: stationId, pageNum: page, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <PortalPage site={site} title={SPECIAL_COLUMN_TITLE}>
      <QueryView query={{ ...query, data: query.currentData, isLoading: query.isLoading || query.isFetching }} isEmpty={hasNoItems}>
        {(data) => (
          <div>
            <div className={onMobile ? `${styles.grid} ${styles.mobile}` : styles.grid}>
              {data.list.map((column) => (
                <ColumnBlock key={column.columnId} site={site} column={column} stationId={stationId} />
              ))}
            </div>
            <PortalPager total={data.total} page={page} onPageChange={setPage} label="栏目分页" />
          </div>
        )}
      </QueryView>
    </PortalPage>
  );
}

/** specialColumnPage: the substation's columns. */
export function SpecialColumnPageScreen() {
  const [station] = useHomeStation();
  return <ColumnOverview site="substation" stationId={station?.stationId ?? null} />;
}

/** centralStationSpecialColumnPage: the central station's columns. */
export function CentralStationSpecialColumnPageScreen() {
  return <ColumnOverview site="central" stationId={null} />;
}

/** performanceRepresentative: the articles of the station's 代表履职 column, paged. */
export function PerformanceRepresentativeScreen() {
  const [station] = useHomeStation();
  return (
    <PortalPage site="substation" title={PERFORMANCE_TITLE}>
      <NamedColumnArticles site="substation" stationId={station?.stationId ?? null} columnName={PERFORMANCE_TITLE} />
    </PortalPage>
  );
}
