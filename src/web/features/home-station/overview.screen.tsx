import { skipToken } from './portal-query';
import { QueryView } from './components/list-states';
import { PortalPage } from './components/portal-page';
import { useStationQuery, useUpcomingReceptionsQuery } from './home-station.api';
import { onMobile } from './portal-hooks';
import { useHomeStation } from './station-state';
import styles from './overview.module.css';

const OVERVIEW_TITLE = '站点概况';

/** overviewHomeStation: the station's picture, introduction, convener, staff, phone and address. */
export function OverviewHomeStationScreen() {
  const [station] = useHomeStation();
  const query = useStationQuery(station?.stationId ?? skipToken);
  const receptions = useUpcomingReceptionsQuery(station?.stationId ?? skipToken);
  return (
    <PortalPage site="substation" title={OVERVIEW_TITLE}>
      <QueryView query={query}>
        {(data) => (
          <div className={`${styles.card} ${styles.main} ${onMobile ? styles.mobile : ''}`}>
            {data.stationPicture && <img src={data.stationPicture} alt={`${data.stationName}外景`} className={styles.picture} />}
            <div className={styles.facts}>
              <div className={styles.titleRow}>
                <h2 className={styles.title}>{data.stationName}</h2>
                {data.isDemonstration && <span className={`hs-badge ${styles.demo}`}>示范站</span>}
              </div>
              <dl className={styles.list}>
                {[
                  ['召集人', data.conveneUser],
                  ['工作人员', data.contactUser],
                  ['联系电话', data.contactPhone],
                  ['地址', data.address],
                  ['进站代表', `${data.delegateCount} 名`],
                ].map(([label, value]) => (
                  <div key={label} className={styles.item}>
                    <dt>{label}</dt>
                    <dd>{value || '暂无'}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        )}
      </QueryView>
      {query.data && (
        <section aria-labelledby="station-introduce" className={`${styles.card} ${styles.intro}`}>
          <h2 id="station-introduce" className={styles.introTitle}>
            站点简介
          </h2>
          {(query.data.introduce ?? '暂无简介').split(/\n+/).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      )}
      {receptions.data && receptions.data.length > 0 && (
        <section aria-labelledby="station-receptions" className={`${styles.card} ${styles.intro}`}>
          <h2 id="station-receptions" className={styles.introTitle}>
            代表接待安排
          </h2>
          <ul>
            {receptions.data.map((r) => (
              <li key={r.receptionId}>
                {r.receptionDate} {r.startTime}–{r.endTime}，{r.place}，接待代表：{r.deputies.map((d) => d.delegateName).join('、')}
                {r.remark ? `（${r.remark}）` : ''}
              </li>
            ))}
          </ul>
        </section>
      )}
    </PortalPage>
  );
}
