import { Avatar, Box, Button, Flex, Grid, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { DelegationRecordRow } from '@shared/contracts/delegation-work';
import { DELEGATION_KIND, DELEGATION_LIMITS, type DelegationKind } from '@shared/delegation-work';
import { BackButton } from '@web/components/back-button';
import { DetailField, DetailSection } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { FilterActions, ListCard, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { DownloadProgressBox, FileContent, displayNameOf, previewKindOf, useFileDownload, useResolvedAddress } from '@web/features/files';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { DelegationRecordView } from './delegation-record.view';
import { delegationPath, detailsPath, fileListPath, idOf, isPdf, kindOf, needsSignedAddress, pdfViewerPath, rowDetails, type DelegationArea } from './delegation-work.model';
import { useMyDelegationQuery, useMyDelegationRecordQuery, useMyDelegationRecordsQuery } from './delegation-work.api';

/** A query's loading and error states, else its answer. */
function Loaded<T>({ query, children }: { query: { data?: T; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => void }; children: (data: T) => ReactNode }) {
  if (query.isLoading) return <LoadingState />;
  if (query.isError || query.data === undefined) return <ErrorState error={query.error} onRetry={query.refetch} />;
  return <>{children(query.data)}</>;
}

function Frame({ title, back, children }: { title: string; back?: string; children: ReactNode }) {
  const menus = useOptionalMenus();
  return (
    <Box>
      <PageHeader title={title} trail={menus?.trail ?? []} actions={back ? <BackButton fallback={back} /> : undefined} />
      {children}
    </Box>
  );
}

function RecordLinks({ area, kind, rows, empty }: { area: DelegationArea; kind: DelegationKind; rows: DelegationRecordRow[]; empty: string }) {
  if (rows.length === 0) return <EmptyState text={empty} />;
  return (
    <Stack as="ul" gap="3" listStyleType="none">
      {rows.map((row) => (
        <Box as="li" key={row.recordId}>
          <Link asChild color="brand.700" fontWeight="medium">
            <RouterLink to={detailsPath(area, kind, row.recordId)}>{row.title}</RouterLink>
          </Link>
          <Text fontSize="xs" color="fg.muted">
            {rowDetails(kind, row)}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

/** 我的代表团: the deputy's delegation, its deputies (no phones) and its latest documents, activities and meetings. */
function MyDelegation({ area }: { area: DelegationArea }) {
  const query = useMyDelegationQuery();
  const more = (to: string, label: string) => (
    <Button asChild size="xs" variant="outline" colorPalette="brand">
      <RouterLink to={to}>{label}</RouterLink>
    </Button>
  );
  return (
    <Frame title="我的代表团" back={area === 'mobile' ? '/mobile/pageHome/delegatePageHome' : undefined}>
      <Loaded query={query}>
        {(data) => (
          <Stack gap="4">
            <DetailSection title={data.delegationName} level="h2" actions={more(fileListPath(area), '代表团文件')}>
              <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }} gap="3">
                <DetailField label="代表团名称">{data.delegationName}</DetailField>
                <DetailField label="层级">{data.levelLabel}</DetailField>
                <DetailField label="本团代表">{`${data.members.length} 名`}</DetailField>
              </Grid>
            </DetailSection>
            <DetailSection title="本团代表">
              {data.members.length === 0 ? (
                <EmptyState text="暂无代表" />
              ) : (
                <Grid as="ul" aria-label="本团代表" listStyleType="none" templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))', xl: 'repeat(6, minmax(0, 1fr))' }} gap="3">
                  {data.members.map((member) => (
                    <HStack as="li" key={member.delegateId} gap="2" align="flex-start" minW="0">
                      <Avatar.Root size="sm" colorPalette="brand">
                        <Avatar.Fallback name={member.delegateName} />
                        {member.headPortrait && <Avatar.Image src={member.headPortrait} alt="" />}
                      </Avatar.Root>
                      <Box minW="0">
                        <Text fontWeight="medium">{member.delegateName}</Text>
                        <Text fontSize="xs" color="fg.muted" lineClamp={2}>
                          {member.presentOccupation || '—'}
                        </Text>
                      </Box>
                    </HStack>
                  ))}
                </Grid>
              )}
            </DetailSection>
            <Grid templateColumns={{ base: '1fr', lg: 'repeat(3, minmax(0, 1fr))' }} gap="4">
              <DetailSection title="最新文件" actions={more(fileListPath(area), '更多')}>
                <RecordLinks area={area} kind="document" rows={data.documents} empty="暂无文件" />
              </DetailSection>
              <DetailSection title="代表团活动">
                <RecordLinks area={area} kind="activity" rows={data.activities} empty="暂无活动" />
              </DetailSection>
              <DetailSection title="代表团会议">
                <RecordLinks area={area} kind="meeting" rows={data.meetings} empty="暂无会议" />
              </DetailSection>
            </Grid>
          </Stack>
        )}
      </Loaded>
    </Frame>
  );
}

/** delegationDetails?id=&type=: one record of the deputy's delegation. */
function Details({ area }: { area: DelegationArea }) {
  const [params] = useSearchParams();
  const kind = kindOf(params.get('type'));
  const id = idOf(params.get('id'));
  const query = useMyDelegationRecordQuery({ kind: kind ?? 'document', id: id ?? 0 }, { skip: kind === null || id === null });
  const title = kind ? `${DELEGATION_KIND[kind].noun}详情` : '详情';
  return (
    <Frame title={title} back={delegationPath(area)}>
      {kind === null || id === null ? (
        <Box layerStyle="panel" py="12">
          <EmptyState text="暂无相关信息" />
        </Box>
      ) : (
        <Loaded query={query}>
          {(record) => (
            <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
              <Text as="h2" fontSize="lg" fontWeight="semibold" mb="4" wordBreak="break-word">
                {record.title}
              </Text>
              <DelegationRecordView kind={kind} record={record} area={area} />
            </Box>
          )}
        </Loaded>
      )}
    </Frame>
  );
}

/** delegationFileList: the delegation's published documents, searched by title, paged. */
function FileList({ area }: { area: DelegationArea }) {
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const query = useMyDelegationRecordsQuery({ kind: 'document', ...(keyword ? { keyword } : {}), ...paging });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setKeyword(draft.trim());
    setPaging((prev) => ({ ...prev, pageNum: 1 }));
  };
  const pdfOf = (row: DelegationRecordRow) => row.attachments.find((file) => isPdf(file.name));
  const read = (row: DelegationRecordRow) => {
    const pdf = pdfOf(row);
    return pdf ? (
      <Button asChild size="xs" variant="ghost" colorPalette="brand">
        <RouterLink to={pdfViewerPath(area, pdf)} aria-label={`阅读 ${row.title}`}>
          阅读
        </RouterLink>
      </Button>
    ) : null;
  };
  const columns: ListColumn<DelegationRecordRow>[] = [
    { key: 'title', label: '文件标题', cell: (row) => row.title, wide: true },
    { key: 'category', label: '文件类别', cell: (row) => row.category ?? '—' },
    { key: 'organiser', label: '发文单位', cell: (row) => row.organiser ?? '—' },
    { key: 'date', label: '印发日期', cell: (row) => row.happenDate ?? '—' },
    { key: 'read', label: '原文', cell: (row) => read(row) ?? '—' },
  ];
  return (
    <Frame title="代表团文件" back={delegationPath(area)}>
      <Box layerStyle="panel" shadow="xs" p={{ base: '3', md: '5' }}>
        <Flex as="form" role="search" aria-label="查询代表团文件" onSubmit={search} gap="2" wrap="wrap" mb="4">
          <Input size="sm" width={{ base: 'full', sm: '240px' }} placeholder="文件标题" aria-label="文件标题" maxLength={DELEGATION_LIMITS.keyword} value={draft} onChange={(e) => setDraft(e.target.value)} />
          <FilterActions
            onReset={() => {
              setDraft('');
              setKeyword('');
              setPaging((prev) => ({ ...prev, pageNum: 1 }));
            }}
          />
        </Flex>
        <ListResults
          label="代表团文件"
          query={query}
          rowKey={(row) => row.recordId}
          columns={columns}
          cardsOnly={area === 'mobile'}
          rowHref={(row) => detailsPath(area, 'document', row.recordId)}
          card={(row) => (
            <>
              <ListCard number={row.happenDate ?? ''} marks={read(row)} title={<Text fontWeight="medium">{row.title}</Text>} details={rowDetails('document', row)} />
            </>
          )}
          emptyText="暂无代表团文件"
          paging={{ ...paging, onPage: (pageNum) => setPaging((prev) => ({ ...prev, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
        />
      </Box>
    </Frame>
  );
}

/** viewPdfFile?fileUrl=&fileName=: the document in the browser's own PDF viewer, inside the layout (the object route allows our own frames). */
function PdfViewer({ area }: { area: DelegationArea }) {
  const [params] = useSearchParams();
  const fileUrl = params.get('fileUrl') ?? '';
  const file = { fileUrl, fileName: params.get('fileName') ?? undefined, type: 'pdf' };
  const name = displayNameOf(file);
  const resolved = useResolvedAddress(fileUrl, needsSignedAddress(fileUrl) && fileUrl.trim() !== '');
  const { download, progress } = useFileDownload();
  const onDownload = () => resolved.state === 'ready' && void download({ name, url: resolved.url });
  const menus = useOptionalMenus();
  return (
    <Box>
      <PageHeader
        title={name}
        trail={menus?.trail ?? []}
        actions={
          <HStack gap="2">
            {resolved.state === 'ready' && (
              <Button size="sm" variant="outline" onClick={onDownload}>
                下载
              </Button>
            )}
            <BackButton fallback={fileListPath(area)} />
          </HStack>
        }
      />
      <FileContent resolved={resolved} kind={previewKindOf(file)} name={name} onDownload={onDownload} />
      <DownloadProgressBox progress={progress} />
    </Box>
  );
}

export const DelegationScreen = () => <MyDelegation area="client" />;
export const DelegationDetailsScreen = () => <Details area="client" />;
export const DelegationFileListScreen = () => <FileList area="client" />;
export const ViewPdfFileScreen = () => <PdfViewer area="client" />;
export const MobileDelegationScreen = () => <MyDelegation area="mobile" />;
export const MobileDelegationDetailsScreen = () => <Details area="mobile" />;
export const MobileDelegationFileListScreen = () => <FileList area="mobile" />;
export const MobileViewPdfFileScreen = () => <PdfViewer area="mobile" />;
