import { Link } from 'react-router-dom';
import { plainText } from '../article.logic';
import { PORTAL_PATHS } from '../portal-paths.logic';
import styles from './brief-introduction.module.css';

export interface BriefIntroductionProps {
  thumbnail?: string | null;
  title: string;
  /** Text or HTML; shown without markup. */
  text?: string | null;
  /** Where a click goes (by default the central index). */
  to?: string;
  /** The words of the link at the bottom. */
  linkText?: string;
}

/** A brief introduction: thumbnail, title and a summary without markup; the whole card opens `to`. */
export function BriefIntroduction({ thumbnail, title, text, to = PORTAL_PATHS.centralIndex, linkText = '查看详情' }: BriefIntroductionProps) {
  return (
    <article className={styles.card}>
      <div className={styles.row}>
        {thumbnail && <img src={thumbnail} alt="" width={640} height={400} loading="lazy" decoding="async" className={styles.image} />}
        <div className={styles.body}>
          <h3 className={styles.title}>
            <Link to={to}>{title}</Link>
          </h3>
          <p className={styles.text}>{plainText(text, 200)}</p>
          <p className={styles.more} aria-hidden="true">
            {linkText} &gt;&gt;
          </p>
        </div>
      </div>
    </article>
  );
}
