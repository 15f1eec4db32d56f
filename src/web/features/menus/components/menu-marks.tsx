import { Badge, Text } from '@chakra-ui/react';
import { opensInNewWindow } from '../menu.model';
import type { MenuNode } from '../menu.types';

/** What every menu entry shows after its name: 未开放 when disabled, ↗ when it opens a new window. */
export function MenuMarks({ menu }: { menu: MenuNode }) {
  return (
    <>
      {!menu.isEnable && (
        <Badge size="xs" colorPalette="gray" variant="subtle">
          未开放
        </Badge>
      )}
      {opensInNewWindow(menu) && (
        <Text as="span" fontSize="xs" color="gray.500" aria-label="（在新窗口打开）">
          ↗
        </Text>
      )}
    </>
  );
}
