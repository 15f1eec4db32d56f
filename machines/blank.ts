/**
 * Null, the text 'null', the empty string and undefined
 * all count as blank; so does whitespace only. The one blank check of both sides.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null';
}
