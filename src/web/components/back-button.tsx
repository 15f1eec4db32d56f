import { Button, type ButtonProps } from '@chakra-ui/react';
import { createContext, useContext } from 'react';
import { useNavigate } from 'react-router-dom';

type BackProps = { to?: string; fallback: string } & Omit<ButtonProps, 'onClick' | 'children'>;

const LayoutHasBack = createContext(false);

/** Given by a layout whose header holds the back control (mobile): the pages' own back buttons step aside, so a page has one. */
export const LayoutBackProvider = LayoutHasBack.Provider;

/**
 * The back control: goes back, or to `to` when given (a `to` of '/' replaces the
 * history entry). Opened directly, with no page of the app before it, it goes to `fallback`.
 */
export function BackControl({ to, fallback, ...rest }: BackProps) {
  const navigate = useNavigate();
  const back = () => {
    if (to) void navigate(to, { replace: to === '/' });
    else if (((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
  return (
    <Button size="sm" variant="outline" onClick={back} {...rest}>
      <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      返回
    </Button>
  );
}

/** A page's back button; none inside a layout that has its own back control. */
export function BackButton(props: BackProps) {
  return useContext(LayoutHasBack) ? null : <BackControl {...props} />;
}
