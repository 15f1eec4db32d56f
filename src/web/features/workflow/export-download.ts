import { http } from '@web/lib/http';
import { isApiError, serverMessage } from '@web/lib/http-error';
import { fileNameOf } from './queue.model';
import type { RecordListParams, RecordType } from './workflow.api';

/** A refused download arrives as a Blob too; its `{ msg }` is what the user should read. */
async function withBlobMessage(failure: unknown): Promise<unknown> {
  if (!isApiError(failure) || !(failure.data instanceof Blob)) return failure;
  try {
    const msg = serverMessage(JSON.parse(await failure.data.text()));
    return msg ? { ...failure, msg } : failure;
  } catch {
    return failure;
  }
}

const FALLBACK_NAME: Record<RecordType, string> = { proposal: '议案列表.xlsx', suggest: '建议列表.xlsx' };

/**
 * GET an export through the app's http client (it carries the token), then hands the blob to
 * the browser as a download named by the server's Content-Disposition. `path` is under /api.
 */
export async function downloadExport(path: string, params: object, fallbackName: string): Promise<string> {
  const response = await http.get<Blob>(path, { params, responseType: 'blob' }).catch(async (failure: unknown) => {
    throw await withBlobMessage(failure);
  });
  const header = response.headers['content-disposition'] as string | undefined;
  const name = fileNameOf(header, fallbackName);
  const url = URL.createObjectURL(response.data);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  } finally {
    // Let the browser start the download before the address is revoked.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}

/** GET /api/{type}/export: the queue the user sees, as a workbook. */
export function downloadQueueExport(type: RecordType, params: RecordListParams): Promise<string> {
  return downloadExport(`/${type}/export`, params, FALLBACK_NAME[type]);
}
