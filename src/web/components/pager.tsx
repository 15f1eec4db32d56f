import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';

export interface PagerProps {
  total: number;
  pageSize: number;
  /** From 1. */
  page: number;
  onPageChange: (page: number) => void;
  size?: 'xs' | 'sm';
}

/** The page buttons of every paged list and dialog (‹ 1 2 3 … ›), named for screen readers. */
export function Pager({ total, pageSize, page, onPageChange, size = 'xs' }: PagerProps) {
  return (
    <Pagination.Root count={total} pageSize={pageSize} page={page} onPageChange={(event) => onPageChange(event.page)} siblingCount={1}>
      <ButtonGroup variant="ghost" size={size} aria-label="分页">
        <Pagination.PrevTrigger asChild>
          <IconButton aria-label="上一页">‹</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'solid' }} colorPalette="brand" aria-label={`第 ${item.value} 页`}>
              {item.value}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton aria-label="下一页">›</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
