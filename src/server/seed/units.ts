import { sysNpcUnit } from '../db/schema';
import type { Database } from '../db/database';
import type { AssignType } from '@shared/enums';
import { CURRENT_TERM, CURRENT_TIMES } from './terms';

export const TRANSPORT_BUREAU = '巴中市交通运输局';
export const HOUSING_BUREAU = '巴中市住房和城乡建设局';

/** Handling units of the current session: every assign type 1–7, several government departments. */
export const UNITS: readonly { unitName: string; assignType: AssignType; contactName: string; contactPhone: string }[] = [
  { unitName: '中共巴中市委办公室', assignType: 1, contactName: '何静', contactPhone: '0827-5222016' },
  { unitName: '中共巴中市委组织部', assignType: 1, contactName: '冯国栋', contactPhone: '0827-5222135' },
  { unitName: '巴中市人民政府办公室', assignType: 2, contactName: '陈思远', contactPhone: '0827-5262236' },
  { unitName: '巴中市监察委员会', assignType: 3, contactName: '罗文涛', contactPhone: '0827-5223307' },
  { unitName: TRANSPORT_BUREAU, assignType: 4, contactName: '赵志勇', contactPhone: '0827-5280125' },
  { unitName: '巴中市教育局', assignType: 4, contactName: '王小琴', contactPhone: '0827-5261208' },
  { unitName: '巴中市农业农村局', assignType: 4, contactName: '苟志强', contactPhone: '0827-5262512' },
  { unitName: '巴中市卫生健康委员会', assignType: 4, contactName: '李娟', contactPhone: '0827-5266731' },
  { unitName: '巴中市民政局', assignType: 4, contactName: '杨帆', contactPhone: '0827-5223619' },
  { unitName: '巴中市生态环境局', assignType: 4, contactName: '刘晓东', contactPhone: '0827-5260918' },
  { unitName: '巴中市自然资源和规划局', assignType: 4, contactName: '张伟', contactPhone: '0827-5225137' },
  { unitName: '巴中市中级人民法院', assignType: 5, contactName: '谭丽', contactPhone: '0827-5288012' },
  { unitName: '巴中市人民检察院', assignType: 6, contactName: '吴昊', contactPhone: '0827-5287106' },
  { unitName: HOUSING_BUREAU, assignType: 7, contactName: '孙晓梅', contactPhone: '0827-5263321' },
  { unitName: '国网四川省电力公司巴中供电公司', assignType: 7, contactName: '岳军', contactPhone: '0827-5330095' },
  { unitName: '巴中市水务集团有限公司', assignType: 7, contactName: '蒲红', contactPhone: '0827-5256618' },
];

export async function seedUnits(tx: Database): Promise<Map<string, number>> {
  const rows = await tx
    .insert(sysNpcUnit)
    .values(UNITS.map((u) => ({ ...u, term: CURRENT_TERM, times: CURRENT_TIMES })))
    .returning();
  return new Map(rows.map((r) => [r.unitName, r.unitId]));
}
