import { chinaDateTimeLabel } from '@machines/workflow/calendar';
import { compareTermShow, termShowOf, timesShowOf } from '@shared/chinese-numerals';
import { CODE_RULE_LIMITS, MAX_TERM_NUMBER, MIN_SIGNERS_RANGE, NUMBER_PLACEHOLDER, formatReadableNumber } from '@shared/terms';
import type { CodeRuleBody, CodeRuleKind, Session, SessionBody } from './terms.api';
import { fromChinaInput, toChinaInput } from '@web/lib/china-time';

export { chinaDateTimeLabel };

export type WindowState = 'open' | 'notYet' | 'closed';

/** Where `at` stands in the session's 议案 window. */
export function windowState(session: Pick<Session, 'proposalOpenAt' | 'proposalCloseAt'>, at: Date): WindowState {
  if (session.proposalOpenAt && at.getTime() < Date.parse(session.proposalOpenAt)) return 'notYet';
  if (session.proposalCloseAt && at.getTime() > Date.parse(session.proposalCloseAt)) return 'closed';
  return 'open';
}

/** The window as a line: 2026年1月1日 08:00 至 2026年3月1日 18:00, with either end open. */
export function windowLabel(session: Pick<Session, 'proposalOpenAt' | 'proposalCloseAt'>): string {
  const { proposalOpenAt: open, proposalCloseAt: close } = session;
  if (!open && !close) return '未设置（随时可提交）';
  if (!close) return `${chinaDateTimeLabel(open!)} 起，未设截止时间`;
  if (!open) return `截止于 ${chinaDateTimeLabel(close)}`;
  return `${chinaDateTimeLabel(open)} 至 ${chinaDateTimeLabel(close)}`;
}

export const WINDOW_STATE_LABEL: Record<WindowState, string> = { open: '征集中', notYet: '未开始', closed: '已截止' };

/** What a deputy reads above the proposal form: open until …, or closed since … */
export function windowNotice(session: Pick<Session, 'proposalOpenAt' | 'proposalCloseAt'>, at: Date): { state: WindowState; text: string } {
  const state = windowState(session, at);
  if (state === 'notYet') return { state, text: `本次会议议案提交时间尚未开始，将于${chinaDateTimeLabel(session.proposalOpenAt!)}开始接收议案。` };
  if (state === 'closed') return { state, text: `本次会议议案提交已于${chinaDateTimeLabel(session.proposalCloseAt!)}截止，现在不能提交议案。` };
  return {
    state,
    text: session.proposalCloseAt ? `本次会议议案征集中，提交截止时间为${chinaDateTimeLabel(session.proposalCloseAt)}。` : '本次会议议案征集中，未设截止时间。',
  };
}

/** A term with its sessions (npcStateManagerNew). */
export interface TermGroup {
  term: number;
  termShow: string;
  isCurrent: boolean;
  sessions: Session[];
}

/** Terms with their sessions, the newest term first by its Chinese number, sessions in order. */
export function termGroups(sessions: readonly Session[]): TermGroup[] {
  const groups = new Map<number, TermGroup>();
  for (const session of [...sessions].sort((a, b) => a.times - b.times)) {
    const group = groups.get(session.term) ?? { term: session.term, termShow: session.termShow, isCurrent: false, sessions: [] };
    group.sessions.push(session);
    group.isCurrent ||= session.isCurrentTermTimes;
    groups.set(session.term, group);
  }
  return [...groups.values()].sort((a, b) => compareTermShow(b.termShow, a.termShow));
}

/** The flat list (npcStateManager): by term by its Chinese number, then session, newest first. */
export const sortedSessions = (sessions: readonly Session[]) => termGroups(sessions).flatMap((group) => [...group.sessions].reverse());

/** The session form as typed. */
export interface SessionForm {
  term: string;
  times: string;
  timesStartTime: string;
  currentMeetStatus: 1 | 2;
  proposalOpenAt: string;
  proposalCloseAt: string;
  isCurrentTermTimes: boolean;
}

export const EMPTY_SESSION_FORM: SessionForm = { term: '', times: '', timesStartTime: '', currentMeetStatus: 2, proposalOpenAt: '', proposalCloseAt: '', isCurrentTermTimes: false };

export const sessionFormOf = (session: Session): SessionForm => ({
  term: String(session.term),
  times: String(session.times),
  timesStartTime: session.timesStartTime ?? '',
  currentMeetStatus: session.currentMeetStatus === 1 ? 1 : 2,
  proposalOpenAt: toChinaInput(session.proposalOpenAt),
  proposalCloseAt: toChinaInput(session.proposalCloseAt),
  isCurrentTermTimes: session.isCurrentTermTimes,
});

