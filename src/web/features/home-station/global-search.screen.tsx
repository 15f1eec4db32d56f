import { Link, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { MSG } from '@shared/messages';
import { SEARCH_KINDS, SEARCH_SUB_TYPE, type SearchHit, type SearchKind } from '@shared/portal';
import { dateText } from './article.logic';
import { NoData, QueryView } from './components/list-states';
import { PortalPage } from './components/portal-page';
import { PortalPager } from './components/portal-pager';
import { useSearchQuery } from './home-station.api';
import styles from './global-search.module.css';
import { usePageParam, usePortalSite, useReadMarks } from './portal-hooks';
import { articlePath, moreTopicsPath, representativePath } from './portal-paths.logic';
import { skipToken } from './portal-query';
import { highlightParts, SEARCH_KIND_LABELS, searchKindOf } from './search.logic';
import { Tabs } from './ui/tabs';

const RESULT_TITLE = '搜索结果';

function Highlighted({ text, keyword }: { text: string; keyword: string }) {
  return (
    <>
      {highlightParts(text, keyword).map((part, i) =>
        part.match ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

function hitPath(hit: SearchHit): string {
  const site = hit.fkStationId ? 'substation' : 'central';
  if (hit.kind === 'article') return articlePath(site, hit.id, RESULT_TITLE, hit.fkStationId);
  if (hit.kind === 'column') return moreTopicsPath(site, hit.id, hit.title, hit.fkStationId);
  return representativePath(hit.title, hit.fkStationId);
}

function HitList({ hits, keyword }: { hits: SearchHit[]; keyword: string }) {
  const { isRead, isUnread, markRead } = useReadMarks();
  return (
    <ul>
      {hits.map((hit) => {
        const read = hit.kind === 'article' && isRead(hit.id);
        return (
          <li key={`${hit.kind}-${hit.id}`} className={styles.hit}>
            <div className={styles.hitHead}>
              {hit.kind === 'article' && isUnread(hit.id) && <span className="hs-badge">未读</span>}
              <Link to={hitPath(hit)} className={read ? `${styles.hitLink} ${styles.read}` : styles.hitLink} onClick={() => hit.kind === 'article' && markRead(hit.id)}>
                <Highlighted text={hit.title} keyword={keyword} />
              </Link>
            </div>
            {hit.summary && (
              <p className={styles.summary}>
                <Highlighted text={hit.summary} keyword={keyword} />
              </p>
            )}
            <p className={styles.meta}>{[hit.stationName ?? '中心站', hit.createTime ? dateText(hit.createTime) : null].filter(Boolean).join(' · ')}</p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * globalSearch: hits grouped by kind (文章, 栏目, 代表) with their counts, the keyword
 * highlighted, the portal pager. From a substation (subType 2) it searches that station.
 */
export function GlobalSearchScreen() {
  const [params, setParams] = useSearchParams();
  const { site, station } = usePortalSite();
  const [page, setPage] = usePageParam();
  const keyword = (params.get('search') ?? '').trim();
  const kind = searchKindOf(params.get('kind'));
  const fromSubstation = site === 'substation' && station !== null;
  const query = useSearchQuery(
    keyword
      ? {
          search: keyword,
          subType: fromSubstation ? SEARCH_SUB_TYPE.substation : SEARCH_SUB_TYPE.central,
          fkStationId: fromSubstation ? station.stationId : null,
          kind,
          pageNum: page,
          pageSize: DEFAULT_PAGE_SIZE,
        }
      : skipToken,
  );
  const counts = query.data?.counts;

  const chooseKind = (next: string) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      copy.set('kind', next);
      copy.delete('pageNum');
      return copy;
    });

  return (
    <PortalPage site={site} title={RESULT_TITLE}>
      {!keyword ? (
        <div className={styles.emptyBox}>
          <NoData text={MSG.searchPlaceholder} />
        </div>
      ) : (
        <div className={styles.results}>
          <p className={styles.summaryLine}>
            {fromSubstation ? `在${station.stationName}中` : '在全站中'}搜索“<span className={styles.keyword}>{keyword}</span>”
            {counts && `，共找到 ${counts.article + counts.column + counts.representative} 条结果`}
          </p>
          <Tabs
            label="结果类别"
            className={styles.kinds}
            value={kind}
            onChange={chooseKind}
            tabs={SEARCH_KINDS.map((k: SearchKind) => ({
              value: k,
              label: (
                <>
                  {SEARCH_KIND_LABELS[k]}
                  {counts && <span className={`hs-badge ${k === kind ? '' : 'hs-badge-gray'} ${styles.count}`}>{counts[k]}</span>}
                </>
              ),
            }))}
          >
            <QueryView query={{ ...query, data: query.currentData, isLoading: query.isLoading || query.isFetching }} isEmpty={(data) => data.list.length === 0}>
              {(data) => (
                <>
                  <HitList hits={data.list} keyword={keyword} />
                  <PortalPager total={data.total} page={page} onPageChange={setPage} label="搜索结果分页" />
                </>
              )}
            </QueryView>
          </Tabs>
        </div>
      )}
    </PortalPage>
  );
}
