import { Badge, Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { DeputyHistoryEntry } from '@shared/contracts/deputies';
import { DELEGATE_GRADE_LABEL, DEPUTY_MSG } from '@shared/deputies';
import { BackButton } from '@web/components/back-button';
import { DetailField, DetailSection } from '@web/components/detail-section';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PageTitle } from '@web/components/page-title';
import { dateTimeLabel } from '@web/lib/china-time';
import { ApplicationPanel, ChangeLines, DeputyRecordSections, DeputyStatusBadge, Portrait, eventTitle } from './components/deputy-record-view';
import { InfoApplicationDialog } from './components/info-application';
import { useDeputyRecordQuery, type DeputyRecordDetail } from './deputy-records.api';
import { applicationOutcomes, type ApplicationOutcome } from './deputy-records.model';

type Area = 'client' | 'mobile';
const detailsPath = (area: Area, historyId: number) => `/${area}/organization/msgDetails?historyId=${historyId}`;
const ownPath = (area: Area) => `/${area}/organization/informationNewPage`;

function useOwnRecord() {
  return useDeputyRecordQuery(undefined);
}

function OutcomeBadge({ outcome }: { outcome: ApplicationOutcome }) {
  if (outcome.decision === null) return <Badge colorPalette="orange">待审核</Badge>;
  return outcome.decision.eventType === 'APPROVE' ? <Badge colorPalette="green">已通过</Badge> : <Badge colorPalette="red">未通过</Badge>;
}

function Applications({ record, area }: { record: DeputyRecordDetail; area: Area }) {
  const outcomes = applicationOutcomes(record.history);
  return (
    <DetailSection title="我的申请">
      {outcomes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          暂无申请记录
        </Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="我的申请">
          {outcomes.map((outcome) => (
            <Box as="li" key={outcome.application.historyId} borderWidth="1px" rounded="md" p="3">
              <Link to={detailsPath(area, outcome.application.historyId)}>
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="medium">{eventTitle(outcome.application.eventType)}</Text>
                  <OutcomeBadge outcome={outcome} />
                </HStack>
                <Text fontSize="xs" color="fg.muted">
                  {dateTimeLabel(outcome.application.createTime)}
                </Text>
              </Link>
            </Box>
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}

function OwnRecord({ area }: { area: Area }) {
  const query = useOwnRecord();
  const [applying, setApplying] = useState(false);
  const record = query.data;
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !record) return <ErrorState title={DEPUTY_MSG.fetchFailed} error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="4">
      <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
        <HStack gap="4" align="flex-start">
          <Portrait src={record.headPortrait} name={record.delegateName} width="72px" />
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Heading as="h2" fontSize="lg">
                {record.delegateName}
              </Heading>
              <DeputyStatusBadge status={record.auditStatus} label={record.auditStatusLabel} />
            </HStack>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {record.delegationName} · {DELEGATE_GRADE_LABEL[record.delegateGrade]}
            </Text>
            {record.allowedEvents.includes('APPLY_INFO') && (
              <Button size="sm" colorPalette="brand" alignSelf="flex-start" mt="1" onClick={() => setApplying(true)}>
                申请修改基本信息
              </Button>
            )}
          </Stack>
        </HStack>
      </Box>
      <ApplicationPanel record={record} />
      <DeputyRecordSections record={record} only={['基本信息', '联系方式', '学历与工作', '代表信息']} />
      <Applications record={record} area={area} />
      {applying && <InfoApplicationDialog record={record} onClose={() => setApplying(false)} onDone={() => setApplying(false)} />}
    </Stack>
  );
}

function Heading1({ title, back }: { title: string; back?: string }) {
  return (
    <HStack justify="space-between" mb="4" gap="2">
      <PageTitle title={title} />
      <Heading as="h1" fontSize="xl">
        {title}
      </Heading>
      {back && <BackButton fallback={back} />}
    </HStack>
  );
}

/** 我的代表信息 (informationNewPage): the deputy's own record, 申请修改基本信息 and their applications. */
function OwnRecordPage({ area }: { area: Area }) {
  return (
    <Box maxW="1100px" mx="auto" w="full" minW="0">
      <Heading1 title="我的代表信息" />
      <OwnRecord area={area} />
    </Box>
  );
}

/** msgDetails?historyId=: one of the deputy's applications (the latest without one), what it asked for and its outcome. */
function ApplicationPage({ area }: { area: Area }) {
  const query = useOwnRecord();
  const [search] = useSearchParams();
  const wanted = Number(search.get('historyId'));
  const record = query.data;
  let body;
  if (query.isLoading) body = <LoadingState />;
  else if (query.isError || !record) body = <ErrorState title={DEPUTY_MSG.fetchFailed} error={query.error} onRetry={() => void query.refetch()} />;
  else {
    const outcomes = applicationOutcomes(record.history);
    const outcome = outcomes.find((o) => o.application.historyId === wanted) ?? outcomes[0];
    body = outcome ? <ApplicationDetail outcome={outcome} /> : <Text color="fg.muted">暂无申请记录</Text>;
  }
  return (
    <Box maxW="900px" mx="auto" w="full" minW="0">
      <Heading1 title="申请详情" back={ownPath(area)} />
      {body}
    </Box>
  );
}

function ApplicationDetail({ outcome }: { outcome: ApplicationOutcome }) {
  const { application, decision } = outcome;
  return (
    <Stack gap="4">
      <DetailSection title={eventTitle(application.eventType)} actions={<OutcomeBadge outcome={outcome} />}>
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
          <DetailField label="申请时间">{dateTimeLabel(application.createTime)}</DetailField>
          <DetailField label="申请人">{application.actorName}</DetailField>
          <Box gridColumn={{ sm: 'span 2' }}>
            <DetailField label="申请理由">{application.opinion}</DetailField>
          </Box>
        </Grid>
        <ChangeLines changes={application.changes} />
      </DetailSection>
      <DetailSection title="审核结果">
        {decision ? <Decision entry={decision} /> : <Text color="fg.muted">等待代表联络工作部门审核</Text>}
      </DetailSection>
    </Stack>
  );
}

function Decision({ entry }: { entry: DeputyHistoryEntry }) {
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)' }} gap="3">
      <DetailField label="结果">{eventTitle(entry.eventType)}</DetailField>
      <DetailField label="审核时间">{dateTimeLabel(entry.createTime)}</DetailField>
      <Box gridColumn={{ sm: 'span 2' }}>
        <DetailField label="审核意见">{entry.opinion}</DetailField>
      </Box>
      <Box gridColumn={{ sm: 'span 2' }}>
        <ChangeLines changes={entry.changes} />
      </Box>
    </Grid>
  );
}

export const ClientOwnRecordScreen = () => <OwnRecordPage area="client" />;
export const MobileOwnRecordScreen = () => <OwnRecordPage area="mobile" />;
export const ClientApplicationScreen = () => <ApplicationPage area="client" />;
export const MobileApplicationScreen = () => <ApplicationPage area="mobile" />;
