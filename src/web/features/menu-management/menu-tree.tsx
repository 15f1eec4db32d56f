import { Badge, Box, Checkmark, createTreeCollection, HStack, Text, TreeView, useTreeViewContext, useTreeViewNodeContext } from '@chakra-ui/react';
import { useMemo, type KeyboardEvent } from 'react';
import { MenuIcon, type MenuNode } from '@web/features/menus';

interface TreeNode {
  id: string;
  menu: MenuNode | null;
  children?: TreeNode[];
}

function toNodes(menus: readonly MenuNode[]): TreeNode[] {
  return menus.map((menu) => ({
    id: String(menu.menuId),
    menu,
    ...(menu.children && menu.children.length > 0 ? { children: toNodes(menu.children) } : {}),
  }));
}

export function createMenuCollection(tree: readonly MenuNode[]) {
  return createTreeCollection<TreeNode>({
    nodeToValue: (node) => node.id,
    nodeToString: (node) => node.menu?.menuName ?? '',
    rootNode: { id: 'ROOT', menu: null, children: toNodes(tree) },
  });
}

export type MenuCollection = ReturnType<typeof createMenuCollection>;

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M4 2.5 7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The visible check box. Its state is announced on the tree item (aria-checked, the ARIA tree
 * pattern for check trees), so the box itself is hidden from assistive technology: a control
 * inside the branch's button would be nested interaction.
 */
function NodeCheckbox() {
  const state = useTreeViewNodeContext();
  return (
    <TreeView.NodeCheckbox aria-hidden="true" role="presentation" display="inline-flex" cursor="pointer">
      <Checkmark size="sm" colorPalette="brand" checked={state.checked === true} indeterminate={state.checked === 'indeterminate'} />
    </TreeView.NodeCheckbox>
  );
}

function ariaChecked(checked: boolean | 'indeterminate'): 'true' | 'false' | 'mixed' {
  return checked === 'indeterminate' ? 'mixed' : checked ? 'true' : 'false';
}

function NodeLabel({ menu }: { menu: MenuNode }) {
  return (
    <HStack gap="2" minW="0" flex="1">
      <MenuIcon icon={menu.menuIcon} size={16} color="brand.600" />
      <Text as="span" truncate color={menu.isEnable ? 'gray.800' : 'gray.500'}>
        {menu.menuName}
      </Text>
      {!menu.isShow && (
        <Badge size="xs" variant="subtle" colorPalette="gray">
          隐藏
        </Badge>
      )}
      {!menu.isEnable && (
        <Badge size="xs" variant="subtle" colorPalette="orange">
          停用
        </Badge>
      )}
    </HStack>
  );
}

/** Space toggles the row's checkbox (Enter selects), as in a desktop check tree. */
function useSpaceToCheck(value: string, isBranch: boolean) {
  const tree = useTreeViewContext();
  return (event: KeyboardEvent) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    event.stopPropagation();
    tree.toggleChecked(value, isBranch);
  };
}

function BranchRow({ node }: { node: TreeNode }) {
  const onKeyDown = useSpaceToCheck(node.id, true);
  return (
    <TreeView.BranchControl onKeyDownCapture={onKeyDown}>
      <NodeCheckbox />
      <TreeView.BranchIndicator color="gray.500" display="inline-flex" transition="transform 150ms" _open={{ transform: 'rotate(90deg)' }}>
        <Chevron />
      </TreeView.BranchIndicator>
      <TreeView.BranchText display="flex" minW="0" flex="1">
        <NodeLabel menu={node.menu!} />
      </TreeView.BranchText>
    </TreeView.BranchControl>
  );
}

function ItemRow({ node }: { node: TreeNode }) {
  const onKeyDown = useSpaceToCheck(node.id, false);
  const state = useTreeViewNodeContext();
  return (
    <TreeView.Item onKeyDownCapture={onKeyDown} aria-checked={ariaChecked(state.checked)}>
      <NodeCheckbox />
      <Box as="span" w="3" flexShrink={0} aria-hidden="true" />
      <TreeView.ItemText display="flex" minW="0" flex="1">
        <NodeLabel menu={node.menu!} />
      </TreeView.ItemText>
    </TreeView.Item>
  );
}

function BranchNode({ node, indexPath }: { node: TreeNode; indexPath: number[] }) {
  const state = useTreeViewNodeContext();
  return (
    <TreeView.Branch aria-checked={ariaChecked(state.checked)}>
      <BranchRow node={node} />
      <TreeView.BranchContent>
        <TreeView.BranchIndentGuide />
        {node.children!.map((child, index) => (
          <MenuTreeNode key={child.id} node={child} indexPath={[...indexPath, index]} />
        ))}
      </TreeView.BranchContent>
    </TreeView.Branch>
  );
}

function MenuTreeNode({ node, indexPath }: { node: TreeNode; indexPath: number[] }) {
  return (
    <TreeView.NodeProvider node={node} indexPath={indexPath}>
      {node.children ? <BranchNode node={node} indexPath={indexPath} /> : <ItemRow node={node} />}
    </TreeView.NodeProvider>
  );
}

export interface MenuTreeProps {
  collection: MenuCollection;
  selectedId: number | null;
  onSelect: (menuId: number | null) => void;
  checkedValue: string[];
  onCheckedChange: (value: string[]) => void;
  expandedValue: string[];
  onExpandedChange: (value: string[]) => void;
  /** The tree's accessible name: 菜单树 on the menu screen; a grant screen names what checking means. */
  label?: string;
}

/**
 * The menu tree of the management screens: a row selects a menu (for the detail form, or for its
 * operations on 角色菜单); the check boxes (click, or Space) mark menus to delete, or the menus a
 * role is granted. Arrow keys move, Enter selects.
 */
export function MenuTree({ collection, selectedId, onSelect, checkedValue, onCheckedChange, expandedValue, onExpandedChange, label = '菜单树' }: MenuTreeProps) {
  const selectedValue = useMemo(() => (selectedId === null ? [] : [String(selectedId)]), [selectedId]);
  return (
    <TreeView.Root
      collection={collection}
      selectionMode="single"
      selectedValue={selectedValue}
      onSelectionChange={(e) => onSelect(e.selectedValue[0] ? Number(e.selectedValue[0]) : null)}
      checkedValue={checkedValue}
      onCheckedChange={(e) => onCheckedChange(e.checkedValue)}
      expandedValue={expandedValue}
      onExpandedChange={(e) => onExpandedChange(e.expandedValue)}
      colorPalette="brand"
      size="sm"
      animateContent
    >
      <TreeView.Label srOnly>{label}</TreeView.Label>
      <TreeView.Tree>
        {collection.rootNode.children?.map((node, index) => <MenuTreeNode key={node.id} node={node} indexPath={[index]} />)}
      </TreeView.Tree>
    </TreeView.Root>
  );
}
