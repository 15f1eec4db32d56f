import { Button, Text } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { RecordType } from '@shared/contracts/records';
import { toaster } from '@web/components/toaster';
import type { AttachmentRef } from './attachments-field';

// The QR code's code loads with the dialog only (first-load budget).
const PhoneUploadDialog = lazy(() => import('./phone-upload.dialog').then((m) => ({ default: m.PhoneUploadDialog })));

export interface PhoneUploadButtonProps {
  type: RecordType;
  /** The stored draft; null until its first save (a ticket names a draft). */
  recordId: number | null;
  disabled?: boolean;
  /** The phone's files, to add to the form's attachments. */
  onUploaded: (files: AttachmentRef[]) => void;
}

/** 手机上传: a QR code the phone opens to photograph or pick files for this draft. */
export function PhoneUploadButton({ type, recordId, disabled, onUploaded }: PhoneUploadButtonProps) {
  const [open, setOpen] = useState(false);
  const uploaded = useCallback(
    (files: AttachmentRef[]) => {
      setOpen(false);
      onUploaded(files);
      toaster.create({ type: 'success', title: `已从手机上传 ${files.length} 个文件` });
    },
    [onUploaded],
  );
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="brand" disabled={disabled || recordId === null} onClick={() => setOpen(true)} alignSelf="flex-start">
        手机上传
      </Button>
      {recordId === null && (
        <Text fontSize="xs" color="fg.muted">
          草稿保存后可用手机拍照上传
        </Text>
      )}
      {open && recordId !== null && (
        <Suspense fallback={null}>
          <PhoneUploadDialog type={type} recordId={recordId} onClose={() => setOpen(false)} onUploaded={uploaded} />
        </Suspense>
      )}
    </>
  );
}
