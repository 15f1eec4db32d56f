import { describe, expect, it } from 'vitest';
import { EMPTY_CELL, cellDecision, gateDecision, holds, isAlwaysPermitted, roleNamesOf } from '@web/features/permissions/permission.rules';

const list = [
  { code: 'addSubMenu', hasJurisdiction: true },
  { code: 'deleteMenu', hasJurisdiction: false },
  { code: 'saveChanges', hasJurisdiction: true },
];

describe('the button-level permission gate', () => {
  it('shows a control whose code is found with hasJurisdiction true', () => {
    expect(gateDecision('addSubMenu', list, ['人大管理员'])).toBe('show');
  });

  it('removes a control whose code is missing or not held', () => {
    expect(gateDecision('deleteMenu', list, ['人大管理员'])).toBe('remove');
    expect(gateDecision('addParentMenu', list, ['NPC_WORK'])).toBe('remove');
    expect(gateDecision('addSubMenu', [], ['NPC_WORK'])).toBe('remove');
  });

  it('needs hasJurisdiction to be exactly true', () => {
    expect(holds('x', [{ code: 'x', hasJurisdiction: 'true' as unknown as boolean }])).toBe(false);
  });

  it('accepts any of several codes', () => {
    expect(gateDecision(['deleteMenu', 'saveChanges'], list, [])).toBe('show');
    expect(gateDecision(['deleteMenu', 'addParentMenu'], list, [])).toBe('remove');
  });

  it('always keeps the control for superAdmin, admin and specialCommittee', () => {
    for (const name of ['superAdmin', 'admin', 'specialCommittee']) {
      expect(isAlwaysPermitted([name])).toBe(true);
      expect(gateDecision('deleteMenu', [], [name])).toBe('show');
    }
  });

  it('knows the super administrator as superAdmin and no other code by an always-permitted name', () => {
    expect(roleNamesOf('NPC_ADMIN')).toEqual(['NPC_ADMIN', 'superAdmin']);
    expect(gateDecision('deleteMenu', [], roleNamesOf('NPC_ADMIN'))).toBe('show');
    for (const code of ['人大管理员', 'NPC_SPECIAL_COMMITTEE', 'NPC_REPRESENT', 'NPC_WORK']) {
      expect(isAlwaysPermitted(roleNamesOf(code)), code).toBe(false);
    }
    expect(roleNamesOf(null)).toEqual([]);
  });
});

describe('the gate in a table cell', () => {
  it('keeps the permitted controls of a cell', () => {
    expect(cellDecision(['addSubMenu', 'deleteMenu', 'saveChanges'], list, [])).toEqual({ kept: [true, false, true], empty: false });
  });

  it('reports an empty cell (shown as "--") when every control is removed', () => {
    expect(cellDecision(['deleteMenu', 'export'], list, [])).toEqual({ kept: [false, false], empty: true });
    expect(EMPTY_CELL).toBe('--');
  });

  it('keeps every control for an always-permitted role', () => {
    expect(cellDecision(['deleteMenu', 'export'], [], ['superAdmin'])).toEqual({ kept: [true, true], empty: false });
  });
});
