import { Badge, Button, Flex, HStack, Input, Link } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { UNTITLED } from '@web/components/detail-section';
import { FilterActions, ListCard, ListPage, ListResults } from '@web/components/list-page';
import { Select } from '@web/components/form-fields';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { usePermission } from '@web/features/permissions';
import { errorMessage } from '@web/lib/http-error';
import { downloadQueueExport } from './export-download';
import {
  INITIAL_FILTERS,
  QUEUE_COLUMN_LABELS,
  columnsOf,
  dateLabel,
  dateTimeLabel,
  exportParams,
  queueParams,
  sessionValue,
  type QueueColumnKey,
  type QueueDefinition,
  type QueueFilters,
} from './queue.model';
import { RECORD_TYPES } from './record-types';
import { useRecordsQuery, useTermsQuery, type RecordSummary, type RecordType } from './workflow.api';

export function statusLabelOf(type: RecordType, status: number): string {
  return RECORD_TYPES[type].statusLabel(status);
}

export function OverdueTag() {
  return (
    <Badge colorPalette="red" variant="solid" size="sm" flexShrink={0}>
      已超期
    </Badge>
  );
}

function StatusBadge({ row }: { row: RecordSummary }) {
  return (
    <Badge colorPalette={row.waitingForYou ? 'orange' : 'gray'} variant="subtle" title={row.waitingForYou ? '待您处理' : undefined}>
      {row.statusLabel}
    </Badge>
  );
}

function cellOf(key: QueueColumnKey, row: RecordSummary, definition: QueueDefinition, showOverdueWithStatus: boolean): ReactNode {
  switch (key) {
    case 'number':
      return row.number ?? '—';
    case 'title':
      return (
        <Link asChild color="brand.700" fontWeight="medium">
          <RouterLink to={definition.detailPath(row)}>{row.title || UNTITLED}</RouterLink>
        </Link>
      );
    case 'author':
      return row.authorName || '—';
    case 'delegation':
      return row.delegationName ?? '—';
    case 'status':
      return (
        <HStack gap="1.5" wrap="wrap">
          <StatusBadge row={row} />
          {showOverdueWithStatus && row.overdue && <OverdueTag />}
        </HStack>
      );
    case 'mainUnit':
      return row.mainUnitName ?? '—';
    case 'dueDate':
      return (
        <HStack gap="1.5" wrap="wrap">
          <span>{dateLabel(row.dueDate) || '—'}</span>
          {row.overdue && <OverdueTag />}
        </HStack>
      );
    case 'submitTime':
      return dateTimeLabel(row.submitTime) || '—';
  }
}

/**
 * A queue of proposals or suggestions (RecordQueue): count, readable numbers, titles linking to
 * the detail, status, due date with the overdue mark; filters by status, keyword and term and
 * session; paging (10, 20, 50, 100); export to Excel; cards instead of a table on narrow screens.
 */
export function RecordQueue({ definition }: { definition: QueueDefinition }) {
  const [filters, setFilters] = useState<QueueFilters>(INITIAL_FILTERS);
  const [keywordDraft, setKeywordDraft] = useState('');
  const [exporting, setExporting] = useState(false);
  const menus = useOptionalMenus();
  const mayExport = usePermission(definition.exportCode ?? []);
  const terms = useTermsQuery();
  const params = queueParams(definition, filters);
  const query = useRecordsQuery({ type: definition.type, params });
  const { data } = query;
  const columns = columnsOf(definition);
  const showOverdueWithStatus = !columns.includes('dueDate');
  const statusOptions = definition.statusOptions ?? [];
  const list = data?.list ?? [];
  const total = data?.total ?? 0;
  const canExport = definition.exportable === true && (definition.exportCode === undefined || mayExport);

  // A page emptied by an action (its last record moved on) falls back to the last page.
  const lastPage = Math.max(1, Math.ceil(total / filters.pageSize));
  if (data && list.length === 0 && total > 0 && filters.pageNum > lastPage) setFilters((prev) => ({ ...prev, pageNum: lastPage }));

  const update = (patch: Partial<QueueFilters>) => setFilters((prev) => ({ ...prev, pageNum: 1, ...patch }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ keyword: keywordDraft.trim() });
  };

  const reset = () => {
    setKeywordDraft('');
    setFilters(INITIAL_FILTERS);
  };

  const runExport = async () => {
    setExporting(true);
    try {
      const name = await downloadQueueExport(definition.type, exportParams(definition, filters));
      toaster.create({ type: 'success', title: `已导出 ${name}` });
    } catch (failure) {
      toaster.create({ type: 'error', title: '导出失败', description: errorMessage(failure, '') || undefined });
    } finally {
      setExporting(false);
    }
  };

  const rowHref = (row: RecordSummary) => definition.detailPath(row);
  return (
    <ListPage
      label={`${definition.title}列表`}
      header={
        <PageHeader
          title={definition.title}
          trail={menus?.trail ?? []}
          actions={
            canExport ? (
              <Button size="sm" colorPalette="brand" variant="outline" loading={exporting} loadingText="导出中" onClick={() => void runExport()} disabled={total === 0}>
                导出Excel
              </Button>
            ) : undefined
          }
        />
      }
    >
      <form onSubmit={search} role="search" aria-label="筛选">
        <Flex gap="2" wrap="wrap" align="flex-end" mb="4">
          {statusOptions.length > 0 && (
            <Select
              size="sm"
              width={{ base: 'full', sm: '180px' }}
              label="状态"
              value={filters.status === null ? '' : String(filters.status)}
              onChange={(value) => update({ status: value === '' ? null : Number(value) })}
              emptyOption="全部状态"
              options={statusOptions.map((status) => ({ value: status, label: statusLabelOf(definition.type, status) }))}
            />
          )}
          <Select
            size="sm"
            width={{ base: 'full', sm: '220px' }}
            label="届次"
            value={filters.session}
            onChange={(session) => update({ session })}
            emptyOption="全部届次"
            options={(terms.data?.list ?? []).map((term) => ({ value: sessionValue(term.term, term.times), label: `${term.termShow}${term.timesShow}` }))}
          />
          <Input
            size="sm"
            width={{ base: 'full', sm: '240px' }}
            value={keywordDraft}
            onChange={(e) => setKeywordDraft(e.target.value)}
            placeholder="标题或编号，如 12、第012号"
            aria-label="关键字"
            maxLength={100}
          />
          <FilterActions onReset={reset} />
        </Flex>
      </form>

      <ListResults
        label={definition.title}
        cardsLabel={`${definition.title}（卡片）`}
        query={query}
        rowKey={(row) => row.id}
        columns={columns.map((key) => ({ key, label: QUEUE_COLUMN_LABELS[key], cell: (row: RecordSummary) => cellOf(key, row, definition, showOverdueWithStatus), wide: key === 'title' }))}
        striped
        rowHref={rowHref}
        card={(row) => (
          <ListCard
            number={row.number ?? '—'}
            marks={
              <>
                <StatusBadge row={row} />
                {row.overdue && <OverdueTag />}
              </>
            }
            title={cellOf('title', row, definition, false)}
            details={[row.authorName, row.delegationName, row.mainUnitName && `主办：${row.mainUnitName}`, row.dueDate && `期限：${dateLabel(row.dueDate)}`].filter(Boolean).join(' · ')}
          />
        )}
        emptyText={definition.emptyText}
        paging={{ pageNum: filters.pageNum, pageSize: filters.pageSize, onPage: (page) => setFilters((prev) => ({ ...prev, pageNum: page })), onPageSize: (pageSize) => update({ pageSize }) }}
      />
    </ListPage>
  );
}
