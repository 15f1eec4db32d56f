import { Badge, Box, Button, CloseButton, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
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
  const { data, error, isLoading, refetch } = useNoticesQuery({ pageNum: 1, pageSize: PANEL_PAGE_SIZE, isLook: 0 });
  const { openNotice } = useOpenNotice();
  const titleId = useId();
  const panelId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const count = data?.total ?? 0;

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
        <Box
          id={panelId}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          me="2"
          w={{ base: 'calc(100vw - 4rem)', sm: '360px' }}
          maxH="60vh"
          display="flex"
          flexDirection="column"
          bg="white"
          rounded="lg"
          overflow="hidden"
          borderWidth="1px"
          borderColor="gold.300"
          shadow="0 18px 48px -12px rgba(60, 0, 0, 0.4)"
          onKeyDown={(event) => {
            if (event.key === 'Escape') close();
          }}
          data-testid="todo-panel"
        >
          <HStack
            justify="space-between"
            px="4"
            py="3"
            color="white"
            bgImage="linear-gradient(100deg, #8f1118 0%, #b8232a 100%)"
            borderBottomWidth="2px"
            borderBottomColor="gold.400"
          >
            <Text as="h2" id={titleId} ref={headingRef} tabIndex={-1} outline="none" fontWeight="bold" fontSize="lg" whiteSpace="pre">
              待 办 事 项
            </Text>
            <CloseButton size="sm" color="white" _hover={{ bg: 'whiteAlpha.300' }} aria-label="关闭待办事项" onClick={close} />
          </HStack>
          <Box flex="1" overflowY="auto" px="2" py="2">
            {isLoading ? (
              <LoadingState py="6" />
            ) : error ? (
              <ErrorState error={error} onRetry={() => void refetch()} py="6" />
            ) : !data || data.list.length === 0 ? (
              <Text py="8" textAlign="center" color="fg.muted">
                {MSG.noData}
              </Text>
            ) : (
              <Stack as="ol" gap="0.5" m="0" p="0" aria-label="待办事项列表">
                {data.list.map((notice, index) => (
                  <Box as="li" key={notice.noticeId} listStyleType="none">
                    <Button
                      variant="ghost"
                      w="full"
                      h="auto"
                      py="2.5"
                      px="2"
                      gap="2.5"
                      justifyContent="flex-start"
                      alignItems="flex-start"
                      textAlign="left"
                      whiteSpace="normal"
                      fontWeight="normal"
                      _hover={{ bg: 'brand.50' }}
                      onClick={() => onOpen(notice)}
                    >
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
                    </Button>
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        </Box>
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
