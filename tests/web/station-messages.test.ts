import { describe, expect, it } from 'vitest';
import { stationMessageGuards } from '@machines/station-message';
import {
  HANDLING_EVENTS,
  INITIAL_MESSAGE_FILTERS,
  MESSAGE_TABS,
  annexNames,
  citizenLabel,
  citizenName,
  detailPathOf,
  eventBody,
  historyEventLabel,
  listPathOf,
  maskPhone,
  messageListParams,
  messageTabOf,
  offeredEvents,
  offersReadButton,
  pageAfterShrink,
  parseMessageId,
  readsOnOpen,
  roleLabel,
  statusTone,
  textMaxLength,
  textProblem,
  type HandlingEvent,
} from '@web/features/station-messages/station-messages.model';
import { INITIAL_OUTBOX_FILTERS, outboxParams, outboxPhoneProblem } from '@web/features/station-messages/sms-outbox.model';

const eventOf = (type: HandlingEvent['type']) => HANDLING_EVENTS.find((e) => e.type === type)!;

describe('the tabs of the message lists', () => {
  it('are 全部, 未读 and the four handling statuses with the machine’s labels', () => {
    expect(MESSAGE_TABS.map((t) => t.label)).toEqual(['全部', '未读', '待处理', '待交办', '办理中', '已办理']);
  });

  it('map each tab to its query: nothing, isRead=false, or one handleStatus', () => {
    const queryOf = (tab: (typeof MESSAGE_TABS)[number]['key']) => messageListParams({ ...INITIAL_MESSAGE_FILTERS, tab });
    expect(queryOf('all')).toEqual({ pageNum: 1, pageSize: 10 });
    expect(queryOf('unread')).toEqual({ isRead: false, pageNum: 1, pageSize: 10 });
    expect(queryOf('0')).toEqual({ handleStatus: '0', pageNum: 1, pageSize: 10 });
    expect(queryOf('100')).toEqual({ handleStatus: '100', pageNum: 1, pageSize: 10 });
    expect(queryOf('200')).toEqual({ handleStatus: '200', pageNum: 1, pageSize: 10 });
    expect(queryOf('300')).toEqual({ handleStatus: '300', pageNum: 1, pageSize: 10 });
  });

  it('add the trimmed keyword and the paging, and leave a blank keyword out', () => {
    expect(messageListParams({ tab: '100', keyword: '  路灯 ', pageNum: 3, pageSize: 20 })).toEqual({ handleStatus: '100', keyword: '路灯', pageNum: 3, pageSize: 20 });
    expect(messageListParams({ ...INITIAL_MESSAGE_FILTERS, keyword: '   ' })).not.toHaveProperty('keyword');
  });

  it('are read from the address (?tab=), 全部 for none or an unknown one', () => {
    expect(messageTabOf('unread')).toBe('unread');
    expect(messageTabOf('200')).toBe('200');
    expect(messageTabOf('999')).toBe('all');
    expect(messageTabOf(null)).toBe('all');
  });

  it('fall back to the last page when a page empties', () => {
    expect(pageAfterShrink(3, 10, 20)).toBe(2);
    expect(pageAfterShrink(3, 10, 0)).toBe(1);
    expect(pageAfterShrink(2, 10, 11)).toBe(2);
  });
});

describe('what a row shows', () => {
  it('masks the middle of a phone and hides a short one entirely', () => {
    expect(maskPhone('13912341234')).toBe('139****1234');
    expect(maskPhone(' 13912341234 ')).toBe('139****1234');
    expect(maskPhone('12345')).toBe('*****');
    expect(maskPhone(null)).toBe('');
    expect(maskPhone('')).toBe('');
  });

  it('names an anonymous citizen 匿名群众', () => {
    expect(citizenName(null)).toBe('匿名群众');
    expect(citizenName('  ')).toBe('匿名群众');
    expect(citizenName('null')).toBe('匿名群众');
    expect(citizenName(' 王大爷 ')).toBe('王大爷');
    expect(citizenLabel({ massesName: '王大爷', massesPhone: '13912341234' })).toBe('王大爷 139****1234');
    expect(citizenLabel({ massesName: null, massesPhone: null })).toBe('匿名群众');
  });

  it('colours each status its own way and an unknown (raw) value grey', () => {
    expect([0, 100, 200, 300].map(statusTone)).toEqual(['orange', 'blue', 'purple', 'green']);
    expect(statusTone(150)).toBe('gray');
  });

  it('splits the annex into file names', () => {
    expect(annexNames('a.pdf, b.jpg，c.doc,')).toEqual(['a.pdf', 'b.jpg', 'c.doc']);
    expect(annexNames(null)).toEqual([]);
  });

  it('labels history rows by the machine’s event labels, unknown events raw, and roles by name', () => {
    expect(['READ', 'PROPOSE', 'ASSIGN', 'REPLY'].map(historyEventLabel)).toEqual(['标记已读', '提出处理建议', '交办', '办理答复']);
    expect(historyEventLabel('SUBMIT')).toBe('SUBMIT');
    expect(roleLabel('NPC_STATION')).toBe('联络站管理员');
    expect(roleLabel('UNKNOWN')).toBe('UNKNOWN');
    expect(roleLabel(null)).toBe('');
  });
});

