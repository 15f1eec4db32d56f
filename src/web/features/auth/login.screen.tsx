import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Flex,
  Heading,
  IconButton,
  Input,
  InputGroup,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FORGET_PASSWORD_PATH } from '@shared/forget-password';
import { isBlank } from '@shared/blank';
import { MSG } from '@shared/messages';
import { AuthCard } from '@web/components/auth-card';
import { Emblem } from '@web/components/emblem';
import { PageTitle, PLATFORM_TITLE } from '@web/components/page-title';
import { toaster } from '@web/components/toaster';
import { api } from '@web/lib/api';
import { currentDevice } from '@web/lib/device';
import { useAppDispatch } from '@web/lib/hooks';
import { toApiError } from '@web/lib/http-error';
import { saveLoginInfo } from '@web/lib/login-info';
import { landingPathFor } from '@web/lib/route-guards';
import { clearSession, setToken } from '@web/lib/session';
import { authApi, useLoginMutation } from './auth.api';
import { npcNameOf } from './auth.labels';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M3 3l18 18" />}
    </svg>
  );
}

/** Soft gold rays and rings behind the title; purely decorative. */
function Backdrop() {
  return (
    <Box position="absolute" inset="0" overflow="hidden" pointerEvents="none" aria-hidden="true">
      <svg width="100%" height="100%" preserveAspectRatio="xMidYMid slice" viewBox="0 0 1440 900">
        <defs>
          <radialGradient id="login-glow" cx="22%" cy="8%" r="70%">
            <stop offset="0" stopColor="#f3dc8d" stopOpacity="0.32" />
            <stop offset="0.5" stopColor="#f3dc8d" stopOpacity="0.06" />
            <stop offset="1" stopColor="#f3dc8d" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="1440" height="900" fill="url(#login-glow)" />
        <g stroke="#f3dc8d" strokeOpacity="0.07" strokeWidth="1.2" fill="none">
          {Array.from({ length: 18 }, (_, i) => (
            <line key={i} x1="320" y1="-40" x2={-400 + i * 130} y2="940" />
          ))}
        </g>
        <g fill="none" stroke="#f3dc8d" strokeOpacity="0.09">
          <circle cx="1280" cy="820" r="260" />
          <circle cx="1280" cy="820" r="330" />
          <circle cx="1280" cy="820" r="400" />
        </g>
      </svg>
    </Box>
  );
}

