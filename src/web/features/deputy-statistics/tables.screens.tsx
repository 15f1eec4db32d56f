import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  ARCHIVAL_FIELDS,
  CROSS_COLUMNS,
  DIMENSIONS,
  GRADE_LABEL,
  type ArchivalRow,
  type CrossRow,
  type DeputyRow,
  type Dimension,
  type IncompleteRow,
} from '@shared/contracts/deputy-statistics';
import { BackControl } from '@web/components/back-button';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { ExportButton } from '@web/features/workflow';
import { filterParams, filtersOf, slicePath, STATISTICS_PATH, type StatisticsFilters } from './chart-options';
import { useArchivalQuery, useCrossTableQuery, useIncompleteDeputiesQuery, useSliceDeputiesQuery } from './deputy-statistics.api';
import { NumbersTable, StatisticsFilterBar, useAddressFilters } from './statistics-parts';

const birthLabel = (birth: string | null) => (birth ? `${birth.slice(0, 4)}年${Number(birth.slice(5, 7))}月` : '--');
const gradeLabel = (grade: number) => GRADE_LABEL[grade] ?? '--';

const DEPUTY_COLUMNS: readonly ListColumn<DeputyRow>[] = [
  { key: 'name', label: '姓名', cell: (r) => r.delegateName },
  { key: 'sex', label: '性别', cell: (r) => r.sex },
  { key: 'birth', label: '出生年月', cell: (r) => birthLabel(r.birth) },
  { key: 'nation', label: '民族', cell: (r) => r.nationality ?? '--' },
  { key: 'political', label: '政治面貌', cell: (r) => r.political ?? '--' },
  { key: 'education', label: '学历', cell: (r) => r.educationBackground ?? '--' },
  { key: 'job', label: '工作单位及职务', cell: (r) => r.presentOccupation ?? '--', wide: true },
  { key: 'grade', label: '代表层级', cell: (r) => gradeLabel(r.delegateGrade) },
  { key: 'delegation', label: '代表团', cell: (r) => r.delegationName },
];

const isDimension = (value: string | null): value is Dimension => (DIMENSIONS as readonly (string | null)[]).includes(value);

