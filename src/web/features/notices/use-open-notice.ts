import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@web/components/toaster';
import { errorMessage } from '@web/lib/http-error';
import { useMarkNoticeReadMutation, type Notice } from './notices.api';
import { inAppDestination, isUnread } from './notices.labels';

/**
 * Opening a notice: marks the user's receipt read (PUT
 * /api/noticeReceive/receiveNotice), then goes to its destination. A failed mark is reported
 * but does not keep the user from the page the notice points to.
 */
export function useOpenNotice() {
  const [markRead, { isLoading }] = useMarkNoticeReadMutation();
  const navigate = useNavigate();

  const open = useCallback(
    async (notice: Pick<Notice, 'noticeId' | 'isLook' | 'destination'>) => {
      if (isUnread(notice)) {
        try {
          await markRead({ fkNoticeId: notice.noticeId }).unwrap();
        } catch (error) {
          toaster.create({ type: 'error', title: errorMessage(error) });
        }
      }
      const to = inAppDestination(notice.destination);
      if (to) await navigate(to);
    },
    [markRead, navigate],
  );

  return { openNotice: open, isOpening: isLoading };
}
