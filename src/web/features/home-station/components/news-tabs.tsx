import { useState } from 'react';
import type { Column } from '@shared/portal';
import { moreTopicsPath, NOTICES_TITLE, PORTAL_PATHS, WORK_NEWS_TITLE, type PortalSite } from '../portal-paths.logic';
import { Tabs } from '../ui/tabs';
import { ColumnArticles } from './column-articles';
import { MoreLink } from './more-link';
import styles from './news-tabs.module.css';

const TABS = [
  { value: 'news', label: WORK_NEWS_TITLE, substationPath: PORTAL_PATHS.workNews },
  { value: 'notices', label: NOTICES_TITLE, substationPath: PORTAL_PATHS.notices },
] as const;

export interface NewsTabsProps {
  site: PortalSite;
  stationId: number | null;
  /** The site's columns; the tabs show those named 工作动态 and 通知公告. */
  columns: Column[];
}

/**
 * The work-news and notice tabs with 更多>>: a substation's 更多 opens its
 * workNews or noticeAnnouncement page, the central station's the column's more-topics page.
 */
export function NewsTabs({ site, stationId, columns }: NewsTabsProps) {
  const [value, setValue] = useState<string>(TABS[0].value);
  const tab = TABS.find((t) => t.value === value) ?? TABS[0];
  const column = columns.find((c) => c.columnName === tab.label);
  const more = site === 'substation' ? tab.substationPath : column ? moreTopicsPath('central', column.columnId, column.columnName) : null;
  return (
    <Tabs label="新闻公告" tabs={TABS} value={tab.value} onChange={setValue} className={styles.box} aside={more && <MoreLink to={more} what={tab.label} />}>
      <div className={styles.panel}>
        <ColumnArticles key={tab.value} site={site} column={column} stationId={stationId} />
      </div>
    </Tabs>
  );
}
