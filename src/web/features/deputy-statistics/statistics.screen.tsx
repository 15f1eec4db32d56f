import { Box, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ROSTER_CHANGE_KINDS, ROSTER_CHANGE_LABEL, type DimensionCount } from '@shared/contracts/deputy-statistics';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { ListPage } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { ExportButton } from '@web/features/workflow';
import { chartOption, filterParams, percentLabel, rosterChangesOption, sliceAt, slicePath, type StatisticsFilters } from './chart-options';
import { useCompositionQuery, useRosterChangesQuery } from './deputy-statistics.api';
import { EChart } from './echart';
import { NumbersTable, StatisticsFilterBar, useAddressFilters } from './statistics-parts';

/** One dimension: its chart, and beside it the table with the same numbers (the chart's text alternative). */
function DimensionPanel({ dimension, total, filters }: { dimension: DimensionCount; total: number; filters: StatisticsFilters }) {
  const navigate = useNavigate();
  const option = useMemo(() => chartOption(dimension), [dimension]);
  const open = (dataIndex: number) => {
    const slice = sliceAt(dimension, dataIndex);
    if (slice) void navigate(slicePath(dimension.dimension, slice.value, filters));
  };
  const headingId = `statistics-${dimension.dimension}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderColor="border" rounded="md" p={{ base: '3', md: '4' }} minW="0">
      <Heading as="h2" id={headingId} fontSize="md" mb="3">
        按{dimension.title}
      </Heading>
      {dimension.slices.length === 0 ? (
        <EmptyState py="6" />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
          <EChart option={option} label={`${dimension.title}构成图，数字见旁边的表格；点击扇区或柱条查看代表名单`} onItemClick={open} />
          <NumbersTable
            label={`${dimension.title}构成表`}
            header={[dimension.title, '人数', '占比']}
            rows={dimension.slices.map((slice) => ({
              key: slice.value,
              cells: [
                <Link key="label" asChild colorPalette="brand" color="colorPalette.700">
                  <RouterLink to={slicePath(dimension.dimension, slice.value, filters)} aria-label={`查看${dimension.title}为${slice.label}的代表`}>
                    {slice.label}
                  </RouterLink>
                </Link>,
                slice.count,
                percentLabel(slice.count, total),
              ],
            }))}
            totals={['合计', total, total > 0 ? '100%' : '0%']}
          />
        </Grid>
      )}
    </Box>
  );
}

/** 本届代表变动: month by month since the term's first session, the chart and the same numbers as a table (newest month first). */
function RosterChangesPanel({ filters }: { filters: StatisticsFilters }) {
  const query = useRosterChangesQuery(filters);
  const option = useMemo(() => (query.data ? rosterChangesOption(query.data) : null), [query.data]);
  return (
    <Box as="section" aria-labelledby="statistics-changes" borderWidth="1px" borderColor="border" rounded="md" p={{ base: '3', md: '4' }} minW="0">
      <Heading as="h2" id="statistics-changes" fontSize="md" mb="3">
        本届代表变动
      </Heading>
      {query.isLoading ? (
        <LoadingState />
      ) : query.isError || !query.data || !option ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : query.data.months.length === 0 ? (
        <EmptyState py="6" text="本届尚未开始" />
      ) : (
        <Stack gap="4">
          <EChart option={option} height={320} label={`本届代表变动图：${query.data.from} 起每月的新增、补选、出缺、调团、信息变更人次和月末在任人数，数字见下方表格`} />
          <Box maxH="320px" overflowY="auto">
            <NumbersTable
              label="本届代表变动表"
              header={['月份', ...ROSTER_CHANGE_KINDS.map((kind) => ROSTER_CHANGE_LABEL[kind]), '月末在任']}
              rows={[...query.data.months].reverse().map((row) => ({ key: row.month, cells: [row.month, ...ROSTER_CHANGE_KINDS.map((kind) => row[kind]), row.serving] }))}
            />
          </Box>
        </Stack>
      )}
    </Box>
  );
}

/** 代表统计: the serving deputies' composition, each dimension a chart and its table; a slice or a row opens its deputies. */
export function StatisticsScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useAddressFilters();
  const query = useCompositionQuery(filters);
  const { data } = query;
  return (
    <ListPage
      header={
        <PageHeader
          title="代表统计"
          trail={menus?.trail ?? []}
          actions={<ExportButton path="/npcDelegate/statistics/export" params={filterParams(filters)} fallbackName="代表统计.xlsx" />}
        />
      }
    >
      <StatisticsFilterBar key={JSON.stringify(filters)} label="筛选代表统计" value={filters} onApply={setFilters} />
      {query.isLoading ? (
        <LoadingState />
      ) : query.isError || !data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : data.total === 0 ? (
        <EmptyState text="没有符合条件的在任代表" />
      ) : (
        <Stack gap="4" opacity={query.isFetching ? 0.6 : 1}>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            在任代表共 {data.total} 人，年龄按 {data.asOf} 计算
          </Text>
          <Grid templateColumns={{ base: '1fr', '2xl': 'repeat(2, minmax(0, 1fr))' }} gap="4">
            {data.dimensions.map((dimension) => (
              <DimensionPanel key={dimension.dimension} dimension={dimension} total={data.total} filters={filters} />
            ))}
          </Grid>
          <RosterChangesPanel filters={filters} />
        </Stack>
      )}
    </ListPage>
  );
}

export const Component = StatisticsScreen;
