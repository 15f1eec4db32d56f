import { Button, Text, VStack, type StackProps } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import { errorMessage } from '@web/lib/http-error';
import { ErrorMark } from './state-pictures';

export interface ErrorStateProps extends Omit<StackProps, 'title'> {
  /** An ApiError, an Error, or anything a call rejected with. */
  error?: unknown;
  title?: string;
  onRetry?: () => void;
}

export function ErrorState({ error, title = MSG.listLoadFailed, onRetry, ...rest }: ErrorStateProps) {
  const detail = error === undefined ? null : errorMessage(error);
  return (
    <VStack gap="3" py="10" textAlign="center" role="alert" {...rest}>
      <ErrorMark />
      <Text fontWeight="semibold" color="fg">
        {title}
      </Text>
      {detail && detail !== title && (
        <Text fontSize="sm" color="fg.muted">
          {detail}
        </Text>
      )}
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="brand" onClick={onRetry}>
          重试
        </Button>
      )}
    </VStack>
  );
}
