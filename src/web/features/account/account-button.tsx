import { Button, type ButtonProps } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';

// Loaded with the first opening, not with every page's header.
const AccountDialog = lazy(() => import('./account-dialog').then((m) => ({ default: m.AccountDialog })));

/** 账号管理 in the header of the client and system layouts, styled there like its neighbours; opens the account dialog. */
export function AccountButton(props: ButtonProps) {
  const [open, setOpen] = useState(false);
  // Each opening gets a fresh dialog (and password form); a closed one stays mounted for its exit animation.
  const [opening, setOpening] = useState(0);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        {...props}
        onClick={() => {
          setOpening((n) => n + 1);
          setOpen(true);
        }}
      >
        {props.children ?? '账号管理'}
      </Button>
      {opening > 0 && (
        <Suspense fallback={null}>
          <AccountDialog key={opening} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
