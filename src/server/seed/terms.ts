import { sysNpcState } from '../db/schema';
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

export async function seedTerms(tx: Database): Promise<void> {
  await tx.insert(sysNpcState).values(
    SESSIONS.map((s) => {
      const current = s.term === CURRENT_TERM && s.times === CURRENT_TIMES;
      return { npcId: NPC_ID, ...s, isCurrentTermTimes: current, currentMeetStatus: 2 };
    }),
  );
}
