import styles from './central-index.module.css';
import { BriefIntroduction } from './components/brief-introduction';
import { QueryView } from './components/list-states';
import { HomeColumns, HomeTop } from './components/portal-home';
import { PortalTitle } from './components/portal-page';
import { SectionTitle } from './components/section-title';
import { useStationQuery } from './home-station.api';
import { MessageButtons } from './message/message-buttons';
import { onMobile } from './portal-hooks';
import { PORTAL_PATHS } from './portal-paths.logic';
import { skipToken } from './portal-query';
import { RepresentativeStrip } from './representatives/representative-strip';
import { useHomeStation } from './station-state';

/** homePageSubStation: the substation's home; the layout makes sure a station is in state. */
export function SubStationHomeScreen() {
  const [station] = useHomeStation();
  const overview = useStationQuery(station?.stationId ?? skipToken);
  if (!station) return null;
  return (
    <div className={styles.stack}>
      <PortalTitle title={station.stationName} />
      <h1 className="sr-only">{station.stationName}</h1>
      <HomeTop site="substation" stationId={station.stationId} />
      <div className={onMobile ? styles.pair : `${styles.pair} ${styles.lg2}`}>
        <section aria-labelledby="station-brief">
          <SectionTitle id="station-brief" title="站点概况" />
          <QueryView query={overview}>
            {(data) => <BriefIntroduction thumbnail={data.stationPicture} title={data.stationName} text={data.introduce} to={PORTAL_PATHS.overview} />}
          </QueryView>
        </section>
        <section aria-labelledby="station-message">
          <SectionTitle id="station-message" title="联系代表" />
          <MessageButtons stationId={station.stationId} />
        </section>
      </div>
      <HomeColumns site="substation" stationId={station.stationId} />
      <RepresentativeStrip stationId={station.stationId} />
    </div>
  );
}
