/**
 * Files: attachments uploaded to a presigned address,
 * rich-text editor uploads, downloads with progress, the preview page.
 */
export { AttachmentsField, type AttachmentRef, type AttachmentsFieldProps } from './attachments-field';
export { AttachmentList, type AttachmentListProps } from './attachment-list';
/** The rich-text editor's upload (POST /api/commMinio/upload); answers the address to put in the document. */
export { uploadEditorFile, presignGet, presignPut } from './files.api';
export { displayNameOf, filePreviewPath, previewKindOf, type FileToPreview } from './preview.model';
export { FileContent, useResolvedAddress } from './file-viewer';
export { useFileDownload, type DownloadTarget } from './use-file-download';
export { DownloadProgressBox } from './download-progress-box';
export { formatFileSize } from './file-size';
export { PhoneUploadButton, type PhoneUploadButtonProps } from './phone-upload-button';
