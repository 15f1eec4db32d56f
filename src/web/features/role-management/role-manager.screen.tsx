import { Badge, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DATA_SCOPES, DATA_SCOPE_LABEL, ROLE_CODE_MAX, ROLE_CODE_PATTERN, ROLE_MSG, ROLE_NAME_MAX, ROLE_REMARK_MAX, type DataScope, type RoleRow } from '@shared/contracts/roles';
import { MSG } from '@shared/messages';
import { ROLE_CODES, ROLE_LABEL } from '@shared/roles';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission } from '@web/features/permissions';
import { fieldErrorOf } from './form-errors';
import { useCreateRoleMutation, useDeleteRoleMutation, useEnableRoleMutation, useRolesQuery, useUpdateRoleMutation } from './roles.api';

interface RoleForm {
  roleCode: string;
  roleName: string;
  baseRole: string;
  dataScope: DataScope;
  remark: string;
  sortNo: string;
}

const EMPTY: RoleForm = { roleCode: '', roleName: '', baseRole: '', dataScope: 'all', remark: '', sortNo: '1' };
const BASE_OPTIONS = ROLE_CODES.map((code) => ({ value: code, label: `${ROLE_LABEL[code]}（${code}）` }));
const SCOPE_OPTIONS = DATA_SCOPES.map((scope) => ({ value: scope, label: DATA_SCOPE_LABEL[scope] }));

/** The form's checks, the server's rules: each problem under its field. */
function problemsOf(form: RoleForm, creating: boolean): Partial<Record<keyof RoleForm, string>> {
  const problems: Partial<Record<keyof RoleForm, string>> = {};
  if (creating) {
    if (!form.roleCode.trim()) problems.roleCode = ROLE_MSG.roleCodeRequired;
    else if (form.roleCode.trim().length > ROLE_CODE_MAX || !new RegExp(ROLE_CODE_PATTERN).test(form.roleCode.trim())) problems.roleCode = ROLE_MSG.roleCodeInvalid;
  }
  if (!form.roleName.trim()) problems.roleName = ROLE_MSG.roleNameRequired;
  else if (form.roleName.trim().length > ROLE_NAME_MAX) problems.roleName = ROLE_MSG.roleNameTooLong;
  if (!form.baseRole) problems.baseRole = ROLE_MSG.baseRoleRequired;
  if (form.remark.trim().length > ROLE_REMARK_MAX) problems.remark = ROLE_MSG.remarkTooLong;
  if (!/^\d{1,5}$/.test(form.sortNo)) problems.sortNo = '排序须为 0 到 99999 的整数';
  return problems;
}

function RoleDialog({ editing, onClose }: { editing: RoleRow | null; onClose: () => void }) {
  const creating = editing === null;
  const [form, setForm] = useState<RoleForm>(
    editing
      ? { roleCode: editing.roleCode, roleName: editing.roleName, baseRole: editing.baseRole, dataScope: editing.dataScope as DataScope, remark: editing.remark ?? '', sortNo: String(editing.sortNo) }
      : EMPTY,
  );
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});
  const [create, creatingState] = useCreateRoleMutation();
  const [update, updatingState] = useUpdateRoleMutation();
  const busy = creatingState.isLoading || updatingState.isLoading;
  const set = (key: keyof RoleForm) => (value: string) => setForm((prev) => ({ ...prev, [key]: value }));

  const submit = async () => {
    const found = problemsOf(form, creating);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const body = { roleName: form.roleName.trim(), baseRole: form.baseRole, dataScope: form.dataScope, remark: form.remark.trim() || null, sortNo: Number(form.sortNo) };
    try {
      if (creating) await create({ roleCode: form.roleCode.trim(), ...body }).unwrap();
      else await update({ roleCode: editing.roleCode, ...body }).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      onClose();
    } catch (failure) {
      const { field, message } = fieldErrorOf(failure);
      if (field) setProblems({ [field]: message });
      else toaster.create({ type: 'error', title: MSG.operationFailed, description: message });
    }
  };

  const field = (key: keyof RoleForm, label: string, control: React.ReactNode, required = false) => (
    <Field.Root invalid={Boolean(problems[key])} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {control}
      {problems[key] && <Field.ErrorText>{problems[key]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <FormDialog
      title={creating ? '新增角色' : '编辑角色'}
      onClose={onClose}
      busy={busy}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} busy={busy} confirmLabel="保存" />}
    >
      <Stack gap="4">
        {field('roleCode', '角色编码', <Input value={form.roleCode} onChange={(e) => set('roleCode')(e.target.value)} disabled={!creating} maxLength={ROLE_CODE_MAX} placeholder="如 OFFICE_WORK" />, true)}
        {field('roleName', '角色名称', <Input value={form.roleName} onChange={(e) => set('roleName')(e.target.value)} maxLength={ROLE_NAME_MAX} />, true)}
        {field(
          'baseRole',
          '基础角色',
          <Select label="基础角色" value={form.baseRole} options={BASE_OPTIONS} emptyOption="请选择" onChange={set('baseRole')} disabled={editing?.isBuiltIn} />,
          true,
        )}
        <Text fontSize="xs" color="fg.muted" mt="-2">
          在议案、建议、群众留言等流程中，该角色按基础角色行事；菜单和操作按本角色授权。
        </Text>
        {field('dataScope', '数据范围', <Select label="数据范围" value={form.dataScope} options={SCOPE_OPTIONS} onChange={set('dataScope')} />, true)}
        {field('sortNo', '排序', <Input value={form.sortNo} onChange={(e) => set('sortNo')(e.target.value)} inputMode="numeric" maxLength={5} />)}
        {field('remark', '备注', <Input value={form.remark} onChange={(e) => set('remark')(e.target.value)} maxLength={ROLE_REMARK_MAX} />)}
      </Stack>
    </FormDialog>
  );
}

