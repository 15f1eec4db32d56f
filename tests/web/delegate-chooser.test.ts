import { describe, expect, it } from 'vitest';
import { crowdProblem } from '@shared/crowd-contacts';
import { addChosen, dedupeChosen, initialChosen, isFull, maxReachedMessage, normaliseMax, removeChosen } from '@web/features/delegate-chooser/chosen.rules';
import {
  CROWD_MAX,
  CROWD_MSG,
  addRow,
  blankRow,
  canAddRow,
  canDeleteRow,
  checkRows,
  clearRows,
  deleteRow,
  editRow,
  rowsFromList,
  type CrowdRow,
} from '@web/features/delegate-chooser/crowd.rules';

const d = (delegateId: number, delegateName = `代表${delegateId}`) => ({ delegateId, delegateName });
const ids = (list: { delegateId: number }[]) => list.map((x) => x.delegateId);

describe('deputy chooser: the chosen list', () => {
  it('adds in order after those already chosen, skipping duplicates', () => {
    const result = addChosen([d(1), d(2)], [d(2), d(3), d(3), d(4)]);
    expect(ids(result.chosen)).toEqual([1, 2, 3, 4]);
    expect(result.cutOff).toBe(0);
  });

  it('cuts off whatever does not fit under the maximum and says how many', () => {
    const result = addChosen([d(1)], [d(2), d(3), d(4), d(5)], 3);
    expect(ids(result.chosen)).toEqual([1, 2, 3]);
    expect(result.cutOff).toBe(2);
    // Already full: nothing more goes in, the one offered is cut off.
    const full = addChosen(result.chosen, [d(9)], 3);
    expect(ids(full.chosen)).toEqual([1, 2, 3]);
    expect(full.cutOff).toBe(1);
    // Offering someone already chosen is not a cut-off.
    expect(addChosen(result.chosen, [d(2)], 3).cutOff).toBe(0);
  });

  it('treats a missing, zero, negative or non-finite maximum as no maximum', () => {
    for (const max of [undefined, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(normaliseMax(max)).toBeUndefined();
      expect(addChosen([], [d(1), d(2), d(3)], max).chosen).toHaveLength(3);
    }
    expect(normaliseMax(2.7)).toBe(2);
  });

  it('removes by id and leaves the others in order', () => {
    expect(ids(removeChosen([d(1), d(2), d(3)], [2, 7]))).toEqual([1, 3]);
  });

  it('opens with the given value, deduplicated and cut to the maximum', () => {
    expect(ids(initialChosen([d(5), d(5), d(6), d(7)], 2))).toEqual([5, 6]);
    expect(ids(dedupeChosen([d(1), d(1, '重名'), d(2)]))).toEqual([1, 2]);
    expect(dedupeChosen([d(1), d(1, '重名')])[0].delegateName).toBe('代表1');
  });

  it('knows when the list is full and words the cut-off', () => {
    expect(isFull([d(1), d(2)], 2)).toBe(true);
    expect(isFull([d(1)], 2)).toBe(false);
    expect(isFull([d(1), d(2)], undefined)).toBe(false);
    expect(maxReachedMessage(3, 0)).toBe('已达到最多可选人数 3 人');
    expect(maxReachedMessage(3, 2)).toBe('已达到最多可选人数 3 人，另有 2 人未能选入');
  });
});

describe('crowd chooser: the rows of name and phone', () => {
  const row = (key: number, name: string, phone: string): CrowdRow => ({ key, name, phone });

  it('opens with the stored list, or one blank row when there is none', () => {
    expect(rowsFromList([])).toEqual([blankRow(1)]);
    expect(rowsFromList([{ name: '王大爷', phone: '13512345678' }], 5)).toEqual([row(5, '王大爷', '13512345678')]);
  });

  it('adds rows up to the limit', () => {
    const rows = addRow([blankRow(1)], 2);
    expect(rows.map((r) => r.key)).toEqual([1, 2]);
    const full = Array.from({ length: CROWD_MAX }, (_, i) => blankRow(i + 1));
    expect(canAddRow(full)).toBe(false);
    expect(addRow(full, 99)).toHaveLength(CROWD_MAX);
  });

  it('never deletes the last row; clearing leaves one blank row', () => {
    const one = [row(1, '王大爷', '13512345678')];
    expect(canDeleteRow(one)).toBe(false);
    expect(deleteRow(one, 1)).toEqual(one);
    const two = [...one, row(2, '李阿姨', '18900001111')];
    expect(canDeleteRow(two)).toBe(true);
    expect(deleteRow(two, 1)).toEqual([row(2, '李阿姨', '18900001111')]);
    expect(clearRows(7)).toEqual([blankRow(7)]);
  });

  it('edits one field of one row', () => {
    const rows = editRow([blankRow(1), blankRow(2)], 2, 'phone', '135');
    expect(rows).toEqual([blankRow(1), row(2, '', '135')]);
  });

  it('accepts good rows, trimmed, and leaves wholly blank rows out', () => {
    const check = checkRows([row(1, ' 王大爷 ', ' 13512345678'), blankRow(2), row(3, '李阿姨', '18900001111')]);
    expect(check.valid).toBe(true);
    expect(check.errors.size).toBe(0);
    expect(check.crowds).toEqual([
      { name: '王大爷', phone: '13512345678' },
      { name: '李阿姨', phone: '18900001111' },
    ]);
    // 清空 then 确定 saves an empty list.
    expect(checkRows(clearRows(1))).toEqual({ valid: true, errors: new Map(), crowds: [] });
  });

  it('requires the other field of a half-filled row', () => {
    const check = checkRows([row(1, '王大爷', ''), row(2, '  ', '13512345678')]);
    expect(check.valid).toBe(false);
    expect(check.errors.get(1)).toEqual({ phone: CROWD_MSG.phoneRequired });
    expect(check.errors.get(2)).toEqual({ name: CROWD_MSG.nameRequired });
    expect(check.crowds).toEqual([]);
  });

  it('wants an 11-digit mainland mobile number, once', () => {
    for (const phone of ['1351234567', '135123456789', '12512345678', '23512345678', '1351234567a', '0827-5201373']) {
      expect(checkRows([row(1, '王大爷', phone)]).errors.get(1), phone).toEqual({ phone: CROWD_MSG.phoneInvalid });
    }
    for (const phone of ['13012345678', '19912345678', '16612345678']) {
      expect(checkRows([row(1, '王大爷', phone)]).valid, phone).toBe(true);
    }
    const duplicate = checkRows([row(1, '王大爷', '13512345678'), row(2, '李阿姨', '13512345678 ')]);
    expect(duplicate.errors.has(1)).toBe(false);
    expect(duplicate.errors.get(2)).toEqual({ phone: CROWD_MSG.phoneDuplicate });
  });

  it('accepts exactly the lists the server accepts', () => {
    const samples = [
      [row(1, '王大爷', '13512345678')],
      [row(1, '王大爷', '12512345678')],
      [row(1, '', '13512345678')],
      [row(1, '王大爷', '')],
      [row(1, '王大爷', '13512345678'), row(2, '李阿姨', '13512345678')],
      [row(1, '王大爷', '13512345678'), row(2, '李阿姨', '13612345678')],
    ];
    for (const rows of samples) {
      const web = checkRows(rows);
      expect(web.valid, JSON.stringify(rows)).toBe(crowdProblem(rows.map(({ name, phone }) => ({ name, phone }))) === null);
    }
  });
});
