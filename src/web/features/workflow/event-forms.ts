import { isBlank } from '@machines/blank';
import { unitAssignmentProblem } from '@machines/workflow';
import { ANSWER_CATEGORY, ASSIGN_TYPE, SATISFACTION } from '@shared/enums';
import type { Option } from '@web/components/form-fields';
import { fieldMaxLength } from '@shared/schema-limits';
import { RECORD_TYPES } from './record-types';
import type { RecordEvent, RecordType } from './workflow.api';

/**
 * The rules of the event dialogs, kept pure so they are tested without a browser. They only
 * mirror the machines for the user's convenience (a blank text is caught before sending); the
 * server decides every event with the same machines.
 */

/** Draft events belong to the deputies' editor, not to the action bar. */
export const EDITOR_EVENTS: readonly string[] = ['SAVE', 'SUBMIT', 'RESUBMIT', 'DELETE'];

/** Which dialog an event opens. */
export type DialogKind = 'examine' | 'assign' | 'confirm' | 'reason' | 'opinion' | 'reply' | 'evaluate';

const DIALOG_OF: Readonly<Record<string, DialogKind>> = {
  EXAMINE: 'examine',
  ASSIGN: 'assign',
  SIGN_FOR: 'confirm',
  APPLY_ADJUST: 'reason',
  APPLY_DELAY: 'reason',
  REQUEST_WITHDRAWAL: 'reason',
  APPROVE_DELAY: 'confirm',
  REJECT_DELAY: 'confirm',
  APPROVE_WITHDRAWAL: 'confirm',
  REJECT_WITHDRAWAL: 'confirm',
  CONCLUDE: 'confirm',
  OPINION: 'opinion',
  REPLY: 'reply',
  EVALUATE: 'evaluate',
};

export function dialogKindOf(eventType: string): DialogKind | null {
  return DIALOG_OF[eventType] ?? null;
}

/** The events the action bar offers: allowed now, not an editor event, and with a dialog. */
export function actionEvents(allowedEvents: readonly string[]): string[] {
  return allowedEvents.filter((event) => !EDITOR_EVENTS.includes(event) && dialogKindOf(event) !== null);
}

export function eventLabel(type: RecordType, eventType: string): string {
  if (eventType === 'CREATE') return '创建';
  return RECORD_TYPES[type].eventLabels[eventType] ?? eventType;
}

/** The operation code (seeded menus) that gates an event's button, per record type. */
const OPERATION_OF: Readonly<Record<RecordType, Readonly<Record<string, string>>>> = {
  proposal: {
    EXAMINE: 'proposalExamine',
    ASSIGN: 'proposalAssign',
    APPROVE_WITHDRAWAL: 'proposalWithdrawApprove',
    REJECT_WITHDRAWAL: 'proposalWithdrawApprove',
    REPLY: 'proposalReply',
    OPINION: 'proposalOpinion',
    CONCLUDE: 'proposalConclude',
    REQUEST_WITHDRAWAL: 'proposalWithdraw',
    EVALUATE: 'evaluate',
  },
  suggest: {
    EXAMINE: 'suggestExamine',
    ASSIGN: 'suggestAssign',
    SIGN_FOR: 'suggestSignIn',
    APPLY_ADJUST: 'suggestAdjust',
    APPLY_DELAY: 'suggestDelayApply',
    APPROVE_DELAY: 'suggestDelayApprove',
    REJECT_DELAY: 'suggestDelayApprove',
    OPINION: 'suggestOpinion',
    REPLY: 'suggestReply',
    CONCLUDE: 'suggestConclude',
    EVALUATE: 'evaluate',
  },
};

export function operationCodeOf(type: RecordType, eventType: string): string | null {
  return OPERATION_OF[type][eventType] ?? null;
}

// ─── Examine ────────────────────────────────────────────────────────────────────────────

/** The examine results of the lifecycle, with their labels (proposal 0/1/3, suggestion 1/2/3). */
export function examineResultOptions(type: RecordType): Option<number>[] {
  return Object.entries(RECORD_TYPES[type].examineResults).map(([value, label]) => ({ value: Number(value), label }));
}

/** Whether the machine asks for an opinion with this examine result (turned, returned, reference only). */
export function examineOpinionRequired(type: RecordType, status: number, result: number | null): boolean {
  return result !== null && RECORD_TYPES[type].payloadProblem(status, { type: 'EXAMINE', result, opinion: '' }) !== null;
}

export interface ExamineValues {
  result: number | null;
  opinion: string;
}

export function examineProblem(type: RecordType, status: number, values: ExamineValues): string | null {
  if (values.result === null || !examineResultOptions(type).some((o) => o.value === values.result)) return '请选择审查结果';
  return RECORD_TYPES[type].payloadProblem(status, { type: 'EXAMINE', result: values.result, opinion: values.opinion });
}

// ─── Assign ─────────────────────────────────────────────────────────────────────────────

export interface UnitRow {
  unitId: number;
  unitName: string;
  assignType: number;
  main: boolean;
}

