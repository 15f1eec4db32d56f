import { Badge, Box, Button, Field, Flex, Input, List, Stack, Text } from '@chakra-ui/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useState, type FormEvent } from 'react';
import { EXPLAIN_RECORD_KINDS, type ExplainQuery } from '@shared/contracts/roles';
import { ErrorState } from '@web/components/error-state';
import { Select } from '@web/components/form-fields';
import { LoadingState } from '@web/components/loading-state';
import { PageHeader, useOptionalMenus, type MenuNode } from '@web/features/menus';
import { useExplainQuery, useExplainUsersQuery, useGrantTreeQuery } from './roles.api';

type Target = 'menu' | 'operation' | 'record';
const TARGETS = [
  { value: 'menu', label: '菜单' },
  { value: 'operation', label: '操作' },
  { value: 'record', label: '记录' },
];
const KIND_OPTIONS = Object.entries(EXPLAIN_RECORD_KINDS).map(([value, label]) => ({ value, label }));

function flatten(tree: readonly MenuNode[], prefix = ''): { menu: MenuNode; path: string }[] {
  return tree.flatMap((menu) => [{ menu, path: prefix + menu.menuName }, ...flatten(menu.children, `${prefix}${menu.menuName} / `)]);
}

/** 权限说明: why a user may or may not open a menu, use an operation or act on a record. */
export function PermissionExplainScreen() {
  const menus = useOptionalMenus();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const users = useExplainUsersQuery(search);
  const tree = useGrantTreeQuery();
  const [userId, setUserId] = useState('');
  const [target, setTarget] = useState<Target>('menu');
  const [menuId, setMenuId] = useState('');
  const [operation, setOperation] = useState('');
  const [recordKind, setRecordKind] = useState('proposal');
  const [recordId, setRecordId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<ExplainQuery | null>(null);
  const answer = useExplainQuery(asked ?? skipToken);

  const flat = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const operations = useMemo(() => {
    const seen = new Map<string, string>();
    for (const { menu } of flat) for (const op of menu.sysBaseCompetences) seen.set(op.code, `${op.operator}（${op.code}）`);
    return [...seen].map(([value, label]) => ({ value, label }));
  }, [flat]);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (!userId) return setProblem('请选择用户');
    if (target === 'menu' && !menuId) return setProblem('请选择菜单');
    if (target === 'operation' && !operation) return setProblem('请选择操作');
    if (target === 'record' && !recordId.trim()) return setProblem('请输入记录编号');
    setProblem(null);
    const base = { userId: Number(userId) };
    setAsked(
      target === 'menu' ? { ...base, menuId: Number(menuId) } : target === 'operation' ? { ...base, operation } : { ...base, recordKind, recordId: recordId.trim() },
    );
  };

  return (
    <Box>
      <PageHeader title="权限说明" trail={menus?.trail ?? []} />
      <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
        <Stack gap="4">
          <Flex
            as="form"
            role="search"
            aria-label="查找用户"
            gap="2"
            wrap="wrap"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              setSearch(keyword.trim());
            }}
          >
            <Input size="sm" width={{ base: 'full', sm: '240px' }} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="姓名或手机号码" aria-label="姓名或手机号码" maxLength={50} />
            <Button size="sm" type="submit" variant="outline">
              查找用户
            </Button>
          </Flex>
          <Stack as="form" gap="3" onSubmit={ask} aria-label="权限说明条件">
            <Field.Root invalid={problem !== null}>
              <Field.Label>用户</Field.Label>
              <Select
                label="用户"
                size="sm"
                value={userId}
                emptyOption={users.isLoading ? '加载中…' : '请选择用户'}
                options={(users.data?.list ?? []).map((u) => ({ value: String(u.userId), label: `${u.realName}（${u.username}，${u.roleName}）${u.isValid ? '' : '（停用）'}` }))}
                onChange={setUserId}
              />
            </Field.Root>
            <Field.Root>
              <Field.Label>说明对象</Field.Label>
              <Select label="说明对象" size="sm" value={target} options={TARGETS} onChange={(v) => setTarget(v as Target)} />
            </Field.Root>
            {target === 'menu' && (
              <Field.Root>
                <Field.Label>菜单</Field.Label>
                <Select label="菜单" size="sm" value={menuId} emptyOption="请选择菜单" options={flat.map(({ menu, path }) => ({ value: String(menu.menuId), label: path }))} onChange={setMenuId} />
              </Field.Root>
            )}
            {target === 'operation' && (
              <Field.Root>
                <Field.Label>操作</Field.Label>
                <Select label="操作" size="sm" value={operation} emptyOption="请选择操作" options={operations} onChange={setOperation} />
              </Field.Root>
            )}
            {target === 'record' && (
              <Flex gap="2" wrap="wrap">
                <Field.Root width={{ base: 'full', sm: '160px' }}>
                  <Field.Label>记录类型</Field.Label>
                  <Select label="记录类型" size="sm" value={recordKind} options={KIND_OPTIONS} onChange={setRecordKind} />
                </Field.Root>
                <Field.Root width={{ base: 'full', sm: '240px' }}>
                  <Field.Label>记录编号</Field.Label>
                  <Input size="sm" value={recordId} onChange={(e) => setRecordId(e.target.value)} maxLength={40} placeholder="议案、建议的 ID 或留言编号" />
                </Field.Root>
              </Flex>
            )}
            {problem && (
              <Text color="red.600" fontSize="sm" role="alert">
                {problem}
              </Text>
            )}
            <Box>
              <Button size="sm" type="submit" colorPalette="brand">
                说明
              </Button>
            </Box>
          </Stack>
          <Box as="section" aria-label="说明结果" aria-live="polite">
            {asked === null ? (
              <Text color="fg.muted" fontSize="sm">
                选择用户和要说明的菜单、操作或记录，查看允许或拒绝的原因。
              </Text>
            ) : answer.isFetching ? (
              <LoadingState py="6" />
            ) : answer.isError ? (
              <ErrorState error={answer.error} onRetry={() => void answer.refetch()} py="6" />
            ) : answer.data ? (
              <Stack gap="2">
                <Badge alignSelf="flex-start" size="lg" colorPalette={answer.data.allowed ? 'green' : 'red'}>
                  {answer.data.allowed ? '允许' : '不允许'}
                </Badge>
                <List.Root gap="1" ps="5">
                  {answer.data.reasons.map((reason) => (
                    <List.Item key={reason}>{reason}</List.Item>
                  ))}
                </List.Root>
              </Stack>
            ) : null}
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
