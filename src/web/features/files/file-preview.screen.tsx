import { Box, Button, Container, HStack, Heading } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BackButton } from '@web/components/back-button';
import { PageTitle } from '@web/components/page-title';
import { DownloadProgressBox } from './download-progress-box';
import { FileContent, useResolvedAddress } from './file-viewer';
import { displayNameOf, parsePreviewQuery, previewKindOf } from './preview.model';
import { useFileDownload } from './use-file-download';

/**
 * /filePreview?fileUrl=&fileName=&type=&needGetUrl=: pictures inline, PDFs in
 * a frame, text as text, anything else a download button. An empty or unusable address shows
 * 暂无相关信息; a failed resolve 获取下载地址失败.
 */
export function FilePreviewScreen() {
  const [query] = useSearchParams();
  const file = useMemo(() => parsePreviewQuery(query), [query]);
  const name = displayNameOf(file);
  const kind = previewKindOf(file);
  const resolved = useResolvedAddress(file.fileUrl, !!file.needGetUrl);
  const { download, progress } = useFileDownload();

  const onDownload = () => resolved.state === 'ready' && void download({ name, url: resolved.url });

  return (
    <Box minH="100dvh" bg="gray.50">
      <PageTitle title={`文件预览 - ${name}`} />
      <Box as="header" bg="brand.600" color="white" py="3">
        <Container maxW="6xl">
          <HStack justify="space-between" gap="4">
            <Heading as="h1" size="md" truncate title={name}>
              {resolved.state === 'empty' ? '文件预览' : name}
            </Heading>
            <HStack gap="2" flexShrink={0}>
              {resolved.state === 'ready' && (
                <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} onClick={onDownload}>
                  下载
                </Button>
              )}
              {/* Back inside the app when the preview was opened from a page of it; else to the start page. */}
              <BackButton fallback="/" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} />
            </HStack>
          </HStack>
        </Container>
      </Box>
      <Container as="main" maxW="6xl" py="6">
        <FileContent resolved={resolved} kind={kind} name={name} onDownload={onDownload} />
      </Container>
      <DownloadProgressBox progress={progress} />
    </Box>
  );
}

export const Component = FilePreviewScreen;
