import { Badge, Button, Field, Flex, HStack, Input, Stack } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { OPERATION_CODE_MAX, OPERATION_CODE_PATTERN, OPERATION_NAME_MAX, OPERATION_REMARK_MAX, ROLE_MSG, type OperationRow } from '@shared/contracts/roles';
import { MSG } from '@shared/messages';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission } from '@web/features/permissions';
import { fieldErrorOf } from './form-errors';
import { useCreateOperationMutation, useDeleteOperationMutation, useEnableOperationMutation, useOperationCatalogueQuery, useUpdateOperationMutation } from './roles.api';

interface OperationForm {
  code: string;
  operator: string;
  remark: string;
}

function problemsOf(form: OperationForm): Partial<Record<keyof OperationForm, string>> {
  const problems: Partial<Record<keyof OperationForm, string>> = {};
  const code = form.code.trim();
  if (!code) problems.code = ROLE_MSG.operationCodeRequired;
  else if (code.length > OPERATION_CODE_MAX || !new RegExp(OPERATION_CODE_PATTERN).test(code)) problems.code = ROLE_MSG.operationCodeInvalid;
  if (!form.operator.trim()) problems.operator = ROLE_MSG.operatorRequired;
  else if (form.operator.trim().length > OPERATION_NAME_MAX) problems.operator = ROLE_MSG.operatorTooLong;
  if (form.remark.trim().length > OPERATION_REMARK_MAX) problems.remark = ROLE_MSG.operationRemarkTooLong;
  return problems;
}

