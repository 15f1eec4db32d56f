import { describe, expect, it } from 'vitest';
import { loginInfoFrom } from '@web/lib/login-info';
import { decryptLoginInfo, encryptLoginInfo } from '@web/lib/login-info.cipher';

const user = {
  userId: 'u-1',
  realName: '张明华',
  loginNpcId: 'npc-bz',
  loginNpcName: '巴中市人大常委会',
  delegateGrade: 3,
  belongNpcProvince: '四川省',
  belongNpcCity: '巴中市',
  belongNpcCountry: null,
};

describe('login info (stored encrypted with AES-ECB)', () => {
  it('keeps exactly the six login-info fields', () => {
    expect(Object.keys(loginInfoFrom(user)).sort()).toEqual(
      ['belongNpcCity', 'belongNpcCountry', 'belongNpcProvince', 'delegateGrade', 'loginNpcId', 'loginNpcName'].sort(),
    );
  });

  it('round-trips through encryption', () => {
    const info = loginInfoFrom(user);
    const cipher = encryptLoginInfo(info);
    expect(cipher).not.toContain('巴中市');
    expect(cipher).not.toContain('npc-bz');
    expect(decryptLoginInfo(cipher)).toEqual(info);
  });

  it('is deterministic, as ECB under a fixed key is', () => {
    const info = loginInfoFrom(user);
    expect(encryptLoginInfo(info)).toBe(encryptLoginInfo(info));
  });

  it('normalises blanks to null and grades to numbers', () => {
    expect(loginInfoFrom({ loginNpcId: 7, delegateGrade: '4', belongNpcCity: '' })).toEqual({
      loginNpcId: '7',
      loginNpcName: null,
      delegateGrade: 4,
      belongNpcProvince: null,
      belongNpcCity: null,
      belongNpcCountry: null,
    });
  });

  it('reads missing or tampered storage as nothing', () => {
    expect(decryptLoginInfo(null)).toBeNull();
    expect(decryptLoginInfo('')).toBeNull();
    expect(decryptLoginInfo('not-a-cipher')).toBeNull();
    const cipher = encryptLoginInfo(loginInfoFrom(user));
    expect(decryptLoginInfo(cipher.slice(0, -8) + 'AAAAAAA=')).toBeNull();
  });
});
