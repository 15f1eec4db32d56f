import { MIN_PROPOSAL_SIGNERS } from '@machines/proposal/index';
import { isBlank } from '@machines/blank';
import { RECORD_TYPES, type AttachmentRef, type DraftFields, type HistoryEntry, type RecordDetail, type RecordType } from '@web/features/workflow';

/** A co-signer as the form keeps it (the chooser's row). */
export interface Signer {
  delegateId: number;
  delegateName: string;
  delegationName?: string | null;
}

/** What the deputy is writing: one shape for proposals and suggestions. */
export interface DraftForm {
  title: string;
  /** HTML of the rich-text editor; '' when empty. */
  content: string;
  coSigners: Signer[];
  attachments: AttachmentRef[];
  /** Proposals only: made in the name of the author's delegation instead of ten signatures. */
  byDelegation: boolean;
}

export const EMPTY_DRAFT: DraftForm = { title: '', content: '', coSigners: [], attachments: [], byDelegation: false };

export const TITLE_MAX_LENGTH = 200;

/** The form of a stored record. */
export function draftFormOf(record: Pick<RecordDetail, 'title' | 'content' | 'coSigners' | 'attachments' | 'delegationId'>): DraftForm {
  return {
    title: record.title ?? '',
    content: record.content ?? '',
    coSigners: (record.coSigners ?? []).map(({ delegateId, delegateName }) => ({ delegateId, delegateName })),
    attachments: (record.attachments ?? []).map(({ name, objPath }) => ({ name, objPath })),
    byDelegation: record.delegationId !== null && record.delegationId !== undefined,
  };
}

/** Rich text counts as blank when it has neither text nor a picture. */
export function isRichTextBlank(html: string | null | undefined): boolean {
  if (isBlank(html)) return true;
  if (/<img\b/i.test(html!)) return false;
  const text = html!
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ')
    .trim();
  return text.length === 0;
}

/** How many signatures a proposal has (the author and the co-signers) and how many are missing. */
export function signatureCount(form: Pick<DraftForm, 'coSigners' | 'byDelegation'>, minSigners = MIN_PROPOSAL_SIGNERS): { total: number; needed: number; enough: boolean } {
  const total = 1 + new Set(form.coSigners.map((signer) => signer.delegateId)).size;
  const needed = form.byDelegation ? 0 : Math.max(0, minSigners - total);
  return { total, needed, enough: needed === 0 };
}

/** The line under the co-signers of a proposal. */
export function signatureHint(form: Pick<DraftForm, 'coSigners' | 'byDelegation'>, delegationName?: string | null, minSigners = MIN_PROPOSAL_SIGNERS): string {
  if (form.byDelegation) return `以${delegationName || '本代表团'}名义提出，无需联名`;
  const { total, needed } = signatureCount(form, minSigners);
  return needed > 0
    ? `已有 ${total} 位代表（含本人），还需 ${needed} 位代表联名方可提交（共需 ${minSigners} 位）`
    : `已有 ${total} 位代表（含本人）联名，满足 ${minSigners} 位代表的要求`;
}

export type DraftField = 'title' | 'content' | 'coSigners';


/** The first problem of each field that stops a submission, in Chinese. */
export function draftProblems(type: RecordType, form: DraftForm, minSigners = MIN_PROPOSAL_SIGNERS): Partial<Record<DraftField, string>> {
  const problems: Partial<Record<DraftField, string>> = {};
  if (isBlank(form.title) || form.title.trim() === '') problems.title = '标题不能为空';
  else if (form.title.trim().length > TITLE_MAX_LENGTH) problems.title = `标题不能超过${TITLE_MAX_LENGTH}个字`;
  if (isRichTextBlank(form.content)) problems.content = '内容不能为空';
  if (RECORD_TYPES[type].coSignersRequired) {
    const { needed } = signatureCount(form, minSigners);
    if (needed > 0) problems.coSigners = `联名代表不足，还需 ${needed} 位代表联名，或以代表团名义提出`;
  }
  return problems;
}

/**
 * The draft fields sent with POST, SAVE, SUBMIT and RESUBMIT. A proposal in the delegation's
 * name carries the author's delegation id; otherwise `delegationId` is null so a former choice
 * is cleared. Suggestions have no delegation field.
 */
