import { Badge, Button, Checkbox, Field, Flex, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { ManagedStation, StationBody } from '@shared/contracts/portal-content';
import { PORTAL_LIMITS } from '@shared/portal-content';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission, PermissionCell } from '@web/features/permissions';
import { useManagedStationsQuery, useSaveStationMutation } from './portal-content.api';
import { fieldErrorOf, Hint, PictureField, TextInput, toastDone, toastError, useKeeper } from './portal-content.parts';

/** The check the server makes too: "longitude,latitude" in range. */
export function coordinateProblem(value: string): string | null {
  if (!value.trim()) return null;
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,7})?)\s*[,，]\s*(-?\d{1,2}(?:\.\d{1,7})?)\s*$/.exec(value);
  if (!match || Math.abs(Number(match[1])) > 180 || Math.abs(Number(match[2])) > 90) return '坐标须为“经度,纬度”，如 106.75,31.86';
  return null;
}

/** 联络站信息 (/manager/deputyStation/stationManage): a manager's own station; every station for administrators. */
export function StationManageScreen() {
  const menus = useOptionalMenus();
  const keeper = useKeeper();
  const [filters, setFilters] = useState({ stationName: '', pageNum: 1, pageSize: 10 });
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<ManagedStation | 'new' | null>(null);
  const query = useManagedStationsQuery({ pageNum: filters.pageNum, pageSize: filters.pageSize, ...(filters.stationName ? { stationName: filters.stationName } : {}) });

  const columns: ListColumn<ManagedStation>[] = [
    { key: 'name', label: '联络站名称', cell: (row) => row.stationName, wide: true },
    { key: 'county', label: '区县', cell: (row) => row.county },
    { key: 'convene', label: '召集人', cell: (row) => row.conveneUser ?? '—' },
    { key: 'deputies', label: '进站代表', cell: (row) => row.delegateCount },
    { key: 'valid', label: '状态', cell: (row) => <Badge colorPalette={row.isValid ? 'green' : 'gray'}>{row.isValid ? '启用' : '停用'}</Badge> },
    {
      key: 'actions',
      label: '操作',
      cell: (row) => (
        <PermissionCell>
          <Permission code="stationEdit">
            <Button size="xs" variant="outline" onClick={() => setEditing(row)} aria-label={`编辑 ${row.stationName}`}>
              编辑
            </Button>
          </Permission>
        </PermissionCell>
      ),
    },
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((prev) => ({ ...prev, stationName: draft.trim(), pageNum: 1 }));
  };

  return (
    <ListPage
      header={
        <PageHeader
          title="联络站信息"
          trail={menus?.trail ?? []}
          actions={
            keeper.isAdmin && (
              <Permission code="stationEdit">
                <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
                  新增联络站
                </Button>
              </Permission>
            )
          }
        />
      }
    >
      <Hint>{keeper.isAdmin ? '管理员可新增和编辑全部联络站；停用的联络站不在门户显示。' : '您可以维护本联络站的信息；启用状态、示范站、编号和排序由管理员设置。'}</Hint>
      {keeper.isAdmin && (
        <Flex as="form" role="search" aria-label="筛选联络站" onSubmit={search} gap="2" wrap="wrap" mb="4">
          <Input size="sm" width={{ base: 'full', sm: '240px' }} aria-label="联络站名称" placeholder="联络站名称" value={draft} onChange={(e) => setDraft(e.target.value)} />
          <FilterActions
            onReset={() => {
              setDraft('');
              setFilters({ stationName: '', pageNum: 1, pageSize: 10 });
            }}
          />
        </Flex>
      )}
      <ListResults
        label="联络站列表"
        query={query}
        rowKey={(row) => row.stationId}
        columns={columns}
        emptyText="暂无联络站"
        paging={{
          pageNum: filters.pageNum,
          pageSize: filters.pageSize,
          onPage: (pageNum) => setFilters((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setFilters((prev) => ({ ...prev, pageSize, pageNum: 1 })),
        }}
      />
      {editing !== null && <StationDialog station={editing === 'new' ? null : editing} adminFields={keeper.isAdmin} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}

const EMPTY: StationBody = {
  stationName: '',
  stationCode: '',
  province: '四川省',
  city: '巴中市',
  county: '',
  streetName: null,
  address: '',
  contactUser: null,
  conveneUser: null,
  introduce: null,
  stationPicture: null,
  fkStationAreaId: null,
  isDemonstration: false,
  isValid: true,
  sortNo: 0,
  coordinate: null,
};

const TEXT_FIELDS: readonly { key: keyof StationBody; label: string; required?: boolean; admin?: boolean; max: number }[] = [
  { key: 'stationName', label: '联络站名称', required: true, max: PORTAL_LIMITS.name },
  { key: 'stationCode', label: '联络站编号', required: true, admin: true, max: 50 },
  { key: 'province', label: '所在省', required: true, max: 50 },
  { key: 'city', label: '所在市', required: true, max: 50 },
  { key: 'county', label: '所在区县', required: true, max: 50 },
  { key: 'streetName', label: '所在镇街', max: 50 },
  { key: 'address', label: '详细地址', required: true, max: PORTAL_LIMITS.text },
  { key: 'conveneUser', label: '召集人', max: 50 },
  { key: 'contactUser', label: '工作人员', max: 50 },
  { key: 'coordinate', label: '坐标（经度,纬度）', max: 60 },
];

function StationDialog({ station, adminFields, onClose }: { station: ManagedStation | null; adminFields: boolean; onClose: () => void }) {
  const [form, setForm] = useState<StationBody>(() => {
    if (!station) return EMPTY;
    const { stationId: _id, delegateCount: _count, ...body } = station;
    return body;
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveStationMutation();
  const text = (key: keyof StationBody) => String(form[key] ?? '');
  const setText = (key: keyof StationBody, value: string) => setForm((prev) => ({ ...prev, [key]: value }));

  const submit = async () => {
    const found: Record<string, string> = {};
    for (const field of TEXT_FIELDS) if (field.required && !text(field.key).trim()) found[field.key] = `请输入${field.label}`;
    const coordinate = coordinateProblem(text('coordinate'));
    if (coordinate) found.coordinate = coordinate;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const blankToNull = (value: string | null) => (value && value.trim() ? value : null);
    try {
      await save({
        stationId: station?.stationId ?? null,
        body: {
          ...form,
          streetName: blankToNull(form.streetName),
          contactUser: blankToNull(form.contactUser),
          conveneUser: blankToNull(form.conveneUser),
          introduce: blankToNull(form.introduce),
          coordinate: blankToNull(form.coordinate),
        },
      }).unwrap();
      toastDone('联络站信息已保存');
      onClose();
    } catch (error) {
      const { field, message } = fieldErrorOf(error);
      if (field) setErrors({ [field]: message });
      else toastError(error);
    }
  };

  return (
    <FormDialog
      title={station ? '编辑联络站' : '新增联络站'}
      onClose={onClose}
      busy={saving.isLoading}
      size="xl"
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={saving.isLoading} />}
    >
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {TEXT_FIELDS.filter((field) => adminFields || !field.admin).map((field) => (
            <TextInput key={field.key} label={field.label} required={field.required} value={text(field.key)} onChange={(value) => setText(field.key, value)} error={errors[field.key]} max={field.max} />
          ))}
          {adminFields && (
            <TextInput label="排序" type="number" value={String(form.sortNo)} onChange={(value) => setForm({ ...form, sortNo: Math.max(0, Math.min(PORTAL_LIMITS.sortNo, Math.trunc(Number(value) || 0))) })} />
          )}
        </SimpleGrid>
        <Field.Root>
          <Field.Label>联络站简介</Field.Label>
          <Textarea rows={5} value={form.introduce ?? ''} maxLength={PORTAL_LIMITS.introduce} onChange={(e) => setForm({ ...form, introduce: e.target.value })} />
        </Field.Root>
        <PictureField label="联络站图片" value={form.stationPicture} onChange={(stationPicture) => setForm({ ...form, stationPicture })} error={errors.stationPicture} />
        {adminFields && (
          <Flex gap="5" wrap="wrap">
            <Checkbox.Root checked={form.isValid} onCheckedChange={(e) => setForm({ ...form, isValid: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>启用（在门户显示）</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root checked={form.isDemonstration} onCheckedChange={(e) => setForm({ ...form, isDemonstration: e.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>示范联络站</Checkbox.Label>
            </Checkbox.Root>
          </Flex>
        )}
      </Stack>
    </FormDialog>
  );
}
