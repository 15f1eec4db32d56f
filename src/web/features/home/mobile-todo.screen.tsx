import { Badge, Box, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { UNTITLED } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ListStates } from '@web/components/list-states';
import { dateTimeLabel } from '@web/lib/china-time';
import { PageHeader } from '@web/features/menus';
import { OverdueTag } from '@web/features/workflow';
import { useTodoQuery } from '@web/features/todo';
import { todoItemsOf } from './mobile-todo.model';

/** /mobile/pageHome/pageHomeBox, the 待办 tab: the records and messages waiting for the deputy, each opening its page. */
export function MobileTodoScreen() {
  const query = useTodoQuery();
  const list = query.data ? todoItemsOf(query.data) : undefined;
  return (
    <Box>
      <PageHeader title="待办" />
      <ListStates query={{ ...query, data: list && { list, total: list.length } }} empty={<EmptyState text="暂无待办事项" layerStyle="panel" />}>
        {(items) => (
          <Stack as="ul" gap="2" m="0" p="0" listStyleType="none" aria-label="待办列表">
            {items.map((item) => (
              <LinkBox
                as="li"
                key={item.key}
                layerStyle="panel"
                px="4"
                py="3"
                shadow="xs"
                _hover={{ bg: 'brand.50' }}
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
              >
                <HStack gap="1.5" mb="1" wrap="wrap">
                  <Badge colorPalette="brand" variant="subtle">
                    {item.kind}
                  </Badge>
                  <Badge colorPalette="orange" variant="subtle">
                    {item.status}
                  </Badge>
                  {item.overdue && <OverdueTag />}
                </HStack>
                <LinkOverlay asChild color="brand.700" fontWeight="medium" wordBreak="break-word" _focusVisible={{ outline: 'none' }}>
                  <RouterLink to={item.href}>{item.title || UNTITLED}</RouterLink>
                </LinkOverlay>
                <Text fontSize="xs" color="gray.600" mt="1">
                  {dateTimeLabel(item.createTime)}
                </Text>
              </LinkBox>
            ))}
          </Stack>
        )}
      </ListStates>
    </Box>
  );
}

export const Component = MobileTodoScreen;
