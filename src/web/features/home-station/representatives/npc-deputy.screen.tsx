import { skipToken } from '../portal-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPRESENTATIVE_LEVELS } from '@shared/portal';
import { SectionTitle } from '../components/section-title';
import { useMessageDialogs } from '../message/use-message-dialogs';
import { pageOfQuery } from '../pager.logic';
import { useHomeStation } from '../station-state';
import { Tabs } from '../ui/tabs';
import styles from './npc-deputy.module.css';
import { takesMessages } from './representative-card';
import { RepresentativeList } from './representative-list';
import { useRepresentativeQuery } from './representatives.api';

/** Four rows of three cards. */
const DIRECTORY_PAGE_SIZE = 12;

/** `level` of the address and the query: the tab's index + 1 (1 city, 2 county, 3 township). */
function levelOfQuery(value: string | null): number {
  const level = Number(value);
  return Number.isInteger(level) && level >= 1 && level <= REPRESENTATIVE_LEVELS.length ? level : 1;
}

function positiveId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * `?delegateId=` (a search hit, a shared link) opens the message form for that representative
 * once, when they take messages.
 */
function useMessageFromAddress(leaveMessage: ReturnType<typeof useMessageDialogs>['leaveMessage']) {
  const [params, setParams] = useSearchParams();
  const delegateId = positiveId(params.get('delegateId'));
  const { data } = useRepresentativeQuery(delegateId ?? skipToken);
  useEffect(() => {
    if (!data || data.fkDelegateId !== delegateId) return;
    if (takesMessages(data)) leaveMessage(data);
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('delegateId');
        return copy;
      },
      { replace: true },
    );
  }, [data, delegateId, leaveMessage, setParams]);
}

/**
 * 代表风采, the representatives directory: level tabs
 * 市级/县级/乡镇级, a name search and cards with 留言. In a substation only its own
 * representatives; at the central station all of them. Level, name and page live in the address.
 */
export function NpcDeputyScreen() {
  const [station] = useHomeStation();
  const stationId = station?.stationId ?? null;
  const [params, setParams] = useSearchParams();
  const level = levelOfQuery(params.get('level'));
  const delegateName = params.get('delegateName') ?? '';
  const pageNum = pageOfQuery(params.get('pageNum'));
  const [keyword, setKeyword] = useState(delegateName);
  const { leaveMessage, dialogs } = useMessageDialogs(stationId);
  const titleId = useId();
  useMessageFromAddress(leaveMessage);

  const update = (changes: Record<string, string | number | null>) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') copy.delete(key);
        else copy.set(key, String(value));
      }
      return copy;
    });

  const search = (event: FormEvent) => {
    event.preventDefault();
    update({ delegateName: keyword.trim(), pageNum: null });
  };

  const searchForm = (
    <form role="search" aria-label="查找代表" onSubmit={search} className={styles.search}>
      <input className={`hs-input ${styles.input}`} value={keyword} onChange={(event) => setKeyword(event.target.value)} placeholder="请输入代表姓名" aria-label="代表姓名" maxLength={50} />
      <button type="submit" className="hs-btn hs-btn-solid">
        搜索
      </button>
    </form>
  );
  const name = REPRESENTATIVE_LEVELS[level - 1];

  return (
    <section aria-labelledby={titleId}>
      <SectionTitle
        as="h1"
        id={titleId}
        title="代表风采"
        subheading={station ? `${station.stationName}的人大代表` : '全市各级人大代表'}
      />
      <Tabs
        label="代表层级"
        variant="enclosed"
        className={styles.tabs}
        tabs={REPRESENTATIVE_LEVELS.map((levelName, index) => ({ value: String(index + 1), label: levelName }))}
        value={String(level)}
        onChange={(value) => update({ level: value, pageNum: null })}
        aside={searchForm}
      >
        <RepresentativeList
          key={level}
          query={{ level, fkStationId: stationId ?? undefined, delegateName, pageNum, pageSize: DIRECTORY_PAGE_SIZE }}
          onPageChange={(page) => update({ pageNum: page })}
          onLeaveMessage={leaveMessage}
          emptyText={delegateName ? `没有找到名为“${delegateName}”的${name}代表` : `暂无${name}代表`}
        />
      </Tabs>
      {dialogs}
    </section>
  );
}
