import { Box, Button, Checkbox, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { RoleGrants } from '@shared/contracts/roles';
import { MSG } from '@shared/messages';
import { Select } from '@web/components/form-fields';
import { ErrorState } from '@web/components/error-state';
import { LoadingState } from '@web/components/loading-state';
import { toaster } from '@web/components/toaster';
import { createMenuCollection, MenuTree } from '@web/features/menu-management';
import { PageHeader, useOptionalMenus, type MenuNode } from '@web/features/menus';
import { Permission } from '@web/features/permissions';
import { fieldErrorOf } from './form-errors';
import { useGrantTreeQuery, useRoleGrantsQuery, useRolesQuery, useSaveGrantsMutation } from './roles.api';

interface TreeIndex {
  byId: Map<number, MenuNode>;
  parentOf: Map<number, number | null>;
  leaves: Set<number>;
}

function indexTree(tree: readonly MenuNode[]): TreeIndex {
  const index: TreeIndex = { byId: new Map(), parentOf: new Map(), leaves: new Set() };
  const walk = (nodes: readonly MenuNode[], parent: number | null) => {
    for (const node of nodes) {
      index.byId.set(node.menuId, node);
      index.parentOf.set(node.menuId, parent);
      if (node.children.length === 0) index.leaves.add(node.menuId);
      else walk(node.children, node.menuId);
    }
  };
  walk(tree, null);
  return index;
}

/** The menus a role is granted: the checked pages and every group above them (a page shows inside its group). */
function grantedMenus(checked: readonly string[], index: TreeIndex): Set<number> {
  const granted = new Set<number>();
  for (const value of checked) {
    let id: number | null = Number(value);
    while (id !== null && !granted.has(id)) {
      granted.add(id);
      id = index.parentOf.get(id) ?? null;
    }
  }
  return granted;
}

function GrantEditor({ roleCode, tree, grants }: { roleCode: string; tree: MenuNode[]; grants: RoleGrants }) {
  const index = useMemo(() => indexTree(tree), [tree]);
  const collection = useMemo(() => createMenuCollection(tree), [tree]);
  const [checked, setChecked] = useState<string[]>(() => grants.menuIds.filter((id) => index.leaves.has(id)).map(String));
  const [operations, setOperations] = useState<Set<number>>(() => new Set(grants.competenceIds));
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [save, saving] = useSaveGrantsMutation();
  const granted = grantedMenus(checked, index);
  const menu = selected === null ? undefined : index.byId.get(selected);

  const toggleOperation = (competenceId: number, on: boolean) =>
    setOperations((prev) => {
      const next = new Set(prev);
      if (on) next.add(competenceId);
      else next.delete(competenceId);
      return next;
    });

  const submit = async () => {
    // An operation counts under a granted menu only (permissions.ts): the others go with their menu.
    const linked = new Set([...granted].flatMap((id) => index.byId.get(id)?.sysBaseCompetences.map((o) => o.competenceId) ?? []));
    try {
      await save({ roleCode, menuIds: [...granted], competenceIds: [...operations].filter((id) => linked.has(id)) }).unwrap();
      toaster.create({ type: 'success', title: '已保存，用户下次获取菜单时生效' });
    } catch (failure) {
      toaster.create({ type: 'error', title: MSG.operationFailed, description: fieldErrorOf(failure).message });
    }
  };

  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
        <Box borderWidth="1px" borderColor="border" rounded="md" p="2" maxH="60vh" overflowY="auto">
          <MenuTree
            label="授权菜单树"
            collection={collection}
            selectedId={selected}
            onSelect={setSelected}
            checkedValue={checked}
            onCheckedChange={setChecked}
            expandedValue={expanded}
            onExpandedChange={setExpanded}
          />
        </Box>
        <Box as="section" aria-label="菜单的操作" borderWidth="1px" borderColor="border" rounded="md" p="3">
          {!menu ? (
            <Text color="fg.muted" fontSize="sm">
              选择左侧菜单，在此勾选授予该菜单下的操作。
            </Text>
          ) : (
            <Stack gap="2">
              <Heading size="sm">「{menu.menuName}」的操作</Heading>
              {!granted.has(menu.menuId) && (
                <Text fontSize="sm" color="orange.600">
                  先勾选该菜单，才能授予它的操作。
                </Text>
              )}
              {menu.sysBaseCompetences.length === 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  该菜单未关联操作
                </Text>
              ) : (
                menu.sysBaseCompetences.map((operation) => (
                  <Checkbox.Root
                    key={operation.competenceId}
                    checked={operations.has(operation.competenceId)}
                    disabled={!granted.has(menu.menuId) || !operation.isEnable}
                    onCheckedChange={(e) => toggleOperation(operation.competenceId, e.checked === true)}
                    colorPalette="brand"
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>
                      {operation.operator}（{operation.code}）{operation.isEnable ? '' : '（已停用）'}
                    </Checkbox.Label>
                  </Checkbox.Root>
                ))
              )}
            </Stack>
          )}
        </Box>
      </Grid>
      <Flex justify="flex-end">
        <Permission code="roleMenuSave">
          <Button colorPalette="brand" loading={saving.isLoading} onClick={() => void submit()}>
            保存
          </Button>
        </Permission>
      </Flex>
    </Stack>
  );
}

/** roleMenuManager: pick a role, check its menus in the tree and, under each menu, its operations. */
export function RoleMenuManagerScreen() {
  const menus = useOptionalMenus();
  const roles = useRolesQuery({ pageNum: 1, pageSize: 100 });
  const tree = useGrantTreeQuery();
  const [roleCode, setRoleCode] = useState('');
  const grants = useRoleGrantsQuery(roleCode, { skip: roleCode === '', refetchOnMountOrArgChange: true });
  const options = (roles.data?.list ?? []).map((role) => ({ value: role.roleCode, label: `${role.roleName}（${role.roleCode}）${role.isValid ? '' : '（停用）'}` }));

  return (
    <Box>
      <PageHeader title="角色菜单" trail={menus?.trail ?? []} />
      <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
        <Stack gap="4">
          <Box maxW={{ base: 'full', sm: '360px' }}>
            <Select label="角色" value={roleCode} options={options} emptyOption="请选择角色" onChange={setRoleCode} size="sm" />
          </Box>
          {roleCode === '' ? (
            <Text color="fg.muted">请选择角色，再勾选授予它的菜单和操作。</Text>
          ) : (
            grants.isFetching || tree.isLoading ? (
              <LoadingState />
            ) : grants.isError || tree.isError || !grants.data || !tree.data ? (
              <ErrorState error={grants.error ?? tree.error} onRetry={() => void (grants.isError ? grants.refetch() : tree.refetch())} />
            ) : (
              <GrantEditor key={`${roleCode}:${grants.fulfilledTimeStamp}`} roleCode={roleCode} tree={tree.data} grants={grants.data} />
            )
          )}
        </Stack>
      </Box>
    </Box>
  );
}