describe('the paths of the three areas', () => {
  it('lead from each list to its own detail page', () => {
    expect(listPathOf('client')).toBe('/client/deputyStation/adviceHandling');
    expect(detailPathOf('client', 'LY202611200001')).toBe('/client/deputyStation/adviceInfo?id=LY202611200001');
    expect(detailPathOf('mobile', 'LY202611200001')).toBe('/mobile/deputyStation/adviceInfo?id=LY202611200001');
    expect(detailPathOf('manager', 'LY202611200001')).toBe('/manager/deputyStation/adviceManageInfo?id=LY202611200001');
  });

  it('accept only message numbers as ?id=', () => {
    expect(parseMessageId('LY202611200001')).toBe('LY202611200001');
    expect(parseMessageId(null)).toBeNull();
    expect(parseMessageId('')).toBeNull();
    expect(parseMessageId('../x')).toBeNull();
  });
});

describe('the events of the detail page', () => {
  it('offers dialogs only for allowed events, in button order, never READ', () => {
    expect(offeredEvents(['REPLY', 'READ', 'PROPOSE']).map((e) => e.type)).toEqual(['PROPOSE', 'REPLY']);
    expect(offeredEvents(['READ'])).toEqual([]);
    expect(offeredEvents(['ASSIGN']).map((e) => e.operation)).toEqual(['adviceAssign']);
  });

  it('refuses a blank text with the machine’s own message, in every status the event leaves from', () => {
    expect(textProblem(eventOf('PROPOSE'), 0, '  ')).toBe('请填写代表处理建议');
    expect(textProblem(eventOf('ASSIGN'), 100, '')).toBe('请填写联络站交办意见');
    expect(textProblem(eventOf('REPLY'), 0, 'null')).toBe('请填写办理结果');
    expect(textProblem(eventOf('REPLY'), 200, '')).toBe('请填写办理结果');
    expect(textProblem(eventOf('REPLY'), 200, '已协调修复')).toBeNull();
    expect(textProblem(eventOf('PROPOSE'), 0, '建议交城管处理')).toBeNull();
  });

  it('uses the guards’ refusals, so the dialog and the server say the same', () => {
    expect(textProblem(eventOf('PROPOSE'), 0, '')).toBe(stationMessageGuards.hasDelegateSuggestion.refusal);
    expect(textProblem(eventOf('ASSIGN'), 100, '')).toBe(stationMessageGuards.hasStationSuggestion.refusal);
    expect(textProblem(eventOf('REPLY'), 0, '')).toBe(stationMessageGuards.hasHandleResult.refusal);
  });

  it('takes the text length from the event schema', () => {
    for (const event of HANDLING_EVENTS) expect(textMaxLength(event)).toBe(5000);
  });

  it('sends { type, version, field } with the text trimmed, and READ bare', () => {
    expect(eventBody('REPLY', 4, { field: 'handleResult', value: ' 已修复 ' })).toEqual({ type: 'REPLY', version: 4, handleResult: '已修复' });
    expect(eventBody('READ', 2)).toEqual({ type: 'READ', version: 2 });
  });

  it('reads on open only on the deputy’s pages, while unread and offered', () => {
    const unread = { isRead: false, allowedEvents: ['READ', 'PROPOSE', 'REPLY'] };
    expect(readsOnOpen('client', unread)).toBe(true);
    expect(readsOnOpen('mobile', unread)).toBe(true);
    expect(readsOnOpen('manager', unread)).toBe(false);
    expect(readsOnOpen('client', { ...unread, isRead: true })).toBe(false);
    expect(readsOnOpen('client', { isRead: false, allowedEvents: [] })).toBe(false);
    expect(offersReadButton('manager', { isRead: false, allowedEvents: ['READ'] })).toBe(true);
    expect(offersReadButton('client', { isRead: false, allowedEvents: ['READ'] })).toBe(false);
    expect(offersReadButton('manager', { isRead: true, allowedEvents: ['READ'] })).toBe(false);
  });
});

describe('the code outbox filter', () => {
  it('takes digits only and leaves a blank phone out of the query', () => {
    expect(outboxPhoneProblem('')).toBeNull();
    expect(outboxPhoneProblem('139')).toBeNull();
    expect(outboxPhoneProblem('13912341234')).toBeNull();
    expect(outboxPhoneProblem('139-1234')).toBe('手机号码只能包含数字');
    expect(outboxParams(INITIAL_OUTBOX_FILTERS)).toEqual({ pageNum: 1, pageSize: 10 });
    expect(outboxParams({ phone: ' 139 ', pageNum: 2, pageSize: 20 })).toEqual({ phone: '139', pageNum: 2, pageSize: 20 });
  });
});
