import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { ChakraScope } from '@web/app/chakra-scope';

/** The toast stores and their view: loaded by ./toaster.tsx with the first toast. */
export const toastStore = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });
/**
 * Greetings on arrival (登录成功): at the bottom, above the mobile tab bar, so that they cover
 * neither the header's menus nor the landing page's toolbar.
 */
export const arrivalStore = createToaster({ placement: 'bottom', offsets: { top: '1rem', left: '1rem', right: '1rem', bottom: '5rem' }, pauseOnPageIdle: true, max: 1 });

function Toasts({ store }: { store: typeof toastStore }) {
  return (
    <ChakraToaster toaster={store} insetInline={{ mdDown: '4' }} aria-label="消息通知">
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }}>
          {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable && <Toast.CloseTrigger aria-label="关闭" />}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

/** In a Chakra scope of its own: the portal shows toasts without Chakra on its pages. */
export function ToasterView() {
  return (
    <ChakraScope>
      <Portal>
        <Toasts store={toastStore} />
        <Toasts store={arrivalStore} />
      </Portal>
    </ChakraScope>
  );
}
