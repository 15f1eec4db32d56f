import { Flex, HStack, Text } from '@chakra-ui/react';
import { PAGE_SIZES } from '@shared/constants';
import { Pager } from '@web/components/pager';
import { Select } from './form-fields';

const PAGE_SIZE_OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: size }));

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
          <Select size="xs" width="80px" label="每页条数" value={String(pageSize)} onChange={(value) => onPageSize(Number(value))} options={PAGE_SIZE_OPTIONS} />
          <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            条
          </Text>
        </HStack>
      )}
      <Pager total={total} pageSize={pageSize} page={pageNum} onPageChange={onPage} size={compact ? 'sm' : 'xs'} />
    </Flex>
  );
}
