import { Badge, Button, Dialog, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { FormDialog } from '@web/components/form-dialog';
import { ListItemButton, ListStates } from '@web/components/list-states';
import { NoticesEmpty } from './notice-panel';
import { useNoticesQuery, type Notice } from './notices.api';
import { isUnread, noticeTimeLabel } from './notices.labels';
import { useOpenNotice } from './use-open-notice';

/** Unread bold and black with 未读, read grey and lighter. */
function NoticeRow({ notice, onOpen }: { notice: Notice; onOpen: (notice: Notice) => void }) {
  const unread = isUnread(notice);
  return (
    <ListItemButton py="3" px="3" rounded="md" onClick={() => onOpen(notice)}>
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
    </ListItemButton>
  );
}

/**
 * The notices listed: opening one marks it read and goes to its destination. Loaded with the bell's first press (notice-bell.tsx).
 */
export default function NoticeListDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [pageNum, setPageNum] = useState(1);
  const notices = useNoticesQuery({ pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const { data } = notices;
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
    <FormDialog
      open={open}
      title="通知消息"
      subtitle={
        <Text fontSize="sm" color="fg.muted">
          {data ? `共 ${data.total} 条，未读 ${data.unreadTotal} 条` : '\u00a0'}
        </Text>
      }
      onClose={close}
      scrollBehavior="inside"
      closeOnInteractOutside
      body={{ py: '2', px: '3' }}
      footer={
        pages > 1 && (
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
        )
      }
    >
      <ListStates query={notices} empty={<NoticesEmpty py="10" />}>
        {(list) => (
          <Stack as="ul" gap="0.5" aria-label="通知列表" aria-busy={notices.isFetching} m="0" p="0">
            {list.map((notice) => (
              <NoticeRow key={notice.noticeId} notice={notice} onOpen={onOpen} />
            ))}
          </Stack>
        )}
      </ListStates>
    </FormDialog>
  );
}
