import { Alert, QrCode, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ROUTER_BASENAME } from '@shared/constants';
import type { RecordType } from '@shared/contracts/records';
import { UPLOAD_TICKET_TTL_MINUTES, type UploadTicketIssued } from '@shared/contracts/upload-tickets';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { errorMessage } from '@web/lib/http-error';
import type { AttachmentRef } from './attachments-field';
import { issueUploadTicket, uploadTicketState } from './files.api';

/** How often the desktop asks whether the phone has uploaded. */
const POLL_MS = 2000;

export interface PhoneUploadDialogProps {
  type: RecordType;
  recordId: number;
  onClose: () => void;
  /** The phone uploaded: these files are now the draft's. */
  onUploaded: (files: AttachmentRef[]) => void;
}

type View = { state: 'issuing' } | { state: 'failed'; msg: string } | { state: 'waiting'; issued: UploadTicketIssued } | { state: 'expired' };

/**
 * 手机上传: a QR code of a one-time address for this draft. The phone opens it without signing
 * in and uploads; meanwhile the dialog asks for the ticket's state and hands the files over.
 */
export function PhoneUploadDialog({ type, recordId, onClose, onUploaded }: PhoneUploadDialogProps) {
  const [view, setView] = useState<View>({ state: 'issuing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    issueUploadTicket(type, recordId)
      .then((issued) => current && setView({ state: 'waiting', issued }))
      .catch((error: unknown) => current && setView({ state: 'failed', msg: errorMessage(error, '生成二维码失败，请重试') }));
    return () => {
      current = false;
    };
  }, [type, recordId, attempt]);

  const ticket = view.state === 'waiting' ? view.issued.ticket : null;
  useEffect(() => {
    if (!ticket) return;
    const timer = window.setInterval(() => {
      uploadTicketState(ticket)
        .then((answer) => {
          if (answer.state === 'used') {
            window.clearInterval(timer);
            onUploaded(answer.files);
          } else if (answer.state === 'expired') {
            window.clearInterval(timer);
            setView({ state: 'expired' });
          }
        })
        .catch(() => undefined);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [ticket, onUploaded]);

  const again = () => {
    setView({ state: 'issuing' });
    setAttempt((n) => n + 1);
  };

  return (
    <FormDialog
      title="手机上传"
      onClose={onClose}
      footer={<DialogActions onCancel={onClose} cancelLabel="关闭" confirmLabel={view.state === 'expired' || view.state === 'failed' ? '重新生成' : null} onConfirm={again} />}
    >
      {view.state === 'issuing' && (
        <Stack align="center" py="8" role="status">
          <Spinner color="brand.solid" />
          <Text color="fg.muted">正在生成二维码…</Text>
        </Stack>
      )}
      {view.state === 'failed' && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{view.msg}</Alert.Title>
        </Alert.Root>
      )}
      {view.state === 'expired' && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>二维码已过期，请重新生成</Alert.Title>
        </Alert.Root>
      )}
      {view.state === 'waiting' && (
        <Stack align="center" gap="3">
          <QrCode.Root value={`${window.location.origin}${ROUTER_BASENAME}${view.issued.path}`} size="xl">
            <QrCode.Frame role="img" aria-label="手机上传二维码" boxSize="48" display="block">
              <QrCode.Pattern />
            </QrCode.Frame>
          </QrCode.Root>
          <Text textAlign="center">请用手机扫描二维码，拍照或选择文件上传到本草稿。</Text>
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            二维码 {UPLOAD_TICKET_TTL_MINUTES} 分钟内有效，仅可使用一次；上传完成后附件会自动出现在下方列表。
          </Text>
          <Stack direction="row" align="center" gap="2" role="status" color="fg.muted" fontSize="sm">
            <Spinner size="xs" />
            <Text>等待手机上传…</Text>
          </Stack>
        </Stack>
      )}
    </FormDialog>
  );
}
