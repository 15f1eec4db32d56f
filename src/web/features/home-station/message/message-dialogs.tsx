import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ChakraScope } from '@web/app/chakra-scope';
import { store } from '@web/lib/store';
import { FeedbackDialog as Feedback, type FeedbackDialogProps } from './feedback.dialog';
import { LeaveMessageDialog as LeaveMessage, type LeaveMessageDialogProps } from './leave-message.dialog';

// The citizen's dialogs, loaded on first use (use-message-dialogs.tsx): unlike the portal's pages
// they use Chakra and the one RTK Query API for their calls, so they bring those along.
function DialogScope({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraScope>{children}</ChakraScope>
    </ReduxProvider>
  );
}

export function LeaveMessageDialog(props: LeaveMessageDialogProps) {
  return (
    <DialogScope>
      <LeaveMessage {...props} />
    </DialogScope>
  );
}

export function FeedbackDialog(props: FeedbackDialogProps) {
  return (
    <DialogScope>
      <Feedback {...props} />
    </DialogScope>
  );
}
