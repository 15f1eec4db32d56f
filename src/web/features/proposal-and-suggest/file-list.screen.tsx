import { Box, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from '@shared/constants';
import { BackButton } from '@web/components/back-button';
import { DetailSection, UNTITLED } from '@web/components/detail-section';
import { EmptyState } from '@web/components/empty-state';
import { ErrorState } from '@web/components/error-state';
import { Select } from '@web/components/form-fields';
import { ListCard, ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { LoadingState } from '@web/components/loading-state';
import { AttachmentList } from '@web/features/files';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { useRecordQuery, useRecordsQuery, type RecordSummary, type RecordType } from '@web/features/workflow';
import { dateLabel } from '@web/lib/china-time';
import { TYPE_NAME, detailPath, parseId, type Area } from './paths';

const BASE: Readonly<Record<Area, string>> = { client: '/client/fileList', mobile: '/mobile/fileList' };
const MOBILE_HOME = '/mobile/pageHome/delegatePageHome';

/** The files of one record: `?type=proposal|suggest&id=`. */
export function fileListPath(area: Area, type: RecordType, id: number): string {
  return `${BASE[area]}?type=${type}&id=${id}`;
}

const parseType = (value: string | null): RecordType | null => (value === 'proposal' || value === 'suggest' ? value : null);

function RecordTitleLink({ area, row }: { area: Area; row: Pick<RecordSummary, 'id' | 'title'> & { type: RecordType } }) {
  return (
    <Link asChild color="brand.700" fontWeight="medium">
      <RouterLink to={fileListPath(area, row.type, row.id)}>{row.title || UNTITLED}</RouterLink>
    </Link>
  );
}

/** Without a record: the deputy's own proposals or suggestions, each leading to its files. */
function MyRecords({ area }: { area: Area }) {
  const [type, setType] = useState<RecordType>('proposal');
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const query = useRecordsQuery({ type, params: { mine: true, pageNum, pageSize } });
  const columns: ListColumn<RecordSummary>[] = [
    { key: 'number', label: '编号', cell: (row) => row.number ?? '草稿' },
    { key: 'title', label: '标题', wide: true, cell: (row) => <RecordTitleLink area={area} row={{ ...row, type }} /> },
    { key: 'status', label: '状态', cell: (row) => row.statusLabel },
    { key: 'time', label: '提交时间', cell: (row) => dateLabel(row.submitTime ?? row.createTime) },
  ];
  return (
    <ListPage header={null} label="我的议案建议附件">
      <HStack mb="4">
        <Select
          size="sm"
          width={{ base: 'full', sm: '200px' }}
          label="类型"
          value={type}
          options={(['proposal', 'suggest'] as const).map((value) => ({ value, label: `我的${TYPE_NAME[value]}` }))}
          onChange={(value) => {
            setType(value === 'suggest' ? 'suggest' : 'proposal');
            setPageNum(1);
          }}
        />
      </HStack>
      <Text fontSize="sm" color="fg.muted" mb="3">
        选择一件{TYPE_NAME[type]}，查看它的附件与答复附件。
      </Text>
      <ListResults
        label={`我的${TYPE_NAME[type]}`}
        query={query}
        rowKey={(row) => row.id}
        columns={columns}
        cardsOnly={area === 'mobile'}
        card={(row) => <ListCard number={row.number ?? '草稿'} marks={null} title={<RecordTitleLink area={area} row={{ ...row, type }} />} details={[row.statusLabel, dateLabel(row.submitTime ?? row.createTime)].join(' · ')} />}
        rowHref={(row) => fileListPath(area, type, row.id)}
        emptyText={`暂无${TYPE_NAME[type]}`}
        paging={{ pageNum, pageSize, onPage: setPageNum, onPageSize: (size) => (setPageSize(size), setPageNum(1)) }}
      />
    </ListPage>
  );
}

/** One record's files: what the deputy attached and what the units attached to their reply. */
function RecordFiles({ area, type, id }: { area: Area; type: RecordType; id: number }) {
  const query = useRecordQuery({ type, id });
  if (query.isLoading) return <LoadingState />;
  if (query.isError || !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const record = query.data;
  return (
    <Stack gap="4">
      <DetailSection
        title={[record.number, record.title || UNTITLED].filter(Boolean).join(' ')}
        level="h2"
        actions={
          <Button asChild size="xs" variant="outline" colorPalette="brand">
            <RouterLink to={detailPath(area, type, id)}>查看{TYPE_NAME[type]}</RouterLink>
          </Button>
        }
      >
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="5">
          <Box as="section" aria-label={`${TYPE_NAME[type]}附件`}>
            <Text fontWeight="semibold" fontSize="sm" mb="2">
              {TYPE_NAME[type]}附件
            </Text>
            <AttachmentList attachments={record.attachments} emptyText="暂无附件" />
          </Box>
          <Box as="section" aria-label="答复附件">
            <Text fontWeight="semibold" fontSize="sm" mb="2">
              答复附件
            </Text>
            <AttachmentList attachments={record.replyAttachments} emptyText={record.repliedAt ? '答复未附文件' : '尚未答复'} />
          </Box>
        </Grid>
      </DetailSection>
    </Stack>
  );
}

/**
 * fileList: the files of the deputy's proposals and suggestions. Without `?type=&id=` it lists
 * the deputy's own records to choose from; with them, one record's attachments and reply files.
 */
function FileList({ area }: { area: Area }) {
  const menus = useOptionalMenus();
  const [params] = useSearchParams();
  const type = parseType(params.get('type'));
  const id = parseId(params.get('id'));
  const one = type !== null && id !== null;
  const invalid = !one && (params.has('type') || params.has('id'));
  return (
    <Box>
      <PageHeader title={one ? '附件' : '我的附件'} trail={menus?.trail ?? []} actions={one ? <BackButton fallback={BASE[area]} /> : area === 'mobile' ? <BackButton fallback={MOBILE_HOME} /> : undefined} />
      {invalid ? <EmptyState text="未找到该议案或建议" /> : one ? <RecordFiles key={`${type}-${id}`} area={area} type={type} id={id} /> : <MyRecords area={area} />}
    </Box>
  );
}

export const FileListScreen = () => <FileList area="client" />;
export const MobileFileListScreen = () => <FileList area="mobile" />;
