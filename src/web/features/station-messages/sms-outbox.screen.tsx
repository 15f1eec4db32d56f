import { Field, Flex, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { OutboxEntry } from '@shared/portal';
import { FilterActions, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { dateTimeLabel } from '@web/features/workflow';
import { INITIAL_OUTBOX_FILTERS, outboxParams, outboxPhoneProblem, type OutboxFilters } from './sms-outbox.model';
import { useSmsOutboxQuery } from './station-messages.api';

const COLUMNS: readonly ListColumn<OutboxEntry>[] = [
  { key: 'phone', label: '手机号码', cell: (entry) => entry.phone },
  { key: 'text', label: '短信内容', cell: (entry) => entry.text, wide: true },
  { key: 'time', label: '发送时间', cell: (entry) => <time dateTime={entry.createTime}>{dateTimeLabel(entry.createTime)}</time> },
];

/**
 * smsOutbox (NPC_ADMIN): the verification-code texts of the embedded default, which keeps them
 * in an outbox (and the server log) instead of sending them through an SMS gateway.
 */
export function SmsOutboxScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useState<OutboxFilters>(INITIAL_OUTBOX_FILTERS);
  const [phoneDraft, setPhoneDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const query = useSmsOutboxQuery(outboxParams(filters));

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
    <ListPage header={<PageHeader title="验证码发件箱" trail={menus?.trail ?? []} />}>
      <Text fontSize="sm" color="fg.muted" mb="4">
        本系统未接入短信网关时（内置默认方式），群众留言所需的验证码短信不会真正发出，而是存入此发件箱并写入服务器日志，供管理员查看。
      </Text>
      <Flex as="form" role="search" aria-label="按手机号码筛选" onSubmit={search} gap="2" wrap="wrap" align="flex-start" mb="4">
        <Field.Root invalid={problem !== null} width={{ base: 'full', sm: '240px' }}>
          <Input size="sm" value={phoneDraft} onChange={(e) => setPhoneDraft(e.target.value)} placeholder="手机号码" aria-label="手机号码" inputMode="numeric" maxLength={11} />
          {problem && <Field.ErrorText>{problem}</Field.ErrorText>}
        </Field.Root>
        <FilterActions onReset={reset} />
      </Flex>
      <ListResults
        label="验证码短信"
        query={query}
        rowKey={(entry) => entry.outboxId}
        columns={COLUMNS}
        striped
        emptyText={filters.phone ? '该手机号码暂无验证码短信' : '发件箱暂无短信'}
        paging={{
          pageNum: filters.pageNum,
          pageSize: filters.pageSize,
          onPage: (pageNum) => setFilters((prev) => ({ ...prev, pageNum })),
          onPageSize: (pageSize) => setFilters((prev) => ({ ...prev, pageSize, pageNum: 1 })),
        }}
      />
    </ListPage>
  );
}
