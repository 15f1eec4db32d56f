import { Badge, Box, Button, Flex, Grid, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent } from 'react';
import { MSG } from '@shared/messages';
import { DetailSection } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { findMenu, flattenMenus, PageHeader, useMenus, type MenuNode } from '@web/features/menus';
import { Permission, usePermission } from '@web/features/permissions';
import { errorMessage } from '@web/lib/http-error';
import { AddMenuDialog } from './add-menu-dialog';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { LinkOperationsDialog } from './link-operations-dialog';
import { MenuForm, parentOptionsFor } from './menu-form';
import { menuBody, topmostChecked, validateMenuForm, valuesOf, type MenuFormValues } from './menu-form.model';
import { useAllMenusQuery, useDeleteMenusMutation, useUpdateMenuMutation } from './menu-management.api';
import { createMenuCollection, MenuTree } from './menu-tree';

/** The menus whose name contains the keyword, with their ancestors (so the tree keeps its shape). */
function filterTree(menus: readonly MenuNode[], keyword: string): MenuNode[] {
  if (!keyword) return [...menus];
  return menus.flatMap((menu) => {
    const children = filterTree(menu.children ?? [], keyword);
    return menu.menuName.includes(keyword) || children.length > 0 ? [{ ...menu, children }] : [];
  });
}

/** A group counts as checked when every menu under it is (the tree keeps leaves only). */
function isFullyChecked(menu: MenuNode, checked: ReadonlySet<string>): boolean {
  const children = menu.children ?? [];
  if (children.length === 0) return checked.has(String(menu.menuId));
  return children.every((child) => isFullyChecked(child, checked));
}

interface Draft {
  menuId: number;
  values: MenuFormValues;
  submitted: boolean;
}

/**
 * /manager/adminManager/menuList: 菜单管理. The tree of every menu, the selected
 * menu's detail form, the add-menu dialog, deleting checked menus after a confirmation and
 * linking operations. Each button is gated by its menu administration key.
 */
