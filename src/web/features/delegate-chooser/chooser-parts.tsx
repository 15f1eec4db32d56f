import { Alert, Box, Table, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The choosers' tables are 300 px high. */
export const TABLE_HEIGHT = '300px';

/** A chooser's table in its scrolling frame: the header stays while the rows scroll. */
export function ChooserTable({ label, labelledBy, columns, children }: { label?: string; labelledBy?: string; columns: ReactNode; children: ReactNode }) {
  return (
    <Table.Root size="sm" stickyHeader aria-label={label} aria-labelledby={labelledBy}>
      <Table.Header>
        <Table.Row bg="gray.50">{columns}</Table.Row>
      </Table.Header>
      <Table.Body>{children}</Table.Body>
    </Table.Root>
  );
}

export function ChooserFrame(props: BoxProps) {
  return <Box h={TABLE_HEIGHT} overflow="auto" borderWidth="1px" borderColor="border" rounded="md" {...props} />;
}

/** A message under a chooser's table: a failed save, or what the maximum left out. */
export function ChooserAlert({ status, children }: { status: 'error' | 'warning'; children: ReactNode }) {
  return (
    <Alert.Root status={status} variant="subtle" size="sm">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
