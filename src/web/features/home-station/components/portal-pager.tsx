import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { pagerModel } from '../pager.logic';

export interface PortalPagerProps {
  total: number;
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** What the list is, for the pager's accessible name. */
  label?: string;
}

/** 首页, 上一页, seven numbered buttons, 下一页, 末页 (sections 2 and 4). */
export function PortalPager({ total, page, pageSize = DEFAULT_PAGE_SIZE, onPageChange, label = '分页' }: PortalPagerProps) {
  const model = pagerModel({ total, page, pageSize });
  if (model.lastPage === 0) return null;
  const go = (target: number) => {
    if (target !== model.page) onPageChange(target);
  };
  const edge = { size: 'sm', variant: 'outline', colorPalette: 'brand' } as const;
  return (
    <Flex as="nav" aria-label={label} justify="center" align="center" gap="3" wrap="wrap" mt="6">
      <HStack gap="1.5" wrap="wrap" justify="center">
        <Button {...edge} disabled={model.firstDisabled} onClick={() => go(1)}>
          首页
        </Button>
        <Button {...edge} disabled={model.previousDisabled} onClick={() => go(model.page - 1)}>
          上一页
        </Button>
        {model.pages.map((number) => (
          <Button
            key={number}
            size="sm"
            minW="9"
            colorPalette="brand"
            variant={number === model.page ? 'solid' : 'outline'}
            aria-label={`第 ${number} 页`}
            aria-current={number === model.page ? 'page' : undefined}
            onClick={() => go(number)}
          >
            {number}
          </Button>
        ))}
        <Button {...edge} disabled={model.nextDisabled} onClick={() => go(model.page + 1)}>
          下一页
        </Button>
        <Button {...edge} disabled={model.lastDisabled} onClick={() => go(model.lastPage)}>
          末页
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        共 {total} 条，{model.lastPage} 页
      </Text>
    </Flex>
  );
}
