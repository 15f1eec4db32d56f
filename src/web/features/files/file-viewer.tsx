import { Alert, Box, Button, Flex, Image, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { MSG } from '@shared/messages';
import { errorMessage } from '@web/lib/http-error';
import { fetchText, presignGet } from './files.api';
import { isSameSite, safeFileAddress, type PreviewKind } from './preview.model';

export type Resolved = { state: 'empty' } | { state: 'loading' } | { state: 'failed'; detail: string } | { state: 'ready'; url: string };

/** The address to show: fileUrl itself, or (needGetUrl) the signed address of the objPath it names. */
export function useResolvedAddress(fileUrl: string, needGetUrl: boolean): Resolved {
  const direct = needGetUrl ? null : safeFileAddress(fileUrl);
  const [resolved, setResolved] = useState<{ key: string; result: Resolved } | null>(null);
  const key = `${needGetUrl}:${fileUrl}`;

  useEffect(() => {
    if (!needGetUrl || !fileUrl.trim()) return;
    let current = true;
    presignGet(fileUrl.trim())
      .then(({ presignedGetUrl }) => {
        const url = safeFileAddress(presignedGetUrl);
        if (current) setResolved({ key, result: url ? { state: 'ready', url } : { state: 'empty' } });
      })
      .catch((error: unknown) => {
        if (current) setResolved({ key, result: { state: 'failed', detail: errorMessage(error, '') } });
      });
    return () => {
      current = false;
    };
  }, [fileUrl, needGetUrl, key]);

  if (!fileUrl.trim()) return { state: 'empty' };
  if (!needGetUrl) return direct ? { state: 'ready', url: direct } : { state: 'empty' };
  return resolved?.key === key ? resolved.result : { state: 'loading' };
}

function TextPreview({ url, name }: { url: string; name: string }) {
  const [text, setText] = useState<{ url: string; value: string | null; failed: boolean } | null>(null);
  useEffect(() => {
    let current = true;
    fetchText(url)
      .then((value) => current && setText({ url, value, failed: false }))
      .catch(() => current && setText({ url, value: null, failed: true }));
    return () => {
      current = false;
    };
  }, [url]);
  if (!text || text.url !== url) return <Spinner aria-label="加载中" />;
  if (text.failed) return <Text color="red.600">{MSG.downloadUrlFailed}</Text>;
  return (
    <Box as="pre" aria-label={name} whiteSpace="pre-wrap" wordBreak="break-word" fontFamily="mono" fontSize="sm" bg="white" p="4" rounded="md" borderWidth="1px" maxH="75dvh" overflow="auto">
      {text.value}
    </Box>
  );
}

export function Viewer({ kind, url, name, onDownload }: { kind: PreviewKind; url: string; name: string; onDownload: () => void }) {
  const sameSite = isSameSite(url, window.location.origin);
  if (kind === 'image') return <Image src={url} alt={name} maxW="100%" maxH="80dvh" mx="auto" objectFit="contain" bg="white" />;
  // Frames and text come from this site only: a preview link must not dress another site up as ours.
  if (kind === 'pdf' && sameSite) return (
      <Box asChild w="100%" h="80dvh" bg="white" borderWidth="1px" rounded="md">
        <iframe title={name} src={url} />
      </Box>
    );
  if (kind === 'text' && sameSite) return <TextPreview url={url} name={name} />;
  return (
    <Flex direction="column" align="center" gap="4" py="16" bg="white" rounded="md" borderWidth="1px">
      <Text color="fg.muted">该文件类型不支持在线预览，请下载后查看</Text>
      <Button colorPalette="brand" onClick={onDownload}>
        下载文件
      </Button>
    </Flex>
  );
}

/** What a file's page shows below its header: 暂无相关信息, the resolve's failure, loading, or the file itself. */
export function FileContent({ resolved, kind, name, onDownload }: { resolved: Resolved; kind: PreviewKind; name: string; onDownload: () => void }) {
  return (
    <>
      {resolved.state === 'empty' && (
        <Alert.Root status="warning" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Title>{MSG.noFileInfo}</Alert.Title>
        </Alert.Root>
      )}
      {resolved.state === 'failed' && (
        <Alert.Root status="error" variant="subtle" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{MSG.downloadUrlFailed}</Alert.Title>
            {resolved.detail && resolved.detail !== MSG.downloadUrlFailed && <Alert.Description>{resolved.detail}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      {resolved.state === 'loading' && (
        <Flex justify="center" py="16">
          <Spinner size="lg" color="brand.solid" aria-label="加载中" />
        </Flex>
      )}
      {resolved.state === 'ready' && <Viewer kind={kind} url={resolved.url} name={name} onDownload={onDownload} />}
    </>
  );
}
