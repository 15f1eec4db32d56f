import { Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { ReportSummary } from '@shared/contracts/groups';
import { REPORT_STATUS, REPORT_STATUS_LABEL } from '@shared/groups';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { dateLabel } from '@web/lib/china-time';
import { useReviewReportsQuery, type ReportParams } from './behalf-team.api';
import { meetingLabel, ReportReadDialog, StatusBadge } from './report-parts';

// Drafts are the author's own: a reviewer never sees them.
const STATUS_OPTIONS = [REPORT_STATUS.submitted, REPORT_STATUS.returned, REPORT_STATUS.archived].map((value) => ({ value, label: REPORT_STATUS_LABEL[value] }));

interface Filters {
  keyword: string;
  status: string;
}
const NO_FILTERS: Filters = { keyword: '', status: '' };

const paramsOf = (f: Filters): Omit<ReportParams, 'pageNum' | 'pageSize'> => ({
  ...(f.keyword.trim() ? { keyword: f.keyword.trim() } : {}),
  ...(f.status ? { status: Number(f.status) as ReportParams['status'] } : {}),
});

/** 述职报告 (manager): the submitted reports a reviewer sees, waiting ones first; read, return with an opinion, archive. */
export function ReportReviewScreen() {
  const menus = useOptionalMenus();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [reading, setReading] = useState<{ id: number; review: boolean } | null>(null);
  const query = useReviewReportsQuery({ ...paramsOf(filters), ...paging });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  const actions = (r: ReportSummary) => (
    <HStack gap="1">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setReading({ id: r.reportId, review: false })} aria-label={`查看 ${r.title}`}>
        查看
      </Button>
      {r.allowedActions.includes('RETURN') && (
        <Button size="xs" variant="ghost" colorPalette="orange" onClick={() => setReading({ id: r.reportId, review: true })} aria-label={`审阅 ${r.title}`}>
          审阅
        </Button>
      )}
    </HStack>
  );
  const columns: readonly ListColumn<ReportSummary>[] = [
    { key: 'title', label: '报告标题', cell: (r) => r.title, wide: true },
    { key: 'deputy', label: '报告人', cell: (r) => r.delegateName },
    { key: 'group', label: '所在小组', cell: (r) => r.groupName ?? '--' },
    { key: 'year', label: '述职年度', cell: (r) => `${r.reportYear}年` },
    { key: 'submit', label: '提交时间', cell: (r) => (r.submitTime ? dateLabel(r.submitTime) : '--') },
    { key: 'status', label: '状态', cell: (r) => <StatusBadge report={r} /> },
    { key: 'actions', label: '操作', cell: actions },
  ];
  return (
    <ListPage header={<PageHeader title="述职报告" trail={menus?.trail ?? []} />}>
      <Flex as="form" role="search" aria-label="筛选述职报告" onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
        <Input size="sm" width={{ base: 'full', sm: '220px' }} placeholder="标题或代表姓名" aria-label="标题或代表姓名" maxLength={30} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <Select size="sm" width={{ base: 'full', sm: '140px' }} label="状态" emptyOption="全部状态" value={draft.status} options={STATUS_OPTIONS} onChange={(status) => setDraft({ ...draft, status })} />
        <FilterActions
          onReset={() => {
            setDraft(NO_FILTERS);
            setFilters(NO_FILTERS);
            setPaging((prev) => ({ ...prev, pageNum: 1 }));
          }}
        />
      </Flex>
      <ListResults
        label="述职报告"
        query={query}
        rowKey={(r) => r.reportId}
        columns={columns}
        striped
        card={(r) => (
          <>
            <HStack justify="space-between" mb="1" align="flex-start">
              <Text fontWeight="medium">{r.title}</Text>
              <StatusBadge report={r} />
            </HStack>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {[r.delegateName, r.groupName, meetingLabel(r)].filter(Boolean).join(' · ')}
            </Text>
            {actions(r)}
          </>
        )}
        emptyText="暂无述职报告"
        paging={{ ...paging, onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
      {reading && <ReportReadDialog reportId={reading.id} review={reading.review} onClose={() => setReading(null)} />}
    </ListPage>
  );
}

export const Component = ReportReviewScreen;
