import styles from './central-index.module.css';
import { CENTRAL_STATION_NAME } from './components/portal-header';
import { HomeColumns, HomeTop } from './components/portal-home';
import { PortalTitle } from './components/portal-page';
import { StationDistribution } from './components/station-distribution';
import { MessageButtons } from './message/message-buttons';
import { RepresentativeStrip } from './representatives/representative-strip';

/** centralStationIndex: the central station's home. */
export function CentralStationIndexScreen() {
  return (
    <div className={styles.stack}>
      <PortalTitle title="中心站首页" />
      <h1 className="sr-only">{CENTRAL_STATION_NAME}</h1>
      <HomeTop site="central" stationId={null} />
      <MessageButtons stationId={null} />
      <HomeColumns site="central" stationId={null} />
      <StationDistribution />
      <RepresentativeStrip stationId={null} />
    </div>
  );
}
