import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TestMessageSent } from '@shared/contracts/test-message';
import { BackButton } from '@web/components/back-button';
import { DetailSection } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ListStates } from '@web/components/list-states';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { useNoticesQuery } from '@web/features/notices';
import { isApiError } from '@web/lib/api-error';
import { dateTimeLabel } from '@web/lib/china-time';
import { useSendTestMessageMutation } from './test-message.api';
import { INBOX_WINDOW, inAppDelivery, testNoticesOf } from './test-message.model';

function Result({ label, ok, children }: { label: string; ok: boolean; children: string }) {
  return (
    <HStack as="li" align="flex-start" gap="3">
      <Badge colorPalette={ok ? 'green' : 'orange'} flexShrink={0}>
        {label}
      </Badge>
      <Text fontSize="sm">{children}</Text>
    </HStack>
  );
}

/**
 * testMessage: the deputy sends a test notice to themselves (an in-box notice and a text to the
 * phone of their account) and sees whether it arrived: the notice is looked for in the in-box
 * the server answers, the text is what the SMS sender took.
 */
function TestMessage({ home }: { home: string }) {
  const menus = useOptionalMenus();
  const [send, sending] = useSendTestMessageMutation();
  const [sent, setSent] = useState<TestMessageSent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inbox = useNoticesQuery({ pageNum: 1, pageSize: INBOX_WINDOW });
  const delivery = sent ? inAppDelivery(sent.noticeId, inbox.data?.list) : null;

  const sendTest = async () => {
    setProblem(null);
    try {
      setSent(await send().unwrap());
    } catch (error) {
      setProblem(isApiError(error) ? error.msg : '发送失败，请稍后再试');
    }
  };

  return (
    <Box>
      <PageHeader title="消息测试" trail={menus?.trail ?? []} actions={<BackButton fallback={home} />} />
      <Stack gap="4">
        <DetailSection title="测试通知是否送达" level="h2">
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              点击“发送测试消息”，平台会给您本人发送一条测试通知：一条站内通知进入您的收件箱（铃铛与待办事项），一条短信发往您账号的手机号。每 10 分钟最多发送 3 次。
            </Text>
            <Box>
              <Button colorPalette="brand" loading={sending.isLoading} loadingText="发送中…" onClick={() => void sendTest()}>
                发送测试消息
              </Button>
            </Box>
            {problem && (
              <Text role="alert" color="red.600" fontSize="sm">
                {problem}
              </Text>
            )}
            {sent && (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="送达情况" aria-live="polite">
                <Result label="站内通知" ok={delivery === 'arrived'}>
                  {delivery === 'arrived' ? `已送达收件箱（${dateTimeLabel(sent.createTime)}）` : '尚未在收件箱中找到，请稍后刷新'}
                </Result>
                <Result label="短信" ok={sent.smsSent}>
                  {sent.smsSent ? `已发往 ${sent.phone}，请查看手机是否收到` : `未能发往 ${sent.phone}，请稍后再试`}
                </Result>
              </Stack>
            )}
            {sent && delivery === 'waiting' && (
              <Box>
                <Button size="sm" variant="outline" onClick={() => void inbox.refetch()} loading={inbox.isFetching}>
                  刷新收件箱
                </Button>
              </Box>
            )}
          </Stack>
        </DetailSection>
        <DetailSection title="收件箱中的测试消息" level="h2">
          <ListStates query={{ ...inbox, data: inbox.data && { list: testNoticesOf(inbox.data.list), total: inbox.data.total } }} empty={<EmptyState text="收件箱中暂无测试消息" />}>
            {(list) => (
              <Stack as="ul" gap="2" listStyleType="none" aria-label="测试消息列表">
                {list.map((notice) => (
                  <HStack as="li" key={notice.noticeId} justify="space-between" gap="3" px="3" py="2" bg="bg.subtle" rounded="md">
                    <Text fontSize="sm">{`${notice.noticeTitle} · ${dateTimeLabel(notice.createTime)}`}</Text>
                    <Badge colorPalette={notice.isLook ? 'gray' : 'blue'}>{notice.isLook ? '已读' : '未读'}</Badge>
                  </HStack>
                ))}
              </Stack>
            )}
          </ListStates>
        </DetailSection>
      </Stack>
    </Box>
  );
}

export const TestMessageScreen = () => <TestMessage home="/client/pageHome/delegatePageHome" />;
export const MobileTestMessageScreen = () => <TestMessage home="/mobile/pageHome/delegatePageHome" />;
