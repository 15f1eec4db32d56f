import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useHref } from 'react-router-dom';
import { menuAction } from '../menu.model';
import type { MenuNode } from '../menu.types';
import { useMenus } from '../menus-provider';

export interface MenuLinkProps extends Omit<HTMLChakraProps<'a'>, 'onClick'> {
  menu: MenuNode;
}

const modified = (event: MouseEvent) => event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;

/**
 * A menu as a real link: its address shows on hover and a modified click opens it in a new tab;
 * a plain click goes through the navigation rules (session clean-up, open type, toasts). A
 * disabled or broken menu is a button: there is nowhere to link to.
 */
export function MenuLink({ menu, children, ...rest }: MenuLinkProps) {
  const { openMenu } = useMenus();
  const action = menuAction(menu);
  const routed = action.kind === 'navigate' || action.kind === 'embed';
  const routerHref = useHref(routed ? action.to : '.');

  if (action.kind === 'disabled' || action.kind === 'error') {
    return (
      <chakra.button type="button" aria-disabled="true" onClick={() => openMenu(menu)} {...(rest as HTMLChakraProps<'button'>)}>
        {children}
      </chakra.button>
    );
  }
  const external = action.kind === 'open' || action.kind === 'assign';
  return (
    <chakra.a
      href={external ? action.url : routerHref}
      target={action.kind === 'open' ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (routed && modified(event)) return;
        event.preventDefault();
        openMenu(menu);
      }}
      {...rest}
    >
      {children}
    </chakra.a>
  );
}
