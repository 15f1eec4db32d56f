import { skipToken } from './portal-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Article } from '@shared/portal';
import { QueryView } from './components/list-states';
import { PortalPage, type Crumb } from './components/portal-page';
import { useArticleQuery } from './home-station.api';
import { articleView, dateText, dateTimeText } from './article.logic';
import { onMobile, useReadMarks } from './portal-hooks';
import styles from './article-details.module.css';
import { moreTopicsPath, NOTICES_TITLE, PERFORMANCE_TITLE, PORTAL_PATHS, WORK_NEWS_TITLE, type PortalSite } from './portal-paths.logic';

/** Where the article's list is, for 当前位置. */
function listCrumb(site: PortalSite, pageTitle: string | null, article: Article | undefined): Crumb[] {
  const label = pageTitle || article?.columnName;
  if (!label) return [];
  if (site === 'substation') {
    const named: Record<string, string> = { [WORK_NEWS_TITLE]: PORTAL_PATHS.workNews, [NOTICES_TITLE]: PORTAL_PATHS.notices, [PERFORMANCE_TITLE]: PORTAL_PATHS.performance };
    if (named[label]) return [{ label, to: named[label] }];
  }
  return [{ label, to: article ? moreTopicsPath(site, article.fkColumnId, article.columnName, article.fkStationId) : undefined }];
}

function ArticleBody({ article }: { article: Article }) {
  const view = articleView(article);
  return (
    <article className={onMobile ? `${styles.article} ${styles.mobile}` : styles.article}>
      <h1 className={styles.title}>{view.title}</h1>
      <div className={styles.meta}>
        {/* The mobile page shows the whole create time, the desktop page its date. */}
        <p>
          发布时间：<time dateTime={article.createTime}>{onMobile ? dateTimeText(view.createTime) : dateText(view.createTime)}</time>
        </p>
        {view.source && <p>来源：{view.source}</p>}
      </div>
      <hr className={styles.rule} />
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: view.content }} />
    </article>
  );
}

/** An article's page from its address (queryId, pageTitle); opening it marks it read. */
function ArticleDetails({ site }: { site: PortalSite }) {
  const [params] = useSearchParams();
  const id = Number(params.get('queryId'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useArticleQuery(valid ? id : skipToken);
  const { markRead } = useReadMarks();
  const resourcesId = query.data?.resourcesId;
  useEffect(() => {
    if (resourcesId !== undefined) markRead(resourcesId);
  }, [resourcesId, markRead]);
  const title = query.isLoading ? '文章详情' : articleView(query.data).title;
  return (
    <PortalPage site={site} title={title} heading={false} trail={listCrumb(site, params.get('pageTitle'), query.data)}>
      {valid ? <QueryView query={query}>{(article) => <ArticleBody article={article} />}</QueryView> : <ArticleBody article={{} as Article} />}
    </PortalPage>
  );
}

/** detailsPage: a substation's article (queryId, pageTitle, type=3, activeIndex=4). */
export function DetailsPageScreen() {
  return <ArticleDetails site="substation" />;
}

/** centralStationArticleDetails: a central article (queryId, pageTitle, type=3). */
export function CentralStationArticleDetailsScreen() {
  return <ArticleDetails site="central" />;
}
