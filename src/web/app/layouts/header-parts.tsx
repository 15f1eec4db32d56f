import { Badge, Box, Button, HStack, IconButton, Stack, Text, type StackProps } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { homePathFor } from '@shared/roles';
import { Emblem } from '@web/components/emblem';
import { PLATFORM_TITLE } from '@web/components/page-title';
import { AccountButton } from '@web/features/account';
import { useCurrentUserQuery, useLogout } from '@web/features/auth';
import { listedMenuFor, normalisePath, useMenus } from '@web/features/menus';
import { isInSession, meetStatusLabel, termSessionLabel, useCurrentNpcStateQuery } from '@web/features/npc-state';

/** Emblem, platform title and the current term under it. */
export function HeaderBrand({ emblemSize = 64, titleSize = '3xl', showTerm = true }: { emblemSize?: number; titleSize?: string; showTerm?: boolean }) {
  return (
    <HStack gap={{ base: '3', md: '4' }} minW="0">
      {/* Smaller on a phone, where the header stacks the title over the buttons. */}
      <Box flexShrink={0} boxSize={{ base: '44px', md: `${emblemSize}px` }} css={{ '& > svg': { width: '100%', height: '100%' } }}>
        <Emblem size={emblemSize} />
      </Box>
      <Stack gap="1.5" minW="0">
        <Text
          fontFamily="title"
          fontWeight="bold"
          fontSize={{ base: 'lg', md: titleSize }}
          lineHeight="1.2"
          letterSpacing="0.06em"
          color="gold.100"
          textShadow="0 2px 8px rgba(60, 0, 0, 0.4)"
          truncate
        >
          {PLATFORM_TITLE}
        </Text>
        {showTerm && <TermLine />}
      </Stack>
    </HStack>
  );
}

/** 第五届 第三次会议 · 闭会期间, loaded on start by both layouts. */
export function TermLine() {
  const { data } = useCurrentNpcStateQuery();
  if (!data) return <Box h="6" />;
  const label = termSessionLabel(data);
  return (
    <HStack gap="2" rowGap="1" wrap="wrap" fontSize="sm" color="whiteAlpha.900" letterSpacing="0.08em">
      {label && <Text whiteSpace="nowrap">{label}</Text>}
      <Badge
        variant="solid"
        bg={isInSession(data) ? 'gold.300' : 'whiteAlpha.300'}
        color={isInSession(data) ? 'brand.900' : 'white'}
        rounded="full"
        px="2.5"
      >
        {meetStatusLabel(data)}
      </Badge>
    </HStack>
  );
}

const onRedButton = {
  size: { base: 'xs', md: 'sm' },
  variant: 'outline',
  color: 'white',
  borderColor: 'whiteAlpha.600',
  _hover: { bg: 'whiteAlpha.200', borderColor: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '2px' },
} as const;

/** 欢迎您，{realName}, 返回首页, 账号管理 and 退出登录 (layouts and shared dialogs). */
export function HeaderUser({
  showHomeLink = true,
  logoutLabel = '退出登录',
  before,
  ...rest
}: { showHomeLink?: boolean; logoutLabel?: string; /** Shown before the buttons (the notice bell). */ before?: ReactNode } & StackProps) {
  const { data: user } = useCurrentUserQuery();
  const { logout, isLoggingOut } = useLogout();
  return (
    <Stack gap="3" align="flex-end" flexShrink={0} {...rest}>
      <Text fontSize={{ base: 'sm', md: 'md' }} color="white" minH="6" minW="0" data-testid="welcome" truncate>
        {user ? `欢迎您，${user.realName}` : ''}
      </Text>
      <HStack gap="2">
        {before}
        {showHomeLink && (
          <Button asChild {...onRedButton}>
            <RouterLink to={homePathFor(user?.loginRoleCode)}>返回首页</RouterLink>
          </Button>
        )}
        <AccountButton {...onRedButton} />
        <Button {...onRedButton} loading={isLoggingOut} onClick={() => void logout()}>
          {logoutLabel}
        </Button>
      </HStack>
    </Stack>
  );
}

/** Deep red with a soft gold glow; the header band of every signed-in layout. */
export const headerBackground = {
  bgColor: 'brand.700',
  bgImage:
    'radial-gradient(ellipse 60% 140% at 12% 0%, rgba(243, 220, 141, 0.22), transparent 60%), linear-gradient(100deg, #6e0c12 0%, #a3141c 55%, #b8232a 100%)',
} as const;

export const CLOUD_PATH = '/manager/cloud/';
export const BASE_MSG_PATH = '/manager/npcMsgManager/baseMsgManager/';

export function isCloudPath(pathname: string): boolean {
  return normalisePath(pathname) === normalisePath(CLOUD_PATH);
}

function CloudIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M7 18.5h10.5a4 4 0 0 0 .6-7.96A6 6 0 0 0 6.4 9.1 4.75 4.75 0 0 0 7 18.5z" />
    </svg>
  );
}

/**
 * The system header's cloud icon: from anywhere to the application centre at
 * /manager/cloud/, and from there to /manager/npcMsgManager/baseMsgManager/ (the home page
 * for an account without that menu).
 */
export function CloudToggle() {
  const { pathname } = useLocation();
  const { tree } = useMenus();
  const onCloud = isCloudPath(pathname);
  const back = listedMenuFor(tree, BASE_MSG_PATH) ? BASE_MSG_PATH : '/pageHome/';
  const label = onCloud ? (back === BASE_MSG_PATH ? '返回代表信息库' : '返回首页') : '应用中心';
  return (
    <IconButton
      asChild
      variant="ghost"
      color="white"
      rounded="full"
      bg={onCloud ? 'whiteAlpha.300' : undefined}
      _hover={{ bg: 'whiteAlpha.200' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '2px' }}
      aria-label={label}
      title={label}
    >
      <RouterLink to={onCloud ? back : CLOUD_PATH}>
        <CloudIcon />
      </RouterLink>
    </IconButton>
  );
}
