import { Alert, Box, Button, Field, Flex, Heading, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { passwordProblems } from '@machines/password-change/index';
import { phoneProblem } from '@machines/verification-code/index';
import { isBlank } from '@shared/blank';
import { FORGET_PASSWORD_MSG } from '@shared/forget-password';
import { MSG } from '@shared/messages';
import { AuthCard } from '@web/components/auth-card';
import { PageTitle } from '@web/components/page-title';
import { toaster } from '@web/components/toaster';
import { useVerificationCode } from '@web/components/use-verification-code';
import { toApiError } from '@web/lib/http-error';
import { useRecoverPasswordMutation, useSendPasswordCodeMutation } from './forget-password.api';

type Field = 'username' | 'code' | 'password' | 'confirmPassword';

/**
 * 忘记密码 (public, from the login page): the phone, a code texted to it, a new password. The
 * answers are the same whether or not the phone is an account's; the code tells.
 */
export function ForgetPasswordScreen() {
  const [form, setForm] = useState({ username: '', code: '', password: '', confirmPassword: '' });
  const [submitted, setSubmitted] = useState(false);
  const [serverProblem, setServerProblem] = useState<{ field?: string; msg: string } | null>(null);
  const [sendCode] = useSendPasswordCodeMutation();
  const [recover, recovering] = useRecoverPasswordMutation();
  const navigate = useNavigate();
  const code = useVerificationCode(
    useCallback((phone: string) => sendCode(phone).unwrap(), [sendCode]),
    FORGET_PASSWORD_MSG.codeSent,
  );

  const passwords = passwordProblems({ oldPassword: form.password, password: form.password, confirmPassword: form.confirmPassword });
  const problems: Partial<Record<Field, string>> = submitted
    ? {
        username: phoneProblem(form.username) ?? undefined,
        code: isBlank(form.code) ? FORGET_PASSWORD_MSG.codeRequired : undefined,
        password: passwords.password && MSG[passwords.password],
        confirmPassword: passwords.confirmPassword && MSG[passwords.confirmPassword],
      }
    : {};
  if (serverProblem?.field && !problems[serverProblem.field as Field]) problems[serverProblem.field as Field] = serverProblem.msg;
  // 获取验证码 refused locally (no phone, a malformed one): said next to the phone.
  if (code.error && !problems.username) problems.username = code.error;

  const edit = (field: Field, value: string) => {
    setForm((prev) => ({ ...prev, [field]: value }));
    if (field === 'username') code.setPhone(value.trim());
    setServerProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerProblem(null);
    if (phoneProblem(form.username) || isBlank(form.code) || passwords.password || passwords.confirmPassword) return;
    try {
      const answer = await recover({ username: form.username.trim(), code: form.code.trim(), password: form.password }).unwrap();
      toaster.create({ type: 'success', title: answer.msg });
      await navigate('/', { replace: true });
    } catch (error) {
      const failure = toApiError(error);
      setServerProblem({ field: (failure.data as { field?: string } | undefined)?.field, msg: failure.msg });
    }
  };

  const input = (field: Field, label: string, props: { type?: string; inputMode?: 'numeric'; autoComplete?: string; maxLength: number; helper?: string }) => (
    <Field.Root invalid={!!problems[field]} required>
      <Field.Label fontWeight="semibold">{label}</Field.Label>
      <Input name={field} size="lg" type={props.type} inputMode={props.inputMode} autoComplete={props.autoComplete} maxLength={props.maxLength} value={form[field]} onChange={(e) => edit(field, e.target.value)} />
      {problems[field] ? <Field.ErrorText>{problems[field]}</Field.ErrorText> : props.helper && <Field.HelperText>{props.helper}</Field.HelperText>}
    </Field.Root>
  );

  return (
    <Flex minH="100dvh" align="center" justify="center" px="4" py="10" bgGradient="to-br" gradientFrom="brand.800" gradientTo="brand.500">
      <PageTitle title="忘记密码" />
      <AuthCard as="main" aria-labelledby="forget-heading" maxW="420px">
        <Stack gap="1" mb="6">
          <Heading id="forget-heading" as="h1" fontSize="2xl" fontWeight="bold" color="brand.700">
            找回密码
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            输入账号绑定的手机号码，通过短信验证码设置新密码。
          </Text>
        </Stack>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label="找回密码">
          <Stack gap="4">
            {input('username', '手机号码', { inputMode: 'numeric', autoComplete: 'username', maxLength: 11 })}
            <Field.Root invalid={!!problems.code} required>
              <Field.Label fontWeight="semibold">验证码</Field.Label>
              <HStack gap="2" w="full">
                <Input name="code" size="lg" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={form.code} onChange={(e) => edit('code', e.target.value)} />
                <Button size="lg" variant="outline" colorPalette="brand" flexShrink={0} disabled={code.button.disabled} onClick={() => void code.request()}>
                  {code.button.label}
                </Button>
              </HStack>
              {problems.code && <Field.ErrorText>{problems.code}</Field.ErrorText>}
            </Field.Root>
            {input('password', '新密码', { type: 'password', autoComplete: 'new-password', maxLength: 64, helper: '6到12个字符' })}
            {input('confirmPassword', '确认密码', { type: 'password', autoComplete: 'new-password', maxLength: 64 })}
            {serverProblem && !serverProblem.field && (
              <Alert.Root role="alert" status="error" variant="subtle">
                <Alert.Indicator />
                <Alert.Title>{serverProblem.msg}</Alert.Title>
              </Alert.Root>
            )}
            <Button type="submit" size="lg" colorPalette="brand" loading={recovering.isLoading} loadingText="提交中">
              重置密码
            </Button>
            <Box textAlign="center">
              <Link asChild fontSize="sm" color="brand.600">
                <RouterLink to="/">返回登录</RouterLink>
              </Link>
            </Box>
          </Stack>
        </form>
      </AuthCard>
    </Flex>
  );
}

export const Component = ForgetPasswordScreen;
