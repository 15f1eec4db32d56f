import { Button, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { AuthCard } from '@web/components/auth-card';
import { Emblem } from '@web/components/emblem';
import { PageTitle, PLATFORM_TITLE } from '@web/components/page-title';
import { ErrorMark } from '@web/components/state-pictures';
import type { LinkLoginVariant } from './link-login.api';
import { FAILURE_MESSAGE, useLinkLogin } from './use-link-login';

/** What a user can do about each failure. */
const FAILURE_HINT = {
  authFailed: '登录链接无效、已被使用或已过期（有效期10分钟，仅可使用一次）。请联系管理员重新获取链接，或使用账号密码登录。',
  userInfoFailed: '已通过认证，但未能读取您的账号信息。请稍后重试，或使用账号密码登录。',
} as const;

function Backdrop({ children }: { children: React.ReactNode }) {
  return (
    <Flex
      as="main"
      minH="100dvh"
      direction="column"
      align="center"
      justify="center"
      px="4"
      color="white"
      bgGradient="to-br"
      gradientFrom="brand.800"
      gradientVia="brand.600"
      gradientTo="brand.500"
    >
      {children}
    </Flex>
  );
}

function Authenticating() {
  return (
    <Stack align="center" gap="6" role="status" aria-live="polite" aria-busy="true">
      <Emblem size={88} />
      <Text fontFamily="title" fontWeight="bold" fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="0.08em" color="gold.100">
        {PLATFORM_TITLE}
      </Text>
      <Flex align="center" gap="3" fontSize="lg" letterSpacing="0.12em">
        <Spinner size="md" color="gold.200" borderWidth="3px" />
        <Text>{MSG.authenticating}</Text>
      </Flex>
    </Stack>
  );
}

function Failure({ failure }: { failure: keyof typeof FAILURE_HINT }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moving focus to the outcome announces it and puts the way out one Tab away.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <AuthCard role="alert" maxW="440px" textAlign="center">
      <Stack align="center" gap="4">
        <ErrorMark size={56} />
        <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize="2xl" color="brand.700" outline="none">
          {FAILURE_MESSAGE[failure]}
        </Heading>
        <Text fontSize="sm" color="fg.muted" lineHeight="1.8" textWrap="pretty">
          {FAILURE_HINT[failure]}
        </Text>
        <Button asChild colorPalette="brand" size="lg" w="full" mt="2" letterSpacing="0.1em">
          <RouterLink to="/" replace>
            返回登录页
          </RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}

/** `/sso` and `/singleSignOn`: 登录认证中... while the machine works, the failure once it fails. */
export function LinkLoginScreen({ variant }: { variant: LinkLoginVariant }) {
  const { state, failure } = useLinkLogin(variant);
  const failed = state === 'failed' && failure !== null;
  return (
    <Backdrop>
      <PageTitle title={failed ? FAILURE_MESSAGE[failure] : '登录认证'} />
      {failed ? <Failure failure={failure} /> : <Authenticating />}
    </Backdrop>
  );
}

export function SsoScreen() {
  return <LinkLoginScreen variant="sso" />;
}

export function SingleSignOnScreen() {
  return <LinkLoginScreen variant="singleSignOn" />;
}