export function MenuListScreen() {
  const { data: tree, isLoading, isError, error, refetch } = useAllMenusQuery();
  const { trail } = useMenus();
  const [keyword, setKeyword] = useState('');
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [adding, setAdding] = useState<{ parent: MenuNode | null } | null>(null);
  const [confirming, setConfirming] = useState<number[] | null>(null);
  const [linking, setLinking] = useState<MenuNode | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [updateMenu, updating] = useUpdateMenuMutation();
  const [deleteMenus, deleting] = useDeleteMenusMutation();
  const canSave = usePermission('saveChanges');

  const menus = useMemo(() => tree ?? [], [tree]);
  const shownTree = useMemo(() => filterTree(menus, keyword.trim()), [menus, keyword]);
  const collection = useMemo(() => createMenuCollection(shownTree), [shownTree]);
  const expandedValue = useMemo(
    () => (keyword.trim() ? flattenMenus(shownTree).filter((m) => m.children.length > 0).map((m) => String(m.menuId)) : expanded),
    [keyword, shownTree, expanded],
  );
  const selected = findMenu(menus, selectedId);

  // A newly selected menu starts its form from its stored values.
  if (selected && draft?.menuId !== selected.menuId) setDraft({ menuId: selected.menuId, values: valuesOf(selected), submitted: false });
  const values = selected && draft?.menuId === selected.menuId ? draft.values : null;
  const errors = draft?.submitted && values ? validateMenuForm(values) : {};

  if (isLoading) return <LoadingState />;
  if (isError) return <ErrorState error={error} onRetry={() => void refetch()} />;

  const siblingsOf = (parent: MenuNode | null) => (parent ? (parent.children ?? []).length : menus.length);

  const addChild = () => {
    if (!selected) {
      toaster.create({ type: 'warning', title: MSG.parentMenuRequired });
      return;
    }
    setAdding({ parent: selected });
  };

  const askDelete = () => {
    const set = new Set(checked);
    const ids = topmostChecked(menus, (m) => isFullyChecked(m, set));
    if (ids.length === 0) {
      toaster.create({ type: 'warning', title: MSG.menusToDeleteRequired });
      return;
    }
    setConfirming(ids);
  };

  const cancelDelete = () => {
    setConfirming(null);
    toaster.create({ type: 'info', title: MSG.deleteCancelled });
  };

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      const { status } = await deleteMenus(confirming).unwrap();
      if (status !== 204) throw new Error(MSG.deleteFailed);
      const gone = new Set(flattenMenus(flattenMenus(menus).filter((m) => confirming.includes(m.menuId))).map((m) => m.menuId));
      if (selectedId !== null && gone.has(selectedId)) setSelectedId(null);
      setChecked([]);
      setConfirming(null);
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
    } catch (failure) {
      setConfirming(null);
      toaster.create({ type: 'error', title: MSG.deleteFailed, description: errorMessage(failure, '') || undefined });
    }
  };

  const askLink = () => {
    if (!selected) {
      toaster.create({ type: 'warning', title: MSG.menuToOperateRequired });
      return;
    }
    if (!Number.isSafeInteger(selected.menuId) || selected.menuId < 1) {
      toaster.create({ type: 'error', title: MSG.menuDataWrong });
      return;
    }
    setLinking(selected);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected || !draft) return;
    setDraft({ ...draft, submitted: true });
    if (Object.keys(validateMenuForm(draft.values)).length > 0) return;
    try {
      await updateMenu(menuBody(draft.values, selected.menuId)).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      setDraft({ ...draft, submitted: false });
    } catch (failure) {
      toaster.create({ type: 'error', title: MSG.processingFailed, description: errorMessage(failure, '') || undefined });
    }
  };

  const onAdded = (menu: MenuNode) => {
    const parentId = adding?.parent?.menuId;
    setAdding(null);
    if (parentId !== undefined) setExpanded((prev) => [...new Set([...prev, String(parentId)])]);
    setSelectedId(menu.menuId);
  };

  return (
    <Box>
      <PageHeader
        title="菜单管理"
        trail={trail}
        actions={
          <Wrap gap="2">
            <Permission code="addParentMenu">
              <Button size="sm" colorPalette="brand" onClick={() => setAdding({ parent: null })}>
                添加一级菜单
              </Button>
            </Permission>
            <Permission code="addSubMenu">
              <Button size="sm" colorPalette="brand" variant="outline" onClick={addChild}>
                添加子菜单
              </Button>
            </Permission>
            <Permission code="addSymbol">
              <Button size="sm" colorPalette="brand" variant="outline" onClick={askLink}>
                关联操作
              </Button>
            </Permission>
            <Permission code="deleteMenu">
              <Button size="sm" colorPalette="red" variant="outline" onClick={askDelete}>
                删除菜单
              </Button>
            </Permission>
          </Wrap>
        }
      >
        <Text fontSize="sm" color="fg.muted">
          维护平台各角色可见的菜单、打开方式和按钮操作权限。勾选菜单可批量删除，点击菜单查看和修改详情。
        </Text>
      </PageHeader>

      <Grid templateColumns={{ base: '1fr', lg: '340px minmax(0, 1fr)', xl: '380px minmax(0, 1fr)' }} gap="5" alignItems="start">
        <DetailSection level="h2" title="菜单列表" actions={<Text fontSize="xs" color="fg.muted">共 {flattenMenus(menus).length} 项</Text>}>
          <Stack gap="3">
            <Input size="sm" value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder="输入菜单名称筛选" aria-label="筛选菜单" />
            {checked.length > 0 && (
              <Flex justify="space-between" align="center" fontSize="xs" color="fg.muted">
                <Text>已勾选 {checked.length} 项</Text>
                <Button size="2xs" variant="ghost" onClick={() => setChecked([])}>
                  清除勾选
                </Button>
              </Flex>
            )}
            <Box maxH="calc(100dvh - 380px)" minH="320px" overflowY="auto" mx="-2">
              {shownTree.length === 0 ? (
                <EmptyState />
              ) : (
                <MenuTree
                  collection={collection}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  checkedValue={checked}
                  onCheckedChange={setChecked}
                  expandedValue={expandedValue}
                  onExpandedChange={(value) => !keyword.trim() && setExpanded(value)}
                />
              )}
            </Box>
          </Stack>
        </DetailSection>

        <DetailSection
          level="h2"
          title="菜单详情"
          actions={selected && <Text fontSize="xs" color="fg.muted">编号 {selected.menuId}</Text>}
        >
          {!selected || !values ? (
            <EmptyState text="请在左侧菜单树中选择菜单" py="16" />
          ) : (
            <form noValidate onSubmit={(e) => void save(e)} aria-label="菜单详情">
              <Stack gap="6">
                <MenuForm
                  values={values}
                  onChange={(patch) => setDraft((d) => (d ? { ...d, values: { ...d.values, ...patch } } : d))}
                  errors={errors}
                  parentOptions={parentOptionsFor(menus, selected.menuId)}
                  parentName=""
                  disabled={!canSave}
                />
                <Box>
                  <Text fontSize="sm" fontWeight="medium" color="gray.700" mb="2">
                    已关联操作
                  </Text>
                  {selected.sysBaseCompetences.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      暂无关联操作
                    </Text>
                  ) : (
                    <Wrap gap="2">
                      {selected.sysBaseCompetences.map((operation) => (
                        <Badge key={operation.competenceId} size="md" variant="subtle" colorPalette={operation.isEnable ? 'brand' : 'gray'} title={operation.remark ?? undefined}>
                          {operation.operator}
                          <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted" ms="1">
                            {operation.code}
                          </Text>
                        </Badge>
                      ))}
                    </Wrap>
                  )}
                </Box>
                <Permission code="saveChanges">
                  <HStack justify="flex-end" borderTopWidth="1px" borderColor="border.muted" pt="4">
                    <Button variant="outline" onClick={() => setDraft({ menuId: selected.menuId, values: valuesOf(selected), submitted: false })}>
                      重置
                    </Button>
                    <Button type="submit" colorPalette="brand" loading={updating.isLoading}>
                      保存修改
                    </Button>
                  </HStack>
                </Permission>
              </Stack>
            </form>
          )}
        </DetailSection>
      </Grid>

      <AddMenuDialog
        open={adding !== null}
        parent={adding?.parent ?? null}
        siblingCount={siblingsOf(adding?.parent ?? null)}
        onClose={() => setAdding(null)}
        onAdded={onAdded}
      />
      <ConfirmDialog open={confirming !== null} message={MSG.deleteMenuConfirm} busy={deleting.isLoading} onConfirm={() => void confirmDelete()} onCancel={cancelDelete} />
      <LinkOperationsDialog menu={linking} onClose={() => setLinking(null)} />
    </Box>
  );
}

export const Component = MenuListScreen;
