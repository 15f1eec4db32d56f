import { Button, Text, VStack, type StackProps } from '@chakra-ui/react';
import { MSG } from '@shared/messages';
import { errorMessage } from '@web/lib/http-error';

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
      <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="#fdf2f2" stroke="#b8232a" strokeWidth="2" />
        <path d="M24 13 V27" stroke="#b8232a" strokeWidth="3.5" strokeLinecap="round" />
        <circle cx="24" cy="34" r="2.4" fill="#b8232a" />
      </svg>
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
