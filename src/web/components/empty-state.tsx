import { Box, Text, VStack, type StackProps } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import type { ReactNode } from 'react';
import { EmptyTray } from './state-pictures';

export interface EmptyStateProps extends Omit<StackProps, 'title'> {
  /** Defaults to 暂无数据, the empty-data placeholder. */
  text?: ReactNode;
  children?: ReactNode;
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
