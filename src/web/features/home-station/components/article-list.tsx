import { Link } from 'react-router-dom';
import type { ArticleSummary } from '@shared/portal';
import { articleView, dateText } from '../article.logic';
import { onMobile, useReadMarks } from '../portal-hooks';
import styles from './article-list.module.css';

export interface ArticleListProps {
  articles: ArticleSummary[];
  /** Where each article opens. */
  pathOf: (article: ArticleSummary) => string;
  /** compact: one line each (blocks and tabs); full: picture, summary and date (list pages). */
  variant?: 'compact' | 'full';
  /** The list's accessible name, where a page has several lists. */
  label?: string;
}

function UnreadMark() {
  return <span className={`hs-badge ${styles.badge}`}>未读</span>;
}

/**
 * A list of articles with their read/unread marking (unread bold black with 未读,
 * read grey and lighter, once this browser has opened any); opening one marks it read.
 */
export function ArticleList({ articles, pathOf, variant = 'compact', label }: ArticleListProps) {
  const { isRead, isUnread, markRead } = useReadMarks();
  return (
    <ul aria-label={label}>
      {articles.map((article) => {
        const read = isRead(article.resourcesId);
        const unread = isUnread(article.resourcesId);
        const view = articleView(article);
        const link = (
          <Link to={pathOf(article)} onClick={() => markRead(article.resourcesId)} className={styles.link} data-read={read ? 'true' : 'false'}>
            <span className={variant === 'compact' ? styles.oneLine : styles.twoLines}>{view.title}</span>
          </Link>
        );
        // A phone's one-line list has room for the month and day only.
        const day = variant === 'compact' && onMobile ? dateText(view.createTime).slice(5) : dateText(view.createTime);
        const date = (
          <span className={styles.date}>
            <time dateTime={article.createTime}>{day}</time>
          </span>
        );
        if (variant === 'compact') {
          return (
            <li key={article.resourcesId} className={styles.item}>
              <span className={read ? `${styles.dot} ${styles.dotRead}` : styles.dot} aria-hidden="true" />
              {unread && <UnreadMark />}
              <span className={styles.grow}>{link}</span>
              {date}
            </li>
          );
        }
        return (
          <li key={article.resourcesId} className={`${styles.item} ${styles.full}`}>
            {article.thumbnail && <img src={article.thumbnail} alt="" width={160} height={96} loading="lazy" decoding="async" className={styles.thumb} />}
            <div className={styles.body}>
              <div className={styles.titleRow}>
                {unread && <UnreadMark />}
                {link}
              </div>
              {article.summary && <p className={styles.summary}>{article.summary}</p>}
              <div className={styles.meta}>
                {date}
                {view.source && <span>来源：{view.source}</span>}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
