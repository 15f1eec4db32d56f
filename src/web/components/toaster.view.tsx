import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { ChakraScope } from '@web/app/chakra-scope';

/** The toast store and its view: loaded by ./toaster.tsx with the first toast. */
export const toastStore = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

/** In a Chakra scope of its own: the portal shows toasts without Chakra on its pages. */
export function ToasterView() {
  return (
    <ChakraScope>
      <Portal>
        <ChakraToaster toaster={toastStore} insetInline={{ mdDown: '4' }} aria-label="消息通知">
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
      </Portal>
    </ChakraScope>
  );
}
