import { Badge, Button, Flex, HStack, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { DelegationRecordRow } from '@shared/contracts/delegation-work';
import { DELEGATION_KIND, DELEGATION_LIMITS, type DelegationKind } from '@shared/delegation-work';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListCard, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { DictionarySelect } from '@web/features/reference-data';
import { ExportButton } from '@web/features/workflow';
import { apiUrl } from '@web/lib/api';
import { errorMessage } from '@web/lib/http-error';
import { DELEGATION_API } from '@shared/delegation-work';
import { DelegationRecordDialog } from './delegation-record.dialog';
import { DelegationRecordView } from './delegation-record.view';
import { rowDetails } from './delegation-work.model';
import { useDelegationOptionsQuery, useDelegationRecordQuery, useDelegationRecordsQuery, useDeleteDelegationRecordMutation, type DelegationListParams } from './delegation-work.api';

interface Filters {
  keyword: string;
  fkDelegationId: string;
  category: string;
  session: string;
}

const NO_FILTERS: Filters = { keyword: '', fkDelegationId: '', category: '', session: '' };

function paramsOf(filters: Filters): Omit<DelegationListParams, 'kind' | 'pageNum' | 'pageSize'> {
  const [term, times] = filters.session ? filters.session.split(':').map(Number) : [];
  return {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.fkDelegationId ? { fkDelegationId: Number(filters.fkDelegationId) } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(term ? { term, times } : {}),
  };
}

function DetailDialog({ kind, recordId, onClose }: { kind: DelegationKind; recordId: number; onClose: () => void }) {
  const { data, isError } = useDelegationRecordQuery({ kind, id: recordId });
  return (
    <FormDialog title={data?.title ?? `${DELEGATION_KIND[kind].noun}详情`} onClose={onClose} size="xl" closeOnInteractOutside>
      {data ? <DelegationRecordView kind={kind} record={data} /> : isError ? <Text color="red.600">读取失败，请关闭后重试</Text> : <LoadingState />}
    </FormDialog>
  );
}

/**
 * A delegation's records of one kind (代表团文件, 代表团活动, 代表团会议, 审议意见, 运行机制):
 * the office sees and keeps every delegation's, a delegation's liaison its own (the server decides).
 */
function DelegationRecordsScreen({ kind }: { kind: DelegationKind }) {
  const spec = DELEGATION_KIND[kind];
  const menus = useOptionalMenus();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<DelegationRecordRow | null>(null);
  const options = useDelegationOptionsQuery();
  const query = useDelegationRecordsQuery({ kind, ...paramsOf(filters), ...paging });
  const [remove, removing] = useDeleteDelegationRecordMutation();

  const search = (event: FormEvent) => {
    event.preventDefault();
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
      const answer = await remove({ kind, id: deleting.recordId }).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '删除失败') });
    }
    setDeleting(null);
  };
  const actions = (row: DelegationRecordRow) => (
    <HStack gap="1">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setViewing(row.recordId)} aria-label={`查看 ${row.title}`}>
        查看
      </Button>
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(row.recordId)} aria-label={`编辑 ${row.title}`}>
        编辑
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row)} aria-label={`删除 ${row.title}`}>
        删除
      </Button>
    </HStack>
  );
  const f = spec.fields;
  const columns: ListColumn<DelegationRecordRow>[] = [
    { key: 'title', label: spec.titleLabel, cell: (row) => row.title, wide: true },
    ...(options.data?.all ? [{ key: 'delegation', label: '代表团', cell: (row: DelegationRecordRow) => row.delegationName }] : []),
    ...(f.category ? [{ key: 'category', label: f.category.label, cell: (row: DelegationRecordRow) => row.category ?? '—' }] : []),
    ...(f.session ? [{ key: 'session', label: f.session.label, cell: (row: DelegationRecordRow) => row.sessionLabel ?? '—' }] : []),
    ...(f.happenDate ? [{ key: 'date', label: f.happenDate.label, cell: (row: DelegationRecordRow) => [row.happenDate, row.clock].filter(Boolean).join(' ') || '—' }] : []),
    ...(f.place ? [{ key: 'place', label: f.place.label, cell: (row: DelegationRecordRow) => row.place ?? '—' }] : []),
    ...(kind === 'document' && f.organiser ? [{ key: 'organiser', label: f.organiser.label, cell: (row: DelegationRecordRow) => row.organiser ?? '—' }] : []),
    ...(f.speaker ? [{ key: 'speaker', label: f.speaker.label, cell: (row: DelegationRecordRow) => row.speakerName ?? '—' }] : []),
    ...(f.content && kind === 'deliberation' ? [{ key: 'excerpt', label: f.content.label, cell: (row: DelegationRecordRow) => row.excerpt, wide: true }] : []),
    ...(f.participants ? [{ key: 'participants', label: f.participants.label, cell: (row: DelegationRecordRow) => `${row.participantCount} 名` }] : []),
    ...(f.sortNo ? [{ key: 'sortNo', label: f.sortNo.label, cell: (row: DelegationRecordRow) => row.sortNo }] : []),
    ...(f.isPublished ? [{ key: 'state', label: '状态', cell: (row: DelegationRecordRow) => <Badge colorPalette={row.isPublished ? 'green' : 'gray'}>{row.isPublished ? '已发布' : '未发布'}</Badge> }] : []),
    { key: 'actions', label: '操作', cell: actions },
  ];

  return (
    <ListPage
      label={spec.title}
      header={
        <PageHeader
          title={spec.title}
          trail={menus?.trail ?? []}
          actions={
            <HStack gap="2">
              {spec.exportable && (
                <ExportButton path={apiUrl(DELEGATION_API.export(kind))} params={paramsOf(filters)} fallbackName={`${spec.title}.xlsx`} />
              )}
              <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} disabled={!options.data}>
                新增{spec.noun}
              </Button>
            </HStack>
          }
        />
      }
    >
      <Flex as="form" role="search" aria-label={`筛选${spec.title}`} onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
        <Input
          size="sm"
          width={{ base: 'full', sm: '220px' }}
          placeholder={kind === 'deliberation' ? '报告名称或发言代表' : spec.titleLabel}
          aria-label="关键词"
          maxLength={DELEGATION_LIMITS.keyword}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
        />
        {options.data?.all && (
          <Select size="sm" width={{ base: 'full', sm: '180px' }} label="代表团" value={draft.fkDelegationId} onChange={(fkDelegationId) => setDraft({ ...draft, fkDelegationId })} options={options.data.delegations.map((d) => ({ value: String(d.id), label: d.name }))} emptyOption="全部代表团" />
        )}
        {spec.dictionary && f.category && (
          <DictionarySelect size="sm" width={{ base: 'full', sm: '160px' }} label={f.category.label} typeCode={spec.dictionary} value={draft.category} onChange={(category) => setDraft({ ...draft, category })} emptyOption={`全部${f.category.label}`} />
        )}
        {f.session && (
          <Select size="sm" width={{ base: 'full', sm: '200px' }} label="届次" value={draft.session} onChange={(session) => setDraft({ ...draft, session })} options={(options.data?.sessions ?? []).map((s) => ({ value: `${s.term}:${s.times}`, label: s.label }))} emptyOption="全部届次" />
        )}
        <FilterActions onReset={reset} />
      </Flex>
      <ListResults
        label={spec.title}
        query={query}
        rowKey={(row) => row.recordId}
        columns={columns}
        striped
        card={(row) => (
          <>
            <ListCard number={row.delegationName} marks={f.isPublished ? <Badge colorPalette={row.isPublished ? 'green' : 'gray'}>{row.isPublished ? '已发布' : '未发布'}</Badge> : null} title={<Text fontWeight="medium">{row.title}</Text>} details={rowDetails(kind, row)} />
            {actions(row)}
          </>
        )}
        emptyText={`暂无${spec.title}`}
        paging={{ ...paging, onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
      {editing !== null && options.data && <DelegationRecordDialog kind={kind} recordId={editing === 'new' ? null : editing} options={options.data} onClose={() => setEditing(null)} />}
      {viewing !== null && <DetailDialog kind={kind} recordId={viewing} onClose={() => setViewing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `确定删除“${deleting.title}”吗？删除后不可恢复。` : ''}
        confirmText="删除"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}

export const DocumentScreen = () => <DelegationRecordsScreen kind="document" />;
export const ActivitiesScreen = () => <DelegationRecordsScreen kind="activity" />;
export const MeetingScreen = () => <DelegationRecordsScreen kind="meeting" />;
export const DeliberationScreen = () => <DelegationRecordsScreen kind="deliberation" />;
export const MechanismScreen = () => <DelegationRecordsScreen kind="mechanism" />;
