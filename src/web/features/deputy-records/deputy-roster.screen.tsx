import { Badge, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { DELEGATE_GRADE_LABEL } from '@shared/deputies';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { ListStates } from '@web/components/list-states';
import { EmptyState } from '@web/components/empty-state';
import { PageFooter } from '@web/components/page-footer';
import { useCurrentUserQuery } from '@web/features/auth';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { ExportButton } from '@web/features/workflow';
import { TemplateButton } from '@web/components/excel-import-dialog';
import { DeputyFilterForm } from './components/deputy-filters';
import { DeputyImportDialog, downloadDeputyTemplate } from './components/deputy-import-dialog';
import { DeputyStatusBadge, Portrait } from './components/deputy-record-view';
import { useDeputyRecordsQuery, type DeputyRecord } from './deputy-records.api';
import { applicationOf, filtersOfSearch, isOfficeRole, queryOfFilters, type DeputyFilters } from './deputy-records.model';
import { DEPUTY_RECORD_PATHS } from './paths';

const showPath = (row: DeputyRecord) => `${DEPUTY_RECORD_PATHS.show}?id=${row.delegateId}`;

/** The filters applied and the page: a new filter goes back to page 1. */
function useRoster(pageSize: number) {
  const [search] = useSearchParams();
  const [initial] = useState(() => filtersOfSearch(search));
  const [filters, setFilters] = useState<DeputyFilters>(initial);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize });
  const query = useDeputyRecordsQuery({ ...queryOfFilters(filters), ...paging });
  return {
    initial,
    filters,
    query,
    apply: (next: DeputyFilters) => {
      setFilters(next);
      setPaging((prev) => ({ ...prev, pageNum: 1 }));
    },
    paging: {
      ...paging,
      onPage: (pageNum: number) => setPaging((prev) => ({ ...prev, pageNum })),
      onPageSize: (size: number) => setPaging({ pageNum: 1, pageSize: size }),
    },
  };
}

const columns: readonly ListColumn<DeputyRecord>[] = [
  { key: 'name', label: '姓名', cell: (r) => <Link to={showPath(r)}>{r.delegateName}</Link> },
  { key: 'sex', label: '性别', cell: (r) => r.sex },
  { key: 'birth', label: '出生年月', cell: (r) => r.birth ?? '—' },
  { key: 'nationality', label: '民族', cell: (r) => r.nationality ?? '—' },
  { key: 'political', label: '政治面貌', cell: (r) => r.political ?? '—' },
  { key: 'grade', label: '代表层级', cell: (r) => DELEGATE_GRADE_LABEL[r.delegateGrade] },
  { key: 'delegation', label: '所属代表团', cell: (r) => r.delegationName ?? '—' },
  { key: 'occupation', label: '工作单位及职务', cell: (r) => r.presentOccupation ?? '—', wide: true },
  { key: 'phone', label: '手机号码', cell: (r) => r.phone ?? '—' },
  {
    key: 'status',
    label: '审核状态',
    cell: (r) => (
      <HStack gap="1">
        <DeputyStatusBadge status={r.auditStatus} label={r.auditStatusLabel} />
        {r.pendingApplyType === 4 && <Badge colorPalette="orange">信息变更待审</Badge>}
      </HStack>
    ),
  },
];

/** 下载模板 and 导入: the liaison office's (the server refuses anyone else). */
function ImportButtons() {
  const { data: user } = useCurrentUserQuery();
  const [importing, setImporting] = useState(false);
  if (!isOfficeRole(user?.loginRoleCode)) return null;
  return (
    <>
      <TemplateButton download={downloadDeputyTemplate} label="下载模板" />
      <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
        导入
      </Button>
      {importing && <DeputyImportDialog onClose={() => setImporting(false)} />}
    </>
  );
}

