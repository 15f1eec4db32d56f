import { useId, type ReactNode } from 'react';
import styles from './message-buttons.module.css';
import { useMessageDialogs } from './use-message-dialogs';

function PenIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </svg>
  );
}

/**
 * Named by its title alone, the hint line its description: the name is then the visible text a
 * voice-control user reads out, with nothing of the hint missing from it (no `aria-label`).
 */
function BigButton({ icon, title, hint, variant, onClick }: { icon: ReactNode; title: string; hint: string; variant: 'solid' | 'outline'; onClick: () => void }) {
  const hintId = useId();
  return (
    <button type="button" onClick={onClick} className={`hs-btn hs-btn-${variant} ${styles.button}`} aria-describedby={hintId}>
      {icon}
      <span>
        <span className={styles.title}>{title}</span>
        <span className={styles.hint} id={hintId} aria-hidden="true">
          {hint}
        </span>
      </span>
    </button>
  );
}

/**
 * The big 我要留言 and 留言反馈查询 buttons and the dialogs they open.
 * In a substation 我要留言 offers that station's representatives; at the central station a search.
 */
export function MessageButtons({ stationId }: { stationId: number | null }) {
  const { leaveMessage, queryFeedback, dialogs } = useMessageDialogs(stationId);
  return (
    <>
      <div className={styles.grid}>
        <BigButton icon={<PenIcon />} title="我要留言" hint="向人大代表反映意见建议" variant="solid" onClick={() => leaveMessage()} />
        <BigButton icon={<SearchIcon />} title="留言反馈查询" hint="凭留言编号查询办理结果" variant="outline" onClick={() => queryFeedback()} />
      </div>
      {dialogs}
    </>
  );
}
