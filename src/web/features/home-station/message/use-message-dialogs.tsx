import { lazy, Suspense, useCallback, useState } from 'react';
import type { RepresentativeCard } from '@shared/portal';
import type { FeedbackPrefill } from './feedback.rules';

// The forms, their machines and the clipboard load when a citizen first opens one, not with
// every portal page that shows a 留言 button (docs/performance.md, "First load").
const dialogs = () => import('./message-dialogs');
const LeaveMessageDialog = lazy(() => dialogs().then((m) => ({ default: m.LeaveMessageDialog })));
const FeedbackDialog = lazy(() => dialogs().then((m) => ({ default: m.FeedbackDialog })));

let openings = 0;

interface Opening<T> {
  /** A new key for each opening: the dialog starts afresh (a new form machine, an empty picker). */
  key: number;
  value: T;
  open: boolean;
}

const opening = <T,>(value: T): Opening<T> => ({ key: ++openings, value, open: true });
const closing = <T,>(current: Opening<T> | null) => (current ? { ...current, open: false } : null);

/**
 * The 我要留言 and 留言反馈查询 dialogs of one page part, and the functions that open them.
 * The success screen's 留言查询 hands its number and phone (or name) to the feedback dialog,
 * which opens once the message dialog has gone (so its focus return cannot close the new one).
 */
export function useMessageDialogs(stationId: number | null) {
  const [message, setMessage] = useState<Opening<RepresentativeCard | null> | null>(null);
  const [feedback, setFeedback] = useState<Opening<FeedbackPrefill | null> | null>(null);
  const [handOver, setHandOver] = useState<FeedbackPrefill | null>(null);

  const leaveMessage = useCallback((delegate: RepresentativeCard | null = null) => setMessage(opening(delegate)), []);
  const queryFeedback = useCallback((prefill: FeedbackPrefill | null = null) => setFeedback(opening(prefill)), []);

  const dialogs = (
    <>
      {message && (
        <Suspense fallback={null}>
          <LeaveMessageDialog
            key={message.key}
            open={message.open}
            onClose={() => setMessage(closing)}
            onExitComplete={() => {
              setMessage(null);
              if (handOver) queryFeedback(handOver);
              setHandOver(null);
            }}
            stationId={stationId}
            delegate={message.value}
            onQueryFeedback={(prefill) => {
              setHandOver(prefill);
              setMessage(closing);
            }}
          />
        </Suspense>
      )}
      {feedback && (
        <Suspense fallback={null}>
          <FeedbackDialog key={feedback.key} open={feedback.open} onClose={() => setFeedback(closing)} onExitComplete={() => setFeedback(null)} initial={feedback.value} />
        </Suspense>
      )}
    </>
  );

  return { leaveMessage, queryFeedback, dialogs };
}
