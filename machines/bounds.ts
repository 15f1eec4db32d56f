/**
 * The range of PostgreSQL's integer, the type of every id and count the platform stores. A number
 * outside it names nothing, so every schema refuses it before a query could fail on it.
 */
export const INTEGER_MIN = -2_147_483_648;
export const INTEGER_MAX = 2_147_483_647;

/** PostgreSQL's smallint: the term (届) and session (次会议) numbers and the small codes stored beside them. */
export const SMALLINT_MAX = 32_767;
