/**
 * KiB of gzipped JavaScript a page may download on a cold first load (docs/performance.md,
 * "First load").
 *
 * 150 for the public portal, 250 for a workspace page (the login page and the
 * signed-in homes: a deputy's, on a desk and on a phone, and the system layout's).
 */
export const FIRST_LOAD_BUDGET_KIB = { portal: 150, workspace: 250 } as const;

export type PageKind = keyof typeof FIRST_LOAD_BUDGET_KIB;
