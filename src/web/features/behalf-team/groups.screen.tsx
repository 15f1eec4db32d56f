import { Badge, Box, Button, Field, Flex, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { Group, GroupBody, GroupOptions, Member } from '@shared/contracts/groups';
import { GROUP_LEVEL_LABEL, GROUP_LIMITS, GROUP_MSG, MEMBER_ROLE_LABEL } from '@shared/groups';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { EmptyState } from '@web/components/empty-state';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { Select } from '@web/components/form-fields';
import { ErrorState } from '@web/components/error-state';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { DelegateChooser, type ChosenDelegate } from '@web/features/delegate-chooser';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { ExportButton } from '@web/features/workflow';
import { errorMessage, toApiError } from '@web/lib/http-error';
import {
  useAddAdminMutation,
  useAddMembersMutation,
  useAdminsQuery,
  useDeleteGroupMutation,
  useGroupOptionsQuery,
  useGroupsQuery,
  useMembersQuery,
  useRemoveAdminMutation,
  useRemoveMemberMutation,
  useSaveGroupMutation,
  useSetGroupEnabledMutation,
  useSetMemberRoleMutation,
  type GroupParams,
} from './behalf-team.api';

const LEVEL_OPTIONS = Object.entries(GROUP_LEVEL_LABEL).map(([value, label]) => ({ value, label }));
const ROLE_OPTIONS = Object.entries(MEMBER_ROLE_LABEL).map(([value, label]) => ({ value, label }));

const done = (msg: string) => toaster.create({ type: 'success', title: msg });
const failed = (error: unknown) => toaster.create({ type: 'error', title: errorMessage(error, '操作失败') });

interface Filters {
  keyword: string;
  fkStationId: string;
  isEnable: string;
}
const NO_FILTERS: Filters = { keyword: '', fkStationId: '', isEnable: '' };

function paramsOf(filters: Filters): Omit<GroupParams, 'pageNum' | 'pageSize'> {
  return {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.fkStationId ? { fkStationId: Number(filters.fkStationId) } : {}),
    ...(filters.isEnable ? { isEnable: filters.isEnable === 'true' } : {}),
  };
}

type FormProblems = Partial<Record<keyof GroupBody, string>>;

