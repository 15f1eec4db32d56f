import { Box } from '@chakra-ui/react';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useCurrentUserQuery } from '@web/features/auth';
import { usePermissionList } from '@web/features/menus';
import { EMPTY_CELL, cellDecision, gateDecision, roleNamesOf } from './permission.rules';

function useRoleNames(): string[] {
  const { data: user } = useCurrentUserQuery();
  return roleNamesOf(user?.loginRoleCode);
}

/** Whether the signed-in user may use the control with this operation code (or any of several). */
export function usePermission(code: string | readonly string[]): boolean {
  const list = usePermissionList();
  const roleNames = useRoleNames();
  return gateDecision(code, list, roleNames) === 'show';
}

export interface PermissionProps {
  /** The operation code, or several of which any one will do. */
  code: string | readonly string[];
  children: ReactNode;
}

/** The button-level permission gate: renders its children only when permitted. */
export function Permission({ code, children }: PermissionProps) {
  return usePermission(code) ? <>{children}</> : null;
}

/**
 * The gate inside a table cell: every `<Permission code>` child that is not permitted is
 * removed, and a cell left with nothing shows "--". Children without a code always stay.
 */
export function PermissionCell({ children }: { children: ReactNode }) {
  const list = usePermissionList();
  const roleNames = useRoleNames();
  const items = Children.toArray(children).filter(isValidElement) as ReactElement<Partial<PermissionProps>>[];
  const gated = items.filter((item) => item.props.code !== undefined);
  const { kept } = cellDecision(gated.map((item) => item.props.code!), list, roleNames);
  const visible = items.filter((item) => item.props.code === undefined || kept[gated.indexOf(item)]);
  if (visible.length === 0) {
    return (
      <Box as="span" color="fg.muted">
        {EMPTY_CELL}
      </Box>
    );
  }
  return <>{visible}</>;
}
