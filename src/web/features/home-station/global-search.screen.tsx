import { Badge, Box, Flex, Link, Mark, Stack, Tabs, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { MSG } from '@shared/messages';
import { SEARCH_KINDS, SEARCH_SUB_TYPE, type SearchHit, type SearchKind } from '@shared/portal';
import { dateText } from './article.logic';
import { NoData, QueryView } from './components/list-states';
import { PortalPage } from './components/portal-page';
import { PortalPager } from './components/portal-pager';
import { useSearchQuery } from './home-station.api';
import { usePageParam, usePortalSite, useReadMarks } from './portal-hooks';
import { articlePath, moreTopicsPath, representativePath } from './portal-paths.logic';
import { highlightParts, SEARCH_KIND_LABELS, searchKindOf } from './search.logic';

const RESULT_TITLE = '搜索结果';

function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, i) =>
        part.match ? (
          <Mark key={i} bg="gold.100" color="brand.800" rounded="sm">
            {part.text}
          </Mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function hitPath(hit: SearchHit): string {
  const site = hit.fkStationId ? 'substation' : 'central';
  if (hit.kind === 'article') return articlePath(site, hit.id, RESULT_TITLE, hit.fkStationId);
  if (hit.kind === 'column') return moreTopicsPath(site, hit.id, hit.title, hit.fkStationId);
  return representativePath(hit.title, hit.fkStationId);
}

function HitList({ hits, keyword }: { hits: SearchHit[]; keyword: string }) {
  const { isRead, markRead } = useReadMarks();
  return (
    <Box as="ul" listStyleType="none">
      {hits.map((hit) => {
        const read = hit.kind === 'article' && isRead(hit.id);
        return (
          <Stack as="li" key={`${hit.kind}-${hit.id}`} gap="1.5" py="4" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }}>
            <Flex gap="2" align="center" wrap="wrap">
              {hit.kind === 'article' && !read && (
                <Badge colorPalette="brand" variant="subtle" size="sm">
                  未读
                </Badge>
              )}
              <Link
                asChild
                display="inline"
                fontSize="md"
                fontWeight={read ? 'normal' : 'bold'}
                color={read ? 'gray.500' : 'gray.900'}
                _hover={{ color: 'brand.fg' }}
                onClick={() => hit.kind === 'article' && markRead(hit.id)}
              >
                <RouterLink to={hitPath(hit)}>
                  <Highlighted text={hit.title} keyword={keyword} />
                </RouterLink>
              </Link>
            </Flex>
            {hit.summary && (
              <Text fontSize="sm" color="gray.700" lineClamp={2}>
                <Highlighted text={hit.summary} keyword={keyword} />
              </Text>
            )}
            <Text fontSize="xs" color="fg.muted">
              {[hit.stationName ?? '中心站', hit.createTime ? dateText(hit.createTime) : null].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
        );
      })}
    </Box>
  );
}

/**
 * globalSearch: hits grouped by kind (文章, 栏目, 代表) with their counts, the keyword
 * highlighted, the portal pager. From a substation (subType 2) it searches that station.
 */
export function GlobalSearchScreen() {
  const [params, setParams] = useSearchParams();
  const { site, station } = usePortalSite();
  const [page, setPage] = usePageParam();
  const keyword = (params.get('search') ?? '').trim();
  const kind = searchKindOf(params.get('kind'));
  const fromSubstation = site === 'substation' && station !== null;
  const query = useSearchQuery(
    keyword
      ? {
          search: keyword,
          subType: fromSubstation ? SEARCH_SUB_TYPE.substation : SEARCH_SUB_TYPE.central,
          fkStationId: fromSubstation ? station.stationId : null,
          kind,
          pageNum: page,
          pageSize: DEFAULT_PAGE_SIZE,
        }
      : skipToken,
  );
  const counts = query.data?.counts;

  const chooseKind = (next: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('kind', next);
      copy.delete('pageNum');
      return copy;
    });

  return (
    <PortalPage site={site} title={RESULT_TITLE}>
      {!keyword ? (
        <NoData bg="white" rounded="md" text={MSG.searchPlaceholder} />
      ) : (
        <Box bg="white" rounded="md" borderWidth="1px" borderColor="border" px={{ base: '3', md: '6' }} py="4">
          <Text mb="3" color="gray.700">
            {fromSubstation ? `在${station.stationName}中` : '在全站中'}搜索“
            <Text as="span" color="brand.fg" fontWeight="bold">
              {keyword}
            </Text>
            ”{counts && `，共找到 ${counts.article + counts.column + counts.representative} 条结果`}
          </Text>
          <Tabs.Root value={kind} onValueChange={(event) => chooseKind(event.value)} colorPalette="brand" variant="line">
            <Tabs.List aria-label="结果类别">
              {SEARCH_KINDS.map((k: SearchKind) => (
                <Tabs.Trigger key={k} value={k} fontWeight="bold">
                  {SEARCH_KIND_LABELS[k]}
                  {counts && (
                    <Badge size="sm" variant="subtle" colorPalette={k === kind ? 'brand' : 'gray'} ms="1">
                      {counts[k]}
                    </Badge>
                  )}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {SEARCH_KINDS.map((k) => (
              <Tabs.Content key={k} value={k}>
                {k === kind && (
                  <QueryView
                    query={{ ...query, data: query.currentData, isLoading: query.isLoading || query.isFetching }}
                    isEmpty={(data) => data.list.length === 0}
                  >
                    {(data) => (
                      <>
                        <HitList hits={data.list} keyword={keyword} />
                        <PortalPager total={data.total} page={page} onPageChange={setPage} label="搜索结果分页" />
                      </>
                    )}
                  </QueryView>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        </Box>
      )}
    </PortalPage>
  );
}
