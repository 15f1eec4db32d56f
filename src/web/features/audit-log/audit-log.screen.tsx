import { Box, Button, Code, Field, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { AuditLogEntry } from '@shared/contracts/staff-accounts';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import { AUDIT_ACTION_LABEL, auditActionLabel as actionLabel } from '@shared/staff-accounts';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { ListStates } from '@web/components/list-states';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { dateTimeLabel, ExportButton } from '@web/features/workflow';
import { useAuditLogEntryQuery, useAuditLogQuery, type AuditLogParams } from './audit-log.api';

interface Filters {
  userName: string;
  action: string;
  target: string;
  dateFrom: string;
  dateTo: string;
}

const NO_FILTERS: Filters = { userName: '', action: '', target: '', dateFrom: '', dateTo: '' };

const paramsOf = (filters: Filters): Omit<AuditLogParams, 'pageNum' | 'pageSize'> =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '').map(([key, value]) => [key, value.trim()]));

const roleName = (role: string | null) => (role ? (ROLE_LABEL[role as RoleCode] ?? role) : '--');

function EntryDialog({ auditId, onClose }: { auditId: number; onClose: () => void }) {
  const query = useAuditLogEntryQuery(auditId);
  return (
    <FormDialog title="日志详情" onClose={onClose} closeOnInteractOutside footer={<DialogActions onCancel={onClose} cancelLabel="关闭" confirmLabel={null} />}>
      <ListStates query={{ ...query, data: query.data ? { list: [query.data], total: 1 } : undefined }} empty={null}>
        {([entry]) => (
          <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" fontSize="sm">
            <dt>时间</dt>
            <dd>{dateTimeLabel(entry.createTime)}</dd>
            <dt>操作人</dt>
            <dd>{entry.userName ?? '--'}</dd>
            <dt>角色</dt>
            <dd>{roleName(entry.role)}</dd>
            <dt>操作</dt>
            <dd>{actionLabel(entry)}</dd>
            <dt>对象</dt>
            <dd>{entry.target ?? '--'}</dd>
            <dt>来源地址</dt>
            <dd>{entry.clientAddress ?? '--'}</dd>
            <dt>详情</dt>
            <dd>
              <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2">
                {entry.detail ? JSON.stringify(entry.detail, null, 2) : '--'}
              </Code>
            </dd>
          </Box>
        )}
      </ListStates>
    </FormDialog>
  );
}

/** 审计日志 (NPC_ADMIN): who did what, on which record, when; read-only. */
export function AuditLogScreen() {
  const menus = useOptionalMenus();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });
  const [rangeProblem, setRangeProblem] = useState<string | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const query = useAuditLogQuery({ ...paramsOf(filters), ...paging });

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo) return setRangeProblem('开始日期不能晚于结束日期');
    setRangeProblem(null);
    setFilters(draft);
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setRangeProblem(null);
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  const columns: readonly ListColumn<AuditLogEntry>[] = [
    { key: 'time', label: '时间', cell: (e) => <time dateTime={e.createTime}>{dateTimeLabel(e.createTime)}</time> },
    { key: 'user', label: '操作人', cell: (e) => e.userName ?? '--' },
    { key: 'role', label: '角色', cell: (e) => roleName(e.role) },
    { key: 'action', label: '操作', cell: actionLabel },
    { key: 'target', label: '对象', cell: (e) => e.target ?? '--', wide: true },
    { key: 'address', label: '来源地址', cell: (e) => e.clientAddress ?? '--' },
    {
      key: 'open',
      label: '详情',
      cell: (e) => (
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setOpen(e.auditId)} aria-label={`查看日志 ${e.auditId}`}>
          查看
        </Button>
      ),
    },
  ];

  const text = (field: 'userName' | 'target', label: string) => (
    <Input size="sm" width={{ base: 'full', sm: '160px' }} placeholder={label} aria-label={label} maxLength={field === 'target' ? 60 : 30} value={draft[field]} onChange={(e) => setDraft({ ...draft, [field]: e.target.value })} />
  );

  return (
    <ListPage
      header={
        <PageHeader
          title="审计日志"
          trail={menus?.trail ?? []}
          actions={
            <ExportButton path="/auditLog/export" params={paramsOf(filters)} fallbackName="审计日志.xlsx" code={null} />
          }
        />
      }
    >
      <Flex as="form" role="search" aria-label="筛选审计日志" onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
        {text('userName', '操作人')}
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '160px' }}>
          <NativeSelect.Field aria-label="操作类型" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })}>
            <option value="">全部操作</option>
            {Object.entries(AUDIT_ACTION_LABEL).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {text('target', '对象（如 user:7）')}
        <Field.Root invalid={rangeProblem !== null} width={{ base: 'full', sm: 'auto' }}>
          <Flex gap="1" align="center">
            <Input size="sm" type="date" flex="1" minW="0" aria-label="开始日期" value={draft.dateFrom} onChange={(e) => setDraft({ ...draft, dateFrom: e.target.value })} />
            <Text fontSize="sm">至</Text>
            <Input size="sm" type="date" flex="1" minW="0" aria-label="结束日期" value={draft.dateTo} onChange={(e) => setDraft({ ...draft, dateTo: e.target.value })} />
          </Flex>
          {rangeProblem && <Field.ErrorText>{rangeProblem}</Field.ErrorText>}
        </Field.Root>
        <FilterActions onReset={reset} />
      </Flex>
      <ListResults
        label="审计日志"
        query={query}
        rowKey={(e) => e.auditId}
        columns={columns}
        striped
        card={(e) => (
          <>
            <Text fontWeight="medium">
              {actionLabel(e)} · {e.userName ?? '--'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {dateTimeLabel(e.createTime)} · {e.target ?? '--'}
            </Text>
            <Button size="xs" variant="ghost" colorPalette="brand" mt="1" onClick={() => setOpen(e.auditId)}>
              查看详情
            </Button>
          </>
        )}
        emptyText="暂无符合条件的日志"
        paging={{
          ...paging,
          onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }),
        }}
      />
      {open !== null && <EntryDialog auditId={open} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}

export const Component = AuditLogScreen;