export const ASSIGN_TYPE_OPTIONS: Option<number>[] = Object.entries(ASSIGN_TYPE).map(([value, label]) => ({ value: Number(value), label }));

/** Adds a unit (the first one becomes the main unit); a unit already chosen is left alone. */
export function addUnit(rows: readonly UnitRow[], unit: Omit<UnitRow, 'main'>): UnitRow[] {
  if (rows.some((row) => row.unitId === unit.unitId)) return [...rows];
  return [...rows, { ...unit, main: rows.length === 0 }];
}

/** Removes a unit; when it was the main unit, the first one left becomes main. */
export function removeUnit(rows: readonly UnitRow[], unitId: number): UnitRow[] {
  const removed = rows.find((row) => row.unitId === unitId);
  const left = rows.filter((row) => row.unitId !== unitId);
  if (removed?.main && left.length > 0 && !left.some((row) => row.main)) return left.map((row, i) => ({ ...row, main: i === 0 }));
  return left;
}

/** Exactly one main unit (主办): choosing one makes every other a co-handling unit (协办). */
export function setMainUnit(rows: readonly UnitRow[], unitId: number): UnitRow[] {
  return rows.map((row) => ({ ...row, main: row.unitId === unitId }));
}

export function setAssignType(rows: readonly UnitRow[], unitId: number, assignType: number): UnitRow[] {
  return rows.map((row) => (row.unitId === unitId ? { ...row, assignType } : row));
}

/** The machine's own rule (machines/workflow/), so the form and the server never disagree. */
export function assignProblem(rows: readonly UnitRow[]): string | null {
  return unitAssignmentProblem(rows);
}

// ─── Texts, reply, evaluation ───────────────────────────────────────────────────────────

/** The longest text the machine's schema of the event takes for the field. */
export function eventTextMax(type: RecordType, eventType: string, field: string): number {
  const schema = RECORD_TYPES[type].eventSchemas[eventType];
  return schema ? fieldMaxLength(schema, field) : 0;
}

export function textProblem(text: string, message: string): string | null {
  return isBlank(text) ? message : null;
}

export const ANSWER_CATEGORY_OPTIONS: Option<'A' | 'B' | 'C'>[] = (Object.keys(ANSWER_CATEGORY) as ('A' | 'B' | 'C')[]).map((value) => ({
  value,
  label: `${value}类：${ANSWER_CATEGORY[value]}`,
}));

export interface ReplyValues {
  content: string;
  answerCategory: 'A' | 'B' | 'C' | null;
}

/** `max` is the REPLY schema's limit on the stored text, which is the typed text as paragraphs. */
export function replyProblem(values: ReplyValues, max = Infinity): string | null {
  if (isBlank(values.content)) return '请填写答复内容';
  if (textToHtml(values.content).length > max) return '答复内容过长，请精简后再提交';
  if (!values.answerCategory) return '请选择答复类别';
  return null;
}

export const SATISFACTION_OPTIONS: Option<1 | 2 | 3>[] = ([1, 2, 3] as const).map((value) => ({ value, label: SATISFACTION[value] }));

export function evaluateProblem(values: { satisfaction: number | null }): string | null {
  return values.satisfaction === 1 || values.satisfaction === 2 || values.satisfaction === 3 ? null : '请选择满意度';
}

/**
 * Plain text typed in a reply becomes paragraphs of escaped HTML: the server keeps replies as
 * (sanitized) rich text, and line breaks would otherwise be lost.
 */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .trim()
    .split(/\r?\n/)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('');
}

/** Where the reason of a reason dialog comes from, and what it asks for. */
export const REASON_PROMPTS: Readonly<Record<string, { label: string; missing: string }>> = {
  APPLY_ADJUST: { label: '调整理由', missing: '请填写申请调整的理由' },
  APPLY_DELAY: { label: '延期理由', missing: '请填写申请延期的理由' },
  REQUEST_WITHDRAWAL: { label: '撤回理由', missing: '请填写申请撤回的理由' },
};

/** What each confirmation asks. */
export const CONFIRM_QUESTIONS: Readonly<Record<string, string>> = {
  SIGN_FOR: '确认签收该建议？签收后即进入办理。',
  APPROVE_DELAY: '确认同意延期？办理期限将延长三个月。',
  REJECT_DELAY: '确认不同意延期？办理期限保持不变。',
  APPROVE_WITHDRAWAL: '确认同意撤回？该议案将退回代表的草稿。',
  REJECT_WITHDRAWAL: '确认不同意撤回？该议案将回到撤回前的环节。',
  CONCLUDE: '确认办结？办结后不能再答复或评价。',
};

/** Confirmations that take an optional opinion (SIGN_FOR takes none). */
export function confirmTakesOpinion(eventType: string): boolean {
  return eventType !== 'SIGN_FOR';
}

/** The body of an event: `{ type, version, ...payload }`, blank optional texts left out. */
export function eventBody(eventType: string, version: number, payload: Record<string, unknown> = {}): RecordEvent {
  const body: RecordEvent = { type: eventType, version };
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && isBlank(value)) continue;
    body[key] = value;
  }
  return body;
}
