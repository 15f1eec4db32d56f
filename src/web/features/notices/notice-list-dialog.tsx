import { Badge, Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { useNoticesQuery, type Notice } from './notices.api';
import { isUnread, noticeTimeLabel } from './notices.labels';
import { useOpenNotice } from './use-open-notice';

/** Section 4 (read marking): unread bold and black with 未读, read grey and lighter. */
function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const unread = isUnread(notice);
  return (
    <Box as="li" listStyleType="none">
      <Button
        variant="ghost"
        w="full"
        h="auto"
        py="3"
        px="3"
        justifyContent="flex-start"
        textAlign="left"
        whiteSpace="normal"
        rounded="md"
        _hover={{ bg: 'brand.50' }}
        onClick={() => onOpen(notice)}
      >
        <Stack gap="1" w="full" minW="0">
          <HStack gap="2" align="flex-start">
            {unread && (
              <Badge colorPalette="red" variant="solid" flexShrink={0} mt="0.5">
                未读
              </Badge>
            )}
            <Text fontWeight={unread ? 'bold' : 'normal'} color={unread ? 'gray.900' : 'gray.500'} lineHeight="1.5">
              {notice.noticeTitle}
            </Text>
          </HStack>
          <Text fontSize="xs" color={unread ? 'gray.600' : 'gray.500'} fontWeight="normal">
            {[notice.createUserName, noticeTimeLabel(notice.createTime)].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      </Button>
    </Box>
  );
}

/**
 * The notices listed (platform document, section 2): opening one marks it read and goes to its
 * destination. Loaded with the bell's first press (notice-bell.tsx).
 */
export default function NoticeListDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [pageNum, setPageNum] = useState(1);
  const { data, error, isLoading, isFetching, refetch } = useNoticesQuery({ pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const { openNotice } = useOpenNotice();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / DEFAULT_PAGE_SIZE));

  // Closed, it goes back to the first page: the one the bell refreshes when it opens the list again.
  const close = () => {
    setPageNum(1);
    onOpenChange(false);
  };
  const onOpen = (notice: Notice) => {
    close();
    void openNotice(notice);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(event) => (event.open ? onOpenChange(true) : close())} size="md" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border" pb="3">
              <Stack gap="0.5">
                <Dialog.Title color="brand.700">通知消息</Dialog.Title>
                <Text fontSize="sm" color="fg.muted">
                  {data ? `共 ${data.total} 条，未读 ${data.unreadTotal} 条` : '\u00a0'}
                </Text>
              </Stack>
            </Dialog.Header>
            <Dialog.Body py="2" px="3">
              {isLoading ? (
                <LoadingState />
              ) : error ? (
                <ErrorState error={error} onRetry={() => void refetch()} />
              ) : !data || data.list.length === 0 ? (
                <Text py="10" textAlign="center" color="fg.muted">
                  {MSG.noData}
                </Text>
              ) : (
                <Stack as="ul" gap="0.5" aria-label="通知列表" aria-busy={isFetching} m="0" p="0">
                  {data.list.map((notice) => (
                    <NoticeRow key={notice.noticeId} notice={notice} onOpen={onOpen} />
                  ))}
                </Stack>
              )}
            </Dialog.Body>
            {pages > 1 && (
              <Dialog.Footer borderTopWidth="1px" borderColor="border" pt="3" justifyContent="space-between">
                <Text fontSize="sm" color="fg.muted">
                  第 {pageNum} / {pages} 页
                </Text>
                <HStack gap="2">
                  <Button size="sm" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum((n) => n - 1)}>
                    上一页
                  </Button>
                  <Button size="sm" variant="outline" disabled={pageNum >= pages} onClick={() => setPageNum((n) => n + 1)}>
                    下一页
                  </Button>
                </HStack>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