function GroupDialog({ group, options, onClose }: { group: Group | null; options: GroupOptions; onClose: () => void }) {
  const [form, setForm] = useState<GroupBody>(
    group
      ? { groupName: group.groupName, groupLevel: group.groupLevel as GroupBody['groupLevel'], fkStationId: group.fkStationId, fkAreaId: group.fkAreaId, description: group.description, sortNo: group.sortNo }
      : { groupName: '', groupLevel: 4, fkStationId: null, fkAreaId: null, description: null, sortNo: 0 },
  );
  const [problems, setProblems] = useState<FormProblems>({});
  const [save, saving] = useSaveGroupMutation();
  const set = <K extends keyof GroupBody>(key: K, value: GroupBody[K]) => {
    setForm((prev) => ({ ...prev, [key]: value }));
    setProblems((prev) => ({ ...prev, [key]: undefined }));
  };
  const submit = async () => {
    if (!form.groupName.trim()) return setProblems({ groupName: GROUP_MSG.nameRequired });
    try {
      await save({ groupId: group?.groupId ?? null, body: form }).unwrap();
      done('保存成功');
      onClose();
    } catch (error) {
      const failure = toApiError(error);
      const field = (failure.data as { field?: keyof GroupBody } | undefined)?.field;
      if (field) setProblems({ [field]: failure.msg });
      else failed(error);
    }
  };
  const idSelect = (key: 'fkStationId' | 'fkAreaId', label: string, choices: { id: number; name: string }[]) => (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Select value={form[key] ? String(form[key]) : ''} emptyOption="无" label={label} options={choices.map((c) => ({ value: c.id, label: c.name }))} onChange={(v) => set(key, v ? Number(v) : null)} />
    </Field.Root>
  );
  return (
    <FormDialog
      title={group ? '编辑代表小组' : '新增代表小组'}
      onClose={saving.isLoading ? undefined : onClose}
      busy={saving.isLoading}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} busy={saving.isLoading} busyText="保存中" confirmLabel="保存" />}
    >
      <Stack gap="4">
        <Field.Root invalid={!!problems.groupName} required>
          <Field.Label>
            小组名称
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="groupName" value={form.groupName} maxLength={GROUP_LIMITS.groupName} onChange={(e) => set('groupName', e.target.value)} />
          {problems.groupName && <Field.ErrorText>{problems.groupName}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required>
          <Field.Label>
            小组级别
            <Field.RequiredIndicator />
          </Field.Label>
          <Select value={String(form.groupLevel)} label="小组级别" options={LEVEL_OPTIONS} onChange={(v) => set('groupLevel', Number(v) as GroupBody['groupLevel'])} />
          <Field.HelperText>同一名代表在同一级别只能加入一个小组</Field.HelperText>
        </Field.Root>
        {idSelect('fkStationId', '所属联络站', options.stations)}
        {idSelect('fkAreaId', '所在区域', options.areas)}
        <Field.Root>
          <Field.Label>排序</Field.Label>
          <Input name="sortNo" type="number" min={0} max={GROUP_LIMITS.sortNo} value={form.sortNo} onChange={(e) => set('sortNo', Math.max(0, Math.min(GROUP_LIMITS.sortNo, Number(e.target.value) || 0)))} />
        </Field.Root>
        <Field.Root invalid={!!problems.description}>
          <Field.Label>小组简介</Field.Label>
          <Textarea name="description" rows={3} maxLength={GROUP_LIMITS.description} value={form.description ?? ''} onChange={(e) => set('description', e.target.value || null)} />
          {problems.description && <Field.ErrorText>{problems.description}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}

type Pending = { kind: 'delete' | 'disable' | 'enable'; group: Group };

/** 小组管理: the groups, searched, paged, added, edited, enabled or disabled, deleted when empty, exported. */
export function RepresentativeGroupScreen() {
  const menus = useOptionalMenus();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<Group | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const query = useGroupsQuery({ ...paramsOf(filters), ...paging });
  const options = useGroupOptionsQuery();
  const [setEnabled, enabling] = useSetGroupEnabledMutation();
  const [remove, removing] = useDeleteGroupMutation();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  const confirm = async () => {
    if (!pending) return;
    try {
      if (pending.kind === 'delete') done((await remove(pending.group.groupId).unwrap()).msg);
      else {
        await setEnabled({ groupId: pending.group.groupId, enabled: pending.kind === 'enable' }).unwrap();
        done(pending.kind === 'enable' ? '已启用' : '已停用');
      }
    } catch (error) {
      failed(error);
    }
    setPending(null);
  };
  const actions = (g: Group) => (
    <HStack gap="1" wrap="wrap">
      <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => setEditing(g)} aria-label={`编辑 ${g.groupName}`}>
        编辑
      </Button>
      {g.isEnable ? (
        <Button size="xs" variant="ghost" colorPalette="orange" onClick={() => setPending({ kind: 'disable', group: g })} aria-label={`停用 ${g.groupName}`}>
          停用
        </Button>
      ) : (
        <Button size="xs" variant="ghost" colorPalette="green" onClick={() => setPending({ kind: 'enable', group: g })} aria-label={`启用 ${g.groupName}`}>
          启用
        </Button>
      )}
      {g.memberCount === 0 && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setPending({ kind: 'delete', group: g })} aria-label={`删除 ${g.groupName}`}>
          删除
        </Button>
      )}
    </HStack>
  );
  const columns: readonly ListColumn<Group>[] = [
    { key: 'groupName', label: '小组名称', cell: (g) => g.groupName, wide: true },
    { key: 'level', label: '级别', cell: (g) => g.groupLevelLabel },
    { key: 'station', label: '所属联络站', cell: (g) => g.stationName ?? '--' },
    { key: 'area', label: '所在区域', cell: (g) => g.areaName ?? '--' },
    { key: 'leader', label: '组长', cell: (g) => g.leaderName ?? '--' },
    { key: 'members', label: '成员数', cell: (g) => g.memberCount },
    { key: 'admins', label: '组管理员', cell: (g) => g.adminNames.join('、') || '--' },
    { key: 'state', label: '状态', cell: (g) => <Badge colorPalette={g.isEnable ? 'green' : 'gray'}>{g.isEnable ? '启用' : '停用'}</Badge> },
    { key: 'actions', label: '操作', cell: actions },
  ];
  const message = (p: Pending) =>
    p.kind === 'delete' ? `确定删除代表小组“${p.group.groupName}”吗？` : p.kind === 'disable' ? `确定停用代表小组“${p.group.groupName}”吗？停用后代表端不再显示该小组。` : `确定启用代表小组“${p.group.groupName}”吗？`;

  return (
    <ListPage
      header={
        <PageHeader
          title="小组管理"
          trail={menus?.trail ?? []}
          actions={
            <HStack gap="2">
              <ExportButton path="/behalfTeam/groups/export" params={paramsOf(filters)} fallbackName="代表小组.xlsx" code={null} />
              <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} disabled={!options.data}>
                新增
              </Button>
            </HStack>
          }
        />
      }
    >
      <Flex as="form" role="search" aria-label="筛选代表小组" onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
        <Input size="sm" width={{ base: 'full', sm: '200px' }} placeholder="小组名称" aria-label="小组名称" maxLength={30} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <Select size="sm" width={{ base: 'full', sm: '220px' }} label="所属联络站" emptyOption="全部联络站" value={draft.fkStationId} options={(options.data?.stations ?? []).map((s) => ({ value: s.id, label: s.name }))} onChange={(fkStationId) => setDraft({ ...draft, fkStationId })} />
        <Select size="sm" width={{ base: 'full', sm: '140px' }} label="状态" emptyOption="全部状态" value={draft.isEnable} options={[{ value: 'true', label: '启用' }, { value: 'false', label: '停用' }]} onChange={(isEnable) => setDraft({ ...draft, isEnable })} />
        <FilterActions
          onReset={() => {
            setDraft(NO_FILTERS);
            setFilters(NO_FILTERS);
            setPaging((prev) => ({ ...prev, pageNum: 1 }));
          }}
        />
      </Flex>
      <ListResults
        label="代表小组"
        query={query}
        rowKey={(g) => g.groupId}
        columns={columns}
        striped
        card={(g) => (
          <>
            <HStack justify="space-between" mb="1">
              <Text fontWeight="medium">{g.groupName}</Text>
              <Badge colorPalette={g.isEnable ? 'green' : 'gray'}>{g.isEnable ? '启用' : '停用'}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {[g.groupLevelLabel, g.stationName, `组长 ${g.leaderName ?? '--'}`, `${g.memberCount} 名成员`].filter(Boolean).join(' · ')}
            </Text>
            {actions(g)}
          </>
        )}
        emptyText="暂无代表小组"
        paging={{ ...paging, onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
      {editing && options.data && <GroupDialog group={editing === 'new' ? null : editing} options={options.data} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={pending !== null}
        message={pending ? message(pending) : ''}
        confirmText={pending?.kind === 'delete' ? '删除' : pending?.kind === 'disable' ? '停用' : '启用'}
        busy={enabling.isLoading || removing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </ListPage>
  );
}

/** The group chosen on the members' and administrators' pages: the first the user may manage until another is chosen. */
function useChosenGroup() {
  const options = useGroupOptionsQuery();
  const [chosen, setChosen] = useState<number | null>(null);
  const groups = options.data?.groups ?? [];
  const groupId = chosen ?? groups[0]?.id ?? null;
  const picker = (
    <Box mb="4" maxW={{ base: 'full', sm: '360px' }}>
      <Select
        size="sm"
        label="代表小组"
        value={groupId ? String(groupId) : ''}
        options={groups.map((g) => ({ value: g.id, label: g.isEnable ? g.name : `${g.name}（已停用）` }))}
        onChange={(v) => setChosen(Number(v))}
      />
    </Box>
  );
  return { options, groupId, picker };
}

/** 小组成员: a group's members (a liaison's own groups only); add deputies, set the role, remove. */
export function GroupPersonScreen() {
  const menus = useOptionalMenus();
  const { options, groupId, picker } = useChosenGroup();
  const members = useMembersQuery(groupId ?? 0, { skip: groupId === null });
  const [choosing, setChoosing] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [add] = useAddMembersMutation();
  const [setRole] = useSetMemberRoleMutation();
  const [remove, removal] = useRemoveMemberMutation();
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 20 });

  const addChosen = async (chosen: ChosenDelegate[]) => {
    setChoosing(false);
    if (!groupId || chosen.length === 0) return;
    try {
      await add({ groupId, delegateIds: chosen.map((c) => c.delegateId) }).unwrap();
      done(`已添加 ${chosen.length} 名代表`);
    } catch (error) {
      failed(error);
    }
  };
  const changeRole = async (member: Member, memberRole: number) => {
    try {
      await setRole({ groupId: groupId!, memberId: member.memberId, memberRole }).unwrap();
      done('已设置');
    } catch (error) {
      failed(error);
    }
  };
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ groupId: groupId!, memberId: removing.memberId }).unwrap();
      done('已移出');
    } catch (error) {
      failed(error);
    }
    setRemoving(null);
  };
  const roleSelect = (m: Member) => (
    <NativeSelect.Root size="xs" width="100px">
      <NativeSelect.Field aria-label={`${m.delegateName}的小组职务`} value={String(m.memberRole)} onChange={(e) => void changeRole(m, Number(e.currentTarget.value))}>
        {ROLE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
  const removeButton = (m: Member) => (
    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(m)} aria-label={`移出 ${m.delegateName}`}>
      移出
    </Button>
  );
  const columns: readonly ListColumn<Member>[] = [
    { key: 'name', label: '姓名', cell: (m) => m.delegateName },
    { key: 'sex', label: '性别', cell: (m) => m.sex },
    { key: 'delegation', label: '代表团', cell: (m) => m.delegationName ?? '--' },
    { key: 'job', label: '工作单位及职务', cell: (m) => m.presentOccupation ?? '--', wide: true },
    { key: 'phone', label: '联系电话', cell: (m) => m.phone ?? '--' },
    { key: 'role', label: '小组职务', cell: roleSelect },
    { key: 'actions', label: '操作', cell: removeButton },
  ];
  const noGroups = options.data !== undefined && options.data.groups.length === 0;
  return (
    <ListPage
      header={
        <PageHeader
          title="小组成员"
          trail={menus?.trail ?? []}
          actions={
            <Button size="sm" colorPalette="brand" onClick={() => setChoosing(true)} disabled={groupId === null}>
              添加成员
            </Button>
          }
        />
      }
    >
      {noGroups ? (
        <EmptyState text="您尚未管理任何代表小组" />
      ) : (
        <>
          {picker}
          {groupId !== null && (
            <ListResults
              label="小组成员"
              query={{ ...members, data: members.data ? { list: members.data.list.slice((paging.pageNum - 1) * paging.pageSize, paging.pageNum * paging.pageSize), total: members.data.list.length } : undefined }}
              rowKey={(m) => m.memberId}
              columns={columns}
              striped
              card={(m) => (
                <>
                  <HStack justify="space-between" mb="1">
                    <Text fontWeight="medium">{m.delegateName}</Text>
                    <Badge colorPalette={m.memberRole === 1 ? 'red' : m.memberRole === 2 ? 'orange' : 'gray'}>{m.memberRoleLabel}</Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted" mb="2">
                    {[m.delegationName, m.presentOccupation, m.phone].filter(Boolean).join(' · ')}
                  </Text>
                  <HStack>
                    {roleSelect(m)}
                    {removeButton(m)}
                  </HStack>
                </>
              )}
              emptyText="本小组暂无成员"
              paging={{ ...paging, onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
            />
          )}
        </>
      )}
      <DelegateChooser open={choosing} onOpenChange={setChoosing} value={[]} queryAll title="添加小组成员" onConfirm={(chosen) => void addChosen(chosen)} />
      <ConfirmDialog
        open={removing !== null}
        message={removing ? `确定将“${removing.delegateName}”移出本小组吗？` : ''}
        confirmText="移出"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </ListPage>
  );
}

/** A query's loading and error states, else its answer. */
function Loaded<T>({ query, children }: { query: { data?: T; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown }; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

/** 组管理员: which liaison accounts (NPC_GROUP) administer the chosen group. */
export function GroupAdminScreen() {
  const menus = useOptionalMenus();
  const { groupId, picker } = useChosenGroup();
  const admins = useAdminsQuery(groupId ?? 0, { skip: groupId === null });
  const [candidate, setCandidate] = useState('');
  const [removing, setRemoving] = useState<{ userId: number; realName: string } | null>(null);
  const [add, adding] = useAddAdminMutation();
  const [remove, removal] = useRemoveAdminMutation();
  const addChosen = async (event: FormEvent) => {
    event.preventDefault();
    if (!groupId || !candidate) return;
    try {
      await add({ groupId, userId: Number(candidate) }).unwrap();
      setCandidate('');
      done('已添加');
    } catch (error) {
      failed(error);
    }
  };
  const confirmRemove = async () => {
    if (!removing || !groupId) return;
    try {
      await remove({ groupId, userId: removing.userId }).unwrap();
      done('已移除');
    } catch (error) {
      failed(error);
    }
    setRemoving(null);
  };
  return (
    <ListPage header={<PageHeader title="组管理员" trail={menus?.trail ?? []} />}>
      {picker}
      {groupId !== null && (
        <Loaded query={admins}>
          {(data) => (
            <Stack gap="4">
              <Flex as="form" aria-label="添加组管理员" onSubmit={addChosen} gap="2" wrap="wrap">
                <Select
                  size="sm"
                  width={{ base: 'full', sm: '260px' }}
                  label="组联络员账号"
                  emptyOption="请选择组联络员账号"
                  value={candidate}
                  options={data.candidates.map((c) => ({ value: c.userId, label: `${c.realName}（${c.username}）` }))}
                  onChange={setCandidate}
                />
                <Button type="submit" size="sm" colorPalette="brand" disabled={!candidate} loading={adding.isLoading}>
                  添加管理员
                </Button>
              </Flex>
              {data.list.length === 0 ? (
                <EmptyState text="本小组暂无管理员" />
              ) : (
                <Stack as="ul" listStyleType="none" gap="2">
                  {data.list.map((a) => (
                    <HStack as="li" key={a.userId} justify="space-between" layerStyle="panel" px="4" py="2">
                      <Text>
                        {a.realName} · {a.username}
                        {a.post ? ` · ${a.post}` : ''}
                      </Text>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(a)} aria-label={`移除 ${a.realName}`}>
                        移除
                      </Button>
                    </HStack>
                  ))}
                </Stack>
              )}
            </Stack>
          )}
        </Loaded>
      )}
      <ConfirmDialog
        open={removing !== null}
        message={removing ? `确定取消“${removing.realName}”对本小组的管理吗？` : ''}
        confirmText="移除"
        busy={removal.isLoading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </ListPage>
  );
}
