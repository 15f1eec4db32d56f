import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import type { RepresentativeCard } from '@shared/portal';
import { currentDevice } from '@web/lib/device';
import type { FeedbackPrefill } from './feedback.rules';
import { MessageForm } from './message-form';
import { RepresentativePicker } from './representative-picker';

/** Full screen on a phone (section 9's user agent rule) and on any narrow window. */
export const DIALOG_SIZE = currentDevice === 'mobile' ? 'full' : ({ base: 'full', md: 'xl' } as const);

export interface LeaveMessageDialogProps {
  open: boolean;
  onClose: () => void;
  /** The closing animation has ended: the dialog may be unmounted. */
  onExitComplete: () => void;
  stationId: number | null;
  /** Given by a card's 留言 button; absent: the dialog asks for a representative first. */
  delegate: RepresentativeCard | null;
  onQueryFeedback: (prefill: FeedbackPrefill) => void;
}

/** 我要留言: pick a representative unless one is given, then the message form and its success screen. */
export function LeaveMessageDialog({ open, onClose, onExitComplete, stationId, delegate: given, onQueryFeedback }: LeaveMessageDialogProps) {
  const [picked, setPicked] = useState<RepresentativeCard | null>(null);
  const delegate = given ?? picked;
  return (
    <Dialog.Root open={open} onOpenChange={(event) => !event.open && onClose()} onExitComplete={onExitComplete} size={DIALOG_SIZE} placement="center" scrollBehavior="inside" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border" pb="3">
              <Dialog.Title color="brand.700">{delegate ? '我要留言' : '我要留言 · 选择代表'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body py="5">
              {delegate ? (
                <MessageForm
                  key={delegate.fkDelegateId}
                  delegate={delegate}
                  onChangeDelegate={given ? undefined : () => setPicked(null)}
                  onQueryFeedback={onQueryFeedback}
                  onClose={onClose}
                />
              ) : (
                <RepresentativePicker stationId={stationId} onPick={setPicked} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
