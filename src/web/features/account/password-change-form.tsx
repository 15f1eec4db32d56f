import { Alert, Button, Field, HStack, Input, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import type { PasswordField } from '@machines/password-change/index';
import { MSG } from '@shared/messages';
import type { usePasswordChange } from './password-change.driver';

const FIELDS: { field: PasswordField; label: string; autoComplete: string }[] = [
  { field: 'oldPassword', label: '原密码', autoComplete: 'current-password' },
  { field: 'password', label: '新密码', autoComplete: 'new-password' },
  { field: 'confirmPassword', label: '确认密码', autoComplete: 'new-password' },
];

/** 修改密码: each field's problem appears only after a submit attempt, as the machine says. */
export function PasswordChangeForm({ change, onCancel, cancelLabel = '取消' }: { change: ReturnType<typeof usePasswordChange>; onCancel: () => void; cancelLabel?: string }) {
  const { view, form, edit, submit } = change;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!view.busy) void submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="修改密码">
      <Stack gap="5" py="2">
        {FIELDS.map(({ field, label, autoComplete }) => {
          const problem = view.problems[field];
          const message = problem ? MSG[problem] : field === 'oldPassword' ? view.oldPasswordServerMessage : null;
          return (
            <Field.Root key={field} invalid={!!message} required>
              <Field.Label>
                {label}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="password"
                name={field}
                autoComplete={autoComplete}
                maxLength={64}
                value={form[field]}
                onChange={(e) => edit(field, e.target.value)}
                disabled={view.busy}
              />
              {message ? <Field.ErrorText>{message}</Field.ErrorText> : field === 'password' && <Field.HelperText>6到12个字符</Field.HelperText>}
            </Field.Root>
          );
        })}
        {view.failureMessage && (
          <Alert.Root status="error" variant="subtle">
            <Alert.Indicator />
            <Alert.Title>{view.failureMessage}</Alert.Title>
          </Alert.Root>
        )}
        <HStack justify="flex-end" gap="3" pt="1">
          <Button variant="outline" onClick={onCancel} disabled={view.locked}>
            {cancelLabel}
          </Button>
          <Button type="submit" colorPalette="brand" loading={view.busy} loadingText="提交中">
            确认修改
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
