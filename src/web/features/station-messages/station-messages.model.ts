import { isBlank } from '@machines/blank';
import {
  StationMessageEventSchemas,
  stationMessageContextDefaults,
  stationMessageEventLabels,
  stationMessageStatusLabel,
  stationMessageWorkflow,
  type StationMessageEventType,
} from '@machines/station-message';
import { PAGE_SIZES } from '@shared/constants';
import { ANONYMOUS_CITIZEN } from '@shared/messages';
import { recordDetailPath } from '@shared/record-paths';
import type { MessageListQuery } from '@shared/contracts/messages';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import { fieldMaxLength } from '@shared/schema-limits';

/**
 * The pure rules of the message screens, tested without a browser. What may happen to a
 * message is the machine's (the server answers `allowedEvents`); these only say how to ask.
 */

/** Where the screens live: the deputy's client and mobile pages, the station managers' pages. */
export type MessageArea = 'client' | 'mobile' | 'manager';

const LIST_PATH: Readonly<Record<MessageArea, string>> = {
  client: '/client/deputyStation/adviceHandling',
  mobile: '/mobile/deputyStation/adviceHandling',
  manager: '/manager/deputyStation/adviceManage',
};

export function listPathOf(area: MessageArea): string {
  return LIST_PATH[area];
}

export function detailPathOf(area: MessageArea, massesSuggestId: string): string {
  return recordDetailPath(area, 'message', massesSuggestId);
}

/** The message number of `?id=`, or null when it cannot be one (numbers are like LY202611190002). */
export function parseMessageId(value: string | null): string | null {
  const id = value?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,40}$/.test(id) ? id : null;
}

// ─── Filters ────────────────────────────────────────────────────────────────────────────

export type MessageTabKey = 'all' | 'unread' | '0' | '100' | '200' | '300';

export interface MessageTab {
  key: MessageTabKey;
  label: string;
  /** The list query the tab adds: a status (handleStatus) or the unread mark (isRead=false). */
  query: { handleStatus?: string; isRead?: boolean };
}

const statusTab = (status: 0 | 100 | 200 | 300): MessageTab => ({
  key: String(status) as MessageTabKey,
  label: stationMessageStatusLabel(status),
  query: { handleStatus: String(status) },
});

/** 全部, 未读, then one tab per handling status in the machine's order. */
export const MESSAGE_TABS: readonly MessageTab[] = [
  { key: 'all', label: '全部', query: {} },
  { key: 'unread', label: '未读', query: { isRead: false } },
  statusTab(0),
  statusTab(100),
  statusTab(200),
  statusTab(300),
];

export interface MessageFilters {
  tab: MessageTabKey;
  keyword: string;
  pageNum: number;
  pageSize: number;
}

/** The tab an address names (?tab=), 全部 for none or an unknown one. */
export const messageTabOf = (key: string | null): MessageTabKey => MESSAGE_TABS.find((tab) => tab.key === key)?.key ?? 'all';

export const INITIAL_MESSAGE_FILTERS: MessageFilters = { tab: 'all', keyword: '', pageNum: 1, pageSize: PAGE_SIZES[0] };

/** GET /api/contactStationSuggest's query for what the user chose. */
export function messageListParams(filters: MessageFilters): MessageListQuery {
  const tab = MESSAGE_TABS.find((t) => t.key === filters.tab) ?? MESSAGE_TABS[0];
  const params: MessageListQuery = { ...tab.query, pageNum: filters.pageNum, pageSize: filters.pageSize };
  const keyword = filters.keyword.trim();
  if (keyword) params.keyword = keyword;
  return params;
}

/** A page emptied by an action (its last message moved to another tab) falls back to the last page. */
export function pageAfterShrink(pageNum: number, pageSize: number, total: number): number {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return Math.min(pageNum, lastPage);
}

// ─── What a row shows ───────────────────────────────────────────────────────────────────

