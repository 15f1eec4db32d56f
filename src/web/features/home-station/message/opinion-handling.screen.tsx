import { Badge, Box, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { stationHandlingStatuses } from '@machines/station-handling/index';
import { SectionTitle } from '../components/section-title';
import { PORTAL_PATHS } from '../portal-paths.logic';
import { RepresentativeList } from '../representatives/representative-list';
import { useHomeStation } from '../station-state';
import { MessageButtons } from './message-buttons';
import { useMessageDialogs } from './use-message-dialogs';

const STATION_PAGE_SIZE = 8;

/** How a message moves, in the words of the handling statuses (machines/station-handling). */
const HANDLING_STEPS = [
  { status: 0, text: '留言提交后送达您选择的代表及其所在联络站，代表阅读后提出处理意见或直接答复。' },
  { status: 100, text: '需要联络站协调的，由代表提出建议后交联络站，等待交办。' },
  { status: 200, text: '联络站将留言交有关部门或单位办理，并跟踪办理进度。' },
  { status: 300, text: '代表或联络站答复办理结果，您可凭留言编号和手机号码（或姓名）查询。' },
] as const;

function HandlingSteps() {
  return (
    <List.Root as="ol" gap="3" listStyleType="none" ps="0">
      {HANDLING_STEPS.map(({ status, text }, index) => (
        <List.Item key={status} display="flex" gap="3" alignItems="flex-start">
          <Box flexShrink={0} w="7" h="7" rounded="full" bg="brand.600" color="white" fontWeight="bold" display="grid" placeItems="center" fontSize="sm" aria-hidden="true">
            {index + 1}
          </Box>
          <Stack gap="1">
            <Badge alignSelf="flex-start" colorPalette={status === 300 ? 'green' : 'brand'} variant="subtle">
              {stationHandlingStatuses[status].label}
            </Badge>
            <Text fontSize="sm" color="fg">
              {text}
            </Text>
          </Stack>
        </List.Item>
      ))}
    </List.Root>
  );
}

function StationRepresentatives({ stationId }: { stationId: number }) {
  const [pageNum, setPageNum] = useState(1);
  const { leaveMessage, dialogs } = useMessageDialogs(stationId);
  return (
    <>
      <RepresentativeList
        query={{ fkStationId: stationId, pageNum, pageSize: STATION_PAGE_SIZE }}
        onPageChange={setPageNum}
        onLeaveMessage={leaveMessage}
        compact
        columns={{ base: 1, sm: 2, lg: 4 }}
        emptyText="本联络站暂无进站代表"
      />
      {dialogs}
    </>
  );
}

/**
 * 意见处理, a substation page (portal document, section 2): how messages are handled, the two
 * big buttons and the station's representatives. Without a station in state: the central index.
 */
export function OpinionHandlingScreen() {
  const [station] = useHomeStation();
  const titleId = useId();
  const representativesId = useId();
  if (!station) return <Navigate to={PORTAL_PATHS.centralIndex} replace />;
  return (
    <Stack gap="8">
      <Box as="section" aria-labelledby={titleId}>
        <SectionTitle as="h1" id={titleId} title="意见处理" subheading={`欢迎通过${station.stationName}向人大代表反映您的意见和建议`} />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
          <HandlingSteps />
          <Stack gap="4">
            <MessageButtons stationId={station.stationId} />
            <Text fontSize="sm" color="fg.muted">
              留言须知：填写手机号码的须通过短信验证；请妥善保存留言编号，凭编号和手机号码（未填手机号码的凭姓名）查询办理反馈。
            </Text>
          </Stack>
        </SimpleGrid>
      </Box>
      <Box as="section" aria-labelledby={representativesId}>
        <SectionTitle id={representativesId} title="本站代表" subheading="选择一位代表，直接向其留言" />
        <StationRepresentatives stationId={station.stationId} />
      </Box>
    </Stack>
  );
}
