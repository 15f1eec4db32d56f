import { Box, DataList, HStack, type BoxProps } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { EmptyState } from '@web/components/empty-state';
import { MarkedHeading } from '@web/components/marked-heading';

export interface InfoRow {
  label: string;
  value: ReactNode;
}

/** Keeps the rows that have a value: the home screens show only what is set. */
export function presentRows(rows: InfoRow[]): InfoRow[] {
  return rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== '');
}

export function Panel({ title, action, children, ...rest }: { title: string; action?: ReactNode; children: ReactNode } & Omit<BoxProps, 'title'>) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} layerStyle="panel" shadow="xs" {...rest}>
      <HStack justify="space-between" px="5" py="3.5" borderBottomWidth="1px" borderColor="border.muted">
        <MarkedHeading id={id} as="h2">
          {title}
        </MarkedHeading>
        {action}
      </HStack>
      <Box px="5" py="4">
        {children}
      </Box>
    </Box>
  );
}

export function InfoList({ rows, labelWidth = '7.5em' }: { rows: InfoRow[]; labelWidth?: string }) {
  const shown = presentRows(rows);
  if (shown.length === 0) return <EmptyState />;
  return (
    <DataList.Root orientation="horizontal" gap="3.5" size="md">
      {shown.map((row) => (
        <DataList.Item key={row.label} alignItems="flex-start">
          <DataList.ItemLabel minW={labelWidth} color="fg.muted">
            {row.label}
          </DataList.ItemLabel>
          <DataList.ItemValue color="gray.900" fontWeight="medium" wordBreak="break-all">
            {row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
