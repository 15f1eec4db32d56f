import { Badge, Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { APPOINTMENT_KINDS, APPOINTMENT_MSG } from '@shared/appointments';
import type { Appointment, AppointmentExportQuery } from '@shared/contracts/appointments';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { toaster } from '@web/components/toaster';
import { AttachmentList } from '@web/features/files';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission } from '@web/features/permissions';
import { ExportButton } from '@web/features/workflow';
import { errorMessage } from '@web/lib/http-error';
import { AppointmentDialog } from './appointment-dialog';
import { useAppointmentsQuery, useDeleteAppointmentMutation } from './appointments.api';

interface Filters {
  keyword: string;
  kind: string;
  session: string;
  dateFrom: string;
  dateTo: string;
}

const NO_FILTERS: Filters = { keyword: '', kind: '', session: '', dateFrom: '', dateTo: '' };

function paramsOf(filters: Filters): AppointmentExportQuery {
  return {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.kind ? { kind: Number(filters.kind) } : {}),
    ...(filters.session.trim() ? { session: filters.session.trim() } : {}),
    ...(filters.dateFrom ? { dateFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { dateTo: filters.dateTo } : {}),
  };
}

const KIND_COLOR: Record<number, string> = { 1: 'green', 2: 'orange' };

function RowActions({ row, onEdit, onDelete }: { row: Appointment; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap="1">
      <Permission code="appointmentEdit">
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={onEdit} aria-label={`编辑 ${row.personName}`}>
          编辑
        </Button>
      </Permission>
      <Permission code="appointmentDelete">
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete} aria-label={`删除 ${row.personName}`}>
          删除
        </Button>
      </Permission>
    </HStack>
  );
}

/** 任免人员 (代表管理): the appointments and removals the standing committee decided, with their documents. */
export function AppointmentsScreen() {
  const menus = useOptionalMenus();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Appointment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Appointment | null>(null);
  const rangeProblem = draft.dateFrom && draft.dateTo && draft.dateFrom > draft.dateTo ? APPOINTMENT_MSG.dateRange : null;
  const query = useAppointmentsQuery({ ...paramsOf(filters), ...paging });
  const [remove, removing] = useDeleteAppointmentMutation();

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (rangeProblem) return;
    setFilters(draft);
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  const reset = () => {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      toaster.create({ type: 'success', title: (await remove(deleting.appointmentId).unwrap()).msg });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '删除失败') });
    }
    setDeleting(null);
  };

  const columns: readonly ListColumn<Appointment>[] = [
    { key: 'personName', label: '姓名', cell: (r) => r.personName },
    { key: 'sex', label: '性别', cell: (r) => r.sex },
    { key: 'kind', label: '任免类别', cell: (r) => <Badge colorPalette={KIND_COLOR[r.kind]}>{r.kindLabel}</Badge> },
    { key: 'post', label: '职务', cell: (r) => r.post, wide: true },
    { key: 'decisionDate', label: '任免日期', cell: (r) => r.decisionDate },
    { key: 'session', label: '会议届次', cell: (r) => r.session },
    { key: 'documentNo', label: '文号', cell: (r) => r.documentNo || '--' },
    { key: 'attachments', label: '任免文件', cell: (r) => <AttachmentList attachments={r.attachments} emptyText="--" /> },
    { key: 'actions', label: '操作', cell: (r) => <RowActions row={r} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} /> },
  ];

  return (
    <ListPage
      header={
        <PageHeader
          title="任免人员"
          trail={menus?.trail ?? []}
          actions={
            <HStack gap="2">
              <ExportButton path="/appointmentRemoval/export" params={paramsOf(filters)} fallbackName="任免人员.xlsx" />
              <Permission code="appointmentAdd">
                <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
                  新增
                </Button>
              </Permission>
            </HStack>
          }
        />
      }
    >
      <Flex as="form" role="search" aria-label="筛选任免人员" onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
        <Input size="sm" width={{ base: 'full', sm: '180px' }} placeholder="姓名或职务" aria-label="姓名或职务" maxLength={30} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <Select
          size="sm"
          width={{ base: 'full', sm: '140px' }}
          label="任免类别"
          value={draft.kind}
          onChange={(kind) => setDraft({ ...draft, kind })}
          emptyOption="全部类别"
          options={APPOINTMENT_KINDS.map((kind) => ({ value: String(kind.value), label: kind.label }))}
        />
        <Input size="sm" width={{ base: 'full', sm: '220px' }} placeholder="会议届次" aria-label="会议届次" maxLength={60} value={draft.session} onChange={(e) => setDraft({ ...draft, session: e.target.value })} />
        <HStack gap="1" width={{ base: 'full', sm: 'auto' }}>
          <Input size="sm" type="date" aria-label="任免日期起" value={draft.dateFrom} onChange={(e) => setDraft({ ...draft, dateFrom: e.target.value })} />
          <Text fontSize="sm" color="fg.muted">
            至
          </Text>
          <Input size="sm" type="date" aria-label="任免日期止" aria-invalid={rangeProblem ? true : undefined} value={draft.dateTo} onChange={(e) => setDraft({ ...draft, dateTo: e.target.value })} />
        </HStack>
        <FilterActions onReset={reset} />
        {rangeProblem && (
          <Text role="alert" width="full" fontSize="sm" color="red.600">
            {rangeProblem}
          </Text>
        )}
      </Flex>
      <ListResults
        label="任免人员"
        query={query}
        rowKey={(r) => r.appointmentId}
        columns={columns}
        striped
        card={(r) => (
          <>
            <HStack justify="space-between" mb="1">
              <Text fontWeight="medium">
                {r.personName}（{r.sex}）
              </Text>
              <Badge colorPalette={KIND_COLOR[r.kind]}>{r.kindLabel}</Badge>
            </HStack>
            <Text fontSize="sm" mb="1">
              {r.post}
            </Text>
            <Text fontSize="xs" color="fg.muted" mb="2">
              {r.decisionDate} · {r.session}
              {r.documentNo ? ` · ${r.documentNo}` : ''}
            </Text>
            <AttachmentList attachments={r.attachments} emptyText={null} />
            <RowActions row={r} onEdit={() => setEditing(r)} onDelete={() => setDeleting(r)} />
          </>
        )}
        emptyText="暂无符合条件的任免记录"
        paging={{
          ...paging,
          onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }),
        }}
      />
      {editing && <AppointmentDialog appointment={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `确定删除“${deleting.personName}”的${deleting.kindLabel}记录（${deleting.post}）吗？删除后不能恢复。` : ''}
        confirmText="删除"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}

export const Component = AppointmentsScreen;
