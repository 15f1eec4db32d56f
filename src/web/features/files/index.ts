/**
 * Files (platform document, sections 3, 7, 8): attachments uploaded to a presigned address,
 * rich-text editor uploads, downloads with progress, the preview page.
 * INTERFACE STUB — being built; the signatures below are the contract other features use.
 */
import type { ReactElement } from 'react';

export interface AttachmentRef {
  name: string;
  objPath: string;
}

export interface AttachmentsFieldProps {
  value: AttachmentRef[];
  onChange: (next: AttachmentRef[]) => void;
  disabled?: boolean;
  /** Most files allowed (default 20, the API's limit). */
  max?: number;
}

/** Upload, list and remove attachments of a form. */
export function AttachmentsField(_props: AttachmentsFieldProps): ReactElement | null {
  return null;
}

/** Read-only list of attachments; each opens the preview or downloads. */
export function AttachmentList(_props: { attachments: AttachmentRef[] }): ReactElement | null {
  return null;
}

/** The rich-text editor's upload (POST /api/commMinio/upload); answers the address to put in the document. */
export async function uploadEditorFile(_file: File, _onProgress?: (percent: number) => void): Promise<string> {
  throw new Error('not built yet');
}
