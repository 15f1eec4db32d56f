import { Badge, HStack, Skeleton, Stack } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import { ErrorState } from '@web/components/error-state';
import {
  isInSession,
  meetStatusLabel,
  startDateLabel,
  termLabel,
  timesLabel,
  useCurrentNpcStateQuery,
} from '@web/features/npc-state';
import { InfoList, Panel } from './info-card';

export function MeetStatusBadge({ inSession, label }: { inSession: boolean; label: string }) {
  return (
    <Badge
      variant="subtle"
      colorPalette={inSession ? 'brand' : 'gray'}
      color={inSession ? 'brand.700' : 'gray.700'}
      rounded="full"
      px="2.5"
      py="0.5"
    >
      {label}
    </Badge>
  );
}

/** The current term and session, from GET /api/sysNpcState/current. */
export function TermPanel({ labelWidth }: { labelWidth?: string }) {
  const { data, isLoading, isError, error, refetch } = useCurrentNpcStateQuery();
  return (
    <Panel title="届次信息">
      {isLoading ? (
        <Stack gap="3.5" aria-busy="true">
          <Skeleton h="5" w="60%" />
          <Skeleton h="5" w="45%" />
          <Skeleton h="5" w="50%" />
        </Stack>
      ) : isError || !data ? (
        <ErrorState title={MSG.listLoadFailed} error={error} onRetry={() => void refetch()} py="4" />
      ) : (
        <InfoList
          labelWidth={labelWidth}
          rows={[
            { label: '当前届次', value: termLabel(data) },
            { label: '当前会次', value: timesLabel(data) },
            {
              label: '会议状态',
              value: (
                <HStack>
                  <MeetStatusBadge inSession={isInSession(data)} label={meetStatusLabel(data)} />
                </HStack>
              ),
            },
            { label: '会议开始时间', value: startDateLabel(data) },
          ]}
        />
      )}
    </Panel>
  );
}
