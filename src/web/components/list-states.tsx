import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

// The states and rows of a short list, apart from list-page.tsx: the layouts' panels (to-dos,
// schedule) use them on every page's first load, without the table and the pager.

/** What a list query answers (an RTK Query result). */
export interface ListQuery<R> {
  data?: { list: readonly R[]; total: number };
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface ListStatesProps<R> {
  query: Pick<ListQuery<R>, 'data' | 'isLoading' | 'isError' | 'error' | 'refetch'>;
  /** What an empty list shows. */
  empty: ReactNode;
  /** The vertical room of the loading and error states (a small panel wants less). */
  py?: string;
  /** The rows, once there are some. */
  children: (list: readonly R[]) => ReactNode;
}

/** A list query's loading, error and empty states, else its rows. */
export function ListStates<R>({ query, empty, py, children }: ListStatesProps<R>) {
  const { data, isLoading, isError, error, refetch } = query;
  const list = data?.list ?? [];
  const room = py ? { py } : {};
  if (isLoading) return <LoadingState {...room} />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} {...room} />;
  return list.length === 0 ? empty : children(list);
}

/** A row of a short list that is one button (notices, to-dos, schedule items). */
export function ListItemButton({ children, ...rest }: ButtonProps) {
  return (
    <Box as="li" listStyleType="none">
      <Button variant="ghost" w="full" h="auto" px="2" justifyContent="flex-start" textAlign="left" whiteSpace="normal" fontWeight="normal" _hover={{ bg: 'brand.50' }} {...rest}>
        {children}
      </Button>
    </Box>
  );
}

