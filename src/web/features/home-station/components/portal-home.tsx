import { PORTAL_ARTICLE_COUNT, PORTAL_COLUMN_COUNT } from '@shared/constants';
import type { Column } from '@shared/portal';
import { ALL_COLUMNS_PAGE_SIZE, useArticlesQuery, useColumnsQuery } from '../home-station.api';
import { onMobile, useReadMarks } from '../portal-hooks';
import { articlePath, NOTICES_TITLE, PORTAL_PATHS, SPECIAL_COLUMN_TITLE, WORK_NEWS_TITLE, type PortalSite } from '../portal-paths.logic';
import { skipToken } from '../portal-query';
import { ErrorState, LoadingState } from '../ui/states';
import { Carousel } from './carousel';
import { ColumnBlock } from './column-block';
import { NoData } from './list-states';
import { MoreLink } from './more-link';
import { NewsTabs } from './news-tabs';
import styles from './portal-home.module.css';
import { SectionTitle } from './section-title';

interface SiteProps {
  site: PortalSite;
  stationId: number | null;
}

/** Every column of a site, in its order (one read; the tabs and blocks pick theirs from it). */
export function useSiteColumns(stationId: number | null) {
  return useColumnsQuery({ fkStationId: stationId, pageSize: ALL_COLUMNS_PAGE_SIZE });
}

/** The articles picked for the carousel, then the newest, those with a picture as the carousel's slides. */
function NewsCarousel({ site, stationId, columns }: SiteProps & { columns: Column[] }) {
  const { markRead } = useReadMarks();
  const query = useArticlesQuery(columns.length > 0 ? { columnIds: columns.map((c) => c.columnId), pageSize: PORTAL_ARTICLE_COUNT, carousel: true } : skipToken);
  const slides = (query.data?.list ?? [])
    .filter((article) => article.thumbnail)
    .map((article) => ({
      key: article.resourcesId,
      image: article.thumbnail!,
      title: article.title,
      to: articlePath(site, article.resourcesId, article.columnName, stationId),
      onOpen: () => markRead(article.resourcesId),
    }));
  if (query.isError) {
    return (
      <div className={styles.card}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  if (query.isLoading) {
    return (
      <div className={`${styles.card} ${styles.carouselSlot}`}>
        <LoadingState />
      </div>
    );
  }
  if (slides.length === 0) return <NoData card />;
  return <Carousel slides={slides} label="图片新闻" />;
}

/** The top of a home page: the carousel beside the work-news and notice tabs. */
export function HomeTop({ site, stationId }: SiteProps) {
  const columns = useSiteColumns(stationId);
  const grid = onMobile ? styles.grid : `${styles.grid} ${styles.lg2}`;
  if (columns.isError) return <ErrorState error={columns.error} onRetry={() => void columns.refetch()} />;
  // While the columns load, both places keep their final height so nothing below them jumps (CLS).
  if (columns.isLoading) {
    return (
      <div className={grid}>
        <div className={`${styles.card} ${styles.carouselSlot}`}>
          <LoadingState />
        </div>
        <div className={`${styles.card} ${styles.tabsSlot}`} />
      </div>
    );
  }
  const list = columns.data?.list ?? [];
  return (
    <div className={grid}>
      <NewsCarousel site={site} stationId={stationId} columns={list} />
      <NewsTabs site={site} stationId={stationId} columns={list} />
    </div>
  );
}

/** Columns the home shows elsewhere: in the news tabs, or as the section itself. */
const NOT_A_BLOCK: readonly string[] = [WORK_NEWS_TITLE, NOTICES_TITLE, SPECIAL_COLUMN_TITLE];

/** The grid of `count` blocks: as many columns as blocks (up to three), so none stands empty. */
function blocksGrid(count: number): string {
  if (onMobile) return styles.grid;
  return [styles.grid, count >= 2 && styles.md2, count >= 3 && styles.lg3].filter(Boolean).join(' ');
}

/**
 * The site's columns as blocks: those the tabs and the section title do not already stand for,
 * PORTAL_COLUMN_COUNT at most, with 更多>> to the column overview.
 */
export function HomeColumns({ site, stationId }: SiteProps) {
  const columns = useSiteColumns(stationId);
  const blocks = (columns.data?.list ?? []).filter((c) => !NOT_A_BLOCK.includes(c.columnName)).slice(0, PORTAL_COLUMN_COUNT);
  const overview = site === 'substation' ? PORTAL_PATHS.specialColumns : PORTAL_PATHS.centralSpecialColumns;
  return (
    <section aria-labelledby="home-columns">
      <SectionTitle id="home-columns" title={SPECIAL_COLUMN_TITLE} action={<MoreLink to={overview} what={SPECIAL_COLUMN_TITLE} />} />
      {columns.isLoading ? (
        <div className={styles.blocksSlot}>
          <LoadingState />
        </div>
      ) : columns.isError ? (
        <ErrorState error={columns.error} onRetry={() => void columns.refetch()} />
      ) : blocks.length === 0 ? (
        <NoData />
      ) : (
        <div className={blocksGrid(blocks.length)}>
          {blocks.map((column) => (
            <ColumnBlock key={column.columnId} site={site} column={column} stationId={stationId} />
          ))}
        </div>
      )}
    </section>
  );
}
