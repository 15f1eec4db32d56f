import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { RepresentativeCard } from '@shared/portal';
import { RepresentativeList } from '../representatives/representative-list';

/** Six compact cards a page: two rows of three in the dialog. */
const PICKER_PAGE_SIZE = 6;

interface RepresentativePickerProps {
  /** A substation offers its own representatives; the central station searches them all. */
  stationId: number | null;
  onPick: (representative: RepresentativeCard) => void;
}

/** 我要留言 without a chosen representative: pick one first (substation: its own; central: search by name). */
export function RepresentativePicker({ stationId, onPick }: RepresentativePickerProps) {
  const [keyword, setKeyword] = useState('');
  const [delegateName, setDelegateName] = useState('');
  const [pageNum, setPageNum] = useState(1);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setDelegateName(keyword.trim());
    setPageNum(1);
  };

  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        {stationId === null ? '请输入代表姓名查找代表，选择后填写留言。' : '请选择本联络站的一位代表，选择后填写留言。'}
      </Text>
      <form role="search" aria-label="查找代表" onSubmit={search}>
        <HStack gap="2">
          <Input value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder="请输入代表姓名" aria-label="代表姓名" maxLength={50} />
          <Button type="submit" colorPalette="brand">
            搜索
          </Button>
        </HStack>
      </form>
      <RepresentativeList
        query={{ fkStationId: stationId ?? undefined, delegateName, pageNum, pageSize: PICKER_PAGE_SIZE }}
        onPageChange={setPageNum}
        onLeaveMessage={onPick}
        compact
        columns={{ base: 1, sm: 2, md: 3 }}
        emptyText={delegateName ? `没有找到名为“${delegateName}”的代表` : '暂无代表'}
      />
    </Stack>
  );
}
