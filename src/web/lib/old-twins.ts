/**
 * The older twins the platform document keeps (client proposalAndSuggest_old, manager
 * adviseManagement_old and npcMsgManager_old): an old bookmark leads to the current page of the same name, or to the
 * page that replaced it, with its query string.
 */
export interface OldTwin {
  /** The old area's path, without a trailing slash: `/manager/adviseManagement_old`. */
  old: string;
  /** The current area's path: `/manager/adviseManagement`. */
  current: string;
  /** Pages of the old area renamed in the current one: old rest → current rest. */
  renamed?: Readonly<Record<string, string>>;
}

export const OLD_TWINS: readonly OldTwin[] = [
  { old: '/client/proposalAndSuggest_old', current: '/client/proposalAndSuggest' },
  {
    old: '/manager/adviseManagement_old',
    current: '/manager/adviseManagement',
    renamed: {
      // 代表团审查 and 待交办建议 under their current names.
      'suggest/delegationExamineSuggest': 'suggest/waitExamineByDelegation',
      'suggest/pendingAssignment': 'suggest/waitAssignment',
    },
  },
  {
    // The older area's pages under their current names: the statistics, the roster, the cards,
    // the township deputies (the roster at level 5).
    old: '/manager/npcMsgManager_old',
    current: '/manager/npcMsgManager',
    renamed: {
      statisticsOne: 'npcMsgStatistics',
      statisticsTwo: 'newStatistics',
      statisticsThree: 'archivalStatistics',
      allDelegateInfo: 'npcMsgTable',
      delegateAllWatch: 'baseMsgManager',
      townshipManagemen: 'npcMsgTable?delegateGrade=5',
    },
  },
];

/** The current address of an old page: `rest` is the path below the old area (`suggest/pendingAssignment`). */
export function currentPathOf(twin: OldTwin, rest: string, search = ''): string {
  const page = rest.replace(/^\/+|\/+$/g, '');
  const current = twin.renamed?.[page] ?? page;
  const path = `${twin.current}${current ? `/${current}` : ''}`;
  // A renamed page may carry its own query (townshipManagemen → the roster at level 5): the bookmark's follows it.
  return path.includes('?') && search.startsWith('?') ? `${path}&${search.slice(1)}` : `${path}${search}`;
}
