import { Box, Button, Field, Flex, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { dateTimeLabel } from '@web/features/workflow';
import { PageFooter } from '@web/components/page-footer';
import { INITIAL_OUTBOX_FILTERS, outboxParams, outboxPhoneProblem, type OutboxFilters } from './sms-outbox.model';
import { useSmsOutboxQuery } from './station-messages.api';

/**
 * smsOutbox (NPC_ADMIN): the verification-code texts of the embedded default, which keeps them
 * in an outbox (and the server log) instead of sending them through an SMS gateway.
 */
export function SmsOutboxScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useState<OutboxFilters>(INITIAL_OUTBOX_FILTERS);
  const [phoneDraft, setPhoneDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { data, isLoading, isFetching, isError, error, refetch } = useSmsOutboxQuery(outboxParams(filters));
  const list = data?.list ?? [];
  const total = data?.total ?? 0;

  const search = (event: FormEvent) => {
    event.preventDefault();
    const found = outboxPhoneProblem(phoneDraft);
    setProblem(found);
    if (!found) setFilters((prev) => ({ ...prev, phone: phoneDraft.trim(), pageNum: 1 }));
  };

  const reset = () => {
    setPhoneDraft('');
    setProblem(null);
    setFilters(INITIAL_OUTBOX_FILTERS);
  };

  return (
    <Box>
      <PageHeader title="验证码发件箱" trail={menus?.trail ?? []} />
      <Box bg="white" rounded="lg" borderWidth="1px" borderColor="border" shadow="xs" p={{ base: '3', md: '5' }}>
        <Text fontSize="sm" color="fg.muted" mb="4">
          本系统未接入短信网关时（内置默认方式），群众留言所需的验证码短信不会真正发出，而是存入此发件箱并写入服务器日志，供管理员查看。
        </Text>
        <Flex as="form" role="search" aria-label="按手机号码筛选" onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
          <Field.Root invalid={problem !== null} width={{ base: 'full', sm: '240px' }}>
            <Input size="sm" value={phoneDraft} onChange={(e) => setPhoneDraft(e.target.value)} placeholder="手机号码" aria-label="手机号码" inputMode="numeric" maxLength={11} />
            {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
          </Field.Root>
          <HStack gap="2">
            <Button size="sm" type="submit" colorPalette="brand">
              查询
            </Button>
            <Button size="sm" variant="outline" onClick={reset}>
              重置
            </Button>
          </HStack>
        </Flex>

        {data && (
          <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
            共 {total} 条
          </Text>
        )}

        {isLoading ? (
          <LoadingState />
        ) : isError ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : list.length === 0 ? (
          <EmptyState text={filters.phone ? '该手机号码暂无验证码短信' : '发件箱暂无短信'} />
        ) : (
          <Box borderWidth="1px" borderColor="border" rounded="md" overflowX="auto" opacity={isFetching ? 0.6 : 1}>
            <Table.Root size="sm" striped aria-label="验证码短信">
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader whiteSpace="nowrap">手机号码</Table.ColumnHeader>
                  <Table.ColumnHeader>短信内容</Table.ColumnHeader>
                  <Table.ColumnHeader whiteSpace="nowrap">发送时间</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((entry) => (
                  <Table.Row key={entry.outboxId}>
                    <Table.Cell whiteSpace="nowrap">{entry.phone}</Table.Cell>
                    <Table.Cell minW="240px" wordBreak="break-word">
                      {entry.text}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={entry.createTime}>{dateTimeLabel(entry.createTime)}</time>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}

        {total > 0 && (
          <PageFooter
            total={total}
            pageNum={filters.pageNum}
            pageSize={filters.pageSize}
            onPage={(pageNum) => setFilters((prev) => ({ ...prev, pageNum }))}
            onPageSize={(pageSize) => setFilters((prev) => ({ ...prev, pageSize, pageNum: 1 }))}
          />
        )}
      </Box>
    </Box>
  );
}