export function draftPayload(type: RecordType, form: DraftForm, authorDelegationId: number | null): DraftFields {
  const payload: DraftFields = {
    title: form.title.trim(),
    content: isRichTextBlank(form.content) ? '' : form.content,
    coSignerIds: [...new Set(form.coSigners.map((signer) => signer.delegateId))],
    attachments: form.attachments.map(({ name, objPath }) => ({ name, objPath })),
  };
  if (RECORD_TYPES[type].madeInDelegationName) payload.delegationId = form.byDelegation && authorDelegationId !== null ? authorDelegationId : null;
  return payload;
}


/** Two forms hold the same draft (the order of co-signers and files counts). */
export function sameDraft(a: DraftForm, b: DraftForm): boolean {
  return (
    a.title === b.title &&
    a.content === b.content &&
    a.byDelegation === b.byDelegation &&
    a.coSigners.map((s) => s.delegateId).join(',') === b.coSigners.map((s) => s.delegateId).join(',') &&
    a.attachments.map((f) => f.objPath).join('\n') === b.attachments.map((f) => f.objPath).join('\n')
  );
}

/** A returned record's last returning opinion (the EXAMINE that sent it back), or null. */
export function returningOpinion(type: RecordType, history: readonly HistoryEntry[]): HistoryEntry | null {
  const { returnResult } = RECORD_TYPES[type];
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const entry = history[i];
    if (entry.eventType === 'EXAMINE' && entry.result === returnResult) return entry;
  }
  return null;
}

/** Statuses a returned record waits in for its author's RESUBMIT. */
export const RETURNED_STATUSES: Readonly<Record<RecordType, readonly number[]>> = {
  proposal: [101, 201, 301],
  suggest: [101, 201],
};

// ——— the local copy: nothing typed is lost when the tab closes before a save ———

export interface DraftBackup {
  form: DraftForm;
  /** When it was written (epoch ms). */
  at: number;
}

const BACKUP_PREFIX = 'rdlz.draft';

/** One copy per user, kind and record ('new' before the draft exists on the server). */
export function backupKey(userId: string | number, type: RecordType, recordId: number | null): string {
  return `${BACKUP_PREFIX}.${userId}.${type}.${recordId ?? 'new'}`;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function writeBackup(store: KeyValueStore, key: string, form: DraftForm, at: number): void {
  try {
    store.setItem(key, JSON.stringify({ form, at } satisfies DraftBackup));
  } catch {
    // A full or disabled storage only loses the extra safety net.
  }
}

function isSigner(value: unknown): value is Signer {
  const v = value as Signer;
  return typeof v === 'object' && v !== null && Number.isInteger(v.delegateId) && typeof v.delegateName === 'string';
}

function isAttachment(value: unknown): value is AttachmentRef {
  const v = value as AttachmentRef;
  return typeof v === 'object' && v !== null && typeof v.name === 'string' && typeof v.objPath === 'string';
}

/** The stored copy, or null when there is none or it is not a draft (tampered, older format). */
export function readBackup(store: KeyValueStore, key: string): DraftBackup | null {
  let raw: string | null;
  try {
    raw = store.getItem(key);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { form?: Partial<DraftForm>; at?: unknown };
    const form = parsed.form;
    if (!form || typeof form.title !== 'string' || typeof form.content !== 'string' || typeof parsed.at !== 'number') return null;
    if (!Array.isArray(form.coSigners) || !form.coSigners.every(isSigner)) return null;
    if (!Array.isArray(form.attachments) || !form.attachments.every(isAttachment)) return null;
    return {
      form: { title: form.title, content: form.content, coSigners: form.coSigners, attachments: form.attachments, byDelegation: form.byDelegation === true },
      at: parsed.at,
    };
  } catch {
    return null;
  }
}

export function clearBackup(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** An empty form is not worth keeping or restoring. */
export function isEmptyDraft(form: DraftForm): boolean {
  return form.title.trim() === '' && isRichTextBlank(form.content) && form.coSigners.length === 0 && form.attachments.length === 0 && !form.byDelegation;
}
