import { Badge, Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@web/components/empty-state';
import { ListStates } from '@web/components/list-states';
import { PageHeader } from '@web/features/menus';
import { dateTimeLabel, useWorkflowDynamicsQuery, type DynamicEntry, type RecordType } from '@web/features/workflow';
import { TYPE_NAME, detailPath } from './paths';
import { Pager } from '@web/components/pager';

const MORE_PATH = '/client/proposalAndSuggest/proposal/dynamicMore';
const RECENT_COUNT = 8;

function DynamicItem({ entry }: { entry: DynamicEntry }) {
  const moved = entry.toLabel && entry.fromStatus !== entry.toStatus;
  return (
    <Box as="li" py="3" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }}>
      <Flex gap="2" wrap="wrap" align="center">
        <Badge colorPalette="brand" variant="subtle">
          {entry.eventLabel}
        </Badge>
        <Link asChild color="brand.fg" fontWeight="medium" minW="0">
          <RouterLink to={detailPath('client', entry.type, entry.recordId)}>{[entry.number, entry.title].filter(Boolean).join(' ')}</RouterLink>
        </Link>
      </Flex>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {[entry.actorName, moved ? (entry.fromLabel ? `${entry.fromLabel} → ${entry.toLabel}` : entry.toLabel) : null].filter(Boolean).join(' · ')} ·{' '}
        <time dateTime={entry.createTime}>{dateTimeLabel(entry.createTime)}</time>
      </Text>
      {entry.opinion && entry.eventType !== 'REPLY' && (
        <Text fontSize="sm" mt="1" color="gray.700" lineClamp={2} whiteSpace="pre-wrap">
          {entry.opinion}
        </Text>
      )}
    </Box>
  );
}

function DynamicList({ list }: { list: readonly DynamicEntry[] }) {
  return (
    <Box as="ul" listStyleType="none">
      {list.map((entry) => (
        <DynamicItem key={`${entry.type}-${entry.historyId}`} entry={entry} />
      ))}
    </Box>
  );
}

/** The latest events of one kind, with a link to the full list. */
function RecentPanel({ type }: { type: RecordType }) {
  const recent = useWorkflowDynamicsQuery({ type, pageNum: 1, pageSize: RECENT_COUNT });
  const title = `${TYPE_NAME[type]}办理动态`;
  return (
    <Box as="section" aria-label={title} layerStyle="panel" minW="0">
      <HStack justify="space-between" px="5" py="3" borderBottomWidth="1px" borderColor="border.muted">
        <Heading as="h2" fontSize="md">
          {title}
        </Heading>
        <Button asChild size="xs" variant="ghost" colorPalette="brand">
          <RouterLink to={`${MORE_PATH}?type=${type}`} aria-label={`查看更多${title}`}>
            查看更多
          </RouterLink>
        </Button>
      </HStack>
      <Box px="5" py="1">
        <ListStates query={recent} empty={<EmptyState text={`暂无${title}`} />}>
          {(list) => <DynamicList list={list} />}
        </ListStates>
      </Box>
    </Box>
  );
}

/** The latest events of each kind, side by side. */
function RecentScreen({ title, types }: { title: string; types: readonly RecordType[] }) {
  return (
    <Box>
      <PageHeader title={title} />
      <SimpleGrid columns={{ base: 1, lg: types.length }} gap="5" alignItems="start">
        {types.map((type) => (
          <RecentPanel key={type} type={type} />
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** handleDynamic: proposals and suggestions. */
export const HandleDynamicScreen = () => <RecentScreen title="办理动态" types={['proposal', 'suggest']} />;

/** activityDynamic: suggestions. */
export const ActivityDynamicScreen = () => <RecentScreen title="建议办理动态" types={['suggest']} />;

const PAGE_SIZE = 20;

function PagedDynamics({ type, pageNum, onPage }: { type: RecordType; pageNum: number; onPage: (page: number) => void }) {
  const page = useWorkflowDynamicsQuery({ type, pageNum, pageSize: PAGE_SIZE });
  const total = page.data?.total ?? 0;
  return (
    <ListStates query={page} empty={<EmptyState text={`暂无${TYPE_NAME[type]}办理动态`} />}>
      {(list) => (
        <Stack gap="4">
          <Box layerStyle="panel" px="5">
            <DynamicList list={list} />
          </Box>
          <Flex justify="space-between" align="center" wrap="wrap" gap="3">
            <Text fontSize="sm" color="fg.muted">
              共 {total} 条
            </Text>
            <Pager total={total} pageSize={PAGE_SIZE} page={pageNum} onPageChange={(next) => onPage(next)} size="sm" />
          </Flex>
        </Stack>
      )}
    </ListStates>
  );
}

/** dynamicMore (?type=proposal|suggest&page=): every event, paged. */
export function DynamicMoreScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const type: RecordType = searchParams.get('type') === 'suggest' ? 'suggest' : 'proposal';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  return (
    <Box>
      <PageHeader title="全部办理动态" />
      <Tabs.Root value={type} onValueChange={(event) => setSearchParams({ type: event.value }, { replace: true })} colorPalette="brand" lazyMount unmountOnExit>
        <Tabs.List mb="4" aria-label="动态类别">
          <Tabs.Trigger value="proposal">议案</Tabs.Trigger>
          <Tabs.Trigger value="suggest">建议</Tabs.Trigger>
        </Tabs.List>
        {(['proposal', 'suggest'] as const).map((value) => (
          <Tabs.Content key={value} value={value}>
            <PagedDynamics type={value} pageNum={page} onPage={(next) => setSearchParams({ type: value, page: String(next) })} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
