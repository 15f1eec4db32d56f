import { Box, Button, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DELEGATE_GRADE_LABEL, DEPUTY_MSG } from '@shared/deputies';
import { BackButton } from '@web/components/back-button';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { useCurrentUserQuery } from '@web/features/auth';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { errorMessage } from '@web/lib/http-error';
import { ApplicationPanel, DeputyHistory, DeputyRecordSections, DeputyStatusBadge, Portrait } from './components/deputy-record-view';
import { DeputyEventButtons } from './components/deputy-events';
import { useDeleteDeputyRecordMutation, useDeputyRecordQuery, type DeputyRecordDetail } from './deputy-records.api';
import { isOfficeRole } from './deputy-records.model';
import { DEPUTY_RECORD_PATHS } from './paths';

const SECTIONS = ['基本信息', '联系方式', '学历与工作', '代表信息', '档案信息', '家庭成员', '专门委员会', '附件/选举报告'] as const;

function useRecordOfAddress() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const query = useDeputyRecordQuery(valid ? id : 0, { skip: !valid });
  return { id, valid, query };
}

/** The head of a record: photo, name, status, delegation and level, the actions it offers. */
function RecordHead({ record }: { record: DeputyRecordDetail }) {
  const { data: user } = useCurrentUserQuery();
  const navigate = useNavigate();
  const office = isOfficeRole(user?.loginRoleCode);
  const [deleting, setDeleting] = useState(false);
  const [remove, removal] = useDeleteDeputyRecordMutation();
  const confirmDelete = async () => {
    try {
      const answer = await remove(record.delegateId).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
      setDeleting(false);
      void navigate(DEPUTY_RECORD_PATHS.table, { replace: true });
    } catch (error) {
      setDeleting(false);
      toaster.create({ type: 'error', title: errorMessage(error, '删除失败') });
    }
  };
  return (
    <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
      <HStack gap="4" align="flex-start">
        <Portrait src={record.headPortrait} name={record.delegateName} width="72px" />
        <Stack gap="2" minW="0" flex="1">
          <HStack gap="2" wrap="wrap">
            <Heading as="h2" fontSize="xl">
              {record.delegateName}
            </Heading>
            <DeputyStatusBadge status={record.auditStatus} label={record.auditStatusLabel} />
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {[record.delegationName, DELEGATE_GRADE_LABEL[record.delegateGrade], record.presentOccupation].filter(Boolean).join(' · ')}
          </Text>
          <HStack gap="2" wrap="wrap">
            <DeputyEventButtons record={record} />
            {office && (
              <>
                <Button size="sm" variant="outline" onClick={() => void navigate(`${DEPUTY_RECORD_PATHS.edit}?id=${record.delegateId}`)}>
                  编辑
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setDeleting(true)}>
                  删除
                </Button>
              </>
            )}
          </HStack>
        </Stack>
      </HStack>
      <ConfirmDialog
        open={deleting}
        message={`确定删除“${record.delegateName}”的代表信息吗？删除后不可恢复；有议案、建议或群众留言的代表不能删除，请提出出缺申请。`}
        confirmText="删除"
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(false)}
      />
    </Box>
  );
}

function RecordPage({ tabs }: { tabs: boolean }) {
  const menus = useOptionalMenus();
  const { valid, query } = useRecordOfAddress();
  const record = query.data;
  let body;
  if (!valid) body = <ErrorState title={DEPUTY_MSG.fetchFailed} />;
  else if (query.isLoading) body = <LoadingState />;
  else if (query.isError || !record) body = <ErrorState title={DEPUTY_MSG.fetchFailed} error={query.error} onRetry={() => void query.refetch()} />;
  else if (tabs)
    body = (
      <Stack gap="4">
        <RecordHead record={record} />
        <ApplicationPanel record={record} />
        <Tabs.Root defaultValue="record" variant="line" colorPalette="brand" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="record">代表信息</Tabs.Trigger>
            <Tabs.Trigger value="family">家庭成员与委员会</Tabs.Trigger>
            <Tabs.Trigger value="files">附件</Tabs.Trigger>
            <Tabs.Trigger value="history">变更记录</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="record">
            <Stack gap="4">
              <DeputyRecordSections record={record} only={SECTIONS.slice(0, 5)} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="family">
            <Stack gap="4">
              <DeputyRecordSections record={record} only={['家庭成员', '专门委员会']} />
            </Stack>
          </Tabs.Content>
          <Tabs.Content value="files">
            <DeputyRecordSections record={record} only={['附件/选举报告']} />
          </Tabs.Content>
          <Tabs.Content value="history">
            <DeputyHistory history={record.history} />
          </Tabs.Content>
        </Tabs.Root>
      </Stack>
    );
  else
    body = (
      <Stack gap="4">
        <RecordHead record={record} />
        <ApplicationPanel record={record} />
        <DeputyRecordSections record={record} />
        <DeputyHistory history={record.history} />
      </Stack>
    );
  return (
    <Box>
      <PageHeader title="代表信息详情" trail={menus?.trail ?? []} actions={<BackButton fallback={DEPUTY_RECORD_PATHS.table} />} />
      {body}
    </Box>
  );
}

/** npcMsgTableShow?id=: the record read only, its waiting application, actions and history. */
export function DeputyShowScreen() {
  return <RecordPage tabs={false} />;
}

/** newTab?id=: the same record in tabs. */
export function DeputyTabsScreen() {
  return <RecordPage tabs />;
}

