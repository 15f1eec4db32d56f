/** The rules of the deputy chooser's right-hand list: no duplicates, and no more than `max`. */

export interface Chosen {
  delegateId: number;
}

export interface AddResult<T extends Chosen> {
  chosen: T[];
  /** How many of the offered deputies did not fit under the maximum. */
  cutOff: number;
}

/** Keeps the first occurrence of each deputy, in order. */
export function dedupeChosen<T extends Chosen>(list: readonly T[]): T[] {
  const seen = new Set<number>();
  return list.filter((item) => {
    if (seen.has(item.delegateId)) return false;
    seen.add(item.delegateId);
    return true;
  });
}

/** A usable maximum: a positive whole number, or none. */
export function normaliseMax(max: number | null | undefined): number | undefined {
  return typeof max === 'number' && Number.isFinite(max) && max >= 1 ? Math.floor(max) : undefined;
}

/**
 * Adds deputies after those already chosen; the ones already there are skipped, and those
 * beyond `max` are cut off (counted in `cutOff`, which the dialog reports).
 */
export function addChosen<T extends Chosen>(current: readonly T[], offered: readonly T[], max?: number): AddResult<T> {
  const limit = normaliseMax(max);
  const chosen = dedupeChosen(current);
  const have = new Set(chosen.map((c) => c.delegateId));
  const fresh = dedupeChosen(offered).filter((o) => !have.has(o.delegateId));
  const room = limit === undefined ? fresh.length : Math.max(0, limit - chosen.length);
  return { chosen: [...chosen, ...fresh.slice(0, room)], cutOff: Math.max(0, fresh.length - room) };
}

export function removeChosen<T extends Chosen>(current: readonly T[], delegateIds: Iterable<number>): T[] {
  const drop = new Set(delegateIds);
  return current.filter((c) => !drop.has(c.delegateId));
}

/** What the dialog opens with: the given value without duplicates, cut to `max`. */
export function initialChosen<T extends Chosen>(value: readonly T[], max?: number): T[] {
  return addChosen([] as T[], value, max).chosen;
}

export function isFull(current: readonly Chosen[], max?: number): boolean {
  const limit = normaliseMax(max);
  return limit !== undefined && current.length >= limit;
}

/** 'the most people that may be chosen is reached' */
export function maxReachedMessage(max: number, cutOff: number): string {
  return cutOff > 0 ? `已达到最多可选人数 ${max} 人，另有 ${cutOff} 人未能选入` : `已达到最多可选人数 ${max} 人`;
}
