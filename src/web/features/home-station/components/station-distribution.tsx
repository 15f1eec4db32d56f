import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { StationCard as StationCardData } from '@shared/portal';
import { useStationsQuery } from '../home-station.api';
import { onMobile } from '../portal-hooks';
import { substationHomePath } from '../portal-paths.logic';
import { skipToken } from '../portal-query';
import { setStationInState } from '../station-state';
import { AreaSwitcher, useAreaSwitcher } from './area-switcher';
import { hasNoItems, QueryView } from './list-states';
import { PortalPager } from './portal-pager';
import { SectionTitle } from './section-title';
import styles from './station-distribution.module.css';

/** Two rows of three on a wide screen. */
export const STATION_CARD_PAGE_SIZE = 6;

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <p className={styles.field}>
      <span className={styles.label}>{label}：</span>
      {value || '暂无'}
    </p>
  );
}

/** A site distribution card: name, convener, staff, address; it enters the substation. */
export function StationCard({ station }: { station: StationCardData }) {
  return (
    <article className={styles.card}>
      {station.stationPicture && <img src={station.stationPicture} alt="" width={400} height={128} loading="lazy" decoding="async" className={styles.image} />}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link
            to={substationHomePath(station.stationId)}
            onClick={() => setStationInState({ stationId: station.stationId, stationName: station.contactName })}
          >
            {station.contactName}
          </Link>
        </h3>
        <Field label="召集人" value={station.conveyor} />
        <Field label="工作人员" value={station.workName} />
        <Field label="地址" value={station.address} />
      </div>
    </article>
  );
}

/** The distribution of contact stations, filtered by the area switcher, with the portal pager. */
export function StationDistribution() {
  const areas = useAreaSwitcher();
  const [page, setPage] = useState(1);
  const query = useStationsQuery(
    areas.ready ? { areaId: areas.failed ? null : (areas.query?.areaId ?? null), pageNum: page, pageSize: STATION_CARD_PAGE_SIZE } : skipToken,
  );
  return (
    <section aria-labelledby="station-distribution">
      <SectionTitle id="station-distribution" title="联络站分布" subheading={<AreaSwitcher model={areas} onChange={() => setPage(1)} />} />
      <QueryView query={{ ...query, data: query.currentData, isLoading: query.isLoading || !areas.ready }} isEmpty={hasNoItems}>
        {(data) => (
          <>
            <div className={onMobile ? styles.grid : `${styles.grid} ${styles.sm2} ${styles.lg3}`} aria-busy={query.isFetching}>
              {data.list.map((station) => (
                <StationCard key={station.stationId} station={station} />
              ))}
            </div>
            <PortalPager total={data.total} page={page} pageSize={STATION_CARD_PAGE_SIZE} onPageChange={setPage} label="联络站分页" />
          </>
        )}
      </QueryView>
    </section>
  );
}
