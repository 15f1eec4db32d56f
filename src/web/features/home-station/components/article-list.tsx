import { Badge, Box, Flex, Image, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ArticleSummary } from '@shared/portal';
import { articleView, dateText } from '../article.logic';
import { onMobile, useReadMarks } from '../portal-hooks';

export interface ArticleListProps {
  articles: ArticleSummary[];
  /** Where each article opens. */
  pathOf: (article: ArticleSummary) => string;
  /** compact: one line each (blocks and tabs); full: picture, summary and date (list pages). */
  variant?: 'compact' | 'full';
  /** The list's accessible name, where a page has several lists. */
  label?: string;
}

/** The read/unread look of section 4: unread bold black with 未读, read grey and lighter. */
function readStyle(read: boolean) {
  return read ? { color: 'gray.500', fontWeight: 'normal' } : { color: 'gray.900', fontWeight: 'bold' };
}

function UnreadMark() {
  return (
    <Badge colorPalette="brand" variant="subtle" size="sm" flexShrink={0}>
      未读
    </Badge>
  );
}

/** A list of articles with their read/unread marking; opening one marks it read. */
export function ArticleList({ articles, pathOf, variant = 'compact', label }: ArticleListProps) {
  const { isRead, markRead } = useReadMarks();
  return (
    <Box as="ul" listStyleType="none" aria-label={label}>
      {articles.map((article) => {
        const read = isRead(article.resourcesId);
        const view = articleView(article);
        const link = (
          <Link asChild {...readStyle(read)} minW="0" _hover={{ color: 'brand.fg' }} data-read={read ? 'true' : 'false'}>
            <RouterLink to={pathOf(article)} onClick={() => markRead(article.resourcesId)}>
              <Text as="span" display="block" truncate={variant === 'compact'} lineClamp={variant === 'full' ? 2 : undefined}>
                {view.title}
              </Text>
            </RouterLink>
          </Link>
        );
        // A phone's one-line list has room for the month and day only.
        const day = variant === 'compact' && onMobile ? dateText(view.createTime).slice(5) : dateText(view.createTime);
        const date = (
          <Text as="span" fontSize="sm" color="fg.muted" flexShrink={0} fontVariantNumeric="tabular-nums">
            <time dateTime={article.createTime}>{day}</time>
          </Text>
        );
        if (variant === 'compact') {
          return (
            <Flex as="li" key={article.resourcesId} align="center" gap="2" py="2" borderBottomWidth="1px" borderColor="border.muted" borderStyle="dashed" _last={{ borderBottomWidth: '0' }}>
              <Box w="1.5" h="1.5" rounded="full" bg={read ? 'gray.400' : 'brand.600'} flexShrink={0} aria-hidden="true" />
              {!read && <UnreadMark />}
              <Box flex="1" minW="0" display="flex">
                {link}
              </Box>
              {date}
            </Flex>
          );
        }
        return (
          <Flex as="li" key={article.resourcesId} gap="4" py="4" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: '0' }} align="flex-start">
            {article.thumbnail && (
              <Image src={article.thumbnail} alt="" w={{ base: '24', md: '40' }} h={{ base: '16', md: '24' }} objectFit="cover" rounded="sm" flexShrink={0} bg="brand.50" />
            )}
            <Stack gap="1.5" minW="0" flex="1">
              <Flex gap="2" align="center" minW="0">
                {!read && <UnreadMark />}
                {link}
              </Flex>
              {article.summary && (
                <Text fontSize="sm" color="gray.700" lineClamp={2}>
                  {article.summary}
                </Text>
              )}
              <Flex gap="3" wrap="wrap" fontSize="sm" color="fg.muted">
                {date}
                {view.source && <Text as="span">来源：{view.source}</Text>}
              </Flex>
            </Stack>
          </Flex>
        );
      })}
    </Box>
  );
}
