import { Box, Button, Flex, Grid, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@shared/constants';
import type { ArticleSummary, RepresentativeCard } from '@shared/portal';
import { BackButton } from '@web/components/back-button';
import { DetailField, DetailSection } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListCard, ListPage, ListResults, ListStates, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { useCurrentUserQuery } from '@web/features/auth';
import { ALL_COLUMNS_PAGE_SIZE, articleView, skipToken, useArticleQuery, useArticlesQuery, useColumnsQuery, useRepresentativesQuery, useStationQuery } from '@web/features/home-station/api';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { citizenLabel, useStationMessagesQuery, type StationMessage } from '@web/features/station-messages';
import { dateLabel } from '@web/lib/china-time';
import {
  articlePath,
  deputyDetails,
  introductionOf,
  MAX_PORTAL_PAGE_SIZE,
  messagePath,
  messagesPath,
  PAGE_TITLES,
  parsePositiveId,
  stationFields,
  stationPath,
  type StationArea,
  type StationPage,
} from './deputy-station.model';

const MOBILE_HOME = '/mobile/pageHome/delegatePageHome';

/** 您尚未编入代表联络站: a deputy without a station has none of these pages' data. */
const NO_STATION = '您尚未编入代表联络站，请联系人大工作人员';

/** The page's header (with 返回 below the station's home) and the deputy's station id, once known. */
function StationFrame({ area, page, title, children }: { area: StationArea; page: StationPage | null; title?: string; children: (stationId: number) => ReactNode }) {
  const menus = useOptionalMenus();
  const user = useCurrentUserQuery();
  // On a phone every page has its way back; the client's station home is a menu page of its own.
  const fallback = page === 'deputyStation' ? (area === 'mobile' ? MOBILE_HOME : null) : stationPath(area, page === null ? 'articleList' : 'deputyStation');
  const back = fallback ? <BackButton fallback={fallback} /> : undefined;
  let body: ReactNode;
  if (user.isLoading) body = <LoadingState />;
  else if (user.isError) body = <ErrorState error={user.error} onRetry={() => void user.refetch()} />;
  else if (!user.data?.stationId) body = <Box layerStyle="panel" shadow="xs" py="12"><EmptyState text={NO_STATION} /></Box>;
  else body = children(Number(user.data.stationId));
  return (
    <Box>
      <PageHeader title={title ?? (page ? PAGE_TITLES[page] : '')} trail={menus?.trail ?? []} actions={back} />
      {body}
    </Box>
  );
}

/** A query's loading and error states, else its answer. */
function Loaded<T>({ query, children }: { query: { data?: T; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => void }; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={query.refetch} />;
  return <>{children(query.data)}</>;
}

function StationFields({ stationId }: { stationId: number }) {
  return (
    <Loaded query={useStationQuery(stationId)}>
      {(station) => (
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4">
          {stationFields(station).map((field) => (
            <DetailField key={field.label} label={field.label}>
              {field.value}
            </DetailField>
          ))}
        </Grid>
      )}
    </Loaded>
  );
}

/** 联络站资讯: the newest articles of every column of the station. */
function useStationArticles(stationId: number, columnId: number | null, pageNum: number, pageSize: number) {
  const columns = useColumnsQuery({ fkStationId: stationId, pageSize: ALL_COLUMNS_PAGE_SIZE });
  const columnIds = columnId !== null ? [columnId] : (columns.data?.list.map((column) => column.columnId) ?? []);
  const articles = useArticlesQuery(columnIds.length > 0 ? { columnIds, pageNum, pageSize: Math.min(pageSize, MAX_PORTAL_PAGE_SIZE) } : skipToken);
  const noColumns = columns.data !== undefined && columns.data.list.length === 0;
  // A station without columns has no articles: an empty page rather than a call that cannot be made.
  const query = noColumns
    ? { ...articles, data: { list: [] as ArticleSummary[], total: 0, pageNum, pageSize }, isLoading: false, isError: false }
    : { ...articles, isLoading: columns.isLoading || articles.isLoading || (columnIds.length > 0 && articles.data === undefined && !articles.isError), isError: columns.isError || articles.isError, error: columns.error ?? articles.error, refetch: columns.isError ? columns.refetch : articles.refetch };
  return { columns: columns.data?.list ?? [], query };
}

function ArticleLink({ area, article }: { area: StationArea; article: ArticleSummary }) {
  return (
    <Link asChild color="brand.700" fontWeight="medium">
      <RouterLink to={articlePath(area, article.resourcesId)}>{article.title}</RouterLink>
    </Link>
  );
}

function DeputyName({ deputy }: { deputy: RepresentativeCard }) {
  return (
    <Text as="span" fontWeight="medium">
      {deputy.delegateName}
    </Text>
  );
}

/** deputyStation: the deputy's station at a glance, its newest articles and deputies, and the ways into its pages. */
function DeputyStation({ area }: { area: StationArea }) {
  return (
    <StationFrame area={area} page="deputyStation">
      {(stationId) => <StationHome area={area} stationId={stationId} />}
    </StationFrame>
  );
}

function StationHome({ area, stationId }: { area: StationArea; stationId: number }) {
  const station = useStationQuery(stationId);
  const { query: articles } = useStationArticles(stationId, null, 1, 5);
  const deputies = useRepresentativesQuery({ fkStationId: stationId, pageNum: 1, pageSize: 8 });
  const messages = useStationMessagesQuery({ pageNum: 1, pageSize: 5 });
  const links: { to: string; label: string }[] = [
    { to: stationPath(area, 'stationInfo'), label: PAGE_TITLES.stationInfo },
    { to: stationPath(area, 'articleList'), label: PAGE_TITLES.articleList },
    { to: stationPath(area, 'deputyList'), label: PAGE_TITLES.deputyList },
    { to: messagesPath(area), label: '群众留言' },
  ];
  const more = (page: StationPage, label: string) => (
    <Button asChild size="xs" variant="outline" colorPalette="brand">
      <RouterLink to={stationPath(area, page)}>{label}</RouterLink>
    </Button>
  );
  return (
    <Stack gap="4">
      <DetailSection title={station.data?.stationName ?? PAGE_TITLES.deputyStation} level="h2" actions={more('stationInfo', '查看详情')}>
        <Loaded query={station}>
          {(data) => (
            <Stack gap="3">
              <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
                <DetailField label="地址">{data.address}</DetailField>
                <DetailField label="召集人">{data.conveneUser}</DetailField>
                <DetailField label="联系电话">{data.contactPhone}</DetailField>
                <DetailField label="进站代表">{`${data.delegateCount} 名`}</DetailField>
              </Grid>
              <Flex as="nav" aria-label="联络站功能" gap="2" wrap="wrap">
                {links.map((link) => (
                  <Button key={link.to} asChild size="sm" variant="subtle" colorPalette="brand">
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </Button>
                ))}
              </Flex>
            </Stack>
          )}
        </Loaded>
      </DetailSection>
      <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4">
        <DetailSection title="最新资讯" actions={more('articleList', '更多')}>
          <ListStates query={articles} empty={<EmptyState text="本站暂无资讯" />}>
            {(list) => (
              <Stack as="ul" gap="3" listStyleType="none">
                {list.map((article) => (
                  <Box as="li" key={article.resourcesId}>
                    <ArticleLink area={area} article={article} />
                    <Text fontSize="xs" color="fg.muted">
                      {[article.columnName, dateLabel(article.createTime)].filter(Boolean).join(' · ')}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </ListStates>
        </DetailSection>
        <DetailSection
          title="群众留言"
          actions={
            <Button asChild size="xs" variant="outline" colorPalette="brand">
              <RouterLink to={messagesPath(area)}>全部留言</RouterLink>
            </Button>
          }
        >
          <ListStates query={messages} empty={<EmptyState text="暂无群众留言" />}>
            {(list) => (
              <Stack as="ul" gap="3" listStyleType="none">
                {list.map((message: StationMessage) => (
                  <Box as="li" key={message.massesSuggestId}>
                    <Link asChild color="brand.700" fontWeight={message.isRead ? 'normal' : 'semibold'}>
                      <RouterLink to={messagePath(area, message.massesSuggestId)}>{message.title || message.massesSuggestId}</RouterLink>
                    </Link>
                    <Text fontSize="xs" color="fg.muted">
                      {[message.handleStatusLabel, citizenLabel(message), dateLabel(message.createTime)].join(' · ')}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </ListStates>
        </DetailSection>
        <DetailSection title="进站代表" actions={more('deputyList', '全部')}>
          <ListStates query={deputies} empty={<EmptyState text="本站暂无进站代表" />}>
            {(list) => (
              <Stack as="ul" gap="2" listStyleType="none">
                {list.map((deputy) => (
                  <Box as="li" key={deputy.fkDelegateId}>
                    <DeputyName deputy={deputy} />
                    <Text fontSize="xs" color="fg.muted">
                      {deputyDetails(deputy)}
                    </Text>
                  </Box>
                ))}
              </Stack>
            )}
          </ListStates>
        </DetailSection>
      </Grid>
    </Stack>
  );
}

/** stationInfo: every field of the station and its introduction. */
function StationInfo({ area }: { area: StationArea }) {
  return (
    <StationFrame area={area} page="stationInfo">
      {(stationId) => (
        <Stack gap="4">
          <DetailSection title="基本信息" level="h2">
            <StationFields stationId={stationId} />
          </DetailSection>
          <StationIntroduction stationId={stationId} />
        </Stack>
      )}
    </StationFrame>
  );
}

function StationIntroduction({ stationId }: { stationId: number }) {
  const station = useStationQuery(stationId);
  const paragraphs = station.data ? introductionOf(station.data) : [];
  return (
    <DetailSection title="联络站简介" level="h2">
      <Loaded query={station}>
        {() =>
          paragraphs.length === 0 ? (
            <EmptyState text="暂无简介" />
          ) : (
            <Stack gap="3">
              {paragraphs.map((paragraph, i) => (
                <Text key={i} fontSize="sm" lineHeight="tall" textIndent="2em">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          )
        }
      </Loaded>
    </DetailSection>
  );
}

const usePaging = () => {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  return {
    pageNum,
    pageSize,
    onPage: setPageNum,
    onPageSize: (size: number) => {
      setPageSize(size);
      setPageNum(1);
    },
  };
};

/** articleList: the station's articles, newest first, one column or all. */
function ArticleList({ area }: { area: StationArea }) {
  return <StationFrame area={area} page="articleList">{(stationId) => <StationArticles area={area} stationId={stationId} />}</StationFrame>;
}

function StationArticles({ area, stationId }: { area: StationArea; stationId: number }) {
  const [columnId, setColumnId] = useState<number | null>(null);
  const paging = usePaging();
  const pageSize = Math.min(paging.pageSize, MAX_PORTAL_PAGE_SIZE);
  const { columns, query } = useStationArticles(stationId, columnId, paging.pageNum, pageSize);
  const tableColumns: ListColumn<ArticleSummary>[] = [
    { key: 'title', label: '标题', wide: true, cell: (article) => <ArticleLink area={area} article={article} /> },
    { key: 'column', label: '栏目', cell: (article) => article.columnName },
    { key: 'source', label: '来源', cell: (article) => article.source ?? '—' },
    { key: 'time', label: '发布时间', cell: (article) => dateLabel(article.createTime) },
  ];
  return (
    <ListPage header={null} label="联络站资讯列表">
      <HStack mb="4" gap="2" wrap="wrap">
        <Select
          size="sm"
          width={{ base: 'full', sm: '220px' }}
          label="栏目"
          value={columnId === null ? '' : String(columnId)}
          emptyOption="全部栏目"
          options={columns.map((column) => ({ value: column.columnId, label: column.columnName }))}
          onChange={(value) => {
            setColumnId(value ? Number(value) : null);
            paging.onPage(1);
          }}
        />
      </HStack>
      <ListResults
        label="联络站资讯"
        query={query}
        rowKey={(article) => article.resourcesId}
        columns={tableColumns}
        cardsOnly={area === 'mobile'}
        card={(article) => <ListCard number={article.columnName} marks={null} title={<ArticleLink area={area} article={article} />} details={[article.source, dateLabel(article.createTime)].filter(Boolean).join(' · ')} />}
        rowHref={(article) => articlePath(area, article.resourcesId)}
        emptyText="本站暂无资讯"
        paging={{ ...paging, pageSize }}
      />
    </ListPage>
  );
}

/** artticleDetails (?id=): one article of the station, its sanitized body as the portal shows it. */
function ArticleDetails({ area }: { area: StationArea }) {
  const [params] = useSearchParams();
  const id = parsePositiveId(params.get('id'));
  return <StationFrame area={area} page={null} title="资讯详情">{() => (id === null ? <EmptyState text="未找到该资讯" /> : <ArticleBody id={id} />)}</StationFrame>;
}

function ArticleBody({ id }: { id: number }) {
  return (
    <Loaded query={useArticleQuery(id)}>
      {(article) => {
        const view = articleView(article);
        return (
          <Box as="article" layerStyle="panel" shadow="xs" p={{ base: '4', md: '8' }}>
            <Heading as="h2" size="lg" textAlign="center" mb="2">
              {view.title}
            </Heading>
            <Text fontSize="sm" color="fg.muted" textAlign="center" mb="6">
              {[view.columnName, view.source && `来源：${view.source}`, `发布时间：${dateLabel(view.createTime) || view.createTime}`].filter(Boolean).join('　')}
            </Text>
            <Box className="rich-text" fontSize="md" lineHeight="tall" css={{ '& p': { mb: '3' }, '& img': { maxW: '100%', h: 'auto' } }} dangerouslySetInnerHTML={{ __html: view.content }} />
          </Box>
        );
      }}
    </Loaded>
  );
}

/** deputyList: the deputies of the station, by name. */
function DeputyList({ area }: { area: StationArea }) {
  return <StationFrame area={area} page="deputyList">{(stationId) => <StationDeputies area={area} stationId={stationId} />}</StationFrame>;
}

function StationDeputies({ area, stationId }: { area: StationArea; stationId: number }) {
  const [name, setName] = useState('');
  const [draft, setDraft] = useState('');
  const paging = usePaging();
  const query = useRepresentativesQuery({ fkStationId: stationId, delegateName: name || undefined, pageNum: paging.pageNum, pageSize: paging.pageSize });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setName(draft.trim());
    paging.onPage(1);
  };
  const columns: ListColumn<RepresentativeCard>[] = [
    { key: 'name', label: '姓名', cell: (deputy) => <DeputyName deputy={deputy} /> },
    { key: 'sex', label: '性别', cell: (deputy) => deputy.sex },
    { key: 'details', label: '代表信息', wide: true, cell: (deputy) => deputyDetails(deputy) || '—' },
    { key: 'nation', label: '民族', cell: (deputy) => deputy.nationality ?? '—' },
  ];
  return (
    <ListPage header={null} label="进站代表列表">
      <Flex as="form" role="search" aria-label="搜索代表" onSubmit={submit} gap="2" wrap="wrap" mb="4">
        <Input size="sm" bg="white" flex="1" minW="0" maxW={{ base: 'none', sm: '240px' }} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="代表姓名" aria-label="代表姓名" maxLength={50} />
        <FilterActions
          onReset={() => {
            setDraft('');
            setName('');
            paging.onPage(1);
          }}
        />
      </Flex>
      <ListResults
        label="进站代表"
        query={query}
        rowKey={(deputy) => deputy.fkDelegateId}
        columns={columns}
        cardsOnly={area === 'mobile'}
        card={(deputy) => <ListCard number={deputy.sex} marks={null} title={<DeputyName deputy={deputy} />} details={deputyDetails(deputy)} />}
        emptyText={name ? '没有找到该代表' : '本站暂无进站代表'}
        paging={paging}
      />
    </ListPage>
  );
}

export const DeputyStationScreen = () => <DeputyStation area="client" />;
export const MobileDeputyStationScreen = () => <DeputyStation area="mobile" />;
export const StationInfoScreen = () => <StationInfo area="client" />;
export const MobileStationInfoScreen = () => <StationInfo area="mobile" />;
export const ArticleListScreen = () => <ArticleList area="client" />;
export const MobileArticleListScreen = () => <ArticleList area="mobile" />;
export const ArticleDetailsScreen = () => <ArticleDetails area="client" />;
export const MobileArticleDetailsScreen = () => <ArticleDetails area="mobile" />;
export const DeputyListScreen = () => <DeputyList area="client" />;
export const MobileDeputyListScreen = () => <DeputyList area="mobile" />;
