import { Heading, Stack, VisuallyHidden } from '@chakra-ui/react';
import { CENTRAL_STATION_NAME } from './components/portal-header';
import { HomeColumns, HomeTop } from './components/portal-home';
import { PortalTitle } from './components/portal-page';
import { StationDistribution } from './components/station-distribution';
import { MessageButtons } from './message/message-buttons';
import { RepresentativeStrip } from './representatives/representative-strip';

/** centralStationIndex: the central station's home (section 2). */
export function CentralStationIndexScreen() {
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PortalTitle title="中心站首页" />
      <VisuallyHidden asChild>
        <Heading as="h1">{CENTRAL_STATION_NAME}</Heading>
      </VisuallyHidden>
      <HomeTop site="central" stationId={null} />
      <MessageButtons stationId={null} />
      <HomeColumns site="central" stationId={null} />
      <StationDistribution />
      <RepresentativeStrip stationId={null} />
    </Stack>
  );
}
