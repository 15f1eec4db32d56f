import { Box, Flex, Heading, Separator, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Article } from '@shared/portal';
import { QueryView } from './components/list-states';
import { PortalPage, type Crumb } from './components/portal-page';
import { useArticleQuery } from './home-station.api';
import { articleView, dateText, dateTimeText } from './article.logic';
import { onMobile, useReadMarks } from './portal-hooks';
import { moreTopicsPath, NOTICES_TITLE, PERFORMANCE_TITLE, PORTAL_PATHS, WORK_NEWS_TITLE, type PortalSite } from './portal-paths.logic';

/** The body's typography: the server has sanitized the HTML, the page only styles it. */
const proseStyle = {
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.9',
  color: 'gray.800',
  wordBreak: 'break-word',
  '& p': { mb: '4', textIndent: '2em' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'bold', color: 'gray.900', mt: '6', mb: '3' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& img': { display: 'block', maxW: 'full', h: 'auto', mx: 'auto', my: '4', rounded: 'sm' },
  '& ul, & ol': { ps: '8', mb: '4' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { color: 'brand.fg', textDecoration: 'underline' },
  '& blockquote': { borderStartWidth: '4px', borderColor: 'brand.200', ps: '4', color: 'gray.700', my: '4' },
  '& table': { w: 'full', borderCollapse: 'collapse', my: '4', fontSize: 'md' },
  '& td, & th': { borderWidth: '1px', borderColor: 'border', px: '2', py: '1' },
} as const;

/** Where the article's list is, for 当前位置. */
function listCrumb(site: PortalSite, pageTitle: string | null, article: Article | undefined): Crumb[] {
  const label = pageTitle || article?.columnName;
  if (!label) return [];
  if (site === 'substation') {
    const named: Record<string, string> = { [WORK_NEWS_TITLE]: PORTAL_PATHS.workNews, [NOTICES_TITLE]: PORTAL_PATHS.notices, [PERFORMANCE_TITLE]: PORTAL_PATHS.performance };
    if (named[label]) return [{ label, to: named[label] }];
  }
  return [{ label, to: article ? moreTopicsPath(site, article.fkColumnId, article.columnName, article.fkStationId) : undefined }];
}

function ArticleBody({ article }: { article: Article }) {
  const view = articleView(article);
  return (
    <Box as="article" bg="white" rounded="md" borderWidth="1px" borderColor="border" px={onMobile ? '4' : { base: '4', md: '12' }} py={onMobile ? '5' : { base: '5', md: '10' }}>
      <Heading as="h1" fontSize={onMobile ? 'xl' : { base: 'xl', md: '2xl' }} lineHeight="1.5" textAlign={onMobile ? 'start' : 'center'} color="gray.900">
        {view.title}
      </Heading>
      <Flex gap="4" wrap="wrap" justify={onMobile ? 'flex-start' : 'center'} mt="3" fontSize="sm" color="fg.muted">
        {/* The mobile page shows the whole create time, the desktop page its date. */}
        <Text>
          发布时间：<time dateTime={article.createTime}>{onMobile ? dateTimeText(view.createTime) : dateText(view.createTime)}</time>
        </Text>
        {view.source && <Text>来源：{view.source}</Text>}
      </Flex>
      <Separator my="5" borderColor="brand.100" />
      <Box css={proseStyle} dangerouslySetInnerHTML={{ __html: view.content }} />
    </Box>
  );
}

/** An article's page from its address (queryId, pageTitle); opening it marks it read. */
function ArticleDetails({ site }: { site: PortalSite }) {
  const [params] = useSearchParams();
  const id = Number(params.get('queryId'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useArticleQuery(valid ? id : skipToken);
  const { markRead } = useReadMarks();
  const resourcesId = query.data?.resourcesId;
  useEffect(() => {
    if (resourcesId !== undefined) markRead(resourcesId);
  }, [resourcesId, markRead]);
  const title = query.isLoading ? '文章详情' : articleView(query.data).title;
  return (
    <PortalPage site={site} title={title} heading={false} trail={listCrumb(site, params.get('pageTitle'), query.data)}>
      {valid ? <QueryView query={query}>{(article) => <ArticleBody article={article} />}</QueryView> : <ArticleBody article={{} as Article} />}
    </PortalPage>
  );
}

/** detailsPage: a substation's article (queryId, pageTitle, type=3, activeIndex=4). */
export function DetailsPageScreen() {
  return <ArticleDetails site="substation" />;
}

/** centralStationArticleDetails: a central article (queryId, pageTitle, type=3). */
export function CentralStationArticleDetailsScreen() {
  return <ArticleDetails site="central" />;
}
