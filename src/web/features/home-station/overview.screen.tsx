import { Badge, Box, DataList, Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { QueryView } from './components/list-states';
import { PortalPage } from './components/portal-page';
import { useStationQuery } from './home-station.api';
import { onMobile } from './portal-hooks';
import { useHomeStation } from './station-state';

const OVERVIEW_TITLE = '站点概况';

/** overviewHomeStation: the station's picture, introduction, convener, staff, phone and address. */
export function OverviewHomeStationScreen() {
  const [station] = useHomeStation();
  const query = useStationQuery(station?.stationId ?? skipToken);
  return (
    <PortalPage site="substation" title={OVERVIEW_TITLE}>
      <QueryView query={query}>
        {(data) => (
          <Flex direction={onMobile ? 'column' : { base: 'column', md: 'row' }} gap="6" bg="white" rounded="md" borderWidth="1px" borderColor="border" p={{ base: '4', md: '6' }}>
            {data.stationPicture && (
              <Image src={data.stationPicture} alt={`${data.stationName}外景`} w={onMobile ? 'full' : { base: 'full', md: '42%' }} maxH="320px" objectFit="cover" rounded="md" bg="brand.50" flexShrink={0} />
            )}
            <Stack gap="4" minW="0" flex="1">
              <Flex gap="2" align="center" wrap="wrap">
                <Heading as="h2" fontSize="xl" color="brand.fg">
                  {data.stationName}
                </Heading>
                {data.isDemonstration && (
                  <Badge colorPalette="gold" variant="solid">
                    示范站
                  </Badge>
                )}
              </Flex>
              <DataList.Root orientation="horizontal" size="md" gap="2">
                {[
                  ['召集人', data.conveneUser],
                  ['工作人员', data.contactUser],
                  ['联系电话', data.contactPhone],
                  ['地址', data.address],
                  ['进站代表', `${data.delegateCount} 名`],
                ].map(([label, value]) => (
                  <DataList.Item key={label}>
                    <DataList.ItemLabel minW="5em" color="fg.muted">
                      {label}
                    </DataList.ItemLabel>
                    <DataList.ItemValue color="gray.900">{value || '暂无'}</DataList.ItemValue>
                  </DataList.Item>
                ))}
              </DataList.Root>
            </Stack>
          </Flex>
        )}
      </QueryView>
      {query.data && (
        <Box as="section" aria-labelledby="station-introduce" bg="white" rounded="md" borderWidth="1px" borderColor="border" p={{ base: '4', md: '6' }} mt="5">
          <Heading as="h2" id="station-introduce" fontSize="lg" color="brand.fg" mb="3">
            站点简介
          </Heading>
          {(query.data.introduce ?? '暂无简介').split(/\n+/).map((paragraph, i) => (
            <Text key={i} lineHeight="1.9" textIndent="2em" mb="3" color="gray.800">
              {paragraph}
            </Text>
          ))}
        </Box>
      )}
    </PortalPage>
  );
}
