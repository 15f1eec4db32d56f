import { Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { StaffAccount, StaffAccountOptions } from '@shared/contracts/staff-accounts';
import type { RoleCode } from '@shared/roles';
import { POST_MAX, REAL_NAME_MAX, ROLE_ORGANISATION, staffAccountProblems, type StaffAccountForm, type StaffField, type StaffProblems } from '@shared/staff-accounts';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { toaster } from '@web/components/toaster';
import { toApiError } from '@web/lib/http-error';
import { useCreateStaffAccountMutation, useUpdateStaffAccountMutation } from './staff-accounts.api';

const EMPTY: StaffAccountForm = { username: '', realName: '', post: '', loginRoleCode: '', fkUnitId: null, fkStationId: null, fkDelegationId: null, fkSpecialCommitteeId: null };

const formOf = (account: StaffAccount): StaffAccountForm => ({
  username: account.username,
  realName: account.realName,
  post: account.post,
  loginRoleCode: account.loginRoleCode,
  fkUnitId: account.fkUnitId,
  fkStationId: account.fkStationId,
  fkDelegationId: account.fkDelegationId,
  fkSpecialCommitteeId: account.fkSpecialCommitteeId,
});

const ORGANISATION_LABEL = { fkUnitId: '所属单位', fkStationId: '所属联络站', fkDelegationId: '所属代表团', fkSpecialCommitteeId: '所属专门委员会' } as const;
const ORGANISATION_CHOICES = { fkUnitId: 'units', fkStationId: 'stations', fkDelegationId: 'delegations', fkSpecialCommitteeId: 'committees' } as const;

/**
 * 新增 / 编辑工作人员: phone (the sign-in name), name, post, role and the organisation the role
 * needs. Problems show beside their fields after a submit attempt; the server's, too.
 */
export function StaffAccountDialog({ account, options, onClose }: { account: StaffAccount | null; options: StaffAccountOptions; onClose: () => void }) {
  const [form, setForm] = useState<StaffAccountForm>(account ? formOf(account) : EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<StaffProblems>({});
  const [create, creating] = useCreateStaffAccountMutation();
  const [update, updating] = useUpdateStaffAccountMutation();
  const busy = creating.isLoading || updating.isLoading;
  // An account's present role stays choosable even when the caller could not give it.
  const roles =
    account && !options.roles.some((role) => role.code === account.loginRoleCode)
      ? [...options.roles, { code: account.loginRoleCode, label: account.roleLabel, baseRole: account.loginRoleCode }]
      : options.roles;
  const baseRole = roles.find((role) => role.code === form.loginRoleCode)?.baseRole ?? form.loginRoleCode;
  const problems: StaffProblems = { ...(submitted ? staffAccountProblems(form, baseRole) : {}), ...serverProblems };
  const needs = ROLE_ORGANISATION[baseRole as RoleCode];

  const set = <K extends StaffField>(field: K, value: StaffAccountForm[K]) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    setServerProblems((prev) => ({ ...prev, [field]: undefined }));
  };

  const submit = async () => {
    setSubmitted(true);
    if (Object.keys(staffAccountProblems(form, baseRole)).length > 0) return;
    try {
      const answer = account ? await update({ userId: account.userId, body: form }).unwrap() : await create(form).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
      onClose();
    } catch (error) {
      const failure = toApiError(error);
      const field = (failure.data as { field?: StaffField } | undefined)?.field;
      if (field) setServerProblems({ [field]: failure.msg });
      else toaster.create({ type: 'error', title: failure.msg || '操作失败' });
    }
  };

  const text = (field: 'username' | 'realName' | 'post', label: string, max: number, extra: { required?: boolean; inputMode?: 'numeric'; helper?: string } = {}) => (
    <Field.Root invalid={!!problems[field]} required={extra.required}>
      <Field.Label>
        {label}
        {extra.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={field} value={form[field]} maxLength={max} inputMode={extra.inputMode} onChange={(e) => set(field, e.target.value)} />
      {problems[field] ? <Field.ErrorText>{problems[field]}</Field.ErrorText> : extra.helper && <Field.HelperText>{extra.helper}</Field.HelperText>}
    </Field.Root>
  );

  return (
    <FormDialog
      title={account ? '编辑工作人员' : '新增工作人员'}
      onClose={busy ? undefined : onClose}
      busy={busy}
      onSubmit={() => void submit()}
      footer={<DialogActions onCancel={onClose} busy={busy} busyText="保存中" confirmLabel="保存" />}
    >
      <Stack gap="4">
        {text('username', '手机号码（登录账号）', 11, { required: true, inputMode: 'numeric', helper: account ? undefined : '临时密码将以短信发送至该手机号，首次登录须修改密码' })}
        {text('realName', '姓名', REAL_NAME_MAX, { required: true })}
        {text('post', '职务', POST_MAX)}
        <Field.Root invalid={!!problems.loginRoleCode} required>
          <Field.Label>
            角色
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="loginRoleCode" value={form.loginRoleCode} onChange={(e) => set('loginRoleCode', e.target.value)}>
              <option value="">请选择角色</option>
              {roles.map((role) => (
                <option key={role.code} value={role.code}>
                  {role.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {problems.loginRoleCode && <Field.ErrorText>{problems.loginRoleCode}</Field.ErrorText>}
        </Field.Root>
        {needs && (
          <Field.Root invalid={!!problems[needs]} required>
            <Field.Label>
              {ORGANISATION_LABEL[needs]}
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name={needs} value={form[needs] ?? ''} onChange={(e) => set(needs, e.target.value ? Number(e.target.value) : null)}>
                <option value="">请选择{ORGANISATION_LABEL[needs]}</option>
                {options[ORGANISATION_CHOICES[needs]].map((choice) => (
                  <option key={choice.id} value={choice.id}>
                    {choice.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {problems[needs] && <Field.ErrorText>{problems[needs]}</Field.ErrorText>}
          </Field.Root>
        )}
      </Stack>
    </FormDialog>
  );
}
