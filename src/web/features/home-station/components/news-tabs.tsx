import { Box, Flex, Tabs } from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from '@shared/portal';
import { moreTopicsPath, NOTICES_TITLE, PORTAL_PATHS, WORK_NEWS_TITLE, type PortalSite } from '../portal-paths.logic';
import { ColumnArticles } from './column-articles';
import { MoreLink } from './more-link';

const TABS = [
  { value: 'news', title: WORK_NEWS_TITLE, substationPath: PORTAL_PATHS.workNews },
  { value: 'notices', title: NOTICES_TITLE, substationPath: PORTAL_PATHS.notices },
] as const;

export interface NewsTabsProps {
  site: PortalSite;
  stationId: number | null;
  /** The site's columns; the tabs show those named 工作动态 and 通知公告. */
  columns: Column[];
}

/**
 * The work-news and notice tabs with 更多>> (section 2): a substation's 更多 opens its
 * workNews or noticeAnnouncement page, the central station's the column's more-topics page.
 */
export function NewsTabs({ site, stationId, columns }: NewsTabsProps) {
  const [value, setValue] = useState<string>(TABS[0].value);
  const columnOf = (title: string) => columns.find((column) => column.columnName === title);
  const tab = TABS.find((t) => t.value === value) ?? TABS[0];
  const column = columnOf(tab.title);
  const more = site === 'substation' ? tab.substationPath : column ? moreTopicsPath('central', column.columnId, column.columnName) : null;
  return (
    <Box bg="white" rounded="md" borderWidth="1px" borderColor="border" h="full" minW="0">
      <Tabs.Root value={value} onValueChange={(event) => setValue(event.value)} colorPalette="brand" variant="line" lazyMount>
        <Flex justify="space-between" align="center" pe="4" borderBottomWidth="1px" borderColor="border">
          <Tabs.List aria-label="新闻公告" borderBottomWidth="0">
            {TABS.map((t) => (
              <Tabs.Trigger key={t.value} value={t.value} fontSize="md" fontWeight="bold" px="5" py="3">
                {t.title}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {more && <MoreLink to={more} what={tab.title} />}
        </Flex>
        {TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} px="4" py="1">
            <ColumnArticles site={site} column={columnOf(t.title)} stationId={stationId} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
