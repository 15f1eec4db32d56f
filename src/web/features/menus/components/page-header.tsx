import { Box, Breadcrumb, Flex, Stack } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { MarkedHeading } from '@web/components/marked-heading';
import { PageTitle } from '@web/components/page-title';
import type { MenuNode } from '../menu.types';

export interface PageHeaderProps {
  title: string;
  /** The menus above the page, top level first (shown as a breadcrumb). */
  trail?: MenuNode[];
  actions?: ReactNode;
  children?: ReactNode;
}

/** The title band of a screen inside a layout: breadcrumb, heading (h1) and actions. */
export function PageHeader({ title, trail = [], actions, children }: PageHeaderProps) {
  const crumbs = trail.length > 0 && trail[trail.length - 1].menuName === title ? trail.slice(0, -1) : trail;
  return (
    <Flex as="header" justify="space-between" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3" mb="4">
      <PageTitle title={title} />
      <Stack gap="1.5" minW="0">
        {crumbs.length > 0 && (
          <Breadcrumb.Root size="sm" aria-label="当前位置">
            <Breadcrumb.List color="fg.muted">
              {crumbs.map((menu) => (
                <Fragment key={menu.menuId}>
                  <Breadcrumb.Item>{menu.menuName}</Breadcrumb.Item>
                  <Breadcrumb.Separator />
                </Fragment>
              ))}
              <Breadcrumb.Item>
                <Breadcrumb.CurrentLink>{title}</Breadcrumb.CurrentLink>
              </Breadcrumb.Item>
            </Breadcrumb.List>
          </Breadcrumb.Root>
        )}
        <MarkedHeading as="h1" fontSize="xl" fontWeight="bold" color="gray.900" markHeight="5">
          {title}
        </MarkedHeading>
        {children}
      </Stack>
      {actions && <Box flexShrink={0}>{actions}</Box>}
    </Flex>
  );
}
