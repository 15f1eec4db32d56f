import type { ReactNode } from 'react';
import styles from './section-title.module.css';

export interface SectionTitleProps {
  title: string;
  /** The subheading slot: a line in small print, or controls such as the area switcher. */
  subheading?: ReactNode;
  /** On the right: 更多>> and the like. */
  action?: ReactNode;
  id?: string;
  as?: 'h1' | 'h2' | 'h3';
}

/** A page section's title bar: a red mark, the title, its subheading and an action. */
export function SectionTitle({ title, subheading, action, id, as: Heading = 'h2' }: SectionTitleProps) {
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <div className={styles.titleGroup}>
          <span className={styles.mark} aria-hidden="true" />
          <Heading id={id} className={styles.title}>
            {title}
          </Heading>
        </div>
        {action}
      </div>
      {subheading && (typeof subheading === 'string' ? <p className={styles.subline}>{subheading}</p> : <div className={styles.controls}>{subheading}</div>)}
    </div>
  );
}
