import type { SearchKind } from '@shared/portal';

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = { article: '文章', column: '栏目', representative: '代表' };

export interface TextPart {
  text: string;
  match: boolean;
}

/** The text cut around every occurrence of the keyword (ignoring case), to highlight them. */
export function highlightParts(text: string, keyword: string): TextPart[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return text ? [{ text, match: false }] : [];
  const parts: TextPart[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

export function searchKindOf(value: string | null): SearchKind {
  return value === 'column' || value === 'representative' ? value : 'article';
}
