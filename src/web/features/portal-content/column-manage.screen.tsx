import { Badge, Button, Checkbox, Flex, HStack, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { ManagedColumn } from '@shared/contracts/portal-content';
import { PORTAL_LIMITS } from '@shared/portal-content';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission, PermissionCell } from '@web/features/permissions';
import { useDeleteColumnMutation, useManagedColumnsQuery, useManagedStationsQuery, useSaveColumnMutation } from './portal-content.api';
import { fieldErrorOf, Hint, PictureField, StationPicker, TextInput, toastDone, toastError, useKeeper } from './portal-content.parts';

/** 栏目管理 (/manager/deputyStation/columnManage): a station's columns; the central station's for administrators. */
export function ColumnManageScreen() {
  const menus = useOptionalMenus();
  const keeper = useKeeper();
  const [station, setStation] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<ManagedColumn | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ManagedColumn | null>(null);
  const query = useManagedColumnsQuery({
    ...page,
    ...(station === 'central' ? { central: true } : station ? { fkStationId: Number(station) } : {}),
  });
  const [remove, removing] = useDeleteColumnMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.columnId).unwrap();
      toastDone('栏目已删除');
      setDeleting(null);
    } catch (error) {
      setDeleting(null);
      toastError(error);
    }
  };

  const columns: ListColumn<ManagedColumn>[] = [
    { key: 'name', label: '栏目名称', cell: (row) => row.columnName, wide: true },
    { key: 'station', label: '所属', cell: (row) => row.stationName ?? '中心站' },
    { key: 'sortNo', label: '排序', cell: (row) => row.sortNo },
    { key: 'articles', label: '文章数', cell: (row) => row.articleCount },
    { key: 'valid', label: '状态', cell: (row) => <Badge colorPalette={row.isValid ? 'green' : 'gray'}>{row.isValid ? '显示' : '隐藏'}</Badge> },
    {
      key: 'actions',
      label: '操作',
      cell: (row) => (
        <HStack gap="1">
          <PermissionCell>
            <Permission code="columnEdit">
              <Button size="xs" variant="outline" onClick={() => setEditing(row)} aria-label={`编辑 ${row.columnName}`}>
                编辑
              </Button>
            </Permission>
            <Permission code="columnDelete">
              <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)} aria-label={`删除 ${row.columnName}`}>
                删除
              </Button>
            </Permission>
          </PermissionCell>
        </HStack>
      ),
    },
  ];

  return (
    <ListPage
      header={
        <PageHeader
          title="栏目管理"
          trail={menus?.trail ?? []}
          actions={
            <Permission code="columnAdd">
              <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
                新增栏目
              </Button>
            </Permission>
          }
        />
      }
    >
      <Hint>栏目是门户中文章的分组；隐藏的栏目及其文章不在门户显示；栏目下还有文章时不能删除。</Hint>
      {keeper.isAdmin && (
        <Flex mb="4">
          <StationPicker withCentral value={station} onChange={(value) => {
            setStation(value);
            setPage((prev) => ({ ...prev, pageNum: 1 }));
          }} />
        </Flex>
      )}
      <ListResults
        label="栏目列表"
        query={query}
        rowKey={(row) => row.columnId}
        columns={columns}
        emptyText="暂无栏目"
        paging={{ ...page, onPage: (pageNum) => setPage((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPage({ pageNum: 1, pageSize }) }}
      />
      {editing !== null && <ColumnDialog column={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={`确定删除栏目“${deleting?.columnName ?? ''}”吗？`}
        confirmText="删除"
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}

function ColumnDialog({ column, onClose }: { column: ManagedColumn | null; onClose: () => void }) {
  const keeper = useKeeper();
  const stations = useManagedStationsQuery({ pageNum: 1, pageSize: 100 });
  const [form, setForm] = useState({
    columnName: column?.columnName ?? '',
    picture: column?.picture ?? null,
    station: column ? (column.fkStationId === null ? 'central' : String(column.fkStationId)) : keeper.isAdmin ? '' : String(keeper.stationId ?? ''),
    sortNo: String(column?.sortNo ?? 1),
    isValid: column?.isValid ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveColumnMutation();
  const options = [...(keeper.isAdmin ? [{ value: 'central', label: '中心站' }] : []), ...(stations.data?.list ?? []).map((s) => ({ value: String(s.stationId), label: s.stationName }))];

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!form.columnName.trim()) found.columnName = '请输入栏目名称';
    if (!form.station) found.fkStationId = '请选择所属联络站';
    const sortNo = Number(form.sortNo);
    if (!Number.isInteger(sortNo) || sortNo < 0 || sortNo > PORTAL_LIMITS.sortNo) found.sortNo = '排序须为 0 到 100000 的整数';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        columnId: column?.columnId ?? null,
        body: { columnName: form.columnName, picture: form.picture, fkStationId: form.station === 'central' ? null : Number(form.station), sortNo, isValid: form.isValid },
      }).unwrap();
      toastDone('栏目已保存');
      onClose();
    } catch (error) {
      const { field, message } = fieldErrorOf(error);
      if (field) setErrors({ [field]: message });
      else toastError(error);
    }
  };

  return (
    <FormDialog
      title={column ? '编辑栏目' : '新增栏目'}
      onClose={onClose}
      busy={saving.isLoading}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={saving.isLoading} />}
    >
      <Stack gap="3">
        <TextInput label="栏目名称" required value={form.columnName} onChange={(columnName) => setForm({ ...form, columnName })} error={errors.columnName} max={50} />
        <Stack gap="1">
          <Select size="sm" label="所属联络站" value={form.station} onChange={(station) => setForm({ ...form, station })} options={options} emptyOption="请选择所属联络站" disabled={!keeper.isAdmin} />
          {errors.fkStationId && <span role="alert" style={{ color: 'var(--chakra-colors-red-600)', fontSize: '0.8rem' }}>{errors.fkStationId}</span>}
        </Stack>
        <PictureField label="栏目图片" value={form.picture} onChange={(picture) => setForm({ ...form, picture })} error={errors.picture} />
        <TextInput label="排序" type="number" value={form.sortNo} onChange={(sortNo) => setForm({ ...form, sortNo })} error={errors.sortNo} />
        <Checkbox.Root checked={form.isValid} onCheckedChange={(e) => setForm({ ...form, isValid: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>在门户显示</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </FormDialog>
  );
}
