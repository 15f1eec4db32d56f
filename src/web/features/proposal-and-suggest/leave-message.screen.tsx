import { Badge, Box, Button, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PageHeader } from '@web/features/menus';
import { dateTimeLabel } from '@web/features/workflow';
import { ANONYMOUS_CITIZEN, useStationMessagesQuery, type StationMessage } from '@web/features/station-messages';

const PAGE_SIZE = 10;
const MAKE_SUGGESTION = '/client/proposalAndSuggest/suggest/makeSuggestions';

function MessageCard({ message }: { message: StationMessage }) {
  return (
    <Box as="li" layerStyle="panel" p={{ base: '3', md: '5' }}>
      <Flex justify="space-between" gap="3" wrap="wrap" align="flex-start">
        <Stack gap="1" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Text as="h2" fontWeight="semibold" color="gray.900">
              {message.title}
            </Text>
            <Badge colorPalette={message.handleStatus === 300 ? 'green' : 'orange'} variant="subtle">
              {message.handleStatusLabel}
            </Badge>
          </HStack>
          <Text fontSize="xs" color="fg.muted">
            留言编号 {message.massesSuggestId} · {message.massesName || ANONYMOUS_CITIZEN} · <time dateTime={message.createTime}>{dateTimeLabel(message.createTime)}</time>
          </Text>
        </Stack>
        <Button asChild size="sm" colorPalette="brand" variant="outline">
          <RouterLink to={`${MAKE_SUGGESTION}?fromMessage=${encodeURIComponent(message.massesSuggestId)}`} aria-label={`据留言「${message.title}」提出建议`}>
            据此提出建议
          </RouterLink>
        </Button>
      </Flex>
      <Text mt="3" fontSize="sm" color="gray.800" whiteSpace="pre-wrap" lineClamp={4}>
        {message.content}
      </Text>
      {message.handleResult && (
        <Box mt="3" bg="gray.50" rounded="md" px="3" py="2" fontSize="sm">
          <Text as="span" color="fg.muted">
            办理结果：
          </Text>
          {message.handleResult}
        </Box>
      )}
    </Box>
  );
}

/**
 * leaveMessage: the citizens' messages addressed to the deputy, read only here; a message can
 * become a suggestion (据此提出建议 fills makeSuggestions with its title and content). Answering
 * and handing messages to the station are the station pages' work.
 */
export function LeaveMessageScreen() {
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useState('');
  const { data, isLoading, isFetching, isError, error, refetch } = useStationMessagesQuery({ pageNum, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) });
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPageNum(1);
  };

  return (
    <Box>
      <PageHeader title="群众留言" />
      <HStack as="form" role="search" onSubmit={search} mb="4" gap="2" maxW="md">
        <Input size="sm" bg="white" value={draft} onChange={(event) => setDraft(event.target.value)} placeholder="留言标题或编号" aria-label="搜索留言" />
        <Button size="sm" type="submit" colorPalette="brand">
          搜索
        </Button>
      </HStack>
      {isLoading ? (
        <LoadingState />
      ) : isError ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data || data.list.length === 0 ? (
        <EmptyState text={keyword ? '没有符合条件的留言' : '暂无群众留言'} />
      ) : (
        <Stack gap="4" opacity={isFetching ? 0.7 : 1}>
          <Stack as="ul" gap="3" listStyleType="none" aria-label="群众留言列表">
            {data.list.map((message) => (
              <MessageCard key={message.massesSuggestId} message={message} />
            ))}
          </Stack>
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              共 {total} 条，第 {pageNum}/{pages} 页
            </Text>
            <HStack gap="2">
              <Button size="sm" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
                上一页
              </Button>
              <Button size="sm" variant="outline" disabled={pageNum >= pages} onClick={() => setPageNum(pageNum + 1)}>
                下一页
              </Button>
            </HStack>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}
