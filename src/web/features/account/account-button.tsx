import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

// Loaded with the first opening, not with every page's header.
const AccountDialog = lazy(() => import('./account-dialog').then((m) => ({ default: m.AccountDialog })));

/** 账号管理 in the header of the client and system layouts; opens the account dialog. */
export function AccountButton(props: ButtonProps) {
  const [open, setOpen] = useState(false);
  // Each opening gets a fresh dialog (and password form); a closed one stays mounted for its exit animation.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.600"
        _hover={{ bg: 'whiteAlpha.200', borderColor: 'white' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '2px' }}
        aria-haspopup="dialog"
        {...props}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        账号管理
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <AccountDialog key={opening} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