function OperationDialog({ editing, onClose }: { editing: OperationRow | null; onClose: () => void }) {
  const [form, setForm] = useState<OperationForm>({ code: editing?.code ?? '', operator: editing?.operator ?? '', remark: editing?.remark ?? '' });
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [create, creating] = useCreateOperationMutation();
  const [update, updating] = useUpdateOperationMutation();
  const busy = creating.isLoading || updating.isLoading;
  // A code in use is what routes and buttons check: it stays as it is.
  const codeLocked = editing !== null && editing.menuCount + editing.roleCount > 0;

  const submit = async () => {
    const found = problemsOf(form);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { code: form.code.trim(), operator: form.operator.trim(), remark: form.remark.trim() || null };
    try {
      if (editing) await update({ competenceId: editing.competenceId, ...body }).unwrap();
      else await create(body).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      onClose();
    } catch (failure) {
      const { field, message } = fieldErrorOf(failure);
      if (field) setProblems({ [field]: message });
      else toaster.create({ type: 'error', title: MSG.operationFailed, description: message });
    }
  };

  const field = (key: keyof OperationForm, label: string, control: ReactNode, required = false, helper?: string) => (
    <Field.Root invalid={Boolean(problems[key])} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {helper && !problems[key] && <Field.HelperText>{helper}</Field.HelperText>}
      {problems[key] && <Field.ErrorText>{problems[key]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <FormDialog title={editing ? '编辑操作' : '新增操作'} onClose={onClose} busy={busy} onSubmit={() => void submit()} footer={<DialogActions onCancel={onClose} busy={busy} confirmLabel="保存" />}>
      <Stack gap="4">
        {field(
          'code',
          '操作编码',
          <Input value={form.code} onChange={(e) => setForm((p) => ({ ...p, code: e.target.value }))} disabled={codeLocked} maxLength={OPERATION_CODE_MAX} placeholder="如 archiveRecord" />,
          true,
          codeLocked ? '该操作已关联菜单或授予角色，编码不能修改' : undefined,
        )}
        {field('operator', '操作名称', <Input value={form.operator} onChange={(e) => setForm((p) => ({ ...p, operator: e.target.value }))} maxLength={OPERATION_NAME_MAX} />, true)}
        {field('remark', '备注', <Input value={form.remark} onChange={(e) => setForm((p) => ({ ...p, remark: e.target.value }))} maxLength={OPERATION_REMARK_MAX} />)}
      </Stack>
    </FormDialog>
  );
}

/** operationManager: the catalogue of operations (button-level permission codes). */
export function OperationManagerScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useState({ pageNum: 1, pageSize: 10, operator: '' });
  const [draft, setDraft] = useState('');
  const [dialog, setDialog] = useState<{ editing: OperationRow | null } | null>(null);
  const [deleting, setDeleting] = useState<OperationRow | null>(null);
  const query = useOperationCatalogueQuery({ pageNum: filters.pageNum, pageSize: filters.pageSize, ...(filters.operator ? { operator: filters.operator } : {}) });
  const [enable] = useEnableOperationMutation();
  const [remove, removing] = useDeleteOperationMutation();
  const fail = (failure: unknown) => toaster.create({ type: 'error', title: MSG.operationFailed, description: fieldErrorOf(failure).message });

  const toggle = async (row: OperationRow) => {
    try {
      await enable({ competenceId: row.competenceId, isEnable: !row.isEnable }).unwrap();
      toaster.create({ type: 'success', title: row.isEnable ? '已停用' : '已启用' });
    } catch (failure) {
      fail(failure);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.competenceId).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
    } catch (failure) {
      fail(failure);
    }
    setDeleting(null);
  };

  const columns: readonly ListColumn<OperationRow>[] = [
    { key: 'operator', label: '操作名称', cell: (row) => row.operator },
    { key: 'code', label: '操作编码', cell: (row) => row.code },
    { key: 'remark', label: '备注', wide: true, cell: (row) => row.remark ?? '' },
    { key: 'use', label: '关联菜单 / 授权角色', cell: (row) => `${row.menuCount} / ${row.roleCount}` },
    { key: 'state', label: '状态', cell: (row) => <Badge colorPalette={row.isEnable ? 'green' : 'orange'}>{row.isEnable ? '启用' : '停用'}</Badge> },
    {
      key: 'actions',
      label: '操作',
      cell: (row) => (
        <HStack gap="1" wrap="wrap">
          <Permission code="operationEdit">
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setDialog({ editing: row })} aria-label={`编辑 ${row.operator}`}>
              编辑
            </Button>
            <Button size="xs" variant="ghost" colorPalette={row.isEnable ? 'orange' : 'green'} onClick={() => void toggle(row)} aria-label={`${row.isEnable ? '停用' : '启用'} ${row.operator}`}>
              {row.isEnable ? '停用' : '启用'}
            </Button>
          </Permission>
          <Permission code="operationDelete">
            <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(row)} aria-label={`删除 ${row.operator}`}>
              删除
            </Button>
          </Permission>
        </HStack>
      ),
    },
  ];

  return (
    <ListPage header={<PageHeader title="操作管理" trail={menus?.trail ?? []} />}>
      <Flex
        as="form"
        role="search"
        aria-label="查询操作"
        gap="2"
        wrap="wrap"
        mb="4"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters((prev) => ({ ...prev, operator: draft.trim(), pageNum: 1 }));
        }}
      >
        <Input size="sm" width={{ base: 'full', sm: '240px' }} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="操作名称或编码" aria-label="操作名称或编码" maxLength={50} />
        <FilterActions
          onReset={() => {
            setDraft('');
            setFilters({ pageNum: 1, pageSize: 10, operator: '' });
          }}
        />
        <Permission code="operationAdd">
          <Button size="sm" colorPalette="brand" ml={{ sm: 'auto' }} onClick={() => setDialog({ editing: null })}>
            新增操作
          </Button>
        </Permission>
      </Flex>
      <ListResults
        label="操作"
        query={query}
        rowKey={(row) => row.competenceId}
        columns={columns}
        striped
        emptyText={filters.operator ? '没有符合条件的操作' : '暂无操作'}
        paging={{
          pageNum: filters.pageNum,
          pageSize: filters.pageSize,
          onPage: (pageNum) => setFilters((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setFilters((prev) => ({ ...prev, pageSize, pageNum: 1 })),
        }}
      />
      {dialog && <OperationDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `确定删除操作「${deleting.operator}」吗？此操作不可恢复。` : ''}
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}
