import { useId, useState } from 'react';
import { representativeLevel, type RepresentativeCard as Representative } from '@shared/portal';
import styles from './representative-card.module.css';

/** Why a card has no working 留言 button: the deputy is not at any station, so nobody forwards it. */
const NO_STATION_EXPLANATION = '该代表暂未进驻联络站，暂不接收留言';

export const takesMessages = (representative: Pick<Representative, 'fkStationId'>) => representative.fkStationId !== null;

const AVATAR_SIZES = { lg: styles.lg, xl: styles.xl, '2xl': styles.x2l };

/** The photo, or the surname on the brand colour when there is none (or it fails to load). */
export function RepresentativeAvatar({ representative, size = 'xl' }: { representative: Representative; size?: 'lg' | 'xl' | '2xl' }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={`${styles.avatar} ${AVATAR_SIZES[size]}`}>
      <span aria-hidden="true">{representative.delegateName.slice(0, 1)}</span>
      {representative.headPortrait && !failed && (
        <img src={representative.headPortrait} alt={`${representative.delegateName}的照片`} loading="lazy" onError={() => setFailed(true)} />
      )}
    </span>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  return (
    <p className={`${styles.small} ${styles.clamp}`}>
      {label}：{value || '暂无'}
    </p>
  );
}

interface RepresentativeCardProps {
  representative: Representative;
  /** Absent: the card has no 留言 button (the message form's own header). */
  onLeaveMessage?: (representative: Representative) => void;
  /** The strip and the picker show name, delegation and level only. */
  compact?: boolean;
}

/**
 * The representative card (photo, name, a 留言 button; the representative's default
 * fields). A deputy without a station takes no messages: the button is
 * disabled and the card says why.
 */
export function RepresentativeCard({ representative, onLeaveMessage, compact = false }: RepresentativeCardProps) {
  const explanationId = useId();
  const { delegateName, sex, delegationName, delegateGrade, nationality, presentOccupation, stationName } = representative;
  const open = takesMessages(representative);
  return (
    <article aria-label={`代表 ${delegateName}`} className={compact ? `${styles.card} ${styles.compact}` : styles.card}>
      <div className={styles.head}>
        <RepresentativeAvatar representative={representative} size={compact ? 'lg' : 'xl'} />
        <div className={styles.info}>
          <div className={styles.nameRow}>
            <p className={styles.name}>{delegateName}</p>
            {!compact && <p className={styles.small}>{sex}</p>}
            <span className="hs-badge">{representativeLevel(delegateGrade)}</span>
          </div>
          <p className={`${styles.small} ${styles.clamp}`}>{delegationName}</p>
          {!compact && (
            <>
              <Detail label="民族" value={nationality} />
              <Detail label="职业" value={presentOccupation} />
              <Detail label="联络站" value={stationName} />
            </>
          )}
        </div>
      </div>
      {onLeaveMessage && (
        <div className={styles.actions}>
          <button
            type="button"
            className={open ? 'hs-btn hs-btn-sm hs-btn-solid' : `hs-btn hs-btn-sm ${styles.disabled}`}
            disabled={!open}
            aria-label={`给${delegateName}留言`}
            aria-describedby={open ? undefined : explanationId}
            onClick={() => onLeaveMessage(representative)}
          >
            留言
          </button>
          {!open && (
            <p id={explanationId} className={styles.note}>
              {NO_STATION_EXPLANATION}
            </p>
          )}
        </div>
      )}
    </article>
  );
}
