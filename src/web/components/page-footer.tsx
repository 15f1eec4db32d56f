import { Flex, HStack, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from '@shared/constants';
import { Pager } from '@web/components/pager';

export interface PageFooterProps {
  total: number;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  /** Choosing a size starts again from page 1. */
  onPageSize: (pageSize: number) => void;
  /** Phones get the pager alone, centred. */
  compact?: boolean;
}

/** 每页 N 条 (the sizes of every list) and the pager, under a paged list. */
export function PageFooter({ total, pageNum, pageSize, onPage, onPageSize, compact = false }: PageFooterProps) {
  return (
    <Flex justify={compact ? 'center' : 'space-between'} align="center" mt="4" gap="3" wrap="wrap">
      {!compact && (
        <HStack gap="2">
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            每页
          </Text>
          <NativeSelect.Root size="xs" width="80px">
            <NativeSelect.Field aria-label="每页条数" value={String(pageSize)} onChange={(e) => onPageSize(Number(e.currentTarget.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            条
          </Text>
        </HStack>
      )}
      <Pager total={total} pageSize={pageSize} page={pageNum} onPageChange={onPage} size={compact ? 'sm' : 'xs'} />
    </Flex>
  );
}
