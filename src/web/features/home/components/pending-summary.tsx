import { Badge, Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { pendingLabel, useTodoQuery } from '@web/features/todo';
import { Panel } from './info-card';

/**
 * 待办: for each queue page of the user's menus where something waits for them, how much and
 * how much of it is overdue, each row a link to the queue. The counts are GET /api/todo's, the
 * same answer the menu badges read.
 */
export function PendingSummary() {
  const { data, isLoading, isError, error, refetch } = useTodoQuery();
  const queues = (data?.queues ?? []).filter((queue) => queue.waiting > 0);
  return (
    <Panel title="待办" data-testid="pending-summary">
      {isLoading ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton h="5" w="70%" />
          <Skeleton h="5" w="55%" />
        </Stack>
      ) : isError || !data ? (
        <ErrorState title={MSG.listLoadFailed} error={error} onRetry={() => void refetch()} py="4" />
      ) : queues.length === 0 ? (
        <EmptyState text="暂无待办事项" py="4" />
      ) : (
        <Stack as="ul" gap="1" m="0" p="0" listStyleType="none" aria-label="待办队列">
          {queues.map((queue) => (
            <Box as="li" key={queue.path}>
              <HStack
                asChild
                justify="space-between"
                gap="3"
                px="3"
                py="2.5"
                rounded="md"
                color="gray.800"
                _hover={{ bg: 'brand.50', color: 'brand.700' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
              >
                <RouterLink to={queue.path} aria-label={`${queue.title}，${pendingLabel(queue)}`}>
                  <Text as="span" fontWeight="medium" truncate>
                    {queue.title}
                  </Text>
                  <HStack as="span" gap="2" flexShrink={0}>
                    {queue.overdue > 0 && (
                      <Badge variant="subtle" colorPalette="red" color="red.700" rounded="full">
                        超期 {queue.overdue}
                      </Badge>
                    )}
                    <Badge variant="solid" colorPalette="brand" rounded="full" minW="7" justifyContent="center">
                      {queue.waiting}
                    </Badge>
                  </HStack>
                </RouterLink>
              </HStack>
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
