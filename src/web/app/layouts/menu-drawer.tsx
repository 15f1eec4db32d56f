import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { SideMenu, type MenuNode } from '@web/features/menus';

export interface MenuDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: MenuNode[];
  trailIds: ReadonlySet<number>;
  currentId: number | null;
}

/**
 * On a phone the system header's menu tiles and the left menu do not fit: the whole menu tree
 * opens in this drawer instead (loaded with the first press of 菜单).
 */
export function MenuDrawer({ open, onOpenChange, items, trailIds, currentId }: MenuDrawerProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header py="3" borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title fontSize="md">菜单</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="0" py="2">
              <SideMenu label="菜单" items={items} trailIds={trailIds} currentId={currentId} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭菜单" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export default MenuDrawer;
