import { Spinner, Text, VStack, type StackProps } from '@chakra-ui/react';

export interface LoadingStateProps extends StackProps {
  text?: string;
}

/** A polite, announced loading indicator for a page or a panel. */
export function LoadingState({ text = '加载中…', ...rest }: LoadingStateProps) {
  return (
    <VStack gap="3" py="12" color="fg.muted" role="status" aria-live="polite" {...rest}>
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <Text fontSize="sm">{text}</Text>
    </VStack>
  );
}
