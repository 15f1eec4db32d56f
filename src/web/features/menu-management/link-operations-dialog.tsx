import { Badge, Box, Button, Checkbox, Dialog, HStack, Input, Table, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { MSG } from '@shared/messages';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import type { MenuNode } from '@web/features/menus';
import { errorMessage } from '@web/lib/http-error';
import { useLinkOperationsMutation, useOperationsQuery, useUnlinkOperationsMutation } from './menu-management.api';
import { Pager } from '@web/components/pager';

/** Shown when 关联 / 取消关联 is pressed with nothing ticked (not quoted in the specification). */
export const NO_OPERATION_CHOSEN = '请选择要关联或取消关联的操作';

function LinkOperationsBody({ menu, onClose }: { menu: MenuNode; onClose: () => void }) {
  const [pageNum, setPageNum] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [operator, setOperator] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const { data, isLoading, isFetching, isError, error, refetch } = useOperationsQuery({ pageNum, pageSize: DEFAULT_PAGE_SIZE, operator: operator || undefined, menuId: menu.menuId });
  const [link, linking] = useLinkOperationsMutation();
  const [unlink, unlinking] = useUnlinkOperationsMutation();
  const list = data?.list ?? [];
  const chosenLinked = list.filter((o) => chosen.has(o.competenceId) && o.isChoose).map((o) => o.competenceId);
  const chosenUnlinked = list.filter((o) => chosen.has(o.competenceId) && !o.isChoose).map((o) => o.competenceId);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPageNum(1);
    setChosen(new Set());
    setOperator(keyword.trim());
  };

  const toggle = (id: number, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (action: 'link' | 'unlink') => {
    const ids = action === 'link' ? chosenUnlinked : chosenLinked;
    if (ids.length === 0) {
      toaster.create({ type: 'warning', title: NO_OPERATION_CHOSEN });
      return;
    }
    try {
      await (action === 'link' ? link : unlink)({ menuId: menu.menuId, competenceIds: ids }).unwrap();
      toaster.create({ type: 'success', title: action === 'link' ? MSG.linkSucceeded : MSG.operationSucceeded });
      setChosen(new Set());
    } catch (failure) {
      toaster.create({ type: 'error', title: action === 'link' ? MSG.linkFailed : MSG.operationFailed, description: errorMessage(failure, '') || undefined });
    }
  };

  return (
    <>
      <Dialog.Body>
        <Text fontSize="sm" color="fg.muted" mb="3">
          当前菜单：
          <Text as="span" color="gray.900" fontWeight="semibold">
            {menu.menuName}
          </Text>
        </Text>
        <form onSubmit={search} role="search">
          <HStack mb="3">
            <Input size="sm" maxW="260px" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="操作名称或编码" aria-label="操作名称" />
            <Button size="sm" type="submit" colorPalette="brand" variant="outline">
              查询
            </Button>
          </HStack>
        </form>
        {isLoading ? (
          <LoadingState />
        ) : isError ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : list.length === 0 ? (
          <EmptyState />
        ) : (
          <Box borderWidth="1px" borderColor="border" rounded="md" overflowX="auto" opacity={isFetching ? 0.6 : 1}>
            <Table.Root size="sm" striped>
              <Table.Header>
                <Table.Row bg="gray.50">
                  <Table.ColumnHeader w="10">
                    <Text srOnly>选择</Text>
                  </Table.ColumnHeader>
                  <Table.ColumnHeader>操作名称</Table.ColumnHeader>
                  <Table.ColumnHeader>操作编码</Table.ColumnHeader>
                  <Table.ColumnHeader>说明</Table.ColumnHeader>
                  <Table.ColumnHeader w="20">状态</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {list.map((operation) => (
                  <Table.Row key={operation.competenceId}>
                    <Table.Cell>
                      <Checkbox.Root
                        size="sm"
                        colorPalette="brand"
                        checked={chosen.has(operation.competenceId)}
                        onCheckedChange={(e) => toggle(operation.competenceId, e.checked === true)}
                      >
                        <Checkbox.HiddenInput aria-label={`选择 ${operation.operator}`} />
                        <Checkbox.Control />
                      </Checkbox.Root>
                    </Table.Cell>
                    <Table.Cell fontWeight="medium">{operation.operator}</Table.Cell>
                    <Table.Cell fontFamily="mono" fontSize="xs">
                      {operation.code}
                    </Table.Cell>
                    <Table.Cell color="fg.muted">{operation.remark}</Table.Cell>
                    <Table.Cell>
                      {operation.isChoose ? (
                        <Badge colorPalette="green" variant="subtle">
                          已关联
                        </Badge>
                      ) : (
                        <Badge colorPalette="gray" variant="subtle">
                          未关联
                        </Badge>
                      )}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
        {data && data.total > DEFAULT_PAGE_SIZE && (
          <HStack justify="space-between" mt="3">
            <Text fontSize="sm" color="fg.muted">
              共 {data.total} 条
            </Text>
            <Pager total={data.total} pageSize={DEFAULT_PAGE_SIZE} page={pageNum} onPageChange={(page) => setPageNum(page)} />
          </HStack>
        )}
      </Dialog.Body>
      <DialogActions onCancel={onClose} cancelLabel="关闭" confirmLabel="关联" busy={linking.isLoading} onConfirm={() => void run('link')}>
        <Button variant="outline" colorPalette="brand" loading={unlinking.isLoading} onClick={() => void run('unlink')}>
          取消关联
        </Button>
      </DialogActions>
    </>
  );
}

/** Linking operations to a menu: the operations of /api/sysCompetence, a page at a time. */
export function LinkOperationsDialog({ menu, onClose }: { menu: MenuNode | null; onClose: () => void }) {
  return (
    <FormDialog open={menu !== null} title="关联操作" onClose={onClose} size="xl" closeOnInteractOutside body={false}>
      {menu && <LinkOperationsBody menu={menu} onClose={onClose} />}
    </FormDialog>
  );
}
