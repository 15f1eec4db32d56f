import type { Column } from '@shared/portal';
import { moreTopicsPath, type PortalSite } from '../portal-paths.logic';
import { ColumnArticles } from './column-articles';
import styles from './column-block.module.css';
import { MoreLink } from './more-link';

/** A column as a block: its name, 更多>> to its more-topics page, its newest articles. */
export function ColumnBlock({ site, column, stationId }: { site: PortalSite; column: Column; stationId: number | null }) {
  const headingId = `column-${column.columnId}`;
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <div className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {column.columnName}
        </h3>
        <MoreLink to={moreTopicsPath(site, column.columnId, column.columnName, stationId)} what={column.columnName} />
      </div>
      <div className={styles.body}>
        <ColumnArticles site={site} column={column} stationId={stationId} />
      </div>
    </section>
  );
}
