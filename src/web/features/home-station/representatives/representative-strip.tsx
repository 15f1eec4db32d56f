import { useId } from 'react';
import { MoreLink } from '../components/more-link';
import { SectionTitle } from '../components/section-title';
import { useMessageDialogs } from '../message/use-message-dialogs';
import { PORTAL_PATHS } from '../portal-paths.logic';
import { RepresentativeList } from './representative-list';

/** One row of cards on a home page. */
const STRIP_SIZE = 4;
/** The central station shows city-level representatives (level 1 of the tabs); a substation its own. */
const CITY_LEVEL = 1;

/** A few representative cards with 留言, and 更多>> to the directory. */
export function RepresentativeStrip({ stationId }: { stationId: number | null }) {
  const titleId = useId();
  const { leaveMessage, dialogs } = useMessageDialogs(stationId);
  const query =
    stationId === null ? { level: CITY_LEVEL, pageNum: 1, pageSize: STRIP_SIZE } : { fkStationId: stationId, pageNum: 1, pageSize: STRIP_SIZE };
  return (
    <section aria-labelledby={titleId}>
      <SectionTitle id={titleId} title={stationId === null ? '市级人大代表' : '本站人大代表'} action={<MoreLink to={PORTAL_PATHS.npcDeputy} what="人大代表" />} />
      <RepresentativeList query={query} onLeaveMessage={leaveMessage} compact columns={{ base: 1, sm: 2, lg: 4 }} showSummary={false} />
      {dialogs}
    </section>
  );
}
