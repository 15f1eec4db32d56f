import { Flex, HStack, Input, Link, Tabs } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { UNTITLED } from '@web/components/detail-section';
import { FilterActions, ListCard, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
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
  messageTabOf,
  type MessageTabKey,
} from '../station-messages.model';
import { StatusBadge, UnreadMark } from './message-badges';

/** Unread bold and black, read grey and lighter. */
const readStyle = (message: StationMessage) => ({
  ...(message.isRead ? { color: 'gray.600', fontWeight: 'normal' } : { color: 'gray.950', fontWeight: 'bold' }),
  'data-read': message.isRead,
});

function TitleLink({ area, message }: { area: MessageArea; message: StationMessage }) {
  return (
    <Link asChild color="inherit" fontWeight="inherit" textDecoration="underline" textDecorationColor="transparent" _hover={{ textDecorationColor: 'currentColor' }}>
      <RouterLink to={detailPathOf(area, message.massesSuggestId)}>{message.title || UNTITLED}</RouterLink>
    </Link>
  );
}

function columnsOf(area: MessageArea): ListColumn<StationMessage>[] {
  return [
    { key: 'id', label: '留言编号', cell: (message) => message.massesSuggestId },
    {
      key: 'title',
      label: '标题',
      wide: true,
      cell: (message) => (
        <HStack gap="2" align="center">
          <TitleLink area={area} message={message} />
          {!message.isRead && <UnreadMark />}
        </HStack>
      ),
    },
    { key: 'citizen', label: '留言群众', cell: citizenLabel },
    ...(area === 'manager' ? [{ key: 'deputy', label: '留言代表', cell: (message: StationMessage) => message.delegateName ?? '—' }] : []),
    { key: 'time', label: '留言时间', cell: (message) => <time dateTime={message.createTime}>{dateTimeLabel(message.createTime)}</time> },
    { key: 'status', label: '状态', cell: (message) => <StatusBadge status={message.handleStatus} label={message.handleStatusLabel} /> },
  ];
}

function MessageCard({ area, message }: { area: MessageArea; message: StationMessage }) {
  return (
    <ListCard
      number={message.massesSuggestId}
      marks={
        <>
          {!message.isRead && <UnreadMark />}
          <StatusBadge status={message.handleStatus} label={message.handleStatusLabel} />
        </>
      }
      title={<TitleLink area={area} message={message} />}
      details={[citizenLabel(message), area === 'manager' && message.delegateName && `代表：${message.delegateName}`, dateTimeLabel(message.createTime)].filter(Boolean).join(' · ')}
    />
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
      <FilterActions
        onReset={() => {
          setDraft('');
          onReset();
        }}
      />
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
  // The tab is in the address (?tab=unread), so 返回 from a message comes back to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState<MessageFilters>(() => ({ ...INITIAL_MESSAGE_FILTERS, tab: messageTabOf(searchParams.get('tab')) }));
  const query = useStationMessagesQuery(messageListParams(filters));
  const { data } = query;
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const compact = area === 'mobile';

  const fallback = pageAfterShrink(filters.pageNum, filters.pageSize, total);
  if (data && list.length === 0 && total > 0 && fallback !== filters.pageNum) setFilters((prev) => ({ ...prev, pageNum: fallback }));

  const update = (patch: Partial<MessageFilters>) => setFilters((prev) => ({ ...prev, pageNum: 1, ...patch }));
  const chooseTab = (tab: MessageTabKey) => {
    update({ tab });
    setSearchParams(tab === INITIAL_MESSAGE_FILTERS.tab ? {} : { tab }, { replace: true });
  };

  return (
    <ListPage header={header}>
      <SearchForm onSearch={(keyword) => update({ keyword })} onReset={() => {
          setFilters(INITIAL_MESSAGE_FILTERS);
          setSearchParams({}, { replace: true });
        }}
      />
      {/* On a phone the six tabs share the width (fitted), so none hides behind a scroll. */}
      <Tabs.Root value={filters.tab} onValueChange={(e) => chooseTab(e.value as MessageTabKey)} colorPalette="brand" size="sm" fitted={compact}>
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
              <ListResults
                label={label}
                query={query}
                rowKey={(message) => message.massesSuggestId}
                columns={columnsOf(area)}
                card={(message) => <MessageCard area={area} message={message} />}
                cardsOnly={compact}
                rowStyle={readStyle}
                rowHref={(message) => detailPathOf(area, message.massesSuggestId)}
                emptyText={filters.keyword ? '没有符合条件的留言' : '暂无群众留言'}
                paging={{ pageNum: filters.pageNum, pageSize: filters.pageSize, onPage: (pageNum) => setFilters((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => update({ pageSize }) }}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </ListPage>
  );
}
