import { Box, Button, Flex, Heading, HStack, Input, Link, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { AddressBookEntry, AddressBookKind } from '@shared/contracts/address-book';
import { BackButton, BackControl } from '@web/components/back-button';
import { Select } from '@web/components/form-fields';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { PageTitle, PLATFORM_TITLE } from '@web/components/page-title';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { useAddressBookGroupsQuery, useAddressBookQuery } from './address-book.api';
import { BOOK_KINDS, BOOK_PAGE_SIZE, bookQuery, firstFilters, groupChoiceLabel, KEYWORD_MAX, telHref, type BookFilters } from './address-book.model';

function Phone({ entry }: { entry: AddressBookEntry }) {
  const href = telHref(entry.phone);
  if (!entry.phone) return <Text color="fg.muted">--</Text>;
  if (!href) return <Text>{entry.phone}</Text>;
  return (
    <Link href={href} color="brand.600" fontVariantNumeric="tabular-nums" aria-label={`拨打 ${entry.name} ${entry.phone}`}>
      {entry.phone}
    </Link>
  );
}

function EntryCard({ entry }: { entry: AddressBookEntry }) {
  return (
    <Flex justify="space-between" align="flex-start" gap="3">
      <Box minW="0">
        <HStack gap="2" mb="1" wrap="wrap">
          <Text fontWeight="semibold">{entry.name}</Text>
          <Text fontSize="xs" color="fg.muted">
            {entry.post}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
          {entry.unit || entry.groupName}
        </Text>
      </Box>
      {entry.phone && (
        <Box flexShrink={0}>
          <Phone entry={entry} />
        </Box>
      )}
    </Flex>
  );
}

const COLUMNS: readonly ListColumn<AddressBookEntry>[] = [
  { key: 'name', label: '姓名', cell: (e) => e.name },
  { key: 'unit', label: '单位及职务', cell: (e) => e.unit || '--', wide: true },
  { key: 'post', label: '身份/职务', cell: (e) => e.post || '--' },
  { key: 'group', label: '所属', cell: (e) => e.groupName },
  { key: 'phone', label: '联系电话', cell: (e) => <Phone entry={e} /> },
];

/**
 * The book itself: 人大代表 by delegation and 工作人员 by organisation, a search by name, unit
 * and post, and a page at a time. `cardsOnly` in the mobile layout; the standalone page keeps a
 * table on a wide screen.
 */
function AddressBook({ cardsOnly }: { cardsOnly: boolean }) {
  const [filters, setFilters] = useState<BookFilters>(firstFilters());
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: BOOK_PAGE_SIZE });
  const query = useAddressBookQuery(bookQuery(filters, paging));
  const groups = useAddressBookGroupsQuery(filters.kind);
  const kind = BOOK_KINDS.find((k) => k.kind === filters.kind)!;

  const choose = (next: Partial<BookFilters>) => {
    setFilters((prev) => ({ ...prev, ...next }));
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  const search = (event: FormEvent) => {
    event.preventDefault();
    choose({ keyword });
  };
  const switchKind = (next: AddressBookKind) => {
    setKeyword('');
    setFilters(firstFilters(next));
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };

  return (
    <Tabs.Root value={filters.kind} onValueChange={(event) => switchKind(event.value as AddressBookKind)} colorPalette="brand" variant="line">
      <Tabs.List aria-label="通讯录分类" mb="3">
        {BOOK_KINDS.map((k) => (
          <Tabs.Trigger key={k.kind} value={k.kind}>
            {k.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {BOOK_KINDS.map((k) => (
        <Tabs.Content key={k.kind} value={k.kind} pt="0">
          {k.kind === filters.kind && (
            <Stack gap="3">
              <Flex as="form" role="search" aria-label="搜索通讯录" onSubmit={search} gap="2" wrap="wrap">
                <Select
                  size="sm"
                  width={{ base: 'full', sm: '240px' }}
                  label={kind.groupLabel}
                  value={filters.group}
                  onChange={(group) => choose({ group })}
                  emptyOption={groups.data ? `全部${kind.groupLabel}（${groups.data.total}人）` : `全部${kind.groupLabel}`}
                  options={(groups.data?.groups ?? []).map((group) => ({ value: group.key, label: groupChoiceLabel(group) }))}
                />
                <HStack gap="2" flex="1" minW={{ base: 'full', sm: '260px' }}>
                  <Input
                    size="sm"
                    type="search"
                    placeholder="姓名、单位或职务"
                    aria-label="姓名、单位或职务"
                    maxLength={KEYWORD_MAX}
                    value={keyword}
                    onChange={(event) => setKeyword(event.target.value)}
                  />
                  <Button size="sm" type="submit" colorPalette="brand" flexShrink={0}>
                    搜索
                  </Button>
                </HStack>
              </Flex>
              {query.data && !query.data.phonesShown && (
                <Text fontSize="sm" color="fg.muted" role="note">
                  联系电话仅向已登录用户显示。
                  <Link asChild color="brand.600">
                    <RouterLink to="/">登录</RouterLink>
                  </Link>
                </Text>
              )}
              <ListResults
                label={`${kind.label}通讯录`}
                query={query}
                rowKey={(entry) => entry.key}
                columns={COLUMNS}
                card={(entry) => <EntryCard entry={entry} />}
                cardsOnly={cardsOnly}
                emptyText={filters.keyword ? '没有找到符合条件的人员' : '暂无人员'}
                paging={{
                  ...paging,
                  onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })),
                  onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }),
                }}
              />
            </Stack>
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** /mobileBook: outside every layout, open to anyone; names for all, phones once signed in. */
export function StandaloneBookScreen() {
  return (
    <Box minH="100dvh" bg="gray.50">
      <PageTitle title="通讯录" />
      <Box as="header" bg="brand.700" color="white" px={{ base: '3', md: '6' }} py="3">
        <Flex maxW="1100px" mx="auto" justify="space-between" align="center" gap="3">
          <Stack gap="0" minW="0">
            <Text fontSize="xs" opacity={0.85} truncate>
              {PLATFORM_TITLE}
            </Text>
            <Heading as="h1" fontSize="lg">
              通讯录
            </Heading>
          </Stack>
          <BackControl fallback="/" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: 'whiteAlpha.200' }} flexShrink={0} />
        </Flex>
      </Box>
      <Box as="main" maxW="1100px" mx="auto" p={{ base: '3', md: '6' }}>
        <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
          <AddressBook cardsOnly={false} />
        </Box>
      </Box>
    </Box>
  );
}

/** /mobile/mobileBook: the same book inside the mobile layout. */
export function MobileBookScreen() {
  const menus = useOptionalMenus();
  return (
    <ListPage header={<PageHeader title="通讯录" trail={menus?.trail ?? []} actions={<BackButton fallback="/mobile/pageHome/delegatePageHome" />} />}>
      <AddressBook cardsOnly />
    </ListPage>
  );
}
