import { Box, Button, HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ATTACHMENT_ACCEPT, DEFAULT_MAX_ATTACHMENTS, attachmentRefusal, tooMany, withinLimit } from './attachments.model';
import { presignPut, putFile } from './files.api';
import { formatFileSize } from './file-size';

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
  /** The button's text (default 上传附件). */
  label?: string;
}

interface Upload {
  key: string;
  file: File;
  percent: number;
  /** Set when the upload failed: 获取上传地址失败 or 文件上传失败，请重试. */
  error?: string;
  controller: AbortController;
}

const newKey = () => `upload-${crypto.randomUUID()}`;

/**
 * Upload, list and remove attachments of a form. Each chosen file gets a
 * presigned address and is PUT there directly, without the session token; its progress shows in
 * percent. A stored file is removed only after a confirmation.
 */
export function AttachmentsField({ value, onChange, disabled, max = DEFAULT_MAX_ATTACHMENTS, label = '上传附件' }: AttachmentsFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [removing, setRemoving] = useState<AttachmentRef | null>(null);
  // Uploads finish one by one, each adding its file to the latest list, not the one it began with.
  const latest = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    latest.current = value;
    onChangeRef.current = onChange;
  });
  const alive = useRef(true);
  const uploadsRef = useRef(uploads);
  useEffect(() => {
    uploadsRef.current = uploads;
  });
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      // Leaving the form stops the transfers still running.
      uploadsRef.current.forEach((upload) => upload.controller.abort());
    };
  }, []);

  const patch = (key: string, change: Partial<Upload>) =>
    setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  async function send(upload: Upload) {
    const { key, file, controller } = upload;
    let address: { presignedPutUrl: string; objPath: string };
    try {
      address = await presignPut(file.name);
    } catch (error) {
      if (!alive.current) return;
      patch(key, { error: MSG.uploadUrlFailed });
      toaster.create({ type: 'error', title: MSG.uploadUrlFailed, description: detailOf(error) });
      return;
    }
    try {
      await putFile(address.presignedPutUrl, file, { signal: controller.signal, onProgress: (percent) => alive.current && patch(key, { percent }) });
    } catch (error) {
      if (!alive.current || controller.signal.aborted) return;
      patch(key, { error: MSG.uploadFailed });
      toaster.create({ type: 'error', title: MSG.uploadFailed, description: detailOf(error) });
      return;
    }
    if (!alive.current) return;
    const next = [...latest.current, { name: file.name, objPath: address.objPath }];
    latest.current = next;
    onChangeRef.current(next);
    setUploads((list) => list.filter((item) => item.key !== key));
  }

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    const { accepted, leftOut } = withinLimit(Array.from(files), latest.current.length + uploads.length, max);
    if (leftOut > 0) toaster.create({ type: 'warning', title: tooMany(max) });
    const started: Upload[] = [];
    for (const file of accepted) {
      const refusal = attachmentRefusal(file);
      if (refusal) {
        toaster.create({ type: 'error', title: MSG.uploadFailed, description: `${file.name}：${refusal}` });
        continue;
      }
      started.push({ key: newKey(), file, percent: 0, controller: new AbortController() });
    }
    setUploads((list) => [...list, ...started]);
    started.forEach((upload) => void send(upload));
  }

  function retry(upload: Upload) {
    const again = { ...upload, percent: 0, error: undefined, controller: new AbortController() };
    setUploads((list) => list.map((item) => (item.key === upload.key ? again : item)));
    void send(again);
  }

  function cancel(upload: Upload) {
    upload.controller.abort();
    setUploads((list) => list.filter((item) => item.key !== upload.key));
  }

  function confirmRemove() {
    if (!removing) return;
    const next = latest.current.filter((item) => item.objPath !== removing.objPath);
    latest.current = next;
    onChange(next);
    setRemoving(null);
  }

  const full = value.length + uploads.length >= max;

  return (
    <Stack gap="2" role="group" aria-label="附件">
      {!disabled && (
        <HStack gap="3" wrap="wrap">
          <Button size="sm" variant="outline" colorPalette="brand" disabled={full} onClick={() => input.current?.click()} aria-describedby={hintId}>
            {label}
          </Button>
          <Text id={hintId} fontSize="xs" color="fg.muted">
            支持 Word、Excel、PPT、PDF、图片、文本和 zip，单个不超过 50MB，最多 {max} 个
          </Text>
          <VisuallyHidden asChild>
            <input
              ref={input}
              type="file"
              multiple
              accept={ATTACHMENT_ACCEPT}
              tabIndex={-1}
              aria-hidden="true"
              data-testid="attachments-input"
              onChange={(event) => {
                choose(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </VisuallyHidden>
        </HStack>
      )}

      {(value.length > 0 || uploads.length > 0) && (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {value.map((item) => (
            <HStack as="li" key={item.objPath} gap="3" px="3" py="1.5" bg="bg.subtle" rounded="md" justify="space-between">
              <Text fontSize="sm" truncate title={item.name}>
                {item.name}
              </Text>
              {!disabled && (
                <Button size="xs" variant="ghost" colorPalette="red" aria-label={`移除 ${item.name}`} onClick={() => setRemoving(item)}>
                  移除
                </Button>
              )}
            </HStack>
          ))}
          {uploads.map((upload) => (
            <Box as="li" key={upload.key} px="3" py="1.5" bg="bg.subtle" rounded="md">
              <HStack gap="3" justify="space-between">
                <Text fontSize="sm" truncate title={upload.file.name}>
                  {upload.file.name}
                  <Text as="span" color="fg.muted" ms="2" fontSize="xs">
                    {formatFileSize(upload.file.size)}
                  </Text>
                </Text>
                <HStack gap="1" flexShrink={0}>
                  {upload.error ? (
                    <>
                      <Text fontSize="xs" color="red.600" role="alert">
                        {upload.error}
                      </Text>
                      <Button size="xs" variant="ghost" colorPalette="brand" aria-label={`重试 ${upload.file.name}`} onClick={() => retry(upload)}>
                        重试
                      </Button>
                    </>
                  ) : (
                    <Text fontSize="xs" color="fg.muted" aria-hidden="true">
                      {upload.percent}%
                    </Text>
                  )}
                  <Button size="xs" variant="ghost" aria-label={`取消上传 ${upload.file.name}`} onClick={() => cancel(upload)}>
                    取消
                  </Button>
                </HStack>
              </HStack>
              {!upload.error && (
                <Progress.Root value={upload.percent} size="xs" colorPalette="brand" mt="1" aria-label={`上传进度 ${upload.file.name}`}>
                  <Progress.Track>
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              )}
            </Box>
          ))}
        </Stack>
      )}

      <ConfirmDialog open={removing !== null} message={`确定移除附件“${removing?.name ?? ''}”吗？`} onConfirm={confirmRemove} onCancel={() => setRemoving(null)} />
    </Stack>
  );
}

function detailOf(error: unknown): string | undefined {
  const detail = errorMessage(error, '');
  return detail && detail !== MSG.uploadFailed && detail !== MSG.uploadUrlFailed ? detail : undefined;
}
