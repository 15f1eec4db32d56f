import { Alert } from '@chakra-ui/react';
import { useCurrentNpcStateQuery } from '@web/features/npc-state';
import { windowNotice } from './terms.model';

/** Above the deputy's proposal form: the current session's window, open until …, or closed since … */
export function ProposalWindowNotice() {
  const { data } = useCurrentNpcStateQuery();
  if (!data) return null;
  const notice = windowNotice({ proposalOpenAt: data.proposalOpenAt ?? null, proposalCloseAt: data.proposalCloseAt ?? null }, new Date());
  return (
    <Alert.Root status={notice.state === 'open' ? 'info' : 'warning'} size="sm" role={notice.state === 'open' ? 'status' : 'alert'} aria-label="议案提交时间">
      <Alert.Indicator />
      <Alert.Title>{notice.text}</Alert.Title>
    </Alert.Root>
  );
}

/** The co-signers a proposal needs in the current session (the author included). */
export function useProposalMinSigners(): number | undefined {
  return useCurrentNpcStateQuery().data?.proposalMinSigners;
}
