import { Dialog } from '@chakra-ui/react';
import { useState } from 'react';
import type { RepresentativeCard } from '@shared/portal';
import { FormDialog } from '@web/components/form-dialog';
import { currentDevice } from '@web/lib/device';
import type { FeedbackPrefill } from './feedback.rules';
import { MessageForm } from './message-form';
import { RepresentativePicker } from './representative-picker';

/** Full screen on a phone (told by its user agent) and on any narrow window. */
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
    <FormDialog open={open} title={delegate ? '我要留言' : '我要留言 · 选择代表'} onClose={onClose} onExitComplete={onExitComplete} size={DIALOG_SIZE} placement="center" scrollBehavior="inside" closeOnInteractOutside body={false}>
      {delegate ? (
        <MessageForm
          key={delegate.fkDelegateId}
          delegate={delegate}
          onChangeDelegate={given ? undefined : () => setPicked(null)}
          onQueryFeedback={onQueryFeedback}
          onClose={onClose}
        />
      ) : (
        <Dialog.Body py="5">
          <RepresentativePicker stationId={stationId} onPick={setPicked} />
        </Dialog.Body>
      )}
    </FormDialog>
  );
}
