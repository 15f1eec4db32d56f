/**
 * The exam area keeps its own token in local storage,
 * sent as the ExamToken header when present and cleared when the examinee leaves.
 */
export const EXAM_TOKEN_STORAGE_KEY = 'examToken';
export const EXAM_TOKEN_HEADER = 'ExamToken';

function local(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function getExamToken(): string | null {
  try {
    return local()?.getItem(EXAM_TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function setExamToken(token: string): void {
  try {
    local()?.setItem(EXAM_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage full or disabled: the exam calls then go without the header.
  }
}

export function clearExamToken(): void {
  try {
    local()?.removeItem(EXAM_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
