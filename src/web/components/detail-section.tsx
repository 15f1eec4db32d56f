import { Box, Flex, Grid, Heading, HStack, Text, type GridProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { dateTimeLabel } from '@web/lib/china-time';
import { EmptyState } from './empty-state';
import { MarkedHeading } from './marked-heading';

/** What a record without a title shows in its place, in lists and on its detail page. */
export const UNTITLED = '（无标题）';

/** A titled card of a page (a record's detail, a management screen), with actions beside its title. */
export function DetailSection({ title, level = 'h3', actions, children }: { title: string; level?: 'h2' | 'h3'; actions?: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} layerStyle="panel" shadow="xs" minW="0">
      <HStack justify="space-between" px={{ base: '3', md: '5' }} py="3" borderBottomWidth="1px" borderColor="border.muted" gap="3" wrap="wrap">
        <MarkedHeading as={level}>{title}</MarkedHeading>
        {actions}
      </HStack>
      <Box p={{ base: '3', md: '5' }}>{children}</Box>
    </Box>
  );
}

/** One label and value of a detail list (inside a `dl`); an empty value shows —. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" color="gray.900" wordBreak="break-word">
        {children === '' || children === null || children === undefined ? '—' : children}
      </Box>
    </Box>
  );
}

export interface RecordSummaryProps {
  /** Number, status and marks, in a row above the title. */
  badges: ReactNode;
  title: string;
  /** What the caller may do now (the event buttons), under the title. */
  actions?: ReactNode;
  /** The grid's columns per breakpoint. */
  columns: GridProps['templateColumns'];
  /** DetailField items. */
  fields: ReactNode;
  /** Notes and links under the fields. */
  children?: ReactNode;
}

/** The head card of a record's detail page: marks, title, actions, then its fields. */
export function RecordSummary({ badges, title, actions, columns, fields, children }: RecordSummaryProps) {
  return (
    <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
      <HStack gap="2" wrap="wrap" mb="2">
        {badges}
      </HStack>
      <Heading as="h2" fontSize={{ base: 'lg', md: 'xl' }} color="gray.900" mb="3" wordBreak="break-word">
        {title || UNTITLED}
      </Heading>
      {actions && <Box mb="3">{actions}</Box>}
      <Grid as="dl" templateColumns={columns} gap="3">
        {fields}
      </Grid>
      {children}
    </Box>
  );
}

export interface TimelineEntry {
  key: string | number;
  /** What happened (the event's label). */
  title: string;
  /** Beside the title: results, marks, the status move. */
  marks?: ReactNode;
  /** Who acted, as whom. */
  who: readonly (string | null | undefined)[];
  time: string;
  /** The text sent with the event, under its label. */
  note?: { label: string; text: ReactNode } | null;
  /** Further lines above the note (units, categories). */
  children?: ReactNode;
  /** Below the note (files). */
  after?: ReactNode;
}

/** The 办理过程 of a record: what happened, by whom and when, oldest first. */
export function Timeline({ entries, title = '办理过程' }: { entries: readonly TimelineEntry[]; title?: string }) {
  return (
    <DetailSection title={title}>
      {entries.length === 0 ? (
        <EmptyState text="暂无记录" py="4" />
      ) : (
        <Box as="ol" listStyleType="none" aria-label={title}>
          {entries.map((entry) => (
            <Box as="li" key={entry.key} position="relative" pl="6" pb="5" _last={{ pb: '0' }}>
              <Box position="absolute" left="1.5" top="1.5" w="2.5" h="2.5" rounded="full" bg="brand.600" aria-hidden="true" />
              <Box position="absolute" left="2.5" top="4" bottom="0" w="1px" bg="border" aria-hidden="true" css={{ 'li:last-child > &': { display: 'none' } }} />
              <Flex gap="2" wrap="wrap" align="center">
                <Text fontWeight="semibold" fontSize="sm">
                  {entry.title}
                </Text>
                {entry.marks}
              </Flex>
              <Text fontSize="xs" color="fg.muted" mt="0.5">
                {entry.who.filter(Boolean).join(' · ')} · <time dateTime={entry.time}>{dateTimeLabel(entry.time)}</time>
              </Text>
              {entry.children}
              {entry.note && (
                <Box mt="1" fontSize="sm" bg="gray.50" rounded="md" px="3" py="2" wordBreak="break-word">
                  <Text as="span" color="fg.muted">
                    {entry.note.label}：
                  </Text>
                  {entry.note.text}
                </Box>
              )}
              {entry.after}
            </Box>
          ))}
        </Box>
      )}
    </DetailSection>
  );
}

/** A move between two statuses, beside a timeline entry's title. */
export function StatusMove({ from, to }: { from: string | null; to: string }) {
  return (
    <Text fontSize="xs" color="fg.muted">
      {from ? `${from} → ${to}` : to}
    </Text>
  );
}
