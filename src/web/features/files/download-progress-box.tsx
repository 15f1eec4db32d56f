import { Box, Progress, Text } from '@chakra-ui/react';
import type { DownloadProgress } from './use-file-download';

/** The progress box of a download over 1 MiB, bottom right, announced politely. */
export function DownloadProgressBox({ progress }: { progress: DownloadProgress | null }) {
  if (!progress) return null;
  return (
    <Box
      position="fixed"
      right="6"
      bottom="6"
      zIndex="toast"
      w="72"
      bg="white"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
      shadow="lg"
      p="4"
      role="status"
      aria-live="polite"
      data-testid="download-progress"
    >
      <Text fontSize="sm" mb="2" truncate title={progress.name}>
        {progress.done ? '下载完成' : '正在下载'}：{progress.name}
      </Text>
      <Progress.Root value={progress.percent} size="sm" colorPalette="brand" aria-label={`下载进度 ${progress.name}`}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" mt="1" textAlign="right">
        {progress.percent}%
      </Text>
    </Box>
  );
}
