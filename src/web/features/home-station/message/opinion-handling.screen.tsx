import { useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
// The labels alone: the machine's index would bring xstate and the workflow into the portal.
import { isStationMessageDone, stationMessageStatuses } from '@machines/station-message/station-message.labels';
import { SectionTitle } from '../components/section-title';
import { PORTAL_PATHS } from '../portal-paths.logic';
import { RepresentativeList } from '../representatives/representative-list';
import { useHomeStation } from '../station-state';
import { MessageButtons } from './message-buttons';
import styles from './opinion-handling.module.css';
import { useMessageDialogs } from './use-message-dialogs';

const STATION_PAGE_SIZE = 8;

/** How a message moves, in the words of the handling statuses (machines/station-message). */
const HANDLING_STEPS = [
  { status: 0, text: '留言提交后送达您选择的代表及其所在联络站，代表阅读后提出处理意见或直接答复。' },
  { status: 100, text: '需要联络站协调的，由代表提出建议后交联络站，等待交办。' },
  { status: 200, text: '联络站将留言交有关部门或单位办理，并跟踪办理进度。' },
  { status: 300, text: '代表或联络站答复办理结果，您可凭留言编号和手机号码（或姓名）查询。' },
] as const;

function HandlingSteps() {
  return (
    <ol className={styles.steps}>
      {HANDLING_STEPS.map(({ status, text }, index) => (
        <li key={status} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.stepText}>
            <span className={isStationMessageDone(status) ? `hs-badge ${styles.done}` : 'hs-badge'}>{stationMessageStatuses[status].label}</span>
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

function StationRepresentatives({ stationId }: { stationId: number }) {
  const [pageNum, setPageNum] = useState(1);
  const { leaveMessage, dialogs } = useMessageDialogs(stationId);
  return (
    <>
      <RepresentativeList
        query={{ fkStationId: stationId, pageNum, pageSize: STATION_PAGE_SIZE }}
        onPageChange={setPageNum}
        onLeaveMessage={leaveMessage}
        compact
        columns={{ base: 1, sm: 2, lg: 4 }}
        emptyText="本联络站暂无进站代表"
      />
      {dialogs}
    </>
  );
}

/**
 * 意见处理, a substation page: how messages are handled, the two
 * big buttons and the station's representatives. Without a station in state: the central index.
 */
export function OpinionHandlingScreen() {
  const [station] = useHomeStation();
  const titleId = useId();
  const representativesId = useId();
  if (!station) return <Navigate to={PORTAL_PATHS.centralIndex} replace />;
  return (
    <div className={styles.page}>
      <section aria-labelledby={titleId}>
        <SectionTitle as="h1" id={titleId} title="意见处理" subheading={`欢迎通过${station.stationName}向人大代表反映您的意见和建议`} />
        <div className={styles.columns}>
          <HandlingSteps />
          <div className={styles.actions}>
            <MessageButtons stationId={station.stationId} />
            <p className={styles.notice}>留言须知：填写手机号码的须通过短信验证；请妥善保存留言编号，凭编号和手机号码（未填手机号码的凭姓名）查询办理反馈。</p>
          </div>
        </div>
      </section>
      <section aria-labelledby={representativesId}>
        <SectionTitle id={representativesId} title="本站代表" subheading="选择一位代表，直接向其留言" />
        <StationRepresentatives stationId={station.stationId} />
      </section>
    </div>
  );
}
