import { defaultCodeRule } from '@shared/contracts/terms';
import { sysCodeRule, sysNpcState } from '../db/schema';
import type { Database } from '../db/database';

/** The one congress of the demo: 巴中市人民代表大会. Every npcId / fkNpcId points here. */
export const NPC_ID = 1;
export const NPC_NAME = '巴中市人民代表大会';

export const CURRENT_TERM = 5;
export const CURRENT_TIMES = 3;

/** Sessions of the fifth term; the third is current and the congress is in recess. */
export const SESSIONS = [
  { term: 5, times: 1, termShow: '第五届', timesShow: '第一次会议', timesStartTime: '2024-01-10' },
  { term: 5, times: 2, termShow: '第五届', timesShow: '第二次会议', timesStartTime: '2025-01-14' },
  { term: 5, times: 3, termShow: '第五届', timesShow: '第三次会议', timesStartTime: '2026-01-13' },
] as const;

/** 2026-01-01 00:00 in Bazhong. */
export const CURRENT_PROPOSAL_OPEN_AT = '2025-12-31T16:00:00.000Z';

export async function seedTerms(tx: Database): Promise<void> {
  await tx.insert(sysNpcState).values(
    SESSIONS.map((s) => {
      const current = s.term === CURRENT_TERM && s.times === CURRENT_TIMES;
      // The current session takes proposals from New Year's Day, with no deadline set yet.
      return { npcId: NPC_ID, ...s, isCurrentTermTimes: current, currentMeetStatus: 2, proposalOpenAt: current ? CURRENT_PROPOSAL_OPEN_AT : null };
    }),
  );
  // The current session's number rules, written out as the default they equal (议案第012号).
  await tx.insert(sysCodeRule).values(
    (['proposal', 'suggest'] as const).map((kind) => ({ kind, term: CURRENT_TERM, times: CURRENT_TIMES, ...defaultCodeRule(kind) })),
  );
}
