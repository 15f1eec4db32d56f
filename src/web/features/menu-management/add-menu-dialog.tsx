import { Dialog } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { MSG } from '@shared/messages';
import { DialogActions, FormDialog } from '@web/components/form-dialog';
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
      <DialogActions onCancel={onClose} busy={isLoading} />
    </form>
  );
}

/** The add-menu dialog of the menu management screen. */
export function AddMenuDialog({ open, parent, siblingCount, onClose, onAdded }: AddMenuDialogProps) {
  return (
    <FormDialog open={open} title={parent ? '添加子菜单' : '添加一级菜单'} onClose={onClose} size="lg" body={false}>
      <AddMenuForm parent={parent} siblingCount={siblingCount} onClose={onClose} onAdded={onAdded} />
    </FormDialog>
  );
}
