import { Box, Heading, Image, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { StationCard as StationCardData } from '@shared/portal';
import { useStationsQuery } from '../home-station.api';
import { columnsFor } from '../portal-hooks';
import { substationHomePath } from '../portal-paths.logic';
import { setStationInState } from '../station-state';
import { AreaSwitcher, useAreaSwitcher } from './area-switcher';
import { hasNoItems, QueryView } from './list-states';
import { PortalPager } from './portal-pager';
import { SectionTitle } from './section-title';

/** Two rows of three on a wide screen. */
export const STATION_CARD_PAGE_SIZE = 6;

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <Text fontSize="sm" color="gray.700">
      <Text as="span" color="fg.muted">
        {label}：
      </Text>
      {value || '暂无'}
    </Text>
  );
}

/** A site distribution card (section 2): name, convener, staff, address; it enters the substation. */
export function StationCard({ station }: { station: StationCardData }) {
  return (
    <LinkBox as="article" bg="white" rounded="md" borderWidth="1px" borderColor="border" overflow="hidden" _hover={{ shadow: 'md', borderColor: 'brand.200' }} transition="all 0.2s">
      {station.stationPicture && <Image src={station.stationPicture} alt="" w="full" h="32" objectFit="cover" bg="brand.50" />}
      <Stack gap="1.5" p="4">
        <Heading as="h3" fontSize="md" color="brand.fg">
          <LinkOverlay asChild>
            <RouterLink
              to={substationHomePath(station.stationId)}
              onClick={() => setStationInState({ stationId: station.stationId, stationName: station.contactName })}
            >
              {station.contactName}
            </RouterLink>
          </LinkOverlay>
        </Heading>
        <Field label="召集人" value={station.conveyor} />
        <Field label="工作人员" value={station.workName} />
        <Field label="地址" value={station.address} />
      </Stack>
    </LinkBox>
  );
}

/** The distribution of contact stations, filtered by the area switcher, with the portal pager. */
export function StationDistribution() {
  const areas = useAreaSwitcher();
  const [page, setPage] = useState(1);
  const query = useStationsQuery(
    areas.ready ? { areaId: areas.failed ? null : (areas.query?.areaId ?? null), pageNum: page, pageSize: STATION_CARD_PAGE_SIZE } : skipToken,
  );
  return (
    <Box as="section" aria-labelledby="station-distribution">
      <SectionTitle id="station-distribution" title="联络站分布" subheading={<AreaSwitcher model={areas} onChange={() => setPage(1)} />} />
      <QueryView query={{ ...query, data: query.currentData, isLoading: query.isLoading || !areas.ready }} isEmpty={hasNoItems}>
        {(data) => (
          <>
            <SimpleGrid columns={columnsFor({ base: 1, sm: 2, lg: 3 })} gap="4" aria-busy={query.isFetching}>
              {data.list.map((station) => (
                <StationCard key={station.stationId} station={station} />
              ))}
            </SimpleGrid>
            <PortalPager total={data.total} page={page} pageSize={STATION_CARD_PAGE_SIZE} onPageChange={setPage} label="联络站分页" />
          </>
        )}
      </QueryView>
    </Box>
  );
}
