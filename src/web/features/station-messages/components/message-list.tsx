import { Box, Button, Flex, HStack, Input, Link, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { dateTimeLabel } from '@web/features/workflow';
import { useStationMessagesQuery, type StationMessage } from '../station-messages.api';
import {
  INITIAL_MESSAGE_FILTERS,
  MESSAGE_TABS,
  citizenLabel,
  detailPathOf,
  messageListParams,
  pageAfterShrink,
  type MessageArea,
  type MessageFilters,
  type MessageTabKey,
} from '../station-messages.model';
import { StatusBadge, UnreadMark } from './message-badges';
import { PageFooter } from '@web/components/page-footer';

/** Below this width the table becomes a stack of cards. */
const NARROW = '@media (max-width: 600px)';
const WIDE = '@media (min-width: 601px)';

/** Section 4: unread bold and black, read grey and lighter. */
const readStyle = (message: StationMessage) =>
  message.isRead ? { color: 'gray.600', fontWeight: 'normal' } : { color: 'gray.950', fontWeight: 'bold' };

function TitleLink({ area, message }: { area: MessageArea; message: StationMessage }) {
  return (
    <Link asChild color="inherit" fontWeight="inherit" textDecoration="underline" textDecorationColor="transparent" _hover={{ textDecorationColor: 'currentColor' }}>
      <RouterLink to={detailPathOf(area, message.massesSuggestId)}>{message.title || '（无标题）'}</RouterLink>
    </Link>
  );
}

function MessageTable({ area, list, withDeputy, label }: { area: MessageArea; list: StationMessage[]; withDeputy: boolean; label: string }) {
  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" overflowX="auto" css={{ [NARROW]: { display: 'none' } }}>
      <Table.Root size="sm" aria-label={label}>
        <Table.Header>
          <Table.Row bg="gray.50">
            <Table.ColumnHeader whiteSpace="nowrap">留言编号</Table.ColumnHeader>
            <Table.ColumnHeader>标题</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">留言群众</Table.ColumnHeader>
            {withDeputy && <Table.ColumnHeader whiteSpace="nowrap">留言代表</Table.ColumnHeader>}
            <Table.ColumnHeader whiteSpace="nowrap">留言时间</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">状态</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((message) => (
            <Table.Row key={message.massesSuggestId} {...readStyle(message)} data-read={message.isRead}>
              <Table.Cell whiteSpace="nowrap">{message.massesSuggestId}</Table.Cell>
              <Table.Cell minW="220px">
                <HStack gap="2" align="center">
                  <TitleLink area={area} message={message} />
                  {!message.isRead && <UnreadMark />}
                </HStack>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{citizenLabel(message)}</Table.Cell>
              {withDeputy && <Table.Cell whiteSpace="nowrap">{message.delegateName ?? '—'}</Table.Cell>}
              <Table.Cell whiteSpace="nowrap">
                <time dateTime={message.createTime}>{dateTimeLabel(message.createTime)}</time>
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <StatusBadge status={message.handleStatus} label={message.handleStatusLabel} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function MessageCards({ area, list, withDeputy, label, alwaysShown }: { area: MessageArea; list: StationMessage[]; withDeputy: boolean; label: string; alwaysShown: boolean }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label} css={alwaysShown ? undefined : { [WIDE]: { display: 'none' } }}>
      {list.map((message) => (
        <Box as="li" key={message.massesSuggestId} bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3" {...readStyle(message)} data-read={message.isRead}>
          <HStack justify="space-between" align="flex-start" gap="2" mb="1">
            <Text fontSize="xs" fontWeight="normal" color="gray.600">
              {message.massesSuggestId}
            </Text>
            <HStack gap="1">
              {!message.isRead && <UnreadMark />}
              <StatusBadge status={message.handleStatus} label={message.handleStatusLabel} />
            </HStack>
          </HStack>
          <Box mb="1" wordBreak="break-word">
            <TitleLink area={area} message={message} />
          </Box>
          <Text fontSize="xs" fontWeight="normal" color="gray.600">
            {[citizenLabel(message), withDeputy && message.delegateName && `代表：${message.delegateName}`, dateTimeLabel(message.createTime)].filter(Boolean).join(' · ')}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function SearchForm({ onSearch, onReset }: { onSearch: (keyword: string) => void; onReset: () => void }) {
  const [draft, setDraft] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <Flex as="form" role="search" aria-label="搜索留言" onSubmit={submit} gap="2" wrap="wrap" mb="4">
      <Input size="sm" bg="white" flex="1" minW="0" maxW={{ base: 'none', sm: '280px' }} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="留言标题或编号" aria-label="关键字" maxLength={100} />
      <HStack gap="2">
        <Button size="sm" type="submit" colorPalette="brand">
          查询
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            setDraft('');
            onReset();
          }}
        >
          重置
        </Button>
      </HStack>
    </Flex>
  );
}

export interface MessageListProps {
  area: MessageArea;
  /** The accessible name of the list. */
  label: string;
  /** Shown above the list (the page header). */
  header: ReactNode;
}

/**
 * The messages the caller may see (the server limits a deputy to those addressed to them, a
 * station manager to the station's): tabs 全部 / 未读 / one per status, keyword search, read
 * marking, paging. The managers' table adds the addressed deputy; the mobile page shows cards.
 */
export function MessageList({ area, label, header }: MessageListProps) {
  const [filters, setFilters] = useState<MessageFilters>(INITIAL_MESSAGE_FILTERS);
  const { data, isLoading, isFetching, isError, error, refetch } = useStationMessagesQuery(messageListParams(filters));
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const compact = area === 'mobile';
  const withDeputy = area === 'manager';

  const fallback = pageAfterShrink(filters.pageNum, filters.pageSize, total);
  if (data && list.length === 0 && total > 0 && fallback !== filters.pageNum) setFilters((prev) => ({ ...prev, pageNum: fallback }));

  const update = (patch: Partial<MessageFilters>) => setFilters((prev) => ({ ...prev, pageNum: 1, ...patch }));

  const body = isLoading ? (
    <LoadingState />
  ) : isError ? (
    <ErrorState error={error} onRetry={() => void refetch()} />
  ) : list.length === 0 ? (
    <EmptyState text={filters.keyword ? '没有符合条件的留言' : '暂无群众留言'} />
  ) : (
    <Box opacity={isFetching ? 0.6 : 1} transition="opacity 0.15s">
      {!compact && <MessageTable area={area} list={list} withDeputy={withDeputy} label={label} />}
      <MessageCards area={area} list={list} withDeputy={withDeputy} label={label} alwaysShown={compact} />
    </Box>
  );

  return (
    <Box>
      {header}
      <Box bg="white" rounded="lg" borderWidth="1px" borderColor="border" shadow="xs" p={{ base: '3', md: '5' }}>
        <SearchForm onSearch={(keyword) => update({ keyword })} onReset={() => setFilters(INITIAL_MESSAGE_FILTERS)} />
        {/* On a phone the six tabs share the width (fitted), so none hides behind a scroll. */}
        <Tabs.Root value={filters.tab} onValueChange={(e) => update({ tab: e.value as MessageTabKey })} colorPalette="brand" size="sm" fitted={compact}>
          <Tabs.List aria-label="留言筛选" overflowX="auto" overflowY="hidden" mb="3">
            {MESSAGE_TABS.map((tab) => (
              <Tabs.Trigger key={tab.key} value={tab.key} flexShrink={compact ? 1 : 0} px={compact ? '1' : { base: '2.5', md: '4' }}>
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {MESSAGE_TABS.map((tab) => (
            <Tabs.Content key={tab.key} value={tab.key} pt="0">
              {tab.key === filters.tab && (
                <>
                  {data && (
                    <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
                      共 {total} 条
                    </Text>
                  )}
                  {body}
                  {total > 0 && (
                    <PageFooter
                      total={total}
                      pageNum={filters.pageNum}
                      pageSize={filters.pageSize}
                      onPage={(pageNum) => setFilters((prev) => ({ ...prev, pageNum }))}
                      onPageSize={(pageSize) => update({ pageSize })}
                      compact={compact}
                    />
                  )}
                </>
              )}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Box>
    </Box>
  );
}
