import { Box, Button, Checkbox, Field, Heading, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import type { Reception, StationDeputy } from '@shared/contracts/portal-content';
import { PORTAL_LIMITS } from '@shared/portal-content';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { chinaToday } from '@web/lib/china-time';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { DelegateChooser, type ChosenDelegate } from '@web/features/delegate-chooser';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import {
  useAddStationDeputiesMutation,
  useDeleteReceptionMutation,
  useManagedStationsQuery,
  useReceptionsQuery,
  useRemoveStationDeputyMutation,
  useSaveReceptionMutation,
  useStationDeputiesQuery,
} from './portal-content.api';
import { fieldErrorOf, Hint, TextInput, toastDone, toastError, useKeeper } from './portal-content.parts';

const GRADE_LABEL: Record<number, string> = { 1: '全国', 2: '省', 3: '市', 4: '县（区）', 5: '乡镇' };

/** 进站代表 (/manager/deputyStation/stationDelegate): the deputies who serve at a station and its reception days. */
export function StationDelegateScreen() {
  const menus = useOptionalMenus();
  const keeper = useKeeper();
  const stations = useManagedStationsQuery({ pageNum: 1, pageSize: 100 });
  const [picked, setPicked] = useState('');
  const stationId = picked ? Number(picked) : keeper.isAdmin ? (stations.data?.list[0]?.stationId ?? null) : keeper.stationId;

  return (
    <ListPage header={<PageHeader title="进站代表" trail={menus?.trail ?? []} />}>
      <Hint>进站代表在本联络站接待群众；接待安排（日期、时间、地点、接待代表）在门户的联络站页面公布。</Hint>
      {keeper.isAdmin && (
        <Box mb="4" maxW={{ base: 'full', sm: '320px' }}>
          <Select
            size="sm"
            label="联络站"
            value={picked || String(stationId ?? '')}
            onChange={setPicked}
            options={(stations.data?.list ?? []).map((s) => ({ value: String(s.stationId), label: s.stationName }))}
          />
        </Box>
      )}
      {stationId !== null ? (
        <Stack gap="8">
          <Deputies stationId={stationId} />
          <Receptions stationId={stationId} />
        </Stack>
      ) : (
        <Text color="fg.muted">{keeper.ready ? '您的账号未关联联络站' : '正在读取…'}</Text>
      )}
    </ListPage>
  );
}

function Deputies({ stationId }: { stationId: number }) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState<StationDeputy | null>(null);
  const query = useStationDeputiesQuery({ stationId, ...page });
  const [add] = useAddStationDeputiesMutation();
  const [remove, removal] = useRemoveStationDeputyMutation();

  const addChosen = async (chosen: ChosenDelegate[]) => {
    if (chosen.length === 0) return;
    try {
      const { added } = await add({ stationId, body: { delegateIds: chosen.map((d) => d.delegateId) } }).unwrap();
      toastDone(added > 0 ? `已添加 ${added} 名进站代表` : '所选代表已在本联络站');
    } catch (error) {
      toastError(error);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ stationId, delegateId: removing.delegateId }).unwrap();
      toastDone(`已将${removing.delegateName}移出本联络站`);
    } catch (error) {
      toastError(error);
    }
    setRemoving(null);
  };

  const columns: ListColumn<StationDeputy>[] = [
    { key: 'name', label: '姓名', cell: (row) => row.delegateName },
    { key: 'sex', label: '性别', cell: (row) => row.sex },
    { key: 'grade', label: '代表层级', cell: (row) => GRADE_LABEL[row.delegateGrade] ?? '暂无' },
    { key: 'delegation', label: '代表团', cell: (row) => row.delegationName },
    { key: 'job', label: '现任职务', cell: (row) => row.presentOccupation ?? '—', wide: true },
    {
      key: 'actions',
      label: '操作',
      cell: (row) => (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRemoving(row)} aria-label={`移出 ${row.delegateName}`}>
          移出
        </Button>
      ),
    },
  ];

  return (
    <Box as="section" aria-labelledby="station-deputies">
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="station-deputies">
          进站代表
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setChoosing(true)}>
          添加代表
        </Button>
      </HStack>
      <ListResults
        label="进站代表列表"
        query={query}
        rowKey={(row) => row.delegateId}
        columns={columns}
        emptyText="本联络站暂无进站代表"
        paging={{ ...page, onPage: (pageNum) => setPage((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPage({ pageNum: 1, pageSize }) }}
      />
      <DelegateChooser open={choosing} onOpenChange={setChoosing} value={[]} queryAll title="添加进站代表" onConfirm={(chosen) => void addChosen(chosen)} />
      <ConfirmDialog
        open={removing !== null}
        message={`确定将${removing?.delegateName ?? ''}移出本联络站吗？`}
        confirmText="移出"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}

function Receptions({ stationId }: { stationId: number }) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Reception | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Reception | null>(null);
  const query = useReceptionsQuery({ fkStationId: stationId, from: chinaToday(), ...page });
  const [remove, removal] = useDeleteReceptionMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.receptionId).unwrap();
      toastDone('接待安排已删除');
    } catch (error) {
      toastError(error);
    }
    setDeleting(null);
  };

  const columns: ListColumn<Reception>[] = [
    { key: 'date', label: '接待日期', cell: (row) => row.receptionDate },
    { key: 'time', label: '时间', cell: (row) => `${row.startTime}–${row.endTime}` },
    { key: 'place', label: '地点', cell: (row) => row.place, wide: true },
    { key: 'deputies', label: '接待代表', cell: (row) => row.deputies.map((d) => d.delegateName).join('、') },
    { key: 'remark', label: '备注', cell: (row) => row.remark ?? '—' },
    {
      key: 'actions',
      label: '操作',
      cell: (row) => (
        <HStack gap="1">
          <Button size="xs" variant="outline" onClick={() => setEditing(row)} aria-label={`编辑 ${row.receptionDate} 的接待安排`}>
            编辑
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => setDeleting(row)} aria-label={`删除 ${row.receptionDate} 的接待安排`}>
            删除
          </Button>
        </HStack>
      ),
    },
  ];

  return (
    <Box as="section" aria-labelledby="station-receptions">
      <HStack justify="space-between" mb="3" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="station-receptions">
          接待安排
        </Heading>
        <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')}>
          新增接待安排
        </Button>
      </HStack>
      <ListResults
        label="接待安排列表"
        query={query}
        rowKey={(row) => row.receptionId}
        columns={columns}
        emptyText="暂无待接待安排"
        paging={{ ...page, onPage: (pageNum) => setPage((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPage({ pageNum: 1, pageSize }) }}
      />
      {editing !== null && <ReceptionDialog stationId={stationId} reception={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={`确定删除 ${deleting?.receptionDate ?? ''} 的接待安排吗？`}
        confirmText="删除"
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}

function ReceptionDialog({ stationId, reception, onClose }: { stationId: number; reception: Reception | null; onClose: () => void }) {
  const deputies = useStationDeputiesQuery({ stationId, pageNum: 1, pageSize: 100 });
  const [form, setForm] = useState({
    receptionDate: reception?.receptionDate ?? chinaToday(),
    startTime: reception?.startTime ?? '09:00',
    endTime: reception?.endTime ?? '11:30',
    place: reception?.place ?? '',
    delegateIds: reception?.delegateIds ?? ([] as number[]),
    remark: reception?.remark ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useSaveReceptionMutation();

  const toggle = (id: number, on: boolean) =>
    setForm((prev) => ({ ...prev, delegateIds: on ? [...prev.delegateIds, id] : prev.delegateIds.filter((other) => other !== id) }));

  const submit = async () => {
    const found: Record<string, string> = {};
    if (!form.receptionDate) found.receptionDate = '请选择接待日期';
    if (!form.startTime) found.startTime = '请选择开始时间';
    if (!form.endTime || form.endTime <= form.startTime) found.endTime = '结束时间须晚于开始时间';
    if (!form.place.trim()) found.place = '请输入接待地点';
    if (form.delegateIds.length === 0) found.delegateIds = '请至少选择一名接待代表';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save({ receptionId: reception?.receptionId ?? null, body: { fkStationId: stationId, ...form, remark: form.remark.trim() || null } }).unwrap();
      toastDone('接待安排已保存');
      onClose();
    } catch (error) {
      const { field, message } = fieldErrorOf(error);
      if (field) setErrors({ [field]: message });
      else toastError(error);
    }
  };

  return (
    <FormDialog
      title={reception ? '编辑接待安排' : '新增接待安排'}
      onClose={onClose}
      busy={saving.isLoading}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} confirmLabel="保存" busy={saving.isLoading} />}
    >
      <Stack gap="3">
        <TextInput label="接待日期" type="date" required value={form.receptionDate} onChange={(receptionDate) => setForm({ ...form, receptionDate })} error={errors.receptionDate} />
        <SimpleGrid columns={2} gap="3">
          <TextInput label="开始时间" type="time" required value={form.startTime} onChange={(startTime) => setForm({ ...form, startTime })} error={errors.startTime} />
          <TextInput label="结束时间" type="time" required value={form.endTime} onChange={(endTime) => setForm({ ...form, endTime })} error={errors.endTime} />
        </SimpleGrid>
        <TextInput label="接待地点" required value={form.place} onChange={(place) => setForm({ ...form, place })} error={errors.place} max={PORTAL_LIMITS.text} />
        <Field.Root invalid={errors.delegateIds !== undefined} required>
          <Field.Label>
            接待代表
            <Field.RequiredIndicator />
          </Field.Label>
          <Box as="fieldset" aria-label="接待代表" maxH="180px" overflowY="auto" borderWidth="1px" rounded="md" p="2" w="full">
            {(deputies.data?.list ?? []).length === 0 && <Text fontSize="sm" color="fg.muted">本联络站暂无进站代表，请先添加代表</Text>}
            <SimpleGrid columns={{ base: 2, sm: 3 }} gap="1">
              {(deputies.data?.list ?? []).map((deputy) => (
                <Checkbox.Root key={deputy.delegateId} size="sm" checked={form.delegateIds.includes(deputy.delegateId)} onCheckedChange={(e) => toggle(deputy.delegateId, e.checked === true)}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{deputy.delegateName}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </Box>
          {errors.delegateIds && <Field.ErrorText>{errors.delegateIds}</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>备注</Field.Label>
          <Textarea rows={2} maxLength={PORTAL_LIMITS.remark} value={form.remark} onChange={(e) => setForm({ ...form, remark: e.target.value })} />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

