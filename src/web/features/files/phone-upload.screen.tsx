import { Alert, Box, Button, Container, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { UPLOAD_TICKET_MSG, type UploadTicketState } from '@shared/contracts/upload-tickets';
import { PageTitle } from '@web/components/page-title';
import { errorMessage } from '@web/lib/http-error';
import { ATTACHMENT_ACCEPT } from './attachments.model';
import { uploadByTicket, uploadTicketState } from './files.api';
import { formatFileSize } from './file-size';

type View = { state: 'loading' } | { state: 'refused'; msg: string } | { state: 'ready'; ticket: UploadTicketState } | { state: 'done'; ticket: UploadTicketState };

const KIND_NAME = { proposal: '议案', suggest: '建议' } as const;

/**
 * /ddFileUpload?ticket=… (and /mobile/ddFileUpload): the phone's side of 手机上传. No sign-in: the
 * one-time ticket names the draft; the deputy photographs or picks files and uploads them once.
 */
export function PhoneUploadScreen() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [view, setView] = useState<View>({ state: 'loading' });
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!ticket) return;
    let current = true;
    uploadTicketState(ticket)
      .then((answer) => {
        if (!current) return;
        if (answer.state === 'open') setView({ state: 'ready', ticket: answer });
        else setView({ state: 'refused', msg: UPLOAD_TICKET_MSG[answer.state] });
      })
      .catch((error: unknown) => current && setView({ state: 'refused', msg: errorMessage(error, UPLOAD_TICKET_MSG.unknown) }));
    return () => {
      current = false;
    };
  }, [ticket]);

  const shown: View = ticket ? view : { state: 'refused', msg: UPLOAD_TICKET_MSG.unknown };

  const send = async () => {
    if (files.length === 0) {
      setFailure(UPLOAD_TICKET_MSG.noFiles);
      return;
    }
    setSending(true);
    setFailure(null);
    try {
      setView({ state: 'done', ticket: await uploadByTicket(ticket, files) });
    } catch (error) {
      setFailure(errorMessage(error, '上传失败，请重试'));
    } finally {
      setSending(false);
    }
  };

  return (
    <Container maxW="lg" py="6" px="4">
      <PageTitle title="手机上传" />
      <Stack gap="4">
        <Heading as="h1" size="lg" color="brand.700">
          手机上传附件
        </Heading>
        {shown.state === 'loading' && (
          <Stack align="center" py="8" role="status">
            <Spinner color="brand.solid" />
            <Text color="fg.muted">加载中…</Text>
          </Stack>
        )}
        {shown.state === 'refused' && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Title>{shown.msg}</Alert.Title>
          </Alert.Root>
        )}
        {shown.state === 'done' && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>已上传 {shown.ticket.files.length} 个文件</Alert.Title>
              <Alert.Description>附件已加入{KIND_NAME[shown.ticket.type]}草稿，请在电脑上查看。</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {shown.state === 'ready' && (
          <>
            <Text>
              上传到{KIND_NAME[shown.ticket.type]}草稿：<Text as="strong">{shown.ticket.title || '（未填写标题）'}</Text>
            </Text>
            <Box>
              <Text asChild fontWeight="medium" fontSize="sm" display="block" mb="1.5">
                <label htmlFor="phone-upload-files">拍照或选择文件（最多 {shown.ticket.room} 个）</label>
              </Text>
              <Input
                id="phone-upload-files"
                type="file"
                multiple
                accept={ATTACHMENT_ACCEPT}
                p="1.5"
                disabled={sending}
                onChange={(event) => {
                  setFailure(null);
                  setFiles(Array.from(event.target.files ?? []));
                }}
              />
            </Box>
            {files.length > 0 && (
              <Stack as="ul" gap="1" aria-label="已选择的文件">
                {files.map((file) => (
                  <Text as="li" key={`${file.name}-${file.size}`} fontSize="sm" listStyleType="none">
                    {file.name}（{formatFileSize(file.size)}）
                  </Text>
                ))}
              </Stack>
            )}
            {failure && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{failure}</Alert.Title>
              </Alert.Root>
            )}
            <Button colorPalette="brand" size="lg" loading={sending} loadingText="上传中" onClick={() => void send()}>
              上传
            </Button>
            <Text fontSize="xs" color="fg.muted">
              二维码仅可使用一次；上传后如需补充，请在电脑上重新生成二维码。
            </Text>
          </>
        )}
      </Stack>
    </Container>
  );
}

export const Component = PhoneUploadScreen;
