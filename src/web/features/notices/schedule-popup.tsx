import { HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SCHEDULE_POPUP_AUTO_CLOSE_MS } from '@shared/constants';
import { ListItemButton } from '@web/components/list-states';
import { useCurrentNpcStateQuery } from '@web/features/npc-state';
import { setSignInMark, signInMark } from '@web/lib/session';
import { useScheduleQuery, type ScheduleItem } from './notices.api';
import { NoticePanel } from './notice-panel';
import { inAppDestination, scheduleTimeLabel } from './notices.labels';

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" strokeLinecap="round" />
    </svg>
  );
}

/** The current session number, when the term/session call answered with one. */
function currentTimesOf(value: number | string | null | undefined): number | undefined {
  const times = Number(value);
  return Number.isInteger(times) && times > 0 ? times : undefined;
}

/** What the pop-up showed: the items and their times, so that a changed schedule shows again. */
const scheduleFingerprint = (items: readonly ScheduleItem[]) => items.map((item) => `${item.noticeId}@${item.scheduleTime}`).join(',');
const SHOWN_MARK = 'schedulePopup';

/**
 * The system layout's schedule pop-up, once per sign-in and again only when the schedule
 * changes (a reload does not bring it back over the page): after the current
 * term and session have loaded, the upcoming schedule items of this session; shown in the
 * bottom-right panel when there are any, closed by the user or after 120 seconds. It does not
 * take the focus: it is a notification, not a question.
 */
export function SchedulePopup() {
  const npcState = useCurrentNpcStateQuery();
  const times = currentTimesOf(npcState.data?.currentTimes);
  const { data } = useScheduleQuery(times === undefined ? {} : { times }, { skip: npcState.isLoading });
  const navigate = useNavigate();
  const titleId = useId();
  const items = data?.list ?? [];
  const fingerprint = scheduleFingerprint(items);
  // The schedule this sign-in has shown and closed; another one opens the pop-up again.
  const [closedFor, setClosedFor] = useState(() => signInMark(SHOWN_MARK));
  const open = items.length > 0 && fingerprint !== closedFor;
  const close = () => setClosedFor(fingerprint);

  useEffect(() => {
    if (!open) return;
    setSignInMark(SHOWN_MARK, fingerprint);
    const timer = setTimeout(() => setClosedFor(fingerprint), SCHEDULE_POPUP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, fingerprint]);

  if (!open) return null;

  const go = (item: ScheduleItem) => {
    const to = inAppDestination(item.destination);
    close();
    if (to) void navigate(to);
  };

  return (
    <NoticePanel
      titleId={titleId}
      title={
        <HStack gap="2">
          <CalendarIcon />
          <Text id={titleId} fontWeight="bold" letterSpacing="0.1em">
            近期日程
          </Text>
          <Text fontSize="sm" color="whiteAlpha.800">
            {items.length} 项
          </Text>
        </HStack>
      }
      closeLabel="关闭近期日程"
      onClose={close}
      headerPy="2.5"
      position="fixed"
      insetEnd={{ base: '2', md: '6' }}
      bottom={{ base: '2', md: '6' }}
      // Below dialogs and their backdrop, above the page.
      zIndex="banner"
      w={{ base: 'calc(100vw - 1rem)', sm: '400px' }}
      h="230px"
      shadow="0 18px 48px -12px rgba(60, 0, 0, 0.45)"
      data-testid="schedule-popup"
    >
      <Stack as="ul" flex="1" overflowY="auto" gap="0" m="0" px="2" py="1.5" aria-label="近期日程列表">
        {items.map((item) => (
          <ListItemButton key={item.noticeId} py="2" gap="3" onClick={() => go(item)}>
            <Text as="span" flexShrink={0} minW="32" fontSize="sm" fontWeight="semibold" color="brand.700">
              {scheduleTimeLabel(item.scheduleTime)}
            </Text>
            <Text as="span" fontSize="sm" color="gray.900" lineHeight="1.5">
              {item.noticeTitle}
            </Text>
          </ListItemButton>
        ))}
      </Stack>
    </NoticePanel>
  );
}
