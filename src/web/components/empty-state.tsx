import { Box, Text, VStack, type StackProps } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import type { ReactNode } from 'react';

export interface EmptyStateProps extends Omit<StackProps, 'title'> {
  /** Defaults to 暂无数据 (section 2: the empty-data placeholder). */
  text?: ReactNode;
  children?: ReactNode;
}

function EmptyTray() {
  return (
    <svg width="72" height="56" viewBox="0 0 72 56" aria-hidden="true" focusable="false">
      <ellipse cx="36" cy="50" rx="30" ry="5" fill="#ece6e1" />
      <path d="M10 30 L20 12 H52 L62 30 V44 a3 3 0 0 1 -3 3 H13 a3 3 0 0 1 -3 -3 Z" fill="#faf7f5" stroke="#cfc4bc" strokeWidth="1.5" />
      <path d="M10 30 H26 a10 6 0 0 0 20 0 H62" fill="none" stroke="#cfc4bc" strokeWidth="1.5" />
    </svg>
  );
}

export function EmptyState({ text = MSG.noData, children, ...rest }: EmptyStateProps) {
  return (
    <VStack gap="3" py="10" color="fg.muted" textAlign="center" {...rest}>
      <EmptyTray />
      <Text fontSize="sm">{text}</Text>
      {children && <Box>{children}</Box>}
    </VStack>
  );
}