/** 统计明细: the deputies behind one slice of 代表统计 (?dimension=…&value=… with its filters). */
export function StatisticsShowScreen() {
  const menus = useOptionalMenus();
  const [search] = useSearchParams();
  const dimension = search.get('dimension');
  const value = search.get('value') ?? '';
  const filters = filtersOf(search);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const valid = isDimension(dimension);
  const query = useSliceDeputiesQuery({ ...filters, dimension: valid ? dimension : 'sex', value, ...paging }, { skip: !valid });
  const back = `${STATISTICS_PATH}?${new URLSearchParams(filterParams(filters))}`;
  const title = query.data?.title ?? '统计明细';
  return (
    <ListPage
      header={
        <PageHeader
          title="统计明细"
          trail={menus?.trail ?? []}
          actions={
            <Flex gap="2">
              <BackControl fallback={back} />
              {valid && <ExportButton path="/npcDelegate/statistics/deputies/export" params={{ ...filterParams(filters), dimension, value }} fallbackName="代表统计明细.xlsx" />}
            </Flex>
          }
        />
      }
    >
      {!valid ? (
        <EmptyState text="统计项目无效，请从代表统计页面进入">
          <Link asChild colorPalette="brand" color="colorPalette.700">
            <RouterLink to={STATISTICS_PATH}>返回代表统计</RouterLink>
          </Link>
        </EmptyState>
      ) : (
        <>
          <Heading as="h2" fontSize="md" mb="2">
            {title}
          </Heading>
          <ListResults
            label={`${title}的代表`}
            query={query}
            rowKey={(r) => r.delegateId}
            columns={DEPUTY_COLUMNS}
            striped
            card={(r) => (
              <>
                <Text fontWeight="medium">
                  {r.delegateName} · {r.sex} · {gradeLabel(r.delegateGrade)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {r.delegationName} · {r.presentOccupation ?? '--'}
                </Text>
              </>
            )}
            emptyText="没有符合条件的代表"
            paging={{ ...paging, onPage: (pageNum) => setPaging((p) => ({ ...p, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
          />
        </>
      )}
    </ListPage>
  );
}

/** Loading, error or empty, else the content. */
function Loaded<T>({ query, isEmpty, empty, children }: { query: { data?: T; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown }; isEmpty: (data: T) => boolean; empty: string; children: (data: T) => React.ReactNode }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState text={empty} />;
  return <>{children(query.data)}</>;
}

/** 代表构成表: delegations by composition columns, with the totals row. */
export function CrossTableScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useAddressFilters();
  const query = useCrossTableQuery(filters);
  const cells = (row: CrossRow, name: React.ReactNode) => [name, ...CROSS_COLUMNS.map((c) => row[c.key])];
  return (
    <ListPage
      header={
        <PageHeader
          title="代表构成表"
          trail={menus?.trail ?? []}
          actions={<ExportButton path="/npcDelegate/statistics/crossTable/export" params={filterParams(filters)} fallbackName="代表构成表.xlsx" />}
        />
      }
    >
      <StatisticsFilterBar key={JSON.stringify(filters)} label="筛选代表构成表" value={filters} onApply={setFilters} />
      <Loaded query={query} isEmpty={(data) => data.rows.length === 0} empty="没有符合条件的在任代表">
        {(data) => (
          <Stack gap="2">
            <Text fontSize="sm" color="fg.muted">
              在任代表，年龄按 {data.asOf} 计算；党外指中共党员以外的代表，大学及以上含研究生。
            </Text>
            <NumbersTable
              label="代表构成表"
              header={['代表团', ...CROSS_COLUMNS.map((c) => c.label)]}
              rows={data.rows.map((row) => ({
                key: row.delegationId ?? 0,
                cells: cells(
                  row,
                  <Link asChild colorPalette="brand" color="colorPalette.700">
                    <RouterLink to={slicePath('delegation', String(row.delegationId), { delegateGrade: filters.delegateGrade })}>{row.delegationName}</RouterLink>
                  </Link>,
                ),
              }))}
              totals={cells(data.totals, data.totals.delegationName)}
            />
          </Stack>
        )}
      </Loaded>
    </ListPage>
  );
}

const INCOMPLETE_COLUMNS: readonly ListColumn<IncompleteRow>[] = [
  { key: 'name', label: '姓名', cell: (r) => r.delegateName },
  { key: 'delegation', label: '代表团', cell: (r) => r.delegationName },
  { key: 'grade', label: '代表层级', cell: (r) => gradeLabel(r.delegateGrade) },
  { key: 'missing', label: '缺少项目', cell: (r) => r.missing.join('、'), wide: true },
];

/** The incomplete records of one delegation (or all), paged. */
function IncompleteList({ filters, title }: { filters: StatisticsFilters; title: string }) {
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const query = useIncompleteDeputiesQuery({ ...filters, ...paging });
  return (
    <Box as="section" aria-label={title} mt="5">
      <Heading as="h2" fontSize="md" mb="2">
        {title}
      </Heading>
      <ListResults
        label={title}
        query={query}
        rowKey={(r) => r.delegateId}
        columns={INCOMPLETE_COLUMNS}
        card={(r) => (
          <>
            <Text fontWeight="medium">
              {r.delegateName} · {r.delegationName}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              缺少：{r.missing.join('、')}
            </Text>
          </>
        )}
        emptyText="档案均已完整"
        paging={{ ...paging, onPage: (pageNum) => setPaging((p) => ({ ...p, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
    </Box>
  );
}

/** 档案统计: per delegation, how complete the serving deputies' records are; a row opens its incomplete ones. */
export function ArchivalScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useAddressFilters();
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null);
  const query = useArchivalQuery(filters);
  const cells = (row: ArchivalRow) => [row.total, ...ARCHIVAL_FIELDS.map((f) => row[f.key]), row.complete, `${row.percent}%`];
  const drill = opened ? { ...filters, delegationId: opened.id } : filters;
  return (
    <ListPage
      header={
        <PageHeader
          title="档案统计"
          trail={menus?.trail ?? []}
          actions={<ExportButton path="/npcDelegate/statistics/archival/export" params={filterParams(filters)} fallbackName="档案统计.xlsx" />}
        />
      }
    >
      <StatisticsFilterBar
        key={JSON.stringify(filters)}
        label="筛选档案统计"
        value={filters}
        onApply={(next) => {
          setOpened(null);
          setFilters(next);
        }}
      />
      <Loaded query={query} isEmpty={(data) => data.rows.length === 0} empty="没有符合条件的在任代表">
        {(data) => (
          <>
            <Text fontSize="sm" color="fg.muted" mb="2">
              档案完整指照片、简历、手机号码、学历均已填写。
            </Text>
            <NumbersTable
              label="档案完整情况"
              header={['代表团', '代表数', ...ARCHIVAL_FIELDS.map((f) => `${f.label}已填`), '档案完整', '完整率', '待补充']}
              rows={data.rows.map((row) => ({
                key: row.delegationId ?? 0,
                cells: [
                  row.delegationName,
                  ...cells(row),
                  row.complete < row.total ? (
                    <Button
                      key="open"
                      size="xs"
                      variant="ghost"
                      colorPalette="brand"
                      aria-pressed={opened?.id === row.delegationId}
                      onClick={() => setOpened({ id: row.delegationId!, name: row.delegationName })}
                    >
                      查看 {row.total - row.complete} 人
                    </Button>
                  ) : (
                    '--'
                  ),
                ],
              }))}
              totals={['合计', ...cells(data.totals), '']}
            />
            <IncompleteList key={JSON.stringify(drill)} filters={drill} title={opened ? `${opened.name}待补充档案的代表` : '待补充档案的代表'} />
          </>
        )}
      </Loaded>
    </ListPage>
  );
}
