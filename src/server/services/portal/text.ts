/** Longest summary or search excerpt the portal shows (ArticleSummary.summary, SearchHit.summary). */
export const SUMMARY_LENGTH = 120;
/** How much text before the first hit an excerpt keeps, so the hit reads in its sentence. */
const LEAD_BEFORE_HIT = 20;
const ELLIPSIS = '…';

const ENTITIES: Record<string, string> = { nbsp: ' ', lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** Stored rich text as the words a reader sees: tags dropped, entities decoded, whitespace collapsed. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters (code points, so no character is ever cut in half), ending in … when cut. */
function clip(chars: string[], start: number, max: number): string {
  const lead = start > 0 ? ELLIPSIS : '';
  const room = max - lead.length;
  if (chars.length - start <= room) return lead + chars.slice(start).join('');
  return lead + chars.slice(start, start + room - 1).join('') + ELLIPSIS;
}

/** The opening of a rich-text body as plain text, for article lists. */
export function summaryOf(html: string, max = SUMMARY_LENGTH): string {
  return clip(Array.from(plainTextOf(html)), 0, max);
}

/** Plain text around the earliest occurrence of any term (case-insensitive); the opening when none occurs. */
export function excerptAround(text: string, terms: readonly string[], max = SUMMARY_LENGTH): string {
  const chars = Array.from(text);
  const lower = chars.map((c) => c.toLowerCase());
  let first = -1;
  for (const term of terms) {
    const needle = Array.from(term.toLowerCase());
    const at = indexOfChars(lower, needle);
    if (at >= 0 && (first < 0 || at < first)) first = at;
  }
  // A text that fits is shown whole; otherwise the window starts a little before the hit, but
  // no later than where it would still be full.
  const start = chars.length <= max || first <= LEAD_BEFORE_HIT ? 0 : Math.min(first - LEAD_BEFORE_HIT, chars.length - (max - 1));
  return clip(chars, start, max);
}

function indexOfChars(haystack: string[], needle: string[]): number {
  if (needle.length === 0) return -1;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
