import axios, { type AxiosProgressEvent } from 'axios';
import { http } from '@web/lib/http';
import { toApiError } from '@web/lib/http-error';
import type { RecordType } from '@shared/contracts/records';
import { UPLOAD_TICKET_API, type UploadTicketIssued, type UploadTicketState } from '@shared/contracts/upload-tickets';

/**
 * The calls of /api/commMinio. The presign calls go through the app's client (they
 * need the session); the file itself travels on a bare axios instance, so neither the bearer
 * token nor the duplicate-request guard touches the direct upload and the download.
 */
const transfer = axios.create({ timeout: 0 });

export interface PresignedPut {
  presignedPutUrl: string;
  objPath: string;
}

export interface PresignedGet {
  presignedGetUrl: string;
  objPath: string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** POST /api/commMinio/presignedPutUrl (form: objName). Two files of one name may go at once. */
export async function presignPut(objName: string): Promise<PresignedPut> {
  const response = await http.post<PresignedPut>('/commMinio/presignedPutUrl', form({ objName }), { allowDuplicate: true });
  return response.data;
}

/** POST /api/commMinio/presignedGetUrl (form: objPath). */
export async function presignGet(objPath: string): Promise<PresignedGet> {
  const response = await http.post<PresignedGet>('/commMinio/presignedGetUrl', form({ objPath }), { allowDuplicate: true });
  return response.data;
}

const percent = (event: AxiosProgressEvent, size?: number) => {
  const total = event.total || size;
  return total ? Math.min(100, Math.round((event.loaded / total) * 100)) : 0;
};

/** The direct upload: PUT to the signed address, without the Authorization header. */
export async function putFile(url: string, file: Blob, options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {}): Promise<void> {
  try {
    await transfer.put(url, file, {
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
      signal: options.signal,
      onUploadProgress: (event) => options.onProgress?.(percent(event, file.size)),
    });
  } catch (error) {
    throw toApiError(error);
  }
}

/** Reads a file as a blob, reporting bytes received against the answer's Content-Length. */
export async function fetchBlob(url: string, onProgress?: (loaded: number, total: number | undefined) => void): Promise<Blob> {
  try {
    const response = await transfer.get<Blob>(url, {
      responseType: 'blob',
      onDownloadProgress: (event) => onProgress?.(event.loaded, event.total || undefined),
    });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

export async function fetchText(url: string): Promise<string> {
  try {
    const response = await transfer.get<string>(url, { responseType: 'text', transformResponse: (data: string) => data });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}

/**
 * The rich-text editor's upload (POST /api/commMinio/upload, multipart `file`): resolves with
 * the address to put in the document; rejects with an ApiError carrying the server's message.
 */
export async function uploadEditorFile(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const body = new FormData();
  body.append('file', file, file.name);
  const response = await http.post<{ url: string; objPath: string; name: string }>('/commMinio/upload', body, {
    allowDuplicate: true,
    timeout: 5 * 60_000,
    onUploadProgress: (event) => onProgress?.(percent(event, file.size)),
  });
  return response.data.url;
}

/** POST /api/commMinio/uploadTicket: a one-time ticket for the phone to upload to this draft. */
export async function issueUploadTicket(type: RecordType, recordId: number): Promise<UploadTicketIssued> {
  const response = await http.post<UploadTicketIssued>(UPLOAD_TICKET_API.issue.replace(/^\/api/, ''), { type, recordId });
  return response.data;
}

/** GET the ticket's state: on the phone before uploading, on the desktop while it waits. */
export async function uploadTicketState(ticket: string): Promise<UploadTicketState> {
  const response = await http.get<UploadTicketState>(UPLOAD_TICKET_API.ticket(ticket).replace(/^\/api/, ''), { allowDuplicate: true });
  return response.data;
}

/** The phone's upload by its ticket (no session: the ticket is the permission). */
export async function uploadByTicket(ticket: string, files: readonly File[], onProgress?: (fraction: number) => void): Promise<UploadTicketState> {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  try {
    const response = await transfer.post<UploadTicketState>(UPLOAD_TICKET_API.files(ticket), body, {
      onUploadProgress: (event: AxiosProgressEvent) => onProgress?.(event.total ? event.loaded / event.total : 0),
    });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
}
