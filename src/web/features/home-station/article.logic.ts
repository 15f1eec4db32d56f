import { MSG } from '@shared/messages';
import type { Article } from '@shared/portal';
import { dateLabel, dateTimeLabel } from '@web/lib/china-time';

/** Shown where an article has no create time. */
export const CREATE_TIME_PLACEHOLDER = '暂无发布时间';
/** Shown where an article has no body. */
export const CONTENT_PLACEHOLDER = '<p>暂无内容</p>';

export interface ArticleView {
  title: string;
  /** The create time as the server sent it, or the placeholder. */
  createTime: string;
  source: string;
  /** Sanitized HTML. */
  content: string;
  columnName: string;
}

const present = (value: string | null | undefined) => (value && value.trim() ? value : null);

/**
 * An article with defaults for missing values: title 标题-暂无, a
 * placeholder create time, an empty source, placeholder content.
 */
export function articleView(article: Partial<Article> | null | undefined): ArticleView {
  return {
    title: present(article?.title) ?? MSG.titleFallback,
    createTime: present(article?.createTime) ?? CREATE_TIME_PLACEHOLDER,
    source: present(article?.source) ?? '',
    content: present(article?.content) ?? CONTENT_PLACEHOLDER,
    columnName: present(article?.columnName) ?? '',
  };
}

/** yyyy-MM-dd HH:mm:ss in China Standard Time; anything that is not a time comes back as it is. */
export const dateTimeText = (time: string): string => dateTimeLabel(time) || time;

/** yyyy-MM-dd in China Standard Time; anything that is not a time comes back as it is. */
export const dateText = (time: string): string => dateLabel(time) || time;

const ENTITIES: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A brief introduction's summary: the text without markup, spaces collapsed, at most `length` characters. */
export function plainText(html: string | null | undefined, length = 120): string {
  const text = (html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length)}…` : text;
}
