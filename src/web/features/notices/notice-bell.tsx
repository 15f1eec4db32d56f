import { Box, IconButton } from '@chakra-ui/react';
import { lazy, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { Deferred } from '@web/components/deferred';
import { useNoticesQuery } from './notices.api';
import { unreadBadge } from './notices.labels';

const NoticeListDialog = lazy(() => import('./notice-list-dialog'));

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true" focusable="false">
      <path d="M6 9a6 6 0 1 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" strokeLinejoin="round" />
      <path d="M10 19a2 2 0 0 0 4 0" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The notice bell of the roles told of their records: the unread count on the bell; a
 * click lists the notices (notice-list-dialog.tsx, loaded with the first click). The layouts
 * show it only when `shouldShowNoticeBell(role)`.
 */
export function NoticeBell() {
  const [open, setOpen] = useState(false);
  // The list's first page: the same query the dialog shows, so its count and the bell agree.
  const { data, refetch } = useNoticesQuery({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const unread = data?.unreadTotal ?? 0;

  return (
    <>
      <IconButton
        variant="ghost"
        size="md"
        position="relative"
        flexShrink={0}
        color="white"
        rounded="full"
        _hover={{ bg: 'whiteAlpha.200' }}
        _expanded={{ bg: 'whiteAlpha.300' }}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setOpen(true);
          void refetch();
        }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '2px' }}
        css={{ '& > svg': { width: '24px', height: '24px' } }}
        aria-label={unread > 0 ? `通知，${unread}条未读` : '通知'}
        data-testid="notice-bell"
      >
        <BellIcon />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            position="absolute"
            top="-1"
            insetEnd="-1"
            minW="5"
            h="5"
            px="1"
            display="flex"
            alignItems="center"
            justifyContent="center"
            rounded="full"
            bg="gold.300"
            color="brand.900"
            fontSize="xs"
            fontWeight="bold"
            lineHeight="1"
            boxShadow="0 0 0 2px var(--chakra-colors-brand-700)"
            data-testid="notice-bell-count"
          >
            {unreadBadge(unread)}
          </Box>
        )}
      </IconButton>
      <Deferred when={open}>
        <NoticeListDialog open={open} onOpenChange={setOpen} />
      </Deferred>
    </>
  );
}
