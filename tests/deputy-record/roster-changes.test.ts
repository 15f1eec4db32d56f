import { describe, expect, it } from 'vitest';
import { monthEnd, monthsBetween, rosterChangeOf } from '@machines/deputy-record';

describe('the roster’s changes over a term', () => {
  it('names the change of each approval by the status it left, and nothing for other events', () => {
    expect([0, 1, 2, 3, 4].map((from) => rosterChangeOf('APPROVE', from))).toEqual(['joined', 'corrected', 'byElected', 'vacated', 'transferred']);
    expect(rosterChangeOf('APPROVE', 5)).toBeNull();
    expect(rosterChangeOf('REFUSE', 3)).toBeNull();
    expect(rosterChangeOf('APPLY_TRANSFER', 1)).toBeNull();
    expect(rosterChangeOf('APPROVE', null)).toBeNull();
  });

  it('lists the months of a term across a new year, and keeps the latest when there are too many', () => {
    expect(monthsBetween('2024-11-10', '2025-02-01')).toEqual(['2024-11', '2024-12', '2025-01', '2025-02']);
    expect(monthsBetween('2025-03-31', '2025-03-01')).toEqual(['2025-03']);
    expect(monthsBetween('2026-01-01', '2025-12-31')).toEqual([]);
    expect(monthsBetween('2020-01-01', '2026-12-31', 3)).toEqual(['2026-10', '2026-11', '2026-12']);
  });

  it('ends a month at midnight of the next month’s first day in Bazhong (16:00 UTC the day before)', () => {
    expect(monthEnd('2025-02').toISOString()).toBe('2025-02-28T16:00:00.000Z');
    expect(monthEnd('2025-12').toISOString()).toBe('2025-12-31T16:00:00.000Z');
  });
});