function RosterTable({ title, label, fixedDelegation }: { title: string; label: string; fixedDelegation: boolean }) {
  const menus = useOptionalMenus();
  const navigate = useNavigate();
  const roster = useRoster(10);
  return (
    <ListPage
      header={
        <PageHeader
          title={title}
          trail={menus?.trail ?? []}
          actions={
            <HStack gap="2">
              <ExportButton path="/npcDelegate/export" params={queryOfFilters(roster.filters)} fallbackName="代表信息.xlsx" label="导出Excel" />
              {!fixedDelegation && <ImportButtons />}
              <Button size="sm" colorPalette="brand" onClick={() => void navigate(DEPUTY_RECORD_PATHS.add)}>
                新增代表
              </Button>
            </HStack>
          }
        />
      }
    >
      <DeputyFilterForm initial={roster.initial} onApply={roster.apply} fixedDelegation={fixedDelegation} />
      <ListResults
        label={label}
        query={roster.query}
        rowKey={(r) => r.delegateId}
        columns={columns}
        striped
        rowHref={showPath}
        card={(r) => (
          <>
            <HStack justify="space-between" mb="1">
              <Text fontWeight="medium">{r.delegateName}</Text>
              <DeputyStatusBadge status={r.auditStatus} label={r.auditStatusLabel} />
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {[r.delegationName, DELEGATE_GRADE_LABEL[r.delegateGrade], r.presentOccupation].filter(Boolean).join(' · ')}
            </Text>
          </>
        )}
        emptyText="暂无符合条件的代表"
        paging={roster.paging}
      />
    </ListPage>
  );
}

/** 代表信息 (npcMsgTable): the roster table of the office, filters, export and 新增代表. */
export function DeputyTableScreen() {
  return <RosterTable title="代表信息" label="代表信息" fixedDelegation={false} />;
}

/** 本团代表 (delegationAdmin): the delegation's own deputies; the server limits the list to them. */
export function DelegationDeputiesScreen() {
  const { data: user } = useCurrentUserQuery();
  return <RosterTable title={user?.delegationName ? `本团代表 · ${user.delegationName}` : '本团代表'} label="本团代表" fixedDelegation />;
}

/** 代表信息库 (baseMsgManager): the same roster as cards with photos. */
export function DeputyCardsScreen() {
  const menus = useOptionalMenus();
  const roster = useRoster(20);
  const total = roster.query.data?.total ?? 0;
  return (
    <ListPage header={<PageHeader title="代表信息库" trail={menus?.trail ?? []} />}>
      <DeputyFilterForm initial={roster.initial} onApply={roster.apply} />
      {roster.query.data && (
        <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
          共 {total} 条
        </Text>
      )}
      <ListStates query={roster.query} empty={<EmptyState text="暂无符合条件的代表" />}>
        {(list) => (
          <SimpleGrid as="ul" aria-label="代表信息库" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="3">
            {list.map((row) => (
              <Box as="li" key={row.delegateId} borderWidth="1px" rounded="md" p="3" bg="white" _hover={{ borderColor: 'brand.400' }}>
                <Link to={showPath(row)} aria-label={`${row.delegateName}的代表信息`}>
                  <HStack align="flex-start" gap="3">
                    <Portrait src={row.headPortrait} name={row.delegateName} width="72px" />
                    <Stack gap="1" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{row.delegateName}</Text>
                        {row.auditStatus !== 1 && <DeputyStatusBadge status={row.auditStatus} label={row.auditStatusLabel} />}
                        {applicationOf(row)?.type === 4 && <Badge colorPalette="orange">信息变更待审</Badge>}
                      </HStack>
                      <Text fontSize="xs" color="fg.muted">
                        {row.sex} · {row.nationality ?? '—'} · {DELEGATE_GRADE_LABEL[row.delegateGrade]}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {row.delegationName}
                      </Text>
                      <Text fontSize="xs" lineClamp={2}>
                        {row.presentOccupation}
                      </Text>
                    </Stack>
                  </HStack>
                </Link>
              </Box>
            ))}
          </SimpleGrid>
        )}
      </ListStates>
      {total > 0 && <PageFooter total={total} {...roster.paging} />}
    </ListPage>
  );
}