export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [login] = useLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  const usernameError = submitted && isBlank(username) ? MSG.usernameRequired : null;
  const passwordError = submitted && isBlank(password) ? MSG.passwordRequired : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFailure(null);
    if (isBlank(username)) return usernameRef.current?.focus();
    if (isBlank(password)) return passwordRef.current?.focus();

    setBusy(true);
    try {
      const answer = await login({ username: username.trim(), password }).unwrap();
      setToken(answer.access_token);
      dispatch(api.util.resetApiState());
      let user;
      try {
        user = await dispatch(
          authApi.endpoints.currentUser.initiate(undefined, { forceRefetch: true, subscribe: false }),
        ).unwrap();
      } catch (error) {
        clearSession();
        const { msg } = toApiError(error);
        throw { result: -1, msg: msg && msg !== MSG.genericError ? `${MSG.userInfoFailed}：${msg}` : MSG.userInfoFailed };
      }
      await saveLoginInfo({ ...user, loginNpcName: npcNameOf(user) });
      toaster.create({ type: 'success', title: MSG.loginSucceeded, duration: 2000 }, { at: 'arrival' });
      await navigate(landingPathFor(user.loginRoleCode, currentDevice), { replace: true });
    } catch (error) {
      setFailure(toApiError(error).msg);
      setBusy(false);
      passwordRef.current?.select();
    }
  }

  return (
    <Flex
      direction="column"
      minH="100dvh"
      position="relative"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.600"
      gradientTo="brand.500"
    >
      <PageTitle title="登录" />
      <Backdrop />

      <Container as="main" maxW="6xl" flex="1" display="flex" alignItems="center" position="relative" py={{ base: '10', md: '16' }}>
        <Flex
          w="full"
          direction={{ base: 'column', lg: 'row' }}
          align="center"
          justify="space-between"
          gap={{ base: '10', lg: '16' }}
        >
          <Stack gap="5" maxW="2xl" textAlign={{ base: 'center', lg: 'left' }} align={{ base: 'center', lg: 'flex-start' }}>
            <Emblem size={84} />
            <Heading
              as="h1"
              fontFamily="title"
              fontWeight="bold"
              fontSize={{ base: '2xl', md: '4xl', xl: '44px' }}
              lineHeight="1.25"
              letterSpacing="0.04em"
              color="gold.100"
              textShadow="0 2px 12px rgba(60, 0, 0, 0.45)"
            >
              {/* Wraps between the two halves, never before a lone last character. */}
              <Box as="span" display="inline-block">
                {PLATFORM_TITLE.slice(0, 7)}
              </Box>
              <Box as="span" display="inline-block">
                {PLATFORM_TITLE.slice(7)}
              </Box>
            </Heading>
            <Box h="3px" w="28" rounded="full" bgImage="linear-gradient(90deg, #ecc85a, rgba(236, 200, 90, 0))" />
            <Text fontSize={{ base: 'md', md: 'lg' }} color="whiteAlpha.900" letterSpacing="0.2em">
              巴中市人民代表大会常务委员会
            </Text>
          </Stack>

          <AuthCard as="section" aria-labelledby="login-heading" maxW="420px">
            <Stack gap="1" mb="7">
              <Heading id="login-heading" as="h2" fontSize="2xl" fontWeight="bold" color="brand.700">
                用户登录
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                代表、各委员会、承办单位及管理人员统一入口
              </Text>
            </Stack>

            <form noValidate onSubmit={onSubmit} aria-describedby={failure ? 'login-failure' : undefined}>
              <Stack gap="5">
                <Field.Root invalid={!!usernameError}>
                  <Field.Label fontWeight="semibold">账号</Field.Label>
                  <Input
                    ref={usernameRef}
                    name="username"
                    size="lg"
                    autoFocus
                    autoComplete="username"
                    inputMode="numeric"
                    placeholder="请输入手机号码"
                    value={username}
                    onChange={(e) => setUsername(e.target.value)}
                    colorPalette="brand"
                  />
                  <Field.ErrorText>{usernameError}</Field.ErrorText>
                </Field.Root>

                <Field.Root invalid={!!passwordError}>
                  <Field.Label fontWeight="semibold">密码</Field.Label>
                  <InputGroup
                    endElement={
                      <IconButton
                        type="button"
                        variant="ghost"
                        size="sm"
                        me="-2"
                        color="fg.muted"
                        aria-label={showPassword ? '隐藏密码' : '显示密码'}
                        aria-pressed={showPassword}
                        onClick={() => setShowPassword((v) => !v)}
                      >
                        <EyeIcon open={showPassword} />
                      </IconButton>
                    }
                  >
                    <Input
                      ref={passwordRef}
                      name="password"
                      size="lg"
                      type={showPassword ? 'text' : 'password'}
                      autoComplete="current-password"
                      placeholder="请输入密码"
                      value={password}
                      onChange={(e) => setPassword(e.target.value)}
                      colorPalette="brand"
                    />
                  </InputGroup>
                  <Field.ErrorText>{passwordError}</Field.ErrorText>
                </Field.Root>

                {failure && (
                  <Alert.Root id="login-failure" role="alert" status="error" variant="subtle" rounded="md" py="2.5">
                    <Alert.Indicator />
                    <Alert.Title fontWeight="medium">{failure}</Alert.Title>
                  </Alert.Root>
                )}

                <Button
                  type="submit"
                  size="lg"
                  w="full"
                  mt="2"
                  colorPalette="brand"
                  fontSize="md"
                  letterSpacing="0.3em"
                  loading={busy}
                  loadingText="登录中…"
                >
                  登录
                </Button>
              </Stack>
            </form>

            <Text mt="6" fontSize="xs" color="fg.muted" textAlign="center">
              账号为本人手机号码；
              <Link asChild color="brand.600" fontWeight="medium">
                <RouterLink to={FORGET_PASSWORD_PATH}>忘记密码</RouterLink>
              </Link>
            </Text>
          </AuthCard>
        </Flex>
      </Container>

      <Box as="footer" position="relative" py="5" px="4" textAlign="center" fontSize="xs" color="whiteAlpha.800" letterSpacing="0.05em">
        巴中市人民代表大会常务委员会 · 建议使用 Chrome、Edge 等现代浏览器访问
      </Box>
    </Flex>
  );
}

export const Component = LoginScreen;
