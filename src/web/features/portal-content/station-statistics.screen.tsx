import { Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { StationStatistics } from '@shared/contracts/portal-content';
import { PORTAL_CONTENT_API } from '@shared/portal-content';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { ExportButton } from '@web/features/workflow';
import { apiUrl } from '@web/lib/api';
import { useStationStatisticsQuery } from './portal-content.api';

const COLUMNS: readonly ListColumn<StationStatistics>[] = [
  { key: 'name', label: '联络站', cell: (row) => row.stationName, wide: true },
  { key: 'received', label: '收到留言', cell: (row) => row.received },
  { key: 'handled', label: '已办理', cell: (row) => row.handled },
  { key: 'inProcess', label: '办理中', cell: (row) => row.inProcess },
  { key: 'overdue', label: '超期未办理', cell: (row) => (row.overdue > 0 ? <Text color="red.600">{row.overdue}</Text> : 0) },
  { key: 'average', label: '平均办理天数', cell: (row) => (row.averageDays === null ? '—' : row.averageDays) },
];

/** 联络站统计 (/manager/deputyStation/HomeStationStatistics): citizens' messages per station over a date range. */
export function StationStatisticsScreen() {
  const menus = useOptionalMenus();
  const [range, setRange] = useState({ startDate: '', endDate: '' });
  const [draft, setDraft] = useState(range);
  const [problem, setProblem] = useState<string | null>(null);
  const params = { ...(range.startDate ? { startDate: range.startDate } : {}), ...(range.endDate ? { endDate: range.endDate } : {}) };
  const query = useStationStatisticsQuery(params);
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const list = query.data?.list ?? [];
  const paged = { ...query, data: query.data ? { list: list.slice((page.pageNum - 1) * page.pageSize, page.pageNum * page.pageSize), total: list.length } : undefined };

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (draft.startDate && draft.endDate && draft.startDate > draft.endDate) {
      setProblem('开始日期不能晚于结束日期');
      return;
    }
    setProblem(null);
    setPage((prev) => ({ ...prev, pageNum: 1 }));
    setRange(draft);
  };

  return (
    <ListPage
      header={
        <PageHeader
          title="联络站统计"
          trail={menus?.trail ?? []}
          actions={
            <ExportButton path={apiUrl(PORTAL_CONTENT_API.statisticsExport)} params={params} fallbackName="联络站统计.xlsx" label="导出 Excel" />
          }
        />
      }
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        按留言提交日期统计群众留言；已办理为办理流程的最终状态，超过 {query.data?.overdueDays ?? 15} 天仍未办理的计为超期。
      </Text>
      <Flex as="form" role="search" aria-label="统计日期范围" onSubmit={search} gap="2" wrap="wrap" align="flex-end" mb="4">
        <Field.Root width={{ base: 'full', sm: '180px' }}>
          <Field.Label fontSize="sm">开始日期</Field.Label>
          <Input size="sm" type="date" value={draft.startDate} onChange={(e) => setDraft({ ...draft, startDate: e.target.value })} />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '180px' }} invalid={problem !== null}>
          <Field.Label fontSize="sm">结束日期</Field.Label>
          <Input size="sm" type="date" value={draft.endDate} onChange={(e) => setDraft({ ...draft, endDate: e.target.value })} />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <FilterActions
          onReset={() => {
            setDraft({ startDate: '', endDate: '' });
            setRange({ startDate: '', endDate: '' });
            setProblem(null);
          }}
        />
      </Flex>
      <ListResults
        label="联络站留言统计"
        query={paged}
        rowKey={(row) => row.stationId}
        columns={COLUMNS}
        emptyText="暂无统计数据"
        paging={{ ...page, onPage: (pageNum) => setPage((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPage({ pageNum: 1, pageSize }) }}
      />
    </ListPage>
  );
}
