import { Box, Flex, Heading } from '@chakra-ui/react';
import type { Column } from '@shared/portal';
import { moreTopicsPath, type PortalSite } from '../portal-paths.logic';
import { ColumnArticles } from './column-articles';
import { MoreLink } from './more-link';

/** A column as a block (section 2): its name, 更多>> to its more-topics page, its newest articles. */
export function ColumnBlock({ site, column, stationId }: { site: PortalSite; column: Column; stationId: number | null }) {
  const headingId = `column-${column.columnId}`;
  return (
    <Box as="section" aria-labelledby={headingId} bg="white" rounded="md" borderWidth="1px" borderColor="border" minW="0">
      <Flex justify="space-between" align="center" gap="3" px="4" py="3" borderBottomWidth="2px" borderColor="brand.600">
        <Heading as="h3" id={headingId} fontSize="md" color="brand.fg" truncate>
          {column.columnName}
        </Heading>
        <MoreLink to={moreTopicsPath(site, column.columnId, column.columnName, stationId)} what={column.columnName} />
      </Flex>
      <Box px="4" py="1">
        <ColumnArticles site={site} column={column} stationId={stationId} />
      </Box>
    </Box>
  );
}
