import { describe, expect, it } from 'vitest';
import { bookQuery, firstFilters, groupChoiceLabel, telHref } from '@web/features/address-book/address-book.model';

describe('通讯录 model', () => {
  it('makes a callable tel: address of a phone as it is written', () => {
    expect(telHref('13900000001')).toBe('tel:13900000001');
    expect(telHref(' 0827-5201373 ')).toBe('tel:08275201373');
    expect(telHref('+86 139 0000 0001')).toBe('tel:+8613900000001');
    expect(telHref('139(0000)0001')).toBe('tel:13900000001');
  });

  it('gives no address when nothing callable is left', () => {
    expect(telHref(null)).toBeNull();
    expect(telHref('')).toBeNull();
    expect(telHref('暂无')).toBeNull();
    expect(telHref('12')).toBeNull();
    expect(telHref('1'.repeat(16))).toBeNull();
  });

  it('leaves blank filters out of the query and trims the keyword to the server’s limit', () => {
    expect(bookQuery(firstFilters(), { pageNum: 1, pageSize: 20 })).toEqual({ kind: 'deputy', pageNum: 1, pageSize: 20 });
    expect(bookQuery({ kind: 'staff', group: 'office', keyword: '  陈静 ' }, { pageNum: 3, pageSize: 20 })).toEqual({ kind: 'staff', group: 'office', keyword: '陈静', pageNum: 3, pageSize: 20 });
    expect(bookQuery({ kind: 'deputy', group: '', keyword: '长'.repeat(40) }, { pageNum: 1, pageSize: 20 }).keyword).toHaveLength(30);
  });

  it('names a group with its count', () => {
    expect(groupChoiceLabel({ name: '巴州区代表团', count: 15 })).toBe('巴州区代表团（15人）');
  });
});
