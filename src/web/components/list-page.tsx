import { Box, Button, HStack, Stack, Table, Text, type SystemStyleObject } from '@chakra-ui/react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { EmptyState } from './empty-state';
import { ListStates, type ListQuery } from './list-states';
import { PageFooter } from './page-footer';

export { ListItemButton, ListStates, type ListQuery, type ListStatesProps } from './list-states';

/** Below this width a table becomes a stack of cards (phones, the mobile layout). */
const NARROW = '@media (max-width: 600px)';
const WIDE = '@media (min-width: 601px)';

/** A list page: its header, then one card (a named section when `label` is given) with the filters and the results. */
export function ListPage({ header, label, children }: { header: ReactNode; label?: string; children: ReactNode }) {
  return (
    <Box>
      {header}
      <Box as={label ? 'section' : 'div'} aria-label={label} layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
        {children}
      </Box>
    </Box>
  );
}

/** 查询 (submits the filter form) and 重置. */
export function FilterActions({ onReset }: { onReset: () => void }) {
  return (
    <HStack gap="2">
      <Button size="sm" type="submit" colorPalette="brand">
        查询
      </Button>
      <Button size="sm" variant="outline" onClick={onReset}>
        重置
      </Button>
    </HStack>
  );
}

export interface ListColumn<R> {
  key: string;
  label: string;
  cell: (row: R) => ReactNode;
  /** The column that may wrap and takes the room left (titles, texts); the others stay on one line. */
  wide?: boolean;
}

export interface Paging {
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  onPageSize: (pageSize: number) => void;
}

export interface ListResultsProps<R> {
  /** The accessible name of the table and of the cards. */
  label: string;
  query: ListQuery<R>;
  rowKey: (row: R) => string | number;
  columns: readonly ListColumn<R>[];
  /** A row as a phone's card; absent: the table scrolls on a phone too. */
  card?: (row: R) => ReactNode;
  /** Cards on every width (the mobile layout). */
  cardsOnly?: boolean;
  cardsLabel?: string;
  /** Further style of a row and its card (read marking). */
  rowStyle?: (row: R) => SystemStyleObject & Record<`data-${string}`, unknown>;
  striped?: boolean;
  /** The record a row opens: the whole row (and card) opens it by click, Enter or Space. */
  rowHref?: (row: R) => string;
  emptyText?: string;
  paging: Paging;
}

/** A click or key on a link or control inside the row is theirs, not the row's. */
const fromControl = (event: MouseEvent | KeyboardEvent) => (event.target as HTMLElement).closest('a, button, input, select, textarea') !== null;

/**
 * The results of a list page: 共 N 条, loading, error and empty states, a table (cards on a
 * phone), and the pager with 每页 N 条.
 */
export function ListResults<R>({ label, query, rowKey, columns, card, cardsOnly = false, cardsLabel = label, rowStyle, striped, rowHref, emptyText, paging }: ListResultsProps<R>) {
  const navigate = useNavigate();
  const { data, isFetching } = query;
  const total = data?.total ?? 0;
  const opener = (row: R) => {
    if (!rowHref) return {};
    const open = () => void navigate(rowHref(row));
    return {
      tabIndex: 0,
      cursor: 'pointer',
      _hover: { bg: 'brand.50' },
      _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
      onClick: (event: MouseEvent) => {
        if (!fromControl(event)) open();
      },
      onKeyDown: (event: KeyboardEvent) => {
        if ((event.key === 'Enter' || event.key === ' ') && !fromControl(event)) {
          event.preventDefault();
          open();
        }
      },
    };
  };
  return (
    <>
      {data && (
        <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
          共 {total} 条
        </Text>
      )}
      <ListStates query={query} empty={<EmptyState text={emptyText} />}>
        {(list) => (
          <Box opacity={isFetching ? 0.6 : 1} transition="opacity 0.15s">
            {!cardsOnly && (
              <Box borderWidth="1px" borderColor="border" rounded="md" overflowX="auto" css={card ? { [NARROW]: { display: 'none' } } : undefined}>
                <Table.Root size="sm" striped={striped} aria-label={label}>
                  <Table.Header>
                    <Table.Row bg="gray.50">
                      {columns.map((column) => (
                        <Table.ColumnHeader key={column.key} whiteSpace={column.wide ? undefined : 'nowrap'}>
                          {column.label}
                        </Table.ColumnHeader>
                      ))}
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {list.map((row) => (
                      <Table.Row key={rowKey(row)} {...rowStyle?.(row)} {...opener(row)}>
                        {columns.map((column) => (
                          <Table.Cell key={column.key} whiteSpace={column.wide ? 'normal' : 'nowrap'} minW={column.wide ? '220px' : undefined} wordBreak={column.wide ? 'break-word' : undefined}>
                            {column.cell(row)}
                          </Table.Cell>
                        ))}
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            )}
            {card && (
              <Stack as="ul" gap="2" listStyleType="none" aria-label={cardsLabel} css={cardsOnly ? undefined : { [WIDE]: { display: 'none' } }}>
                {list.map((row) => (
                  <Box as="li" key={rowKey(row)} bg="white" borderWidth="1px" borderColor="border" rounded="md" p="3" {...rowStyle?.(row)} {...opener(row)}>
                    {card(row)}
                  </Box>
                ))}
              </Stack>
            )}
          </Box>
        )}
      </ListStates>
      {total > 0 && <PageFooter total={total} {...paging} compact={cardsOnly} />}
    </>
  );
}

/** The card of a row: its number and marks, the title, then a line of details. */
export function ListCard({ number, marks, title, details }: { number: ReactNode; marks: ReactNode; title: ReactNode; details: string }) {
  return (
    <>
      <HStack justify="space-between" align="flex-start" gap="2" mb="1">
        <Text fontSize="xs" fontWeight="normal" color="gray.600">
          {number}
        </Text>
        <HStack gap="1">{marks}</HStack>
      </HStack>
      <Box mb="1" wordBreak="break-word">
        {title}
      </Box>
      <Text fontSize="xs" fontWeight="normal" color="gray.600">
        {details}
      </Text>
    </>
  );
}
