import { Button, CloseButton, Dialog, HStack, Portal, Stack, type DialogBodyProps, type DialogRootProps } from '@chakra-ui/react';
import type { FormEvent, ReactNode, Ref } from 'react';

export interface DialogActionsProps {
  /** The cancel button; absent: there is none. */
  onCancel?: () => void;
  cancelLabel?: string;
  cancelRef?: Ref<HTMLButtonElement>;
  /** null: there is no confirm button (the dialog can only be left). */
  confirmLabel?: string | null;
  /** Absent: the confirm button submits the dialog's form. */
  onConfirm?: () => void;
  /** The action runs: the confirm button spins and cancel waits for it. */
  busy?: boolean;
  busyText?: string;
  disabled?: boolean;
  /** An action that cannot be undone is red. */
  destructive?: boolean;
  /** Further buttons, between cancel and confirm. */
  children?: ReactNode;
}

/** The footer of a dialog: 取消, any further buttons, then the confirming one. */
export function DialogActions({
  onCancel,
  cancelLabel = '取消',
  cancelRef,
  confirmLabel = '确定',
  onConfirm,
  busy,
  busyText,
  disabled,
  destructive,
  children,
}: DialogActionsProps) {
  return (
    <Dialog.Footer>
      {onCancel && (
        <Button ref={cancelRef} variant="outline" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      )}
      {children}
      {confirmLabel !== null && (
        <Button type={onConfirm ? 'button' : 'submit'} colorPalette={destructive ? 'red' : 'brand'} loading={busy} loadingText={busyText} disabled={disabled} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      )}
    </Dialog.Footer>
  );
}

export interface FormDialogProps {
  open?: boolean;
  title: ReactNode;
  /** Before the title. */
  icon?: ReactNode;
  /** Under the title. */
  subtitle?: ReactNode;
  /**
   * The user asks to close: the close button, Escape or a click outside (when allowed). Absent:
   * only the dialog's own buttons close it.
   */
  onClose?: () => void;
  closeLabel?: string;
  /** While an action runs the dialog stays open. */
  busy?: boolean;
  /** A notice or question that interrupts the work (role alertdialog): a plain header, no close button. */
  alert?: boolean;
  size?: DialogRootProps['size'];
  placement?: DialogRootProps['placement'];
  scrollBehavior?: DialogRootProps['scrollBehavior'];
  initialFocusEl?: DialogRootProps['initialFocusEl'];
  /** A click outside closes it; off by default, so a half-filled form is not lost. */
  closeOnInteractOutside?: boolean;
  onExitComplete?: () => void;
  /** Body and footer are one form: Enter or a submit button sends it. */
  onSubmit?: () => void;
  /** The body's layout; `false`: the children lay out their own Dialog.Body and footer. */
  body?: DialogBodyProps | false;
  /** Usually DialogActions. */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The one frame of every dialog: title, body, footer. Its content mounts on opening and goes on
 * closing, so each opening starts afresh.
 */
export function FormDialog({
  open = true,
  title,
  icon,
  subtitle,
  onClose,
  closeLabel = '关闭',
  busy = false,
  alert = false,
  size = 'md',
  placement,
  scrollBehavior,
  initialFocusEl,
  closeOnInteractOutside = false,
  onExitComplete,
  onSubmit,
  body = {},
  footer,
  children,
}: FormDialogProps) {
  const closable = onClose !== undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit?.();
  };
  const heading = <Dialog.Title color="brand.700">{title}</Dialog.Title>;
  const content = (
    <>
      <Dialog.Header {...(alert ? {} : { borderBottomWidth: '1px', borderColor: 'border', pb: '3' })}>
        {icon || subtitle ? (
          <Stack gap="0.5">
            <HStack gap="2">
              {icon}
              {heading}
            </HStack>
            {subtitle}
          </Stack>
        ) : (
          heading
        )}
      </Dialog.Header>
      {body === false ? children : <Dialog.Body {...body}>{children}</Dialog.Body>}
      {footer}
    </>
  );
  return (
    <Dialog.Root
      open={open}
      role={alert ? 'alertdialog' : 'dialog'}
      onOpenChange={(event) => !event.open && !busy && onClose?.()}
      closeOnEscape={closable}
      closeOnInteractOutside={closable && closeOnInteractOutside}
      initialFocusEl={initialFocusEl}
      onExitComplete={onExitComplete}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx={typeof size === 'string' && size !== 'full' ? '3' : undefined}>
            {onSubmit ? (
              // The form wraps header, body and footer; `contents` keeps the dialog's own layout.
              <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
                {content}
              </form>
            ) : (
              content
            )}
            {closable && !alert && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={closeLabel} disabled={busy} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
