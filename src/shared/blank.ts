/** Section 5: null, the text 'null', the empty string and undefined all count as blank. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed === '' || trimmed === 'null';
}