/** roleManager: the roles (the 13 built-in and custom ones), their base role and data scope. */
export function RoleManagerScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useState({ pageNum: 1, pageSize: 10, keyword: '' });
  const [draft, setDraft] = useState('');
  const [dialog, setDialog] = useState<{ editing: RoleRow | null } | null>(null);
  const [deleting, setDeleting] = useState<RoleRow | null>(null);
  const query = useRolesQuery({ pageNum: filters.pageNum, pageSize: filters.pageSize, ...(filters.keyword ? { keyword: filters.keyword } : {}) });
  const [enable] = useEnableRoleMutation();
  const [remove, removing] = useDeleteRoleMutation();

  const fail = (failure: unknown) => toaster.create({ type: 'error', title: MSG.operationFailed, description: fieldErrorOf(failure).message });
  const toggle = async (role: RoleRow) => {
    try {
      await enable({ roleCode: role.roleCode, isValid: !role.isValid }).unwrap();
      toaster.create({ type: 'success', title: role.isValid ? '已停用' : '已启用' });
    } catch (failure) {
      fail(failure);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.roleCode).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
    } catch (failure) {
      fail(failure);
    }
    setDeleting(null);
  };

  const columns: readonly ListColumn<RoleRow>[] = [
    { key: 'name', label: '角色名称', wide: true, cell: (role) => (
      <HStack gap="2">
        <Text as="span">{role.roleName}</Text>
        {role.isBuiltIn && <Badge size="xs" colorPalette="gray">内置</Badge>}
      </HStack>
    ) },
    { key: 'code', label: '角色编码', cell: (role) => role.roleCode },
    { key: 'base', label: '基础角色', cell: (role) => role.baseRoleName },
    { key: 'scope', label: '数据范围', cell: (role) => DATA_SCOPE_LABEL[role.dataScope as DataScope] ?? role.dataScope },
    { key: 'users', label: '用户数', cell: (role) => role.userCount },
    { key: 'state', label: '状态', cell: (role) => <Badge colorPalette={role.isValid ? 'green' : 'orange'}>{role.isValid ? '启用' : '停用'}</Badge> },
    {
      key: 'actions',
      label: '操作',
      cell: (role) => (
        <HStack gap="1" wrap="wrap">
          <Permission code="roleEdit">
            <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setDialog({ editing: role })} aria-label={`编辑 ${role.roleName}`}>
              编辑
            </Button>
            <Button size="xs" variant="ghost" colorPalette={role.isValid ? 'orange' : 'green'} onClick={() => void toggle(role)} aria-label={`${role.isValid ? '停用' : '启用'} ${role.roleName}`}>
              {role.isValid ? '停用' : '启用'}
            </Button>
          </Permission>
          {!role.isBuiltIn && (
            <Permission code="roleDelete">
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(role)} aria-label={`删除 ${role.roleName}`}>
                删除
              </Button>
            </Permission>
          )}
        </HStack>
      ),
    },
  ];

  return (
    <ListPage header={<PageHeader title="角色管理" trail={menus?.trail ?? []} />}>
      <Flex
        as="form"
        role="search"
        aria-label="查询角色"
        gap="2"
        wrap="wrap"
        mb="4"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setFilters((prev) => ({ ...prev, keyword: draft.trim(), pageNum: 1 }));
        }}
      >
        <Input size="sm" width={{ base: 'full', sm: '240px' }} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="角色编码或名称" aria-label="角色编码或名称" maxLength={50} />
        <FilterActions
          onReset={() => {
            setDraft('');
            setFilters({ pageNum: 1, pageSize: 10, keyword: '' });
          }}
        />
        <Permission code="roleAdd">
          <Button size="sm" colorPalette="brand" ml={{ sm: 'auto' }} onClick={() => setDialog({ editing: null })}>
            新增角色
          </Button>
        </Permission>
      </Flex>
      <ListResults
        label="角色"
        query={query}
        rowKey={(role) => role.roleCode}
        columns={columns}
        striped
        emptyText={filters.keyword ? '没有符合条件的角色' : '暂无角色'}
        paging={{
          pageNum: filters.pageNum,
          pageSize: filters.pageSize,
          onPage: (pageNum) => setFilters((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setFilters((prev) => ({ ...prev, pageSize, pageNum: 1 })),
        }}
      />
      {dialog && <RoleDialog editing={dialog.editing} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `确定删除角色「${deleting.roleName}」吗？此操作不可恢复。` : ''}
        busy={removing.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </ListPage>
  );
}
