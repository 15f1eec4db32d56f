import { Badge, Box, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ListItemButton, ListStates } from '@web/components/list-states';
import { NoticePanel, NoticesEmpty } from './notice-panel';
import { useNoticesQuery, type Notice } from './notices.api';
import { todoTitleOf, unreadBadge } from './notices.labels';
import { useOpenNotice } from './use-open-notice';

/** The panel shows the 20 newest to-dos; the count on its tab is the full number. */
const PANEL_PAGE_SIZE = 20;

/**
 * The client layout's pop-up to-do panel, titled 待 办 事 项:
 * the user's unread notices by their to-do line (realTitle, else noticeTitle). A click opens
 * the notice's destination and marks it read, which removes it from the list.
 */
export function TodoPanel() {
  const [open, setOpen] = useState(false);
  const todos = useNoticesQuery({ pageNum: 1, pageSize: PANEL_PAGE_SIZE, isLook: 0 });
  const { openNotice } = useOpenNotice();
  const titleId = useId();
  const panelId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const count = todos.data?.total ?? 0;

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onOpen = (notice: Notice) => {
    setOpen(false);
    void openNotice(notice);
  };

  return (
    <Box position="fixed" insetEnd="0" top="50%" transform="translateY(-50%)" zIndex="sticky" display="flex" alignItems="center">
      {open && (
        <NoticePanel
          id={panelId}
          titleId={titleId}
          title={
            <Text as="h2" id={titleId} ref={headingRef} tabIndex={-1} outline="none" fontWeight="bold" fontSize="lg" whiteSpace="pre">
              待 办 事 项
            </Text>
          }
          closeLabel="关闭待办事项"
          onClose={close}
          me="2"
          w={{ base: 'calc(100vw - 4rem)', sm: '360px' }}
          maxH="60vh"
          shadow="0 18px 48px -12px rgba(60, 0, 0, 0.4)"
          data-testid="todo-panel"
        >
          <Box flex="1" overflowY="auto" px="2" py="2">
            <ListStates query={todos} py="6" empty={<NoticesEmpty py="8" />}>
              {(list) => (
                <Stack as="ol" gap="0.5" m="0" p="0" aria-label="待办事项列表">
                  {list.map((notice, index) => (
                    <ListItemButton key={notice.noticeId} py="2.5" gap="2.5" alignItems="flex-start" onClick={() => onOpen(notice)}>
                      <Box
                        as="span"
                        aria-hidden="true"
                        flexShrink={0}
                        w="5"
                        h="5"
                        mt="0.5"
                        rounded="full"
                        bg="brand.600"
                        display="flex"
                        alignItems="center"
                        justifyContent="center"
                        color="white"
                        fontSize="xs"
                        fontWeight="semibold"
                        lineHeight="1"
                      >
                        {index + 1}
                      </Box>
                      <Text as="span" fontSize="sm" color="gray.900" lineHeight="1.6">
                        {todoTitleOf(notice)}
                      </Text>
                    </ListItemButton>
                  ))}
                </Stack>
              )}
            </ListStates>
          </Box>
        </NoticePanel>
      )}
      <Button
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        h="auto"
        minW="0"
        w="10"
        py="3"
        px="0"
        roundedEnd="0"
        roundedStart="lg"
        colorPalette="brand"
        flexDirection="column"
        gap="1.5"
        shadow="md"
        data-testid="todo-panel-trigger"
      >
        <Text as="span" fontSize="sm" letterSpacing="0.1em" style={{ writingMode: 'vertical-rl' }}>
          待办事项
        </Text>
        {count > 0 && (
          <Badge variant="solid" bg="gold.300" color="brand.900" rounded="full" px="1.5" aria-label={`${count}项`}>
            {unreadBadge(count)}
          </Badge>
        )}
      </Button>
    </Box>
  );
}
