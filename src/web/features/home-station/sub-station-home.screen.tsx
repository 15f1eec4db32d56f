import { Box, Heading, SimpleGrid, Stack, VisuallyHidden } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { BriefIntroduction } from './components/brief-introduction';
import { QueryView } from './components/list-states';
import { HomeColumns, HomeTop } from './components/portal-home';
import { PortalTitle } from './components/portal-page';
import { SectionTitle } from './components/section-title';
import { useStationQuery } from './home-station.api';
import { columnsFor } from './portal-hooks';
import { PORTAL_PATHS } from './portal-paths.logic';
import { useHomeStation } from './station-state';
import { MessageButtons } from './message/message-buttons';
import { RepresentativeStrip } from './representatives/representative-strip';

/** homePageSubStation: the substation's home (section 2); the layout makes sure a station is in state. */
export function SubStationHomeScreen() {
  const [station] = useHomeStation();
  const overview = useStationQuery(station?.stationId ?? skipToken);
  if (!station) return null;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PortalTitle title={station.stationName} />
      <VisuallyHidden asChild>
        <Heading as="h1">{station.stationName}</Heading>
      </VisuallyHidden>
      <HomeTop site="substation" stationId={station.stationId} />
      <SimpleGrid columns={columnsFor({ base: 1, lg: 2 })} gap="5" alignItems="start">
        <Box as="section" aria-labelledby="station-brief">
          <SectionTitle id="station-brief" title="站点概况" />
          <QueryView query={overview}>
            {(data) => <BriefIntroduction thumbnail={data.stationPicture} title={data.stationName} text={data.introduce} to={PORTAL_PATHS.overview} />}
          </QueryView>
        </Box>
        <Box as="section" aria-labelledby="station-message">
          <SectionTitle id="station-message" title="联系代表" />
          <MessageButtons stationId={station.stationId} />
        </Box>
      </SimpleGrid>
      <HomeColumns site="substation" stationId={station.stationId} />
      <RepresentativeStrip stationId={station.stationId} />
    </Stack>
  );
}
