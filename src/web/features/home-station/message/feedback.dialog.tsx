import { Alert, Badge, Box, Button, DataList, Field, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState, type FormEvent } from 'react';
import { isStationMessageDone } from '@machines/station-message/station-message.labels';
import type { Feedback } from '@shared/portal';
import { FormDialog } from '@web/components/form-dialog';
import { dateTimeLabel } from '@web/lib/china-time';
import { errorMessage } from '@web/lib/http-error';
import { feedbackProblems, feedbackQueryOf, type FeedbackPrefill, type FeedbackProblems } from './feedback.rules';
import { DIALOG_SIZE } from './leave-message.dialog';
import { useLazyMessageFeedbackQuery } from './message.api';

const NOT_YET = '暂无';

/** To the minute, in Bazhong's time like every other screen. */
const timeOf = (value: string | null) => (value ? dateTimeLabel(value).slice(0, 16) : NOT_YET);

function FeedbackAnswer({ feedback }: { feedback: Feedback }) {
  const handled = isStationMessageDone(feedback.handleStatus);
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p="4" role="region" aria-label="留言办理情况">
      <DataList.Root orientation="horizontal" gap="3" size="md">
        <DataList.Item>
          <DataList.ItemLabel minW="20">留言编号</DataList.ItemLabel>
          <DataList.ItemValue>{feedback.massesSuggestId}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="20">标题</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="semibold">{feedback.title}</DataList.ItemValue>
        </DataList.Item>
        {feedback.delegateName && (
          <DataList.Item>
            <DataList.ItemLabel minW="20">留言代表</DataList.ItemLabel>
            <DataList.ItemValue>{feedback.delegateName}</DataList.ItemValue>
          </DataList.Item>
        )}
        <DataList.Item>
          <DataList.ItemLabel minW="20">留言时间</DataList.ItemLabel>
          <DataList.ItemValue>{timeOf(feedback.createTime)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="20">处理状态</DataList.ItemLabel>
          <DataList.ItemValue>
            <Badge colorPalette={handled ? 'green' : 'orange'} variant="subtle" size="md">
              {feedback.handleStatusLabel}
            </Badge>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="20">办理结果</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">{feedback.handleResult || (handled ? NOT_YET : '暂无办理结果，请耐心等待')}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel minW="20">办理时间</DataList.ItemLabel>
          <DataList.ItemValue>{timeOf(feedback.handleTime)}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Box>
  );
}

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
  /** The closing animation has ended: the dialog may be unmounted. */
  onExitComplete: () => void;
  /** After a submission: the number and the phone (or name), ready to query. */
  initial: FeedbackPrefill | null;
}

/**
 * 留言反馈查询: the message number and the phone given with it (or the name, when no phone
 * was given) show the status and the answer; any other pairing gets the server's not-found
 * message (lifecycles.md).
 */
export function FeedbackDialog({ open, onClose, onExitComplete, initial }: FeedbackDialogProps) {
  const [massesSuggestId, setMassesSuggestId] = useState(initial?.massesSuggestId ?? '');
  const [contact, setContact] = useState(initial?.contact ?? '');
  const [problems, setProblems] = useState<FeedbackProblems>({});
  const [query, { data, error, isFetching, isError, isSuccess }] = useLazyMessageFeedbackQuery();

  // Opened from the success screen: the answer is shown at once.
  useEffect(() => {
    if (initial) void query(feedbackQueryOf(initial.massesSuggestId, initial.contact));
  }, [initial, query]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = feedbackProblems(massesSuggestId, contact);
    setProblems(found);
    if (found.massesSuggestId || found.contact) return;
    void query(feedbackQueryOf(massesSuggestId, contact));
  };

  return (
    <FormDialog open={open} title="留言反馈查询" onClose={onClose} onExitComplete={onExitComplete} size={DIALOG_SIZE} placement="center" scrollBehavior="inside" closeOnInteractOutside body={{ py: '5' }}>
      <Stack gap="5">
        <form onSubmit={onSubmit} noValidate aria-label="留言反馈查询">
          <Stack gap="4">
            <Field.Root required invalid={!!problems.massesSuggestId}>
              <Field.Label>
                留言编号
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={massesSuggestId} onChange={(e) => setMassesSuggestId(e.target.value)} maxLength={40} autoComplete="off" placeholder="请输入留言成功后得到的留言编号" />
              {problems.massesSuggestId && <Field.ErrorText>{problems.massesSuggestId}</Field.ErrorText>}
            </Field.Root>
            <Field.Root required invalid={!!problems.contact}>
              <Field.Label>
                手机号码（未填手机号码的请填写姓名）
                <Field.RequiredIndicator />
              </Field.Label>
              <Input value={contact} onChange={(e) => setContact(e.target.value)} maxLength={50} autoComplete="off" />
              {problems.contact && <Field.ErrorText>{problems.contact}</Field.ErrorText>}
            </Field.Root>
            <Button type="submit" colorPalette="brand" loading={isFetching} loadingText="查询中" alignSelf={{ base: 'stretch', sm: 'flex-end' }} minW="32">
              查询
            </Button>
          </Stack>
        </form>
        <Box aria-live="polite">
          {isError && !isFetching && (
            <Alert.Root status="warning" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>{errorMessage(error)}</Alert.Title>
            </Alert.Root>
          )}
          {isSuccess && !isFetching && data && <FeedbackAnswer feedback={data} />}
          {!isError && !isSuccess && !isFetching && (
            <Text fontSize="sm" color="fg.muted">
              输入留言编号和留言时填写的手机号码（或姓名）后查询办理情况。
            </Text>
          )}
        </Box>
      </Stack>
    </FormDialog>
  );
}
