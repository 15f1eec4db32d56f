import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { Role } from '@shared/roles';
import { commDictType, npcDelegate, npcOrganization, npcSpecialCommittee, npcSpecialCommitteeMember, sysUrl, sysUser } from '../db/schema';
import type { Database } from '../db/database';
import { COUNTY_NAMES, PROVINCE, type AreaIds } from './areas';
import { type DICTIONARIES } from './dictionaries';
import { CURRENT_TERM, CURRENT_TIMES, NPC_ID, NPC_NAME } from './terms';

/** The name of each dictionary of seed/dictionaries.ts. */
export const DICTIONARY_TYPE_NAMES: Readonly<Record<keyof typeof DICTIONARIES, string>> = {
  nationality: '民族',
  political: '政治面貌',
  education: '学历',
  degree: '学位',
  sex: '性别',
  delegateGrade: '代表层级',
  delegateComposition: '代表构成',
  appellation: '家庭成员称谓',
  answerCategory: '答复类别',
  satisfaction: '满意度',
  proposalType: '议案类别',
  suggestType: '建议类别',
  stationActivityType: '联络站活动类型',
  delegationDocumentType: '代表团文件类别',
  delegationActivityType: '代表团活动类型',
  delegationMeetingType: '代表团会议类型',
};

export const SPECIAL_COMMITTEES = ['法制委员会', '财政经济委员会', '教育科学文化卫生委员会', '农业与农村委员会', '城乡建设环境保护委员会'] as const;

/** The third-party page the demo menu of open type 4 embeds (seed/menus.ts), and one more. */
export const INTERFACE_ADDRESSES = [
  { urlName: '巴中市人民政府网', url: 'https://www.cnbz.gov.cn/', remark: '菜单“巴中市人民政府网”内嵌的页面' },
  { urlName: '四川人大网', url: 'https://www.scspc.gov.cn/', remark: null },
] as const;

export async function seedDictionaryTypes(tx: Database): Promise<void> {
  await tx.insert(commDictType).values(Object.entries(DICTIONARY_TYPE_NAMES).map(([typeCode, typeName], i) => ({ typeCode, typeName, sortNum: i + 1 })));
}

/**
 * The congresses: 巴中市人民代表大会 first, so its id is NPC_ID (terms and delegations point to
 * it), under 四川省 and the national congress, with the congresses of its five counties.
 */
export async function seedOrganizations(tx: Database, areas: AreaIds): Promise<void> {
  // Its id is fixed, not drawn: a seed that failed and rolled back still advanced the sequence.
  const [city] = await tx
    .insert(npcOrganization)
    .overridingSystemValue()
    .values({ organizationId: NPC_ID, organizationName: NPC_NAME, delegateGrade: 3, fkAreaId: areas.city, sortNo: 1 })
    .returning();
  await tx.execute(sql`select setval(pg_get_serial_sequence('npc_organization', 'organization_id'), greatest(${NPC_ID}, (select max(organization_id) from npc_organization)))`);
  const [country] = await tx.insert(npcOrganization).values({ organizationName: '全国人民代表大会', delegateGrade: 1, sortNo: 1 }).returning();
  const [province] = await tx
    .insert(npcOrganization)
    .values({ organizationName: `${PROVINCE}人民代表大会`, delegateGrade: 2, fkParentOrganization: country.organizationId, fkAreaId: areas.province, sortNo: 1 })
    .returning();
  await tx.update(npcOrganization).set({ fkParentOrganization: province.organizationId }).where(eq(npcOrganization.organizationId, city.organizationId));
  await tx.insert(npcOrganization).values(
    COUNTY_NAMES.map((county, i) => ({
      organizationName: `${county}人民代表大会`,
      delegateGrade: 4,
      fkParentOrganization: city.organizationId,
      fkAreaId: areas.county[county],
      sortNo: i + 1,
    })),
  );
}

/** The committee the demo's special-committee accounts belong to (杨光华 runs its office). */
const STAFF_COMMITTEE: (typeof SPECIAL_COMMITTEES)[number] = '财政经济委员会';

/**
 * The committees, the demo's special-committee accounts in theirs, and a seat for each deputy
 * the demo marks as a committee member (the flag then holds).
 */
export async function seedSpecialCommittees(tx: Database): Promise<void> {
  const committees = await tx
    .insert(npcSpecialCommittee)
    .values(SPECIAL_COMMITTEES.map((committeeName, i) => ({ committeeName, sortNo: i + 1 })))
    .returning();
  const staffCommittee = committees.find((c) => c.committeeName === STAFF_COMMITTEE)!;
  await tx
    .update(sysUser)
    .set({ fkSpecialCommitteeId: staffCommittee.specialCommitteeId })
    .where(and(eq(sysUser.loginRoleCode, Role.specialCommittee), isNull(sysUser.fkSpecialCommitteeId)));
  const members = await tx.select({ delegateId: npcDelegate.delegateId }).from(npcDelegate).where(eq(npcDelegate.isSpecialCommittee, true)).orderBy(asc(npcDelegate.delegateId));
  if (members.length === 0) return;
  await tx.insert(npcSpecialCommitteeMember).values(
    members.map((m, i) => ({
      fkSpecialCommitteeId: committees[i % committees.length].specialCommitteeId,
      fkDelegateId: m.delegateId,
      specialCommitteePosition: '委员',
      term: CURRENT_TERM,
      times: CURRENT_TIMES,
    })),
  );
}

export async function seedInterfaceAddresses(tx: Database): Promise<void> {
  await tx.insert(sysUrl).values(INTERFACE_ADDRESSES.map((a, i) => ({ ...a, sortNo: i + 1 })));
}
