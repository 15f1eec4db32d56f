import { Badge, Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DelegationRecord } from '@shared/contracts/delegation-work';
import { DELEGATION_KIND, type DelegationKind } from '@shared/delegation-work';
import { DetailField, DetailSection } from '@web/components/detail-section';
import { AttachmentList } from '@web/features/files';
import { isPdf, pdfViewerPath, type DelegationArea } from './delegation-work.model';

/** The date with the meeting's start time, if any. */
export const whenOf = (record: Pick<DelegationRecord, 'happenDate' | 'clock'>) => [record.happenDate, record.clock].filter(Boolean).join(' ') || '—';

/** The body of a record: plain text keeps its lines; working rules are the server's sanitized rich text. */
function Body({ kind, text }: { kind: DelegationKind; text: string }) {
  if (DELEGATION_KIND[kind].richContent) {
    return <Box className="rich-text" lineHeight="tall" css={{ '& p': { mb: '3' }, '& h3': { fontWeight: 'semibold', my: '2' }, '& img': { maxW: '100%', h: 'auto' } }} dangerouslySetInnerHTML={{ __html: text }} />;
  }
  return (
    <Text whiteSpace="pre-wrap" lineHeight="tall">
      {text}
    </Text>
  );
}

/**
 * One record of any kind, its fields as the kind names them, the body, the deputies and the
 * files. In the deputies' area (`area`) a PDF opens in the viewer inside the layout.
 */
export function DelegationRecordView({ kind, record, area }: { kind: DelegationKind; record: DelegationRecord; area?: DelegationArea }) {
  const spec = DELEGATION_KIND[kind];
  const f = spec.fields;
  const fields: [string, ReactNode][] = [
    ['代表团', record.delegationName],
    ...(f.category ? [[f.category.label, record.category ?? '—'] as [string, ReactNode]] : []),
    ...(f.session ? [[f.session.label, record.sessionLabel ?? '—'] as [string, ReactNode]] : []),
    ...(f.happenDate ? [[f.happenDate.label, whenOf(record)] as [string, ReactNode]] : []),
    ...(f.place ? [[f.place.label, record.place ?? '—'] as [string, ReactNode]] : []),
    ...(f.organiser ? [[f.organiser.label, record.organiser ?? '—'] as [string, ReactNode]] : []),
    ...(f.speaker ? [[f.speaker.label, record.speakerName ?? '—'] as [string, ReactNode]] : []),
    ...(f.isPublished && !area ? [['状态', <Badge key="state" colorPalette={record.isPublished ? 'green' : 'gray'}>{record.isPublished ? '已发布' : '未发布'}</Badge>] as [string, ReactNode]] : []),
  ];
  const pdfs = area ? record.attachments.filter((file) => isPdf(file.name)) : [];
  return (
    <Stack gap="4">
      <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        {fields.map(([label, value]) => (
          <DetailField key={label} label={label}>
            {value}
          </DetailField>
        ))}
      </Grid>
      {f.summary && record.summary && (
        <DetailSection title={f.summary.label}>
          <Text whiteSpace="pre-wrap">{record.summary}</Text>
        </DetailSection>
      )}
      {f.participants && (
        <DetailSection title={`${f.participants.label}（${record.participants.length} 名）`}>
          {record.participants.length > 0 ? (
            <HStack as="ul" aria-label={f.participants.label} gap="2" wrap="wrap" listStyleType="none">
              {record.participants.map((p) => (
                <Badge as="li" key={p.delegateId} variant="subtle" colorPalette="brand" size="md">
                  {p.delegateName}
                </Badge>
              ))}
            </HStack>
          ) : (
            <Text color="fg.muted">未记录</Text>
          )}
        </DetailSection>
      )}
      {f.content && record.content && (
        <DetailSection title={f.content.label}>
          <Body kind={kind} text={record.content} />
        </DetailSection>
      )}
      {f.attachments && (
        <DetailSection title={f.attachments.label}>
          {pdfs.length > 0 && (
            <HStack gap="2" wrap="wrap" mb="2">
              {pdfs.map((file) => (
                <Button key={file.objPath} asChild size="sm" colorPalette="brand">
                  <RouterLink to={pdfViewerPath(area!, file)}>在线阅读 {file.name}</RouterLink>
                </Button>
              ))}
            </HStack>
          )}
          <AttachmentList attachments={record.attachments} emptyText="无附件" />
        </DetailSection>
      )}
    </Stack>
  );
}
