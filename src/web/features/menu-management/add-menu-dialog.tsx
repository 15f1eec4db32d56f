import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MSG } from '@shared/messages';
import { toaster } from '@web/components/toaster';
import type { MenuNode } from '@web/features/menus';
import { errorMessage } from '@web/lib/http-error';
import { MenuForm } from './menu-form';
import { menuBody, newMenuValues, validateMenuForm, type MenuFormValues } from './menu-form.model';
import { useAddMenuMutation } from './menu-management.api';

export interface AddMenuDialogProps {
  open: boolean;
  /** null: a top-level menu (添加一级菜单); otherwise a child of this menu (添加子菜单). */
  parent: MenuNode | null;
  siblingCount: number;
  onClose: () => void;
  onAdded: (menu: MenuNode) => void;
}

function AddMenuForm({ parent, siblingCount, onClose, onAdded }: Omit<AddMenuDialogProps, 'open'>) {
  const [values, setValues] = useState<MenuFormValues>(() => newMenuValues(parent, siblingCount));
  const [submitted, setSubmitted] = useState(false);
  const [addMenu, { isLoading }] = useAddMenuMutation();
  const errors = submitted ? validateMenuForm(values) : {};

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateMenuForm(values)).length > 0) return;
    try {
      const menu = await addMenu(menuBody(values)).unwrap();
      toaster.create({ type: 'success', title: MSG.operationSucceeded });
      onAdded(menu);
    } catch (error) {
      toaster.create({ type: 'error', title: MSG.operationFailed, description: errorMessage(error, '') || undefined });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Dialog.Body>
        <MenuForm values={values} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} errors={errors} parentName={parent ? parent.menuName : '无（一级菜单）'} />
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          取消
        </Button>
        <Button type="submit" colorPalette="brand" loading={isLoading}>
          确定
        </Button>
      </Dialog.Footer>
    </form>
  );
}

/** The add-menu dialog of the menu management screen (section 2). */
export function AddMenuDialog({ open, parent, siblingCount, onClose, onAdded }: AddMenuDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} size="lg" lazyMount unmountOnExit closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header borderBottomWidth="1px" borderColor="border" pb="3">
              <Dialog.Title color="brand.700">{parent ? '添加子菜单' : '添加一级菜单'}</Dialog.Title>
            </Dialog.Header>
            <AddMenuForm parent={parent} siblingCount={siblingCount} onClose={onClose} onAdded={onAdded} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
