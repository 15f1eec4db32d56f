/** Text for a LIKE/ILIKE pattern that matches itself literally (backslash is PostgreSQL's default escape). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%text%`: the text anywhere, literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
