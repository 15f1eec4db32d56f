import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '@shared/messages';
import type { AttachmentRef } from './attachments-field';
import { DownloadProgressBox } from './download-progress-box';
import { filePreviewPath } from './preview.model';
import { useFileDownload } from './use-file-download';

export interface AttachmentListProps {
  attachments: AttachmentRef[];
  /** Shown when there is none (default 暂无数据); null shows nothing. */
  emptyText?: string | null;
}

/**
 * Read-only attachments: each opens the preview page (its address resolved there through
 * presignedGetUrl) or downloads as a blob, with progress for files over 1 MiB.
 */
export function AttachmentList({ attachments, emptyText = MSG.noData }: AttachmentListProps) {
  const { download, progress, busy } = useFileDownload();
  if (!attachments?.length) {
    return emptyText === null ? null : (
      <Text fontSize="sm" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  return (
    <>
      <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" aria-label="附件列表">
        {attachments.map((file) => (
          <HStack as="li" key={file.objPath} gap="3" px="3" py="1.5" bg="bg.subtle" rounded="md" justify="space-between">
            <Text fontSize="sm" truncate title={file.name}>
              {file.name}
            </Text>
            <HStack gap="1" flexShrink={0}>
              <Button asChild size="xs" variant="ghost" colorPalette="brand">
                <RouterLink to={filePreviewPath({ fileUrl: file.objPath, fileName: file.name, needGetUrl: true })} aria-label={`预览 ${file.name}`}>
                  预览
                </RouterLink>
              </Button>
              <Button
                size="xs"
                variant="ghost"
                colorPalette="brand"
                aria-label={`下载 ${file.name}`}
                loading={busy === file.objPath}
                onClick={() => void download({ name: file.name, objPath: file.objPath })}
              >
                下载
              </Button>
            </HStack>
          </HStack>
        ))}
      </Stack>
      <DownloadProgressBox progress={progress} />
    </>
  );
}
