import { TITLE_MAX_LENGTH, type DraftForm } from './draft-form/draft.logic';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Plain text as editor paragraphs, one per line, escaped. */
export function textToParagraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c])}</p>`)
    .join('');
}

/**
 * A suggestion drafted from a citizen's message: the message's title, and its content under a
 * line naming where it came from (the deputy edits both before submitting).
 */
export function messageToDraft(message: { title: string; content: string; massesName: string | null; massesSuggestId: string }): Partial<DraftForm> {
  const source = `（根据群众留言 ${message.massesSuggestId}${message.massesName ? `，留言人：${message.massesName}` : ''} 整理）`;
  return {
    title: message.title.slice(0, TITLE_MAX_LENGTH),
    content: textToParagraphs(`${message.content}\n${source}`),
  };
}
