import { stationMessageStatusLabel } from '@machines/station-message';
import { Badge, Box, Link, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { DetailField, DetailSection, RecordSummary, StatusMove, Timeline, type TimelineEntry } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { dateTimeLabel } from '@web/features/workflow';
import { toApiError } from '@web/lib/http-error';
import {
  useSendStationMessageEventMutation,
  useStationMessageQuery,
  type StationMessageDetail,
  type StationMessageHistoryEntry,
} from '../station-messages.api';
import { annexNames, citizenName, eventBody, historyEventLabel, historyTextLabel, readsOnOpen, roleLabel, type MessageArea } from '../station-messages.model';
import { StatusBadge, UnreadMark } from './message-badges';
import { MessageActions } from './message-actions';

function TextBlock({ label, text, time }: { label: string; text: string | null; time?: string | null }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted" mb="1">
        {label}
        {time && `（${dateTimeLabel(time)}）`}
      </Text>
      <Text fontSize="sm" color={text ? 'gray.900' : 'fg.muted'} whiteSpace="pre-wrap" wordBreak="break-word">
        {text || '暂无'}
      </Text>
    </Box>
  );
}

function historyEntry(entry: StationMessageHistoryEntry): TimelineEntry {
  const moved = entry.toStatus !== null && entry.fromStatus !== entry.toStatus;
  return {
    key: entry.historyId,
    title: historyEventLabel(entry.eventType),
    marks: moved && <StatusMove from={entry.fromStatus === null ? null : stationMessageStatusLabel(entry.fromStatus)} to={stationMessageStatusLabel(entry.toStatus!)} />,
    who: [entry.actorName, roleLabel(entry.actorRole)],
    time: entry.createTime,
    note: entry.opinion
      ? {
          label: historyTextLabel(entry.eventType),
          text: (
            <Text as="span" whiteSpace="pre-wrap">
              {entry.opinion}
            </Text>
          ),
        }
      : null,
  };
}

function DetailBody({ area, message }: { area: MessageArea; message: StationMessageDetail }) {
  const files = annexNames(message.annex);
  return (
    <Stack gap="4">
      <RecordSummary
        badges={
          <>
            <Badge colorPalette="brand" variant="solid">
              {message.massesSuggestId}
            </Badge>
            <StatusBadge status={message.handleStatus} label={message.handleStatusLabel} />
            {!message.isRead && <UnreadMark />}
          </>
        }
        title={message.title}
        actions={<MessageActions area={area} message={message} />}
        columns={{ base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }}
        fields={
          <>
            <DetailField label="留言群众">{citizenName(message.massesName)}</DetailField>
            <DetailField label="联系电话">
              {message.massesPhone && (
                <Link href={`tel:${message.massesPhone}`} color="brand.700">
                  {message.massesPhone}
                </Link>
              )}
            </DetailField>
            <DetailField label="留言时间">{dateTimeLabel(message.createTime)}</DetailField>
            <DetailField label="留言地址">{message.address}</DetailField>
            <DetailField label="留言代表">{message.delegateName}</DetailField>
            <DetailField label="联络站">{message.stationName}</DetailField>
            <DetailField label="办理状态">{message.handleStatusLabel}</DetailField>
            <DetailField label="办理时间">{dateTimeLabel(message.handleTime)}</DetailField>
          </>
        }
      />

      <DetailSection title="留言内容">
        <Text fontSize="sm" lineHeight="1.8" whiteSpace="pre-wrap" wordBreak="break-word">
          {message.content || '暂无内容'}
        </Text>
        {files.length > 0 && (
          <Box mt="3">
            <Text fontSize="sm" color="fg.muted" mb="1">
              附件
            </Text>
            <Stack as="ul" gap="1" listStyleType="none" aria-label="附件">
              {files.map((name) => (
                <Text as="li" key={name} fontSize="sm">
                  {name}
                </Text>
              ))}
            </Stack>
          </Box>
        )}
      </DetailSection>

      <DetailSection title="办理情况">
        <Stack gap="3">
          <TextBlock label="代表处理建议" text={message.delegateSuggestion} />
          <TextBlock label="联络站交办意见" text={message.stationSuggestion} />
          <TextBlock label="办理结果" text={message.handleResult} time={message.handleTime} />
        </Stack>
      </DetailSection>

      <Timeline entries={message.history.map(historyEntry)} />
    </Stack>
  );
}

/**
 * Opening an unread message on the deputy's pages marks it read, once: the machine offers
 * READ only while it may happen, and the answer replaces the cached message.
 */
function useReadOnOpen(area: MessageArea, message: StationMessageDetail | undefined) {
  const [send] = useSendStationMessageEventMutation();
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!message || !readsOnOpen(area, message) || sent.current.has(message.massesSuggestId)) return;
    sent.current.add(message.massesSuggestId);
    // A refusal (someone else moved it meanwhile) only means it is read again, by the tags.
    send({ id: message.massesSuggestId, event: eventBody('READ', message.version) })
      .unwrap()
      .catch(() => undefined);
  }, [area, message, send]);
}

/** One citizen's message: every field, the handling so far, and what the caller may do. */
export function MessageDetail({ area, id }: { area: MessageArea; id: string }) {
  const { data, isLoading, isError, error, refetch } = useStationMessageQuery(id);
  useReadOnOpen(area, data);
  if (data) return <DetailBody area={area} message={data} />;
  if (isLoading) return <LoadingState />;
  if (isError && toApiError(error).result === 404) return <EmptyState text="该留言不存在，或不在您的查看范围内" />;
  return <ErrorState error={error} title="获取留言失败" onRetry={() => void refetch()} />;
}
