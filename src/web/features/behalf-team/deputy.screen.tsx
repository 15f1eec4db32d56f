import { Badge, Box, Button, Grid, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { MyGroup, ReportDetail, ReportSummary } from '@shared/contracts/groups';
import { ELECTORAL_MSG, GROUP_MSG, REPORT_STATUS_LABEL } from '@shared/groups';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DetailField, DetailSection } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { Select } from '@web/components/form-fields';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { dateLabel } from '@web/lib/china-time';
import { errorMessage } from '@web/lib/http-error';
import { useDeleteReportMutation, useLazyReportQuery, useMyElectoralUnitQuery, useMyGroupQuery, useMyReportsQuery } from './behalf-team.api';
import { meetingLabel, ReportDialog, ReportReadDialog, StatusBadge } from './report-parts';

type Area = 'client' | 'mobile';

function Loaded<T>({ query, children }: { query: { data?: T; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

function Frame({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const menus = useOptionalMenus();
  return (
    <Box>
      <PageHeader title={title} trail={menus?.trail ?? []} actions={actions} />
      {children}
    </Box>
  );
}

function ReportList({ reports, onOpen }: { reports: ReportSummary[]; onOpen: (id: number) => void }) {
  if (reports.length === 0) return <EmptyState text="本小组暂无述职报告" />;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {reports.map((r) => (
        <Box as="li" key={r.reportId}>
          <Button variant="plain" color="brand.700" p="0" h="auto" whiteSpace="normal" textAlign="left" onClick={() => onOpen(r.reportId)}>
            {r.title}
          </Button>
          <Text fontSize="xs" color="fg.muted">
            {[r.delegateName, `${r.reportYear}年`, meetingLabel(r), r.statusLabel].join(' · ')}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

function GroupView({ entry, area }: { entry: MyGroup['groups'][number]; area: Area }) {
  const [reading, setReading] = useState<number | null>(null);
  const { group, members, admins, reports } = entry;
  return (
    <Stack gap="4">
      <DetailSection title={group.groupName} level="h2">
        <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="3">
          <DetailField label="小组级别">{group.groupLevelLabel}</DetailField>
          <DetailField label="所属联络站">{group.stationName ?? '--'}</DetailField>
          <DetailField label="联络站地址">{entry.stationAddress ?? '--'}</DetailField>
          <DetailField label="组长">{group.leaderName ?? '--'}</DetailField>
          <DetailField label="成员">{`${group.memberCount} 名`}</DetailField>
          <DetailField label="组管理员">{admins.map((a) => `${a.realName}（${a.username}）`).join('、') || '--'}</DetailField>
        </Grid>
        {group.description && (
          <Text mt="3" color="fg.muted">
            {group.description}
          </Text>
        )}
      </DetailSection>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
        <DetailSection title="小组成员">
          {area === 'mobile' ? (
            <Stack as="ul" gap="2" listStyleType="none" aria-label="小组成员">
              {members.map((m) => (
                <Box as="li" key={m.memberId} borderBottomWidth="1px" pb="2">
                  <HStack justify="space-between">
                    <Text fontWeight="medium">{m.delegateName}</Text>
                    <Badge colorPalette={m.memberRole === 1 ? 'red' : m.memberRole === 2 ? 'orange' : 'gray'}>{m.memberRoleLabel}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {m.presentOccupation ?? '--'}
                  </Text>
                  {m.phone && (
                    <a href={`tel:${m.phone}`} style={{ fontSize: '0.875rem' }}>
                      {m.phone}
                    </a>
                  )}
                </Box>
              ))}
            </Stack>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm" aria-label="小组成员" striped>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>姓名</Table.ColumnHeader>
                    <Table.ColumnHeader>小组职务</Table.ColumnHeader>
                    <Table.ColumnHeader>工作单位及职务</Table.ColumnHeader>
                    <Table.ColumnHeader>联系电话</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {members.map((m) => (
                    <Table.Row key={m.memberId}>
                      <Table.Cell>{m.delegateName}</Table.Cell>
                      <Table.Cell>{m.memberRoleLabel}</Table.Cell>
                      <Table.Cell>{m.presentOccupation ?? '--'}</Table.Cell>
                      <Table.Cell>{m.phone ?? '--'}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </DetailSection>
        <DetailSection title="述职报告">
          <ReportList reports={reports} onOpen={setReading} />
        </DetailSection>
      </Grid>
      {reading !== null && <ReportReadDialog reportId={reading} onClose={() => setReading(null)} />}
    </Stack>
  );
}

/** 代表小组 (client and mobile): the deputy's own group, its members, administrators and reports. */
function BehalfTeam({ area }: { area: Area }) {
  const query = useMyGroupQuery();
  return (
    <Frame title="代表小组">
      <Loaded query={query}>
        {(data) =>
          data.groups.length === 0 ? (
            <Box layerStyle="panel" shadow="xs" py="12">
              <EmptyState text={GROUP_MSG.noGroup} />
            </Box>
          ) : (
            <Stack gap="6">
              {data.groups.map((entry) => (
                <GroupView key={entry.group.groupId} entry={entry} area={area} />
              ))}
            </Stack>
          )
        }
      </Loaded>
    </Frame>
  );
}

const STATUS_OPTIONS = Object.entries(REPORT_STATUS_LABEL).map(([value, label]) => ({ value, label }));

/** 述职报告 (client and mobile): the deputy's reports; write, edit, submit, delete a draft. */
function ReportOnWork({ area }: { area: Area }) {
  const [status, setStatus] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const query = useMyReportsQuery({ ...(status ? { status: Number(status) as 0 } : {}), ...paging });
  const [editing, setEditing] = useState<ReportDetail | 'new' | null>(null);
  const [reading, setReading] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ReportSummary | null>(null);
  const [load] = useLazyReportQuery();
  const [remove, removal] = useDeleteReportMutation();
  const edit = async (r: ReportSummary) => {
    try {
      setEditing(await load(r.reportId).unwrap());
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '加载失败') });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ reportId: deleting.reportId, version: deleting.version }).unwrap();
      toaster.create({ type: 'success', title: '已删除' });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '删除失败') });
    }
    setDeleting(null);
  };
  const actions = (r: ReportSummary) => (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setReading(r.reportId)} aria-label={`查看 ${r.title}`}>
        查看
      </Button>
      {r.allowedActions.includes('EDIT') && (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => void edit(r)} aria-label={`修改 ${r.title}`}>
          修改
        </Button>
      )}
      {r.allowedActions.includes('DELETE') && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(r)} aria-label={`删除 ${r.title}`}>
          删除
        </Button>
      )}
    </HStack>
  );
  const columns: readonly ListColumn<ReportSummary>[] = [
    { key: 'title', label: '报告标题', cell: (r) => r.title, wide: true },
    { key: 'year', label: '述职年度', cell: (r) => `${r.reportYear}年` },
    { key: 'meeting', label: '述职会议', cell: meetingLabel },
    { key: 'status', label: '状态', cell: (r) => <StatusBadge report={r} /> },
    { key: 'opinion', label: '审阅意见', cell: (r) => r.reviewOpinion ?? '--' },
    { key: 'actions', label: '操作', cell: actions },
  ];
  return (
    <ListPage
      header={
        <PageHeader
          title="述职报告"
          trail={useOptionalMenus()?.trail ?? []}
          actions={
            <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
              撰写述职报告
            </Button>
          }
        />
      }
    >
      <Box mb="4" maxW={{ base: 'full', sm: '200px' }}>
        <Select
          size="sm"
          label="状态"
          emptyOption="全部状态"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value);
            setPaging((prev) => ({ ...prev, pageNum: 1 }));
          }}
        />
      </Box>
      <ListResults
        label="我的述职报告"
        query={query}
        rowKey={(r) => r.reportId}
        columns={columns}
        cardsOnly={area === 'mobile'}
        card={(r) => (
          <>
            <HStack justify="space-between" mb="1" align="flex-start">
              <Text fontWeight="medium">{r.title}</Text>
              <StatusBadge report={r} />
            </HStack>
            <Text fontSize="sm" color="fg.muted" mb="1">
              {`${r.reportYear}年 · ${meetingLabel(r)}`}
            </Text>
            {r.reviewOpinion && (
              <Text fontSize="sm" color="orange.700" mb="1">
                审阅意见：{r.reviewOpinion}
              </Text>
            )}
            {actions(r)}
          </>
        )}
        emptyText="暂无述职报告，请点击“撰写述职报告”"
        paging={{ ...paging, onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
      {editing && <ReportDialog report={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {reading !== null && <ReportReadDialog reportId={reading} onClose={() => setReading(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `确定删除草稿“${deleting.title}”吗？删除后不可恢复。` : ''}
        confirmText="删除"
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}

const GRADE_LABEL: Record<number, string> = { 3: '市人大代表', 4: '县（区）人大代表', 5: '乡镇人大代表' };
const count = (n: number) => n.toLocaleString('zh-CN');

/** 选区信息 (client and mobile): the deputy's electoral unit, its voters, the election and the deputies elected there. */
function ElectoralUnit() {
  const query = useMyElectoralUnitQuery();
  return (
    <Frame title="选区信息">
      <Loaded query={query}>
        {({ unit }) =>
          unit === null ? (
            <Box layerStyle="panel" shadow="xs" py="12">
              <EmptyState text={ELECTORAL_MSG.none} />
            </Box>
          ) : (
            <Stack gap="4">
              <DetailSection title={unit.unitName} level="h2">
                <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }} gap="3">
                  <DetailField label="所在区县">{unit.areaName ?? '--'}</DetailField>
                  <DetailField label="选区范围">{unit.coverage || '--'}</DetailField>
                  <DetailField label="选民人数">{`${count(unit.voterCount)} 人`}</DetailField>
                  <DetailField label="常住人口">{`${count(unit.population)} 人`}</DetailField>
                  <DetailField label="选举日期">{unit.electionDate ? dateLabel(unit.electionDate) : '--'}</DetailField>
                  <DetailField label="本人得票">{`${count(unit.votes)} 票${unit.voteShare !== null ? `（占选民 ${unit.voteShare}%）` : ''}`}</DetailField>
                </Grid>
              </DetailSection>
              <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="4">
                <DetailSection title="本选区当选代表">
                  <Stack as="ul" gap="2" listStyleType="none">
                    {unit.deputies.map((d) => (
                      <HStack as="li" key={d.delegateId} justify="space-between" borderBottomWidth="1px" pb="2" align="flex-start">
                        <Box>
                          <Text fontWeight="medium">
                            {d.delegateName}
                            {d.isSelf && (
                              <Badge ml="2" colorPalette="brand">
                                本人
                              </Badge>
                            )}
                          </Text>
                          <Text fontSize="sm" color="fg.muted">
                            {[GRADE_LABEL[d.delegateGrade], d.presentOccupation].filter(Boolean).join(' · ')}
                          </Text>
                        </Box>
                        <Text fontSize="sm" whiteSpace="nowrap">{`${count(d.votes)} 票`}</Text>
                      </HStack>
                    ))}
                  </Stack>
                </DetailSection>
                <DetailSection title="服务本选区的联络站">
                  <Grid as="dl" gap="3">
                    <DetailField label="联络站">{unit.stationName ?? '--'}</DetailField>
                    <DetailField label="地址">{unit.stationAddress ?? '--'}</DetailField>
                    <DetailField label="联系电话">{unit.stationPhone ?? '--'}</DetailField>
                  </Grid>
                </DetailSection>
              </Grid>
            </Stack>
          )
        }
      </Loaded>
    </Frame>
  );
}

export const BehalfTeamScreen = () => <BehalfTeam area="client" />;
export const MobileBehalfTeamScreen = () => <BehalfTeam area="mobile" />;
export const ReportOnWorkScreen = () => <ReportOnWork area="client" />;
export const MobileReportOnWorkScreen = () => <ReportOnWork area="mobile" />;
export const ElectoralUnitScreen = ElectoralUnit;
export const MobileElectoralUnitScreen = ElectoralUnit;