export type SessionField = keyof SessionForm;

const wholeNumber = (text: string, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= max;

/** The form's problems, each in Chinese next to its field. */
export function sessionProblems(form: SessionForm): Partial<Record<SessionField, string>> {
  const problems: Partial<Record<SessionField, string>> = {};
  if (!form.term.trim()) problems.term = '请输入届数';
  else if (!wholeNumber(form.term, MAX_TERM_NUMBER)) problems.term = `届数须为1至${MAX_TERM_NUMBER}的整数`;
  if (!form.times.trim()) problems.times = '请输入会议次数';
  else if (!wholeNumber(form.times, MAX_TERM_NUMBER)) problems.times = `会议次数须为1至${MAX_TERM_NUMBER}的整数`;
  if (form.proposalOpenAt && form.proposalCloseAt && form.proposalCloseAt <= form.proposalOpenAt) problems.proposalCloseAt = '截止时间须晚于开始时间';
  return problems;
}

/** How the typed numbers will read: 第五届第三次会议. */
export function sessionPreview(form: Pick<SessionForm, 'term' | 'times'>): string {
  if (!wholeNumber(form.term, MAX_TERM_NUMBER) || !wholeNumber(form.times, MAX_TERM_NUMBER)) return '';
  return `${termShowOf(Number(form.term))}${timesShowOf(Number(form.times))}`;
}

export const sessionBodyOf = (form: SessionForm): SessionBody => ({
  term: Number(form.term),
  times: Number(form.times),
  timesStartTime: form.timesStartTime || null,
  currentMeetStatus: form.currentMeetStatus,
  proposalOpenAt: fromChinaInput(form.proposalOpenAt),
  proposalCloseAt: fromChinaInput(form.proposalCloseAt),
  ...(form.isCurrentTermTimes ? { isCurrentTermTimes: true } : {}),
});

/** The field a server refusal names (请求参数有误：proposalCloseAt), if one of the form's. */
export function fieldOfMessage<F extends string>(message: string, fields: readonly F[]): F | null {
  const named = /[：:]\s*([A-Za-z.]+)$/.exec(message)?.[1];
  return (fields.find((field) => field === named) as F | undefined) ?? null;
}

/** The number-rule form as typed. */
export interface CodeRuleForm {
  kind: CodeRuleKind;
  session: string;
  pattern: string;
  digits: string;
  startNo: string;
}
export type CodeRuleField = 'session' | 'pattern' | 'digits' | 'startNo';

export const sessionKey = (term: number, times: number) => `${term}-${times}`;

export function codeRuleProblems(form: CodeRuleForm): Partial<Record<CodeRuleField, string>> {
  const problems: Partial<Record<CodeRuleField, string>> = {};
  if (!form.session) problems.session = '请选择届次';
  const pattern = form.pattern.trim();
  if (!pattern) problems.pattern = '请输入编号格式';
  else if (pattern.length > CODE_RULE_LIMITS.patternMax) problems.pattern = `编号格式不能超过${CODE_RULE_LIMITS.patternMax}个字`;
  else if (pattern.split(NUMBER_PLACEHOLDER).length !== 2) problems.pattern = `编号格式须包含且只包含一处${NUMBER_PLACEHOLDER}（编号所在位置）`;
  if (!wholeNumber(form.digits, CODE_RULE_LIMITS.digitsMax)) problems.digits = `编号位数须为${CODE_RULE_LIMITS.digitsMin}至${CODE_RULE_LIMITS.digitsMax}的整数`;
  if (!wholeNumber(form.startNo, CODE_RULE_LIMITS.startMax)) problems.startNo = `起始编号须为1至${CODE_RULE_LIMITS.startMax}的整数`;
  return problems;
}

export function codeRuleBodyOf(form: CodeRuleForm): CodeRuleBody {
  const [term, times] = form.session.split('-').map(Number);
  return { kind: form.kind, term, times, pattern: form.pattern.trim(), digits: Number(form.digits), startNo: Number(form.startNo) };
}

/** How a number under the typed rule reads, for the form's preview. */
export function codeRulePreview(form: Pick<CodeRuleForm, 'pattern' | 'digits' | 'startNo'>): string {
  if (Object.keys(codeRuleProblems({ ...form, kind: 'proposal', session: '1-1' })).length > 0) return '';
  return formatReadableNumber(form.pattern.trim(), Number(form.digits), Number(form.startNo));
}

export const MIN_SIGNERS = MIN_SIGNERS_RANGE;
