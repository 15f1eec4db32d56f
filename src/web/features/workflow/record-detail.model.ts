import { workflowOf } from '@machines/lifecycle-graph';
import { ANSWER_CATEGORY, ASSIGN_TYPE, SATISFACTION, labelOf } from '@shared/enums';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import { RECORD_TYPES } from './record-types';
import type { HistoryEntry, RecordType } from './workflow.api';


/** How each record type is named on screen: 议案, 建议. */
export const TYPE_NAME: Readonly<Record<RecordType, string>> = { proposal: RECORD_TYPES.proposal.name, suggest: RECORD_TYPES.suggest.name };

/** Who acted, as the timeline names them: the examining body, or the actor's role. */
export function actingBodyOf(type: RecordType, entry: Pick<HistoryEntry, 'eventType' | 'fromStatus' | 'actorRole'>): string {
  if (entry.eventType === 'EXAMINE' && entry.fromStatus !== null) {
    // The review body that examined: the one the machine's examine guard at that status names.
    const body = workflowOf(type).whoActsAt(entry.fromStatus, 'EXAMINE')[0]?.body;
    if (body) return body;
  }
  if (!entry.actorRole) return '';
  return ROLE_LABEL[entry.actorRole as RoleCode] ?? entry.actorRole;
}

export function examineResultLabel(type: RecordType, result: number | null): string {
  if (result === null) return '';
  return labelOf<number>(RECORD_TYPES[type].examineResults, result);
}

export function answerCategoryLabel(category: string | null | undefined): string {
  if (!category) return '';
  const label = (ANSWER_CATEGORY as Record<string, string>)[category];
  return label ? `${category}类：${label}` : category;
}

export function satisfactionLabel(satisfaction: number | null | undefined): string {
  return satisfaction ? labelOf<number>(SATISFACTION, satisfaction) : '';
}

export function assignTypeLabel(assignType: number): string {
  return labelOf<number>(ASSIGN_TYPE, assignType);
}

/** The label of the text a history row carries, by its event. */
export function opinionLabelOf(eventType: string): string {
  switch (eventType) {
    case 'REPLY':
      return '答复内容';
    case 'EVALUATE':
      return '评价意见';
    case 'APPLY_ADJUST':
    case 'APPLY_DELAY':
    case 'REQUEST_WITHDRAWAL':
      return '理由';
    case 'OPINION':
      return '协办意见';
    case 'CREATE':
      return '说明';
    default:
      return '意见';
  }
}

/** Assigned units of an ASSIGN history row's payload. */
export function payloadUnits(payload: HistoryEntry['payload']): { unitId: number; unitName?: string; assignType: number; main: boolean }[] {
  const units = payload?.units;
  if (!Array.isArray(units)) return [];
  return units.filter(
    (unit): unit is { unitId: number; unitName?: string; assignType: number; main: boolean } =>
      !!unit && typeof unit === 'object' && typeof (unit as { unitId?: unknown }).unitId === 'number',
  );
}

export function payloadAttachments(payload: HistoryEntry['payload']): { name: string; objPath: string }[] {
  const list = payload?.attachments;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is { name: string; objPath: string } =>
      !!item && typeof item === 'object' && typeof (item as { name?: unknown }).name === 'string' && typeof (item as { objPath?: unknown }).objPath === 'string',
  );
}

/**
 * The timeline's rows: every accepted event, except that a run of autosaves (SAVE after SAVE)
 * shows once, as its latest — the draft form saves every pause in typing.
 */
export function timelineOf<T extends Pick<HistoryEntry, 'eventType'>>(history: readonly T[]): T[] {
  return history.filter((entry, index) => entry.eventType !== 'SAVE' || history[index + 1]?.eventType !== 'SAVE');
}
