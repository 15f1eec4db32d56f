import { Badge, Button, Flex, HStack, Input, NativeSelect, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { StaffAccount, StaffAccountOptions } from '@shared/contracts/staff-accounts';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { toaster } from '@web/components/toaster';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { Permission } from '@web/features/permissions';
import { dateTimeLabel, ExportButton } from '@web/features/workflow';
import { errorMessage } from '@web/lib/http-error';
import { StaffAccountDialog } from './staff-account-dialog';
import { StaffImportDialog } from './staff-import-dialog';
import {
  useResetStaffPasswordMutation,
  useSetStaffAccountEnabledMutation,
  useStaffAccountOptionsQuery,
  useStaffAccountsQuery,
  type StaffAccountParams,
} from './staff-accounts.api';

interface Filters {
  keyword: string;
  loginRoleCode: string;
  organisation: string;
  isValid: string;
}

const NO_FILTERS: Filters = { keyword: '', loginRoleCode: '', organisation: '', isValid: '' };

const ORGANISATION_PARAM = { unit: 'fkUnitId', station: 'fkStationId', delegation: 'fkDelegationId', committee: 'fkSpecialCommitteeId' } as const;

/** The organisation filter's groups: the choice's kind, its heading and the options' list. */
const ORGANISATION_GROUPS = [
  { kind: 'unit', label: '单位', choices: 'units' },
  { kind: 'station', label: '联络站', choices: 'stations' },
  { kind: 'delegation', label: '代表团', choices: 'delegations' },
  { kind: 'committee', label: '专门委员会', choices: 'committees' },
] as const satisfies readonly { kind: keyof typeof ORGANISATION_PARAM; label: string; choices: keyof StaffAccountOptions }[];

/** The query of the filters: the organisation choice is `unit:3`, `station:2`, `delegation:1` or `committee:4`. */
function paramsOf(filters: Filters): Omit<StaffAccountParams, 'pageNum' | 'pageSize'> {
  const [kind, id] = filters.organisation.split(':');
  return {
    ...(filters.keyword.trim() ? { keyword: filters.keyword.trim() } : {}),
    ...(filters.loginRoleCode ? { loginRoleCode: filters.loginRoleCode } : {}),
    ...(kind ? { [ORGANISATION_PARAM[kind as keyof typeof ORGANISATION_PARAM]]: Number(id) } : {}),
    ...(filters.isValid ? { isValid: filters.isValid === 'true' } : {}),
  };
}

type Pending = { kind: 'disable' | 'enable' | 'reset'; account: StaffAccount };

const CONFIRM: Record<Pending['kind'], (account: StaffAccount) => string> = {
  disable: (a) => `确定停用“${a.realName}”的账号吗？停用后其登录立即失效，且不能再登录。`,
  enable: (a) => `确定启用“${a.realName}”的账号吗？`,
  reset: (a) => `确定重置“${a.realName}”的密码吗？临时密码将以短信发送至 ${a.username}，其登录立即失效，下次登录须修改密码。`,
};

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: React.ReactNode }) {
  return (
    <NativeSelect.Root size="sm" width={{ base: 'full', sm: '180px' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function organisationOf(account: StaffAccount): string {
  return account.unitName ?? account.stationName ?? account.delegationName ?? account.committeeName ?? '--';
}

function RowActions({ account, onEdit, onPending }: { account: StaffAccount; onEdit: () => void; onPending: (pending: Pending) => void }) {
  if (!account.manageable) return <Text color="fg.muted">--</Text>;
  return (
    <HStack gap="1" wrap="wrap">
      <Permission code="userEdit">
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={onEdit} aria-label={`编辑 ${account.realName}`}>
          编辑
        </Button>
      </Permission>
      <Permission code="resetPassword">
        <Button size="xs" variant="ghost" colorPalette="brand" onClick={() => onPending({ kind: 'reset', account })} aria-label={`重置密码 ${account.realName}`}>
          重置密码
        </Button>
      </Permission>
      <Permission code="userDisable">
        {account.isValid ? (
          <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onPending({ kind: 'disable', account })} aria-label={`停用 ${account.realName}`}>
            停用
          </Button>
        ) : (
          <Button size="xs" variant="ghost" colorPalette="green" onClick={() => onPending({ kind: 'enable', account })} aria-label={`启用 ${account.realName}`}>
            启用
          </Button>
        )}
      </Permission>
    </HStack>
  );
}

/**
 * 工作人员 (NPC_ADMIN, 人大管理员): every account that is not a deputy's. The actions show on the
 * accounts the administrator's role reaches; the server decides either way.
 */
export function StaffAccountsScreen() {
  const menus = useOptionalMenus();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [editing, setEditing] = useState<StaffAccount | 'new' | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [importing, setImporting] = useState(false);
  const query = useStaffAccountsQuery({ ...paramsOf(filters), ...paging });
  const options = useStaffAccountOptionsQuery();
  const [setEnabled, enabling] = useSetStaffAccountEnabledMutation();
  const [resetPassword, resetting] = useResetStaffPasswordMutation();

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

  const confirm = async () => {
    if (!pending) return;
    try {
      const { account, kind } = pending;
      const answer = kind === 'reset' ? await resetPassword(account.userId).unwrap() : await setEnabled({ userId: account.userId, enabled: kind === 'enable' }).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
    } catch (error) {
      toaster.create({ type: 'error', title: errorMessage(error, '操作失败') });
    }
    setPending(null);
  };

  const columns: readonly ListColumn<StaffAccount>[] = [
    { key: 'realName', label: '姓名', cell: (a) => a.realName },
    { key: 'username', label: '手机号码', cell: (a) => a.username },
    { key: 'post', label: '职务', cell: (a) => a.post || '--', wide: true },
    { key: 'role', label: '角色', cell: (a) => a.roleLabel },
    { key: 'organisation', label: '所属单位/联络站/代表团/专门委员会', cell: organisationOf },
    {
      key: 'state',
      label: '状态',
      cell: (a) => (
        <HStack gap="1">
          <Badge colorPalette={a.isValid ? 'green' : 'gray'}>{a.isValid ? '启用' : '停用'}</Badge>
          {a.mustChangePassword && <Badge colorPalette="orange">待改密</Badge>}
        </HStack>
      ),
    },
    { key: 'createTime', label: '创建时间', cell: (a) => <time dateTime={a.createTime}>{dateTimeLabel(a.createTime)}</time> },
    { key: 'actions', label: '操作', cell: (a) => <RowActions account={a} onEdit={() => setEditing(a)} onPending={setPending} /> },
  ];

  const choices: StaffAccountOptions | undefined = options.data;

  return (
    <ListPage
      header={
        <PageHeader
          title="工作人员"
          trail={menus?.trail ?? []}
          actions={
            <HStack gap="2">
              <ExportButton path="/workPeople/export" params={paramsOf(filters)} fallbackName="工作人员.xlsx" />
              <Permission code="userAdd">
                <Button size="sm" variant="outline" onClick={() => setImporting(true)}>
                  导入
                </Button>
              </Permission>
              <Permission code="userAdd">
                <Button size="sm" colorPalette="brand" onClick={() => setEditing('new')} disabled={!choices}>
                  新增
                </Button>
              </Permission>
            </HStack>
          }
        />
      }
    >
      <Flex as="form" role="search" aria-label="筛选工作人员" onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
        <Input size="sm" width={{ base: 'full', sm: '200px' }} placeholder="姓名或手机号码" aria-label="姓名或手机号码" maxLength={30} value={draft.keyword} onChange={(e) => setDraft({ ...draft, keyword: e.target.value })} />
        <Select label="角色" value={draft.loginRoleCode} onChange={(loginRoleCode) => setDraft({ ...draft, loginRoleCode })}>
          <option value="">全部角色</option>
          {choices?.roles.map((role) => (
            <option key={role.code} value={role.code}>
              {role.label}
            </option>
          ))}
        </Select>
        <Select label="所属单位/联络站/代表团/专门委员会" value={draft.organisation} onChange={(organisation) => setDraft({ ...draft, organisation })}>
          <option value="">全部单位/联络站/代表团/专门委员会</option>
          {ORGANISATION_GROUPS.map((group) => (
            <optgroup key={group.kind} label={group.label}>
              {choices?.[group.choices].map((c) => (
                <option key={`${group.kind}:${c.id}`} value={`${group.kind}:${c.id}`}>
                  {c.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        <Select label="状态" value={draft.isValid} onChange={(isValid) => setDraft({ ...draft, isValid })}>
          <option value="">全部状态</option>
          <option value="true">启用</option>
          <option value="false">停用</option>
        </Select>
        <FilterActions onReset={reset} />
      </Flex>
      <ListResults
        label="工作人员"
        query={query}
        rowKey={(a) => a.userId}
        columns={columns}
        striped
        card={(a) => (
          <>
            <HStack justify="space-between" mb="1">
              <Text fontWeight="medium">
                {a.realName} · {a.username}
              </Text>
              <Badge colorPalette={a.isValid ? 'green' : 'gray'}>{a.isValid ? '启用' : '停用'}</Badge>
            </HStack>
            <Text fontSize="sm" color="fg.muted" mb="2">
              {a.roleLabel} · {organisationOf(a)}
              {a.post ? ` · ${a.post}` : ''}
            </Text>
            <RowActions account={a} onEdit={() => setEditing(a)} onPending={setPending} />
          </>
        )}
        emptyText="暂无符合条件的工作人员"
        paging={{
          ...paging,
          onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }),
        }}
      />
      {importing && <StaffImportDialog onClose={() => setImporting(false)} />}
      {editing && choices && <StaffAccountDialog account={editing === 'new' ? null : editing} options={choices} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={pending !== null}
        message={pending ? CONFIRM[pending.kind](pending.account) : ''}
        confirmText={pending?.kind === 'disable' ? '停用' : pending?.kind === 'enable' ? '启用' : '重置'}
        busy={enabling.isLoading || resetting.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </ListPage>
  );
}

export const Component = StaffAccountsScreen;
