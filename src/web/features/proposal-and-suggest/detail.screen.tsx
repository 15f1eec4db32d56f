import { Box, Button, Heading, Stack, Wrap } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { EmptyState } from '@web/components/empty-state';
import { PageHeader } from '@web/features/menus';
import { EventActions, RecordDetailView, useRecordQuery, type RecordDetail, type RecordType } from '@web/features/workflow';
import { BackButton } from '@web/components/back-button';
import { TYPE_NAME, detailPath, draftsPath, editPath, parseId, viewAllInfoPath, type Area } from './paths';
import { screensOf } from './screens-of';
import { ReturnedNotice } from './returned-notice';

/** 我的议案建议 opens on the record's own tab. */
const CLIENT_LIST_PATH: Readonly<Record<RecordType, string>> = {
  proposal: '/client/proposalAndSuggest/proposal/myProposalSuggest',
  suggest: '/client/proposalAndSuggest/proposal/myProposalSuggest?tab=suggest',
};

function listPath(area: Area, type: RecordType): string {
  return area === 'mobile' ? draftsPath(area, type) : CLIENT_LIST_PATH[type];
}

/** The deputy's own buttons: edit a draft, resubmit a returned record, then the other events. */
function DeputyActions({ type, area, record }: { type: RecordType; area: Area; record: RecordDetail }) {
  const navigate = useNavigate();
  const editable = record.allowedEvents.includes('SAVE');
  const resubmittable = record.allowedEvents.includes('RESUBMIT');
  return (
    <Wrap gap="2" align="center">
      {editable && (
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={editPath(area, type, record.id)}>编辑</RouterLink>
        </Button>
      )}
      {resubmittable && (
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={editPath(area, type, record.id)}>修改后重新提交</RouterLink>
        </Button>
      )}
      <EventActions type={type} record={record} onDone={(after) => (after ? undefined : void navigate(listPath(area, type), { replace: true }))} />
    </Wrap>
  );
}

/** One record with the deputy's actions; `id` and `type` name it. */
export function RecordPanel({ type, area, id }: { type: RecordType; area: Area; id: number }) {
  const { data } = useRecordQuery({ type, id });
  return (
    <Box>
      {data && <ReturnedNotice type={type} record={data} />}
      <RecordDetailView
        type={type}
        id={id}
        actions={data ? <DeputyActions type={type} area={area} record={data} /> : undefined}
        linkedPath={(linkedType, linkedId) => detailPath(area, linkedType, linkedId)}
      />
    </Box>
  );
}

/**
 * proposalExamineInfo / suggestExmineInfo (?id=) and the mobile detailsProposal / detailsSuggest:
 * the record, its history, and what the deputy may do with it now.
 */
export function DetailScreen({ type, area }: { type: RecordType; area: Area }) {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const title = `${TYPE_NAME[type]}详情`;
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <Wrap gap="2">
            {type === 'suggest' && area === 'client' && id !== null && (
              <Button asChild size="sm" variant="ghost" colorPalette="brand">
                <RouterLink to={viewAllInfoPath(id)}>查看完整信息</RouterLink>
              </Button>
            )}
            <BackButton fallback={listPath(area, type)} />
          </Wrap>
        }
      />
      {id === null ? <EmptyState text={`未找到该${TYPE_NAME[type]}`} /> : <RecordPanel type={type} area={area} id={id} />}
    </Box>
  );
}

/** viewAllInfo (?id=): a suggestion's full information with the proposal it came from. */
export function ViewAllInfoScreen() {
  const [searchParams] = useSearchParams();
  const id = parseId(searchParams.get('id'));
  const { data } = useRecordQuery({ type: 'suggest', id: id ?? 0 }, { skip: id === null });
  // Only a proposal turns into a suggestion: a suggestion's linked record is the proposal it came from.
  const linkedProposal = data?.linked ?? null;
  return (
    <Box>
      <PageHeader title="建议完整信息" actions={<BackButton fallback={listPath('client', 'suggest')} />} />
      {id === null ? (
        <EmptyState text="未找到该建议" />
      ) : (
        <Stack gap="6">
          <RecordPanel type="suggest" area="client" id={id} />
          {linkedProposal && (
            <Box as="section" aria-labelledby="linked-proposal-heading">
              <Heading id="linked-proposal-heading" as="h2" fontSize="lg" mb="3">
                原议案：{[linkedProposal.number, linkedProposal.title].filter(Boolean).join(' ')}
              </Heading>
              <RecordDetailView type="proposal" id={linkedProposal.id} linkedPath={(linkedType, linkedId) => detailPath('client', linkedType, linkedId)} />
            </Box>
          )}
        </Stack>
      )}
    </Box>
  );
}

export const [ProposalDetailScreen, SuggestDetailScreen, MobileProposalDetailScreen, MobileSuggestDetailScreen] = screensOf(DetailScreen);
