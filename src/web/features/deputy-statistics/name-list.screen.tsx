import { Box, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GRADE_LABEL, type NameListRow } from '@shared/contracts/deputy-statistics';
import { ListPage, ListResults, type ListColumn } from '@web/components/list-page';
import { PageHeader, useOptionalMenus } from '@web/features/menus';
import { ExportButton } from '@web/features/workflow';
import { filterParams, type StatisticsFilters } from './chart-options';
import { useNameListQuery } from './deputy-statistics.api';
import { StatisticsFilterBar } from './statistics-parts';

type Sort = 'pinyin' | 'stroke';
const SORT_LABEL: Record<Sort, string> = { pinyin: '按姓名拼音', stroke: '按姓氏笔画' };

/** The photo at card size (3 : 4), or a grey card saying there is none. */
function Photo({ row, width = 36 }: { row: NameListRow; width?: number }) {
  const [failed, setFailed] = useState(false);
  const size = { w: `${width}px`, h: `${(width * 4) / 3}px` };
  if (!row.photoUrl || failed) {
    return (
      <Box {...size} bg="gray.100" color="fg.muted" fontSize="2xs" display="grid" placeItems="center" rounded="sm" aria-label={`${row.delegateName}暂无照片`}>
        无照片
      </Box>
    );
  }
  return (
    <Box asChild {...size} objectFit="cover" rounded="sm">
      <img src={row.photoUrl} alt={`${row.delegateName}的照片`} loading="lazy" onError={() => setFailed(true)} />
    </Box>
  );
}

const birthLabel = (birth: string | null) => (birth ? `${birth.slice(0, 4)}.${birth.slice(5, 7)}` : '--');

const COLUMNS: readonly ListColumn<NameListRow>[] = [
  { key: 'photo', label: '照片', cell: (r) => <Photo row={r} /> },
  { key: 'name', label: '姓名', cell: (r) => r.delegateName },
  { key: 'sex', label: '性别', cell: (r) => r.sex },
  { key: 'nation', label: '民族', cell: (r) => r.nationality ?? '--' },
  { key: 'birth', label: '出生年月', cell: (r) => birthLabel(r.birth) },
  { key: 'political', label: '政治面貌', cell: (r) => r.political ?? '--' },
  { key: 'education', label: '学历', cell: (r) => r.educationBackground ?? '--' },
  { key: 'job', label: '工作单位及职务', cell: (r) => r.presentOccupation ?? '--', wide: true },
  { key: 'delegation', label: '代表团', cell: (r) => r.delegationName },
  { key: 'grade', label: '代表层级', cell: (r) => GRADE_LABEL[r.delegateGrade] ?? '--' },
  { key: 'phone', label: '手机号码', cell: (r) => r.phone ?? '--' },
];

/**
 * 代表名册（带照片）: choose level, delegation and order, look the roster over, and download it as
 * the workbook an office prints (A4 landscape, a sheet per delegation, a photo in every row).
 */
export function NameListScreen() {
  const menus = useOptionalMenus();
  const [filters, setFilters] = useState<StatisticsFilters & { sort: Sort }>({ sort: 'pinyin' });
  const [sortDraft, setSortDraft] = useState<Sort>('pinyin');
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const query = useNameListQuery({ ...filters, ...paging });
  const exportParams = { ...filterParams(filters), sort: filters.sort };
  return (
    <ListPage
      header={
        <PageHeader
          title="代表名册"
          trail={menus?.trail ?? []}
          actions={<ExportButton path="/npcDelegate/nameList/exportWithImages" params={exportParams} fallbackName="代表名册.xlsx" label="下载名册（Excel，带照片）" code={['export', 'print']} />}
        />
      }
    >
      <StatisticsFilterBar
        label="筛选代表名册"
        value={filters}
        onApply={(next) => {
          setFilters({ ...next, sort: sortDraft });
          setPaging((p) => ({ ...p, pageNum: 1 }));
        }}
      >
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '150px' }}>
          <NativeSelect.Field aria-label="排序" value={sortDraft} onChange={(e) => setSortDraft(e.target.value as Sort)}>
            {(Object.keys(SORT_LABEL) as Sort[]).map((sort) => (
              <option key={sort} value={sort}>
                {SORT_LABEL[sort]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </StatisticsFilterBar>
      <Text fontSize="sm" color="fg.muted" mb="2">
        名册按代表团分表、团内{SORT_LABEL[filters.sort].slice(1)}排列，A4 横向打印，每页重复标题行。
      </Text>
      <ListResults
        label="代表名册预览"
        query={query}
        rowKey={(r) => r.delegateId}
        columns={COLUMNS}
        card={(r) => (
          <Flex gap="3" align="center">
            <Photo row={r} width={48} />
            <Box minW="0">
              <Text fontWeight="medium">
                {r.delegateName} · {r.sex} · {r.nationality ?? '--'}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {r.delegationName} · {GRADE_LABEL[r.delegateGrade] ?? '--'}
              </Text>
              <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                {r.presentOccupation ?? '--'}
              </Text>
            </Box>
          </Flex>
        )}
        emptyText="没有符合条件的在任代表"
        paging={{ ...paging, onPage: (pageNum) => setPaging((p) => ({ ...p, pageNum })), onPageSize: (pageSize) => setPaging({ pageNum: 1, pageSize }) }}
      />
    </ListPage>
  );
}

export const Component = NameListScreen;