/** A phone in a list: 139****1234; too short to hide a middle, every digit hidden. */
export function maskPhone(phone: string | null | undefined): string {
  const value = phone?.trim() ?? '';
  if (!value) return '';
  if (value.length < 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}****${value.slice(-4)}`;
}

export { ANONYMOUS_CITIZEN };

export function citizenName(name: string | null | undefined): string {
  return isBlank(name) ? ANONYMOUS_CITIZEN : name!.trim();
}

/** The citizen in a list row: name (or 匿名群众) and the masked phone. */
export function citizenLabel(message: { massesName: string | null; massesPhone: string | null }): string {
  return [citizenName(message.massesName), maskPhone(message.massesPhone)].filter(Boolean).join(' ');
}

/** The status badge's colour: each handling step its own, an unknown (raw) value grey. */
export function statusTone(status: number): 'orange' | 'blue' | 'purple' | 'green' | 'gray' {
  switch (status) {
    case 0:
      return 'orange';
    case 100:
      return 'blue';
    case 200:
      return 'purple';
    case 300:
      return 'green';
    default:
      return 'gray';
  }
}

/** The attachment names of `annex` (comma-separated file names). */
export function annexNames(annex: string | null | undefined): string[] {
  return (annex ?? '')
    .split(/[,，]/)
    .map((name) => name.trim())
    .filter(Boolean);
}

// ─── History ────────────────────────────────────────────────────────────────────────────

export function historyEventLabel(eventType: string): string {
  return stationMessageEventLabels[eventType as StationMessageEventType] ?? eventType;
}

export function roleLabel(role: string | null | undefined): string {
  if (!role) return '';
  return ROLE_LABEL[role as RoleCode] ?? role;
}

/** The text a history row carries, named by its event. */
export function historyTextLabel(eventType: string): string {
  return HANDLING_EVENTS.find((e) => e.type === eventType)?.fieldLabel ?? '意见';
}

// ─── Events ─────────────────────────────────────────────────────────────────────────────

/** The events sent from a dialog: each writes one text field of the message. */
export type HandlingEventType = Exclude<StationMessageEventType, 'READ'>;
export type HandlingTextField = 'delegateSuggestion' | 'stationSuggestion' | 'handleResult';

export interface HandlingEvent {
  type: HandlingEventType;
  field: HandlingTextField;
  fieldLabel: string;
  /** What the dialog says will happen. */
  hint: string;
  /** The confirmation asked before sending. */
  question: string;
  /** The operation code (seeded menus) that gates the button. */
  operation: string;
}

/** In the order the buttons are offered. */
export const HANDLING_EVENTS: readonly HandlingEvent[] = [
  {
    type: 'PROPOSE',
    field: 'delegateSuggestion',
    fieldLabel: '代表处理建议',
    hint: '提出后留言转为待交办，由联络站交办办理。',
    question: '确认提交处理建议？提交后留言将转联络站交办。',
    operation: 'advicePropose',
  },
  {
    type: 'ASSIGN',
    field: 'stationSuggestion',
    fieldLabel: '联络站交办意见',
    hint: '交办后留言进入办理中。',
    question: '确认交办该留言？交办后留言进入办理中。',
    operation: 'adviceAssign',
  },
  {
    type: 'REPLY',
    field: 'handleResult',
    fieldLabel: '办理结果',
    hint: '答复后留言即为已办理，群众可凭留言编号查询办理结果。',
    question: '确认答复该留言？答复后不能再修改。',
    operation: 'adviceReply',
  },
];

export function eventLabelOf(type: StationMessageEventType): string {
  return stationMessageEventLabels[type];
}

/** The dialog events the caller may send now, in button order. */
export function offeredEvents(allowedEvents: readonly string[]): HandlingEvent[] {
  return HANDLING_EVENTS.filter((event) => allowedEvents.includes(event.type));
}

/** The longest text the machine's event schema takes for the field. */
export function textMaxLength(event: HandlingEvent): number {
  return fieldMaxLength(StationMessageEventSchemas[event.type], event.field);
}

/**
 * The machine's own judgement of the text (its payload guard's refusal, e.g. 请填写办理结果),
 * so the dialog and the server never disagree. The status only picks the transition.
 */
export function textProblem(event: HandlingEvent, status: number, text: string): string | null {
  const record = { ...stationMessageContextDefaults, handleStatus: status, version: 0 } as never;
  return stationMessageWorkflow.payloadProblem(record, { type: event.type, version: 0, [event.field]: text } as never);
}

export interface MessageEventBody {
  type: StationMessageEventType;
  version: number;
  [field: string]: unknown;
}

export function eventBody(type: StationMessageEventType, version: number, text?: { field: HandlingTextField; value: string }): MessageEventBody {
  return text ? { type, version, [text.field]: text.value.trim() } : { type, version };
}

/**
 * Whether opening the message sends READ by itself: only for the addressed deputy's pages,
 * once, while it is unread and the machine offers READ. A manager marks it read by button, so
 * looking through the station's messages does not hide them from the deputy's 未读.
 */
export function readsOnOpen(area: MessageArea, message: { isRead: boolean; allowedEvents: readonly string[] }): boolean {
  return area !== 'manager' && !message.isRead && message.allowedEvents.includes('READ');
}

/** Whether the manager's 标记已读 button shows. */
export function offersReadButton(area: MessageArea, message: { isRead: boolean; allowedEvents: readonly string[] }): boolean {
  return area === 'manager' && !message.isRead && message.allowedEvents.includes('READ');
}
